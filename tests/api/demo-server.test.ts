import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http as mswHttp, passthrough } from 'msw';
import { startDemoServer, type DemoServer, type DemoServerOptions } from '../../scripts/demo-server/server';
import { createSeed } from '../../mocks/seed';
import { filePersistence } from '../../mocks/persistence/file';
import { DB_VERSION } from '../../mocks/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';
import { db, server as mswServer } from './utils';

// `npm run demo:server` (scripts/demo-server/): the demo backend's own handlers over real HTTP, with
// CORS and a JSON file, as a team's shared demo. Each test starts it in-process on a free port and
// talks to it with plain fetch (let through the api project's msw interception).

let dir = '';
let file = '';
const running: DemoServer[] = [];

const start = async (options: DemoServerOptions = {}) => {
  const s = await startDemoServer({ port: 0, file, log: null, ...options });
  running.push(s);
  mswServer.use(mswHttp.all(`${s.url}/*`, () => passthrough()));
  return s;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-server-'));
  file = join(dir, 'db.json');
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

const login = async (base: string, email: string = DEMO_ACCOUNTS.superAdmin) => {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
};

const call = (base: string, token: string, path: string, init: RequestInit = {}, tenant = '1') =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Id': tenant, 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
  });

const categoryNames = async (base: string, token: string) => {
  const res = await call(base, token, '/api/categories?page=1&limit=100');
  const body = (await res.json()) as { data: { categoryName: string }[] } | { categoryName: string }[];
  return (Array.isArray(body) ? body : body.data).map((c) => c.categoryName);
};

describe('the shared demo server (npm run demo:server)', () => {
  it('answers the preflight with the CORS headers, and puts the allowed origin on every answer, errors included', async () => {
    const { url } = await start();
    const pre = await fetch(`${url}/api/complaints`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://console.example.in', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,x-tenant-id,content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://console.example.in');
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(pre.headers.get('access-control-allow-headers')).toBe('Authorization, X-Tenant-Id, Content-Type');
    expect(pre.headers.get('access-control-max-age')).toBe('600');

    // A 401 the browser must let the console read, and a path no handler serves: 404 JSON.
    const unauthorized = await fetch(`${url}/api/complaints?page=1&limit=5`, { headers: { Origin: 'https://console.example.in' } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe('https://console.example.in');
    expect(await unauthorized.json()).toMatchObject({ message: 'Authentication required' });
    const unknown = await fetch(`${url}/api/no-such-thing`, { headers: { Origin: 'https://console.example.in' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('https://console.example.in');
    expect(await unknown.json()).toMatchObject({ message: 'Not found: GET /api/no-such-thing' });
  });

  it('with CORS_ORIGIN set, allows only the listed origins', async () => {
    const { url } = await start({ corsOrigins: ['https://console.example.in'] });
    const preflight = (origin: string) => fetch(`${url}/api/users/login`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
    expect((await preflight('https://console.example.in')).headers.get('access-control-allow-origin')).toBe('https://console.example.in');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('signs in and serves a list with the bearer token and X-Tenant-Id, warehouse by warehouse', async () => {
    const { url } = await start();
    const token = await login(url);
    const res = await call(url, token, '/api/complaints?page=1&limit=5');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: number }[]; total: number };
    expect(body.data).toHaveLength(5);
    expect(body.total).toBe(db.tenant('1').complaints.length);
    // The warehouse admin of warehouse 1 is refused warehouse 2 by its header.
    const adminToken = await login(url, DEMO_ACCOUNTS.warehouseAdmin);
    expect((await call(url, adminToken, '/api/complaints?page=1&limit=5', {}, '2')).status).toBe(403);
  });

  it('keeps a created record, and the session, across a restart on the same file', async () => {
    const first = await start();
    const token = await login(first.url);
    const created = await call(first.url, token, '/api/categories', { method: 'POST', body: JSON.stringify({ categoryName: 'Restart proof' }) });
    expect(created.status).toBe(201);
    await first.close();
    // The process's memory forgets it: only the file can bring it back.
    db.replace(createSeed());
    expect(db.tenant('1').categories.some((c) => c.categoryName === 'Restart proof')).toBe(false);

    const second = await start();
    expect(await categoryNames(second.url, token)).toContain('Restart proof');
  });

  it('lands the changes of two clients sending at once, in memory and in the file', async () => {
    const { url, close } = await start();
    const [a, b] = await Promise.all([login(url), login(url, DEMO_ACCOUNTS.warehouseAdmin)]);
    const names = ['A1', 'B1', 'A2', 'B2', 'A3', 'B3'].map((n) => `Parallel ${n}`);
    const results = await Promise.all(
      names.map((name) => call(url, name.includes(' A') ? a : b, '/api/categories', { method: 'POST', body: JSON.stringify({ categoryName: name }) })),
    );
    expect(results.map((r) => r.status)).toEqual(names.map(() => 201));
    expect(await categoryNames(url, a)).toEqual(expect.arrayContaining(names));
    await close();
    const saved = await filePersistence(file).load();
    expect(saved!.data['1'].categories.map((c) => c.categoryName)).toEqual(expect.arrayContaining(names));
  });

  it('starts from the seed on a file of an older version or not JSON, and a write that fails rejects and leaves no temporary file', async () => {
    writeFileSync(file, JSON.stringify({ version: DB_VERSION - 1, users: [] }));
    const first = await start();
    const token = await login(first.url);
    expect((await categoryNames(first.url, token)).length).toBe(createSeed().data['1'].categories.length);
    await first.close();
    expect((await filePersistence(file).load())?.version).toBe(DB_VERSION);

    writeFileSync(file, '{ not json');
    const second = await start();
    expect((await call(second.url, await login(second.url), '/api/complaints?page=1&limit=1')).status).toBe(200);
    await second.close();

    const blocked = join(dir, 'blocked.json');
    mkdirSync(blocked);
    await expect(filePersistence(blocked).write([{ key: 'version', value: DB_VERSION }])).rejects.toThrow();
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
