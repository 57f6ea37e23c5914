// The HTTP face of the server: Hono (on @hono/node-server) because the API's handlers are already
// web-standard Request -> Response functions (the msw handlers of mocks/handlers, the same ones the
// browser demo and the tests run, called by server/routes.ts's dispatcher); Hono adds CORS, the body limit, the operator endpoints and the
// error answer around them without a second request model. Operations (docs/deploying.md): a request
// id and one JSON log line per request, security headers on every answer, a time limit per request,
// and the state a graceful shutdown needs (`beginShutdown`, `settled`).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { handlers } from '../mocks/handlers';
import { dispatcher } from './routes';
import { english } from '../mocks/handlers/serverTexts';
import type { RefusalKey, RefusalParams } from '../src/domain/refusal';
import { noteClientAddress } from '../mocks/handlers/sessions';
import { jsonTextOf } from '../mocks/handlers/util';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isReady } from './db/database';
import type { SqlStore } from './db/sqlStore';
import { OPERATIONS_DEFAULTS } from './config';
import { createLogger, loggedPath, silentLogger, type Logger } from './logger';

/** Bodies larger than this are refused with 413 before they reach a handler (the BOM CSV import is the largest). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface AppOptions {
  db: Kysely<any>;
  /** The store's SQL side: requests that may write run through `exclusive`, reads through `read`. */
  store: Pick<SqlStore, 'read' | 'exclusive'>;
  /** Origins allowed to call from a browser; `*` allows any. */
  corsOrigins: string[];
  /** Where the request lines and errors go; null for nowhere. Default: JSON lines on standard output. */
  log?: Logger | null;
  /** A request not answered after this long gets 503 `serverText.timedOut` (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
}

/** The header that carries a request's id, both ways (a proxy's id is kept when it looks like one). */
export const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** On every answer of the API: JSON for a script, never a page to render, frame or cache. */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** What a preflight allows. */
const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].join(',');
const CORS_HEADERS = ['Authorization', 'X-Tenant-Id', 'Content-Type', REQUEST_ID_HEADER].join(',');

/** How long /ready waits for the database before saying it is not ready. */
export const READY_TIMEOUT_MS = 3000;

/** A refusal of the server itself, shaped as the handlers' (docs/api.md, "Errors"): its English and its key. */
const refusal = (key: RefusalKey, params: RefusalParams = {}) => ({ success: false, message: english(key, params), messageKey: key, messageParams: params });

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

const TIMED_OUT = Symbol('timed out');
/**
 * `promise` or, after `ms`, `value`; the timer is cleared as soon as `promise` settles. A timer left
 * running held the race, and so the answer, until it fired: under load every answer of the last
 * REQUEST_TIMEOUT_MS stayed in memory (hundreds of MB), and collecting them was a fifth of a list's
 * server time (docs/scaling.md).
 */
