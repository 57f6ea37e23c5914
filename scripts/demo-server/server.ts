// The shared demo server (issue 14, scope 5): the demo backend's own msw handlers
// (mocks/handlers/index.ts) served over HTTP through msw's request handling (`getResponse`), with
// CORS and the data kept in a JSON file (mocks/persistence/file.ts). `npm run demo:server` starts it
// (scripts/demo-server.mjs); tests/api/demo-server.test.ts starts it in-process.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from '../../mocks/handlers';
import { DEMO_ORIGIN } from '../../src/config';
import { detachFilePersistence, attachFilePersistence } from '../../mocks/persistence/file';

export interface DemoServerOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The JSON file the data lives in. Default `.demo-data/db.json`. */
  file?: string;
  /** Origins allowed to call (CORS_ORIGIN); empty or absent: the calling page's origin is echoed. */
  corsOrigins?: string[];
  /** One line per request; default console.log, `null` for none. */
  log?: ((line: string) => void) | null;
}

export interface DemoServer {
  url: string;
  /** Stops accepting requests, lets the ones in flight finish and writes the file. */
  close: () => Promise<void>;
}

export const DEFAULTS = { port: 4010, host: '127.0.0.1', file: '.demo-data/db.json' } as const;
/** Bodies larger than this are refused with 413 before they reach a handler. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Authorization, X-Tenant-Id, Content-Type';

/** The Access-Control-Allow-Origin for a request's Origin, or null when that origin is not allowed. */
export const allowedOrigin = (origin: string | undefined, allowList: string[]): string | null => {
  if (allowList.length === 0) return origin || '*';
  if (allowList.includes('*')) return origin || '*';
  return origin && allowList.includes(origin) ? origin : null;
};

class TooLarge extends Error {}

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new TooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** The Node request as the Fetch `Request` the handlers match: the demo origin, the same path and query. */
const toFetchRequest = async (req: IncomingMessage): Promise<Request> => {
  const url = new URL(req.url || '/', DEMO_ORIGIN);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = (req.method || 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(`${DEMO_ORIGIN}${url.pathname}${url.search}`, { method, headers, body: body && body.length ? new Uint8Array(body) : undefined });
};

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
};

export const startDemoServer = async (options: DemoServerOptions = {}): Promise<DemoServer> => {
  const port = options.port ?? DEFAULTS.port;
  const host = options.host ?? DEFAULTS.host;
  const allowList = options.corsOrigins ?? [];
  const log = options.log === undefined ? (line: string) => console.log(line) : options.log;
  const store = await attachFilePersistence(options.file ?? DEFAULTS.file);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const started = Date.now();
    const method = (req.method || 'GET').toUpperCase();
    const origin = req.headers.origin;
    const allow = allowedOrigin(typeof origin === 'string' ? origin : undefined, allowList);
    if (allow) res.setHeader('Access-Control-Allow-Origin', allow);
    if (allow !== '*') res.setHeader('Vary', 'Origin');
    try {
      if (method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', ALLOW_METHODS);
        res.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
        res.statusCode = 204;
        res.end();
        return;
      }
      let request: Request;
      try {
        request = await toFetchRequest(req);
      } catch (e) {
        if (e instanceof TooLarge) return sendJson(res, 413, { success: false, message: 'Request body is too large' });
        throw e;
      }
      const response = await getResponse(handlers, request);
      if (!response) return sendJson(res, 404, { success: false, message: `Not found: ${method} ${request.url.slice(DEMO_ORIGIN.length)}` });
      // The change is on disk before the client hears it was saved (a failed write answers 507).
      if (method !== 'GET' && method !== 'HEAD') await store.flush();
      res.statusCode = response.status;
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value);
      });
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (e) {
      console.error('[demo-server]', e);
      if (!res.headersSent) sendJson(res, 500, { success: false, message: 'Internal server error' });
      else res.end();
    } finally {
      log?.(`${new Date().toISOString()} ${method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // A browser's kept-alive connection with a request in flight gets 2 s to finish.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      }).then(() => detachFilePersistence(store))),
  };
};
