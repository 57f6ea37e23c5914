// The browser demo's handlers with one writer at a time across the tabs (issue 28): every request
// that may write (any method but GET and HEAD) runs through the store's `exclusive` (mocks/db.ts;
// IndexedDB's Web Lock, mocks/persistence/indexedDb.ts), after the tab has read back what the
// others saved, so two tabs writing at the same moment neither hand out the same ids nor overwrite
// each other's records. The server has its own (server/app.ts, server/db/sqlStore.ts `exclusive`).
import { getResponse, http, type RequestHandler } from 'msw';
import { DEMO_ORIGIN } from '../src/config';
import { db } from './db';

/** `handlers` with a first handler that runs each writing call of the demo origin alone. */
export const withExclusiveWrites = (handlers: RequestHandler[]): RequestHandler[] => [
  http.all(`${DEMO_ORIGIN}/*`, ({ request }) =>
    request.method === 'GET' || request.method === 'HEAD' ? undefined : db.exclusive(() => getResponse(handlers, request)),
  ),
  ...handlers,
];