const within = <T, V>(promise: Promise<T>, ms: number, value: V): Promise<T | V> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<V>((resolve) => {
    timer = setTimeout(() => resolve(value), ms);
    timer.unref?.();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

type Env = { Variables: { requestId: string } };

export const createApp = ({ db, store, corsOrigins, log = createLogger(), requestTimeoutMs = OPERATIONS_DEFAULTS.requestTimeoutMs }: AppOptions) => {
  const app = new Hono<Env>();
  const dispatch = dispatcher(handlers);
  const logger = log ?? silentLogger();
  // The request lines, whose fields are chosen one by one below (none can hold a secret): without
  // the redaction pass, which walks every path of REDACTED_PATHS for each line (12 of a line's 16 us).
  const requestLog = logger.child({}, { redact: { paths: [] } });
  // Handlers still running: answered (or timed out) or not, a shutdown waits for them before it
  // closes the database.
  const running = new Set<Promise<unknown>>();
  let stopping = false;
  // The log of one request's troubles, made when there is one (a child logger per call costs).
  const logOf = (c: { get: (key: 'requestId') => string | undefined }) => {
    const reqId = c.get('requestId');
    return reqId ? logger.child({ reqId }) : logger;
  };

  // The request id, the security headers and the request's log line, around everything else
  // (CORS preflights and errors included).
  app.use(async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    const path = loggedPath(c.req.url);
    c.set('requestId', requestId);
    requestLog.debug({ reqId: requestId, method: c.req.method, path }, 'request received');
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    const status = c.res.status;
    // The probes of a load balancer, every few seconds, only when they fail or at debug.
    const level = status >= 500 ? 'warn' : (path === '/health' || path === '/ready') ? 'debug' : 'info';
    requestLog[level]({ reqId: requestId, method: c.req.method, path, status, durationMs: Math.round((performance.now() - started) * 10) / 10 }, 'request');
  });
  // CORS (docs/deploying.md, CORS_ORIGIN), by hand rather than hono/cors: that middleware sets its
  // headers before the handler runs, and Hono then copies every answer into a new Response (its body
  // as a stream) to keep them, a tenth of a list call's CPU. Set on the answer, they cost a header
  // each. The answers are those of hono/cors with the same options (tests/server/app.test.ts).
  app.use(async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin && (corsOrigins.includes('*') || corsOrigins.includes(origin)) ? origin : null;
    const exposed: Record<string, string> = allowed ? { 'Access-Control-Allow-Origin': allowed, 'Access-Control-Expose-Headers': REQUEST_ID_HEADER } : {};
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        ...exposed,
        'Access-Control-Max-Age': '600',
        'Access-Control-Allow-Methods': CORS_METHODS,
        'Access-Control-Allow-Headers': CORS_HEADERS,
        Vary: 'Origin, Access-Control-Request-Headers',
      });
    }
    await next();
    for (const [name, value] of Object.entries(exposed)) c.res.headers.set(name, value);
    c.res.headers.append('Vary', 'Origin');
  });
  // The process is up.
  app.get('/health', (c) => c.json({ status: 'ok' }));
  // The database answers (within READY_TIMEOUT_MS) and every migration is applied: ready for
  // traffic. Not while stopping: a load balancer sends the next requests elsewhere.
  app.get('/ready', async (c) => {
    if (stopping) return c.json({ status: 'stopping' }, 503);
    return (await within(isReady(db), READY_TIMEOUT_MS, false)) ? c.json({ status: 'ready' }) : c.json({ status: 'not ready' }, 503);
  });
  // Every operation of docs/openapi.json, by the handlers (server/routes.ts matches the path, not the
  // origin). A read goes to them as it came; a write with its body read up to MAX_BODY_BYTES.
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const raw = c.req.raw;
    const method = raw.method.toUpperCase();
    let timedOut = false;
    const work = (async () => {
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(raw);
      if (body === TOO_LARGE) return c.json(refusal('serverText.bodyTooLarge'), 413);
      const request = body === undefined && (method === 'GET' || method === 'HEAD') ? raw : new Request(raw.url, { method, headers: raw.headers, body: body as Uint8Array<ArrayBuffer> | undefined });
      // The socket's remote address, for the sign-in throttle (mocks/handlers/sessions.ts); none in-process.
      noteClientAddress(request, (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress);
      const handle = () => dispatch(request, c.get('requestId'));
      // A read's answer holds what other processes wrote before it came (server/db/sqlStore.ts
      // `read`); a request that may write runs alone (`exclusive`). One that timed out while it
      // waited for its turn is not run at all: its 503 then means nothing was changed.
      const response =
        method === 'GET' || method === 'HEAD' ? await store.read(request, handle) : await store.exclusive(() => (timedOut ? Promise.resolve(undefined) : handle()));
      if (timedOut) return undefined;
      if (!response) return c.json(refusal('serverText.noSuchCall', { method, path: url.pathname }), 404);
      // A JSON answer goes out as its text: Hono then makes one response with the headers the
      // middleware set (CORS), where a Response of the handler's own is copied, body stream and all.
      const text = jsonTextOf(response);
      return text === undefined ? response : c.body(text, response.status as ContentfulStatusCode, Object.fromEntries(response.headers));
    })();
    running.add(work);
    void work.catch(() => undefined).finally(() => running.delete(work));
    const answer = await within(work, requestTimeoutMs, TIMED_OUT);
    if (answer !== TIMED_OUT) return answer ?? c.json(refusal('serverText.internalError'), 500);
    timedOut = true;
    // Whatever the handler does later is logged, not answered (the client has its 503).
    work.then(
      () => logOf(c).warn({ method, path: loggedPath(c.req.url) }, 'timed-out request finished'),
      (e: unknown) => logOf(c).error({ err: e, method, path: loggedPath(c.req.url) }, 'timed-out request failed'),
    );
    logOf(c).warn({ method, path: loggedPath(c.req.url), limitMs: requestTimeoutMs }, 'request timed out');
    return c.json(refusal('serverText.timedOut'), 503, { 'Retry-After': '5' });
  });
  app.onError((e, c) => {
    logOf(c).error({ err: e }, 'request failed');
    return c.json(refusal('serverText.internalError'), 500);
  });
  return Object.assign(app, {
    /** From now on /ready answers 503 (the listener is being closed). */
    beginShutdown: () => {
      stopping = true;
    },
    /** Resolves once no handler is running (including those whose request timed out). */
    settled: async () => {
      while (running.size) await Promise.allSettled([...running]);
    },
  });
};
