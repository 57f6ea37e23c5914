// The api tests against the real server (vitest project `api-server`): this module stands in for
// mocks/node (vitest.config.ts aliases it), so every call a test makes to the demo origin goes to
// the server's app (server/start.ts, Hono: CORS, body limit, routing) with its store on SQL: an in-memory PGlite, or the
// PostgreSQL of TEST_DATABASE_URL (.ci/run), a fresh database per worker. The tests' `db` is the
// server's store, in this process.
import { afterAll, expect } from 'vitest';
import { setupServer } from 'msw/node';
import { http } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { db } from '../../mocks/db';
import { openDatabase, type Database } from '../../server/db/database';
import { startServer, type RunningServer } from '../../server/start';
import type { ServerConfig } from '../../server/config';

interface WorkerServer {
  running: Promise<RunningServer>;
  /** The first evaluation's store and msw server: should this module be evaluated again in the worker, the tests keep talking to the store the server runs on and to the msw server that listens. */
  db?: typeof db;
  msw?: ReturnType<typeof setupServer>;
}

/** A PostgreSQL database of its own for this worker, created on the server of `adminUrl`. */
const freshPostgres = async (adminUrl: string): Promise<Database> => {
  const { default: pg } = await import('pg');
  const name = `sd_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString() });
};

const start = async (): Promise<RunningServer> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await freshPostgres(adminUrl) : await openDatabase({});
  // One seed time for the worker: every reset between tests then gives the same rows, and the
  // store writes only the rows a test changed.
  db.reset({ now: new Date() });
  const config: ServerConfig = { port: 0, host: '127.0.0.1', dataDir: '', demo: true, demoSize: 60, corsOrigins: ['*'], production: false };
  return startServer(config, { database, log: null });
};

// One server per worker (the project does not isolate its files), kept on the worker's global object.
const shared = ((globalThis as { __apiServer?: WorkerServer }).__apiServer ??= { running: start() });
const running = await shared.running;

/**
 * Every demo-origin call, given to the server's app as it is. In-process rather than over the
 * socket, so the tests that count requests see each once; tests/server/ covers the socket.
 */
export const server = (shared.msw ??= setupServer(
  http.all(`${DEMO_ORIGIN}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return running.fetch(new Request(`${running.url}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body: body?.byteLength ? body : undefined }));
  }),
));

const store = (shared.db ??= db);
export { store as db };

/** Whatever the file did, the database holds exactly the store's state (what a restart would load). */
afterAll(async () => {
  await store.save();
  const plain = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;
  expect(plain(await running.persistence.load())).toEqual(plain(store.state));
});
