import { getResponse } from 'msw';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { handlers } from './handlers';
import { attachPersistence, onRemoteChange } from './db';
import { indexedDbPersistence } from './persistence/indexedDb';
import { DEMO_ORIGIN, DEMO_SYNC_EVENT } from '../src/config';
import { withExclusiveWrites } from './exclusiveWrites';
import { setPublicUrl } from './handlers/customerMessages';

/** Where the demo data lived before it moved to IndexedDB: removed at start. */
const OLD_DEMO_DB_KEY = 'serviceDeskDemoDb';

/**
 * Starts the in-browser demo backend; its data persists in IndexedDB until 'Reset demo data'. A change
 * saved in another tab lands in this tab's store, then the console refetches (src/console/useDemoSync.ts).
 *
 * It answers in the page: msw's fetch interceptor (@mswjs/interceptors, what msw itself falls back to
 * where there are no service workers) hands each fetch of the demo origin to the handlers
 * (`getResponse`); every other fetch goes to the network untouched. No service worker: the demo starts
 * as soon as its saved data is read (a worker's registration and activation on a first visit was the
 * slowest step of a cold console load, docs/performance.md), a call skips the worker's two message
 * round trips, and the demo works where a browser refuses service workers (private windows, policies).
 */
export const startDemoBackend = async (): Promise<void> => {
  localStorage.removeItem(OLD_DEMO_DB_KEY);
  // The customers' job links open this page's own /track route, where the demo answers them too.
  setPublicUrl(window.location.origin);
  // A writing call runs alone across the tabs, after catching up with theirs (mocks/exclusiveWrites.ts).
  const demoHandlers = withExclusiveWrites(handlers);
  await attachPersistence(indexedDbPersistence());
  onRemoteChange((keys) => window.dispatchEvent(new CustomEvent(DEMO_SYNC_EVENT, { detail: { keys } })));
  const interceptor = new FetchInterceptor();
  interceptor.on('request', async ({ request, controller }) => {
    if (!request.url.startsWith(`${DEMO_ORIGIN}/`)) return;
    // An unknown path is a 404, as a server without the route answers.
    controller.respondWith((await getResponse(demoHandlers, request)) ?? new Response(null, { status: 404, statusText: 'Not Found' }));
  });
  interceptor.apply();
};
