// The HTTP face of the server: Hono (on @hono/node-server) because the API's handlers are already
// web-standard Request -> Response functions (the msw handlers of mocks/handlers, the same ones the
// browser demo and the tests run); Hono adds CORS, the body limit, the operator endpoints and the
// error answer around them without a second request model.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { getResponse } from 'msw';
import type { Kysely } from 'kysely';
import { handlers } from '../mocks/handlers';
import { DEMO_ORIGIN } from '../src/config';
import { english, type TextParams } from '../mocks/handlers/serverTexts';
import { isReady } from './db/database';
import type { SqlStore } from './db/sqlStore';

/** Bodies larger than this are refused with 413 before they reach a handler (the BOM CSV import is the largest). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface AppOptions {
  db: Kysely<any>;
  /** The store's SQL side: requests that may write run through `exclusive`, reads after a `sync`. */
  store: Pick<SqlStore, 'sync' | 'exclusive'>;
  /** Origins allowed to call from a browser; `*` allows any. */
  corsOrigins: string[];
  /** One line per request, or null for none. */
  log?: ((line: string) => void) | null;
}

/** A refusal of the server itself, shaped as the handlers' (docs/api.md, "Errors"): its English and its key. */
const refusal = (key: string, params: TextParams = {}) => ({ success: false, message: english(key, params), messageKey: key, messageParams: params });

const TOO_LARGE = Symbol('too large');

/**
 * The body, read up to MAX_BODY_BYTES (a larger one is not read further). Not hono/body-limit: it
 * rebuilds the request with the global Request, which the tests' in-process interception replaces.
 */
const readBody = async (request: Request): Promise<Uint8Array | typeof TOO_LARGE | undefined> => {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return TOO_LARGE;
  if (!request.body) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  if (!size) return undefined;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
};

export const createApp = ({ db, store, corsOrigins, log = (line) => console.log(line) }: AppOptions) => {
  const app = new Hono();
  if (log)
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      log(`${new Date().toISOString()} ${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
    });
  app.use(
    cors({
      origin: (origin) => (corsOrigins.includes('*') || corsOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'X-Tenant-Id', 'Content-Type'],
      maxAge: 600,
    }),
  );
  // The process is up.
  app.get('/health', (c) => c.json({ status: 'ok' }));
  // The database answers and every migration is applied: ready for traffic.
  app.get('/ready', async (c) => ((await isReady(db)) ? c.json({ status: 'ready' }) : c.json({ status: 'not ready' }, 503)));
  // Every operation of docs/openapi.json: the handlers match the demo origin, so the request is put
  // there with its path, query, headers and body unchanged.
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const raw = c.req.raw;
    const method = raw.method.toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(raw);
    if (body === TOO_LARGE) return c.json(refusal('serverText.bodyTooLarge'), 413);
    const request = new Request(`${DEMO_ORIGIN}${url.pathname}${url.search}`, { method, headers: raw.headers, body: body as Uint8Array<ArrayBuffer> | undefined });
    const handle = () => getResponse(handlers, request);
    // A read answers from the store once it holds what other processes wrote; a request that may
    // write runs alone (server/db/sqlStore.ts `exclusive`).
    const response = method === 'GET' || method === 'HEAD' ? await store.sync().then(handle) : await store.exclusive(handle);
    return response ?? c.json(refusal('serverText.noSuchCall', { method, path: url.pathname }), 404);
  });
  app.onError((e, c) => {
    console.error('[server]', e);
    return c.json(refusal('serverText.internalError'), 500);
  });
  return app;
};
