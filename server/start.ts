// Starting and stopping the server: the database (with its migrations), the store on it, the first
// data of an empty database, and the HTTP listener. server/main.ts runs it from the environment;
// tests start it in-process.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Server as NetServer, type AddressInfo } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { attachListReader, attachPersistence, db as store, detachPersistence } from '../mocks/db';
import { createSeed, DB_VERSION, emptyState } from '../mocks/seed';
import type { DbState } from '../mocks/types';
import { makePasswordHash } from '../src/domain/passwords';
import { createApp } from './app';
import { OPERATIONS_DEFAULTS, type ServerConfig } from './config';
import { createLogger, silentLogger, type Logger } from './logger';
import { openDatabase, type Database } from './db/database';
import { sqlStore, type SqlStore } from './db/sqlStore';
import { sqlLists } from './db/lists';
import { setSigningSecret } from '../mocks/handlers/sessions';
import { setPublicUrl } from '../mocks/handlers/customerMessages';
import { customerMessages as englishMessageTexts } from '../i18n/en.json';
import { startMessageWorker, type MessageWorker } from './messages/worker';
import { transportsOf } from './messages/transports';

export interface RunningServer {
  url: string;
  database: Database;
  /** The store's SQL side (tests compare it with the store's memory). */
  persistence: SqlStore;
  /** The customer messages' worker, when the configuration has `messaging` (tests run a round at will). */
  messages: MessageWorker | null;
  /** The same app without the socket (tests that count requests call it in-process). */
  fetch: (request: Request) => Promise<Response>;
  /**
   * Stops accepting connections, lets the requests in flight finish (their answers close their
   * connections), waits for handlers still running, and closes the database. After
   * `shutdownTimeoutMs` the connections left are cut: `forced` says so.
   */
  close: () => Promise<{ forced: boolean }>;
}

export interface StartOptions {
  /** The log (JSON lines); null for none. Default: standard output at the config's LOG_LEVEL. */
  log?: Logger | null;
  /** An already opened database (tests share one); default: opened from the config. */
  database?: Database;
  /**
   * Let @hono/node-server put its own Request and Response classes in the globals (its
   * `overrideGlobalObjects`): a JSON answer is then written from its text, with no stream between.
   * For the server's own process (server/main.ts); a test process keeps Node's classes.
   */
  ownGlobals?: boolean;
}

/** What an empty database starts with: the demo seed, or nothing but the first super admin. */
const firstState = async (config: ServerConfig, log: Logger): Promise<DbState> => {
  const say = (line: string) => log.info(line);
  if (config.demo) {
    say(`empty database: loading the demo seed (${config.demoSize} complaints per warehouse) and the demo accounts`);
    return createSeed({ size: config.demoSize });
  }
  let admin = config.admin;
  if (!admin) {
    if (config.production) throw new Error('The database is empty: set ADMIN_EMAIL and ADMIN_PASSWORD for its first super admin (or DEMO=1 for the demo data).');
    // Development only: a password nobody knows until it is printed here, once.
    admin = { email: 'admin@localhost', password: randomBytes(12).toString('base64url') };
    say(`empty database: first super admin ${admin.email} with password ${admin.password} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)`);
  } else say(`empty database: first super admin ${admin.email}`);
  const hash = await makePasswordHash(admin.password);
  const { email } = admin;
  return emptyState((nextId) => [
    { id: nextId(), email, firstName: 'Super', lastName: 'Admin', role: 'super_admin', isActive: true, tenantId: null, createdAt: new Date().toISOString(), ...hash },
  ]);
};

/** On shutdown, how long an idle kept-alive connection may still bring a request (answered) before it is closed. */
export const IDLE_GRACE_MS = 1000;

