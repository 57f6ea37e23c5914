// The server's HTTP face (server/app.ts), in-process on a free port with its store on an in-memory
// PGlite: CORS for the console's origin, the operator endpoints, and the answers no handler gives
// (404 JSON, 413 for a body over 5 MB).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { startServer, type RunningServer } from '../../server/start';
import { MAX_BODY_BYTES } from '../../server/app';
import { OPERATIONS_DEFAULTS } from '../../server/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';
import { db } from '../../mocks/db';

const CONSOLE = 'https://console.example.in';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(
    { port: 0, host: '127.0.0.1', dataDir: '', demo: true, demoSize: 20, corsOrigins: [CONSOLE], production: false },
    { database: await openDatabase({}), log: null },
  );
});
afterAll(async () => {
  await server.close();
  await server.database.close();
});

describe('the server over HTTP', () => {
  it('answers the preflight of an allowed origin and puts it on every answer, errors included; other origins get none', async () => {
    const pre = await fetch(`${server.url}/api/complaints`, {
      method: 'OPTIONS',
      headers: { Origin: CONSOLE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,x-tenant-id,content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE,OPTIONS');
    expect(pre.headers.get('access-control-allow-headers')).toBe('Authorization,X-Tenant-Id,Content-Type,X-Request-Id');
    expect(pre.headers.get('access-control-max-age')).toBe('600');
    const unauthorized = await fetch(`${server.url}/api/complaints?page=1&limit=5`, { headers: { Origin: CONSOLE } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(await unauthorized.json()).toMatchObject({ message: 'Authentication required' });
    const unknown = await fetch(`${server.url}/api/no-such-thing`, { headers: { Origin: CONSOLE } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Not found: GET /api/no-such-thing', messageKey: 'serverText.noSuchCall', messageParams: { method: 'GET', path: '/api/no-such-thing' } });
    const evil = await fetch(`${server.url}/api/users/login`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says it is up and ready, signs in and serves a list by the bearer token and X-Tenant-Id', async () => {
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${server.url}/ready`)).json()).toEqual({ status: 'ready' });
    const login = await fetch(`${server.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_ACCOUNTS.warehouseAdmin, password: DEMO_PASSWORD }) });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const list = (tenant: string) => fetch(`${server.url}/api/complaints?page=1&limit=5`, { headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Id': tenant } });
    const res = await list('1');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(5);
    // Warehouse 1's admin is refused warehouse 2.
    expect((await list('2')).status).toBe(403);
  });

  it('keeps nothing of a request once it is answered: the timer of its time limit is cleared', async () => {
    // A request's time limit (REQUEST_TIMEOUT_MS) left running held its answer in memory until it fired:
    // under load, every answer of the last 30 s, hundreds of MB (docs/scaling.md).
    const login = await fetch(`${server.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_ACCOUNTS.warehouseAdmin, password: DEMO_PASSWORD }) });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const limits = new Set<unknown>();
    const cleared = new Set<unknown>();
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const realClear = globalThis.clearTimeout;
    globalThis.clearTimeout = ((handle: Parameters<typeof clearTimeout>[0]) => {
      cleared.add(handle);
      realClear(handle);
    }) as typeof clearTimeout;
    try {
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${server.url}/api/complaints?page=1&limit=5`, { headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Id': '1' } });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
      setTimer.mock.calls.forEach(([, ms], i) => {
        if (ms === OPERATIONS_DEFAULTS.requestTimeoutMs) limits.add(setTimer.mock.results[i].value);
      });
    } finally {
      globalThis.clearTimeout = realClear;
      setTimer.mockRestore();
    }
    expect(limits.size).toBe(20);
    expect([...limits].filter((t) => !cleared.has(t))).toEqual([]);
  });

  it('refuses a body over 5 MB with 413 before any handler reads it', async () => {
    const res = await fetch(`${server.url}/api/boms/import`, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: 'x'.repeat(MAX_BODY_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'Request body is too large', messageKey: 'serverText.bodyTooLarge' });
  });
});

describe('the database has the last word', () => {
  it('a change its constraints refuse (stock below zero) answers 507 with the server\'s text, and is rolled back', async () => {
    const login = await fetch(`${server.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_ACCOUNTS.warehouseAdmin, password: DEMO_PASSWORD }) });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const product = db.tenant('1').products[0];
    const { name, stock } = product;
    // A bug that slipped past the rules: the stock in memory went below zero.
    product.stock = -3;
    const res = await fetch(`${server.url}/api/products/${product.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Id': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed while broken' }),
    });
    expect(res.status).toBe(507);
    expect(await res.json()).toMatchObject({ messageKey: 'serverText.notSavedServer', message: 'Your change was not saved: the database refused it or could not be reached.' });
    // Rolled back to what the database holds.
    const now = db.tenant('1').products.find((p) => p.id === product.id)!;
    expect(now.name).toBe(name);
    expect(now.stock).toBe(stock);
  });
});
