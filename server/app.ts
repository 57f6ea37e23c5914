// The HTTP face of the server: Hono (on @hono/node-server) because the API's handlers are already
// web-standard Request -> Response functions (the msw handlers of mocks/handlers, the same ones the
// browser demo and the tests run); Hono adds CORS, the body limit, the operator endpoints and the
// error answer around them without a second request model.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from 'hono/body-limit';
import { getResponse } from 'msw';
import type { Kysely } from 'kysely';
import { handlers } from '../mocks/handlers';
import { DEMO_ORIGIN } from '../src/config';
import { isReady } from './db/database';

/** Bodies larger than this are refused with 413 before they reach a handler (the BOM CSV import is the largest). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface AppOptions {
  db: Kysely<any>;
  /** Origins allowed to call from a browser; `*` allows any. */
  corsOrigins: string[];
  /** One line per request, or null for none. */
  log?: ((line: string) => void) | null;
}

const error = (message: string) => ({ success: false, message });

export const createApp = ({ db, corsOrigins, log = (line) => console.log(line) }: AppOptions) => {
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
  app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(error('Request body is too large'), 413) }));
  // Every operation of docs/openapi.json: the handlers match the demo origin, so the request is put
  // there with its path, query, headers and body unchanged.
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const raw = c.req.raw;
    const method = raw.method.toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : await raw.arrayBuffer();
    const request = new Request(`${DEMO_ORIGIN}${url.pathname}${url.search}`, { method, headers: raw.headers, body: body && body.byteLength ? body : undefined });
    const response = await getResponse(handlers, request);
    return response ?? c.json(error(`Not found: ${method} ${url.pathname}`), 404);
  });
  app.onError((e, c) => {
    console.error('[server]', e);
    return c.json(error('Internal server error'), 500);
  });
  return app;
};
