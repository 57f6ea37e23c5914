// Starting and stopping the server: the database (with its migrations), the store on it, the first
// data of an empty database, and the HTTP listener. server/main.ts runs it from the environment;
// tests start it in-process.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { attachListReader, attachPersistence, db as store, detachPersistence } from '../mocks/db';
import { createSeed, DB_VERSION, emptyState } from '../mocks/seed';
import type { DbState } from '../mocks/types';
import { makePasswordHash } from '../src/domain/passwords';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { sqlStore, type SqlStore } from './db/sqlStore';
import { sqlLists } from './db/lists';

export interface RunningServer {
  url: string;
  database: Database;
  /** The store's SQL side (tests compare it with the store's memory). */
  persistence: SqlStore;
  /** The same app without the socket (tests that count requests call it in-process). */
  fetch: (request: Request) => Promise<Response>;
  /** Stops accepting requests, lets the ones in flight finish, and closes the database. */
  close: () => Promise<void>;
}

export interface StartOptions {
  log?: ((line: string) => void) | null;
  /** An already opened database (tests share one); default: opened from the config. */
  database?: Database;
}

/** What an empty database starts with: the demo seed, or nothing but the first super admin. */
const firstState = async (config: ServerConfig, say: (line: string) => void): Promise<DbState> => {
  if (config.demo) {
    say(`[server] empty database: loading the demo seed (${config.demoSize} complaints per warehouse) and the demo accounts`);
    return createSeed({ size: config.demoSize });
  }
  let admin = config.admin;
  if (!admin) {
    if (config.production) throw new Error('The database is empty: set ADMIN_EMAIL and ADMIN_PASSWORD for its first super admin (or DEMO=1 for the demo data).');
    // Development only: a password nobody knows until it is printed here, once.
    admin = { email: 'admin@localhost', password: randomBytes(12).toString('base64url') };
    say(`[server] empty database: first super admin ${admin.email} with password ${admin.password} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)`);
  } else say(`[server] empty database: first super admin ${admin.email}`);
  const hash = await makePasswordHash(admin.password);
  const { email } = admin;
  return emptyState((nextId) => [
    { id: nextId(), email, firstName: 'Super', lastName: 'Admin', role: 'super_admin', isActive: true, tenantId: null, createdAt: new Date().toISOString(), ...hash },
  ]);
};

export const startServer = async (config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> => {
  const say = options.log === undefined ? (line: string) => console.log(line) : (options.log ?? (() => undefined));
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pgdata') }));
  // PostgreSQL may be shared by several server processes; PGlite's folder is this process's alone.
  const persistence = sqlStore(database.db, { shared: database.kind === 'postgres' });
  try {
    const saved = await persistence.preload(DB_VERSION);
    store.replace(saved ?? (await firstState(config, say)));
    await attachPersistence(persistence);
    attachListReader(sqlLists(database.db));
  } catch (e) {
    if (!options.database) await database.close();
    throw e;
  }
  const app = createApp({ db: database.db, store: persistence, corsOrigins: config.corsOrigins, log: options.log === undefined ? undefined : options.log });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host, overrideGlobalObjects: false }, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${address.port}`,
    database,
    persistence,
    fetch: async (request) => app.fetch(request),
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        detachPersistence();
        if (!options.database) await database.close();
      })()),
  };
};