export const startServer = async (config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> => {
  const log = options.log === undefined ? createLogger({ level: config.logLevel ?? OPERATIONS_DEFAULTS.logLevel }) : (options.log ?? silentLogger());
  const shutdownTimeoutMs = config.shutdownTimeoutMs ?? OPERATIONS_DEFAULTS.shutdownTimeoutMs;
  // Access tokens are signed with JWT_SECRET; without it (development only, server/config.ts) with a
  // random secret of this start: a restart then ends every access token, and the console renews them.
  setSigningSecret(config.jwtSecret ?? randomBytes(32).toString('hex'));
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pgdata') }));
  // PostgreSQL may be shared by several server processes; PGlite's folder is this process's alone.
  const persistence = sqlStore(database.db, { shared: database.kind === 'postgres', script: database.script });
  try {
    const saved = await persistence.preload(DB_VERSION);
    store.replace(saved ?? (await firstState(config, log)));
    await attachPersistence(persistence);
    attachListReader(sqlLists(database));
    // The load leaves garbage (every row's text, the maps built on the way): collected and the heap
    // compacted now, before the first request, rather than by a major collection in the first
    // minute of traffic (at 1,000,000 complaints a 65 ms pause after marking steps of up to 24 ms:
    // docs/scaling.md). `gc` exists when node runs with --expose-gc, as `npm run server` does.
    (globalThis as { gc?: () => void }).gc?.();
  } catch (e) {
    if (!options.database) await database.close();
    throw e;
  }
  // The job links customers are sent point at the console (PUBLIC_URL, else the console's origin).
  setPublicUrl(config.publicUrl ?? config.corsOrigins.find((o) => /^https?:\/\//.test(o)) ?? `http://${config.host}:${config.port}`);
  // Customer messages are delivered when the configuration says how (readConfig always does; a
  // test's hand-written config without `messaging` runs no worker, so its outbox stays as written).
  const englishBody = (event: string) => (englishMessageTexts as Record<string, { body: string }>)[event]?.body ?? '';
  const worker: MessageWorker | null = config.messaging
    ? startMessageWorker({ transports: transportsOf(config.messaging, englishBody), log, pollMs: config.messaging.pollMs, retryBaseMs: config.messaging.retryBaseMs })
    : null;
  const app = createApp({ db: database.db, store: persistence, corsOrigins: config.corsOrigins, log, requestTimeoutMs: config.requestTimeoutMs });
  let stopping = false;
  // An HTTP/1.1 server (serve's default, no createServer given).
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host, overrideGlobalObjects: options.ownGlobals === true }, () => resolve(s as Server));
    s.once('error', reject);
  });
  // Once stopping, every answer not yet sent closes its connection ("Connection: close"), so a
  // client on a kept-alive connection sends its next request on a new connection, which the closed
  // listener refuses, rather than on one the server drops as it reads it. Runs before Hono's
  // listener, before any header is written.
  const answering = new Set<ServerResponse>();
  let closingIdle = false;
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) res.shouldKeepAlive = false;
    answering.add(res);
    res.once('close', () => {
      answering.delete(res);
      if (closingIdle) setImmediate(() => server.closeIdleConnections());
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<{ forced: boolean }> | null = null;
  return {
    url: `http://${host}:${address.port}`,
    database,
    persistence,
    messages: worker,
    fetch: async (request) => app.fetch(request),
    close: () =>
      (closing ??= (async () => {
        stopping = true;
        app.beginShutdown();
        for (const res of answering) if (!res.headersSent) res.shouldKeepAlive = false;
        const deadline = Date.now() + shutdownTimeoutMs;
        const within = <T,>(work: Promise<T>) =>
          Promise.race([
            work.then(() => true),
            new Promise<false>((resolve) => setTimeout(() => resolve(false), Math.max(0, deadline - Date.now())).unref()),
          ]);
        // The listener stops at once: a new connection is refused. Not http's server.close(), which
        // also drops the idle kept-alive connections at once, when a client may be sending its next
        // request on one: a request that arrives on one within IDLE_GRACE_MS is answered (and its
        // connection closed, above); the connections still idle then are closed.
        const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
        setTimeout(() => {
          closingIdle = true;
          server.closeIdleConnections();
        }, Math.min(IDLE_GRACE_MS, shutdownTimeoutMs)).unref();
        let forced = !(await within(closed));
        if (forced) {
          log.warn({ shutdownTimeoutMs }, 'shutdown: requests still in flight after SHUTDOWN_TIMEOUT_MS, cutting their connections');
          server.closeAllConnections();
          await closed;
        }
        // A handler whose request timed out may still be writing: the database stays open for it.
        if (!(await within(app.settled()))) forced = true;
        // The messages being sent are recorded before the database closes (none is sent twice).
        if (worker && !(await within(worker.stop()))) forced = true;
        detachPersistence();
        if (!options.database) await database.close();
        return { forced };
      })()),
  };
};
