// Operations (issue 28 scope 4; docs/deploying.md), in-process on an in-memory PGlite: a request id
// on every answer, one JSON log line per request with nothing secret in it, the API's security
// headers, the time limit of a request (503, and a queued write that timed out is never run), CORS
// and the settings from the environment.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './scripts';
import { openDatabase } from '../../server/db/database';
import { startServer, type RunningServer } from '../../server/start';
import { API_SECURITY_HEADERS, createApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createLogger, loggedPath } from '../../server/logger';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';
import { db as store } from '../../mocks/db';

const CONSOLE = 'https://console.example.in';
type Line = Record<string, any>;
const lines: Line[] = [];
const raw: string[] = [];
const log = createLogger({ level: 'debug', destination: { write: (s: string) => (raw.push(s), lines.push(JSON.parse(s))) } });
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(
    { port: 0, host: '127.0.0.1', dataDir: '', demo: true, demoSize: 10, corsOrigins: [CONSOLE], production: false },
    { database: await openDatabase({}), log },
  );
});
afterAll(async () => {
  await server.close();
  await server.database.close();
});

const signIn = async () => {
  const res = await fetch(`${server.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_ACCOUNTS.warehouseAdmin, password: DEMO_PASSWORD }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { accessToken: string; refreshToken: string } }).data;
};
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const requestLines = () => lines.filter((l) => l.msg === 'request');

describe('request ids and logs', () => {
  it('answers X-Request-Id (a new one, or the one given) and logs one JSON line per request: id, method, path without query, status, duration', async () => {
    const first = await fetch(`${server.url}/api/no-such-thing?page=1`);
    const id = first.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${server.url}/api/no-such-thing`, { headers: { 'X-Request-Id': 'proxy-7f3a.1' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-7f3a.1');
    // Not an id: made up anew (a header cannot write into the log).
    const odd = await fetch(`${server.url}/api/no-such-thing`, { headers: { 'X-Request-Id': 'a b"c' } });
    expect(odd.headers.get('x-request-id')).not.toBe('a b"c');
    const line = requestLines().find((l) => l.reqId === id)!;
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/api/no-such-thing', status: 404, service: 'servicedesk-server', pid: process.pid });
    expect(typeof line.durationMs).toBe('number');
    expect(new Date(line.time).toISOString()).toBe(line.time);
    expect(requestLines().filter((l) => l.reqId === 'proxy-7f3a.1')).toHaveLength(1);
    // Every line is one JSON object.
    for (const s of raw) expect(s.endsWith('\n') && !s.slice(0, -1).includes('\n')).toBe(true);
  });

  it('logs no password, token, Authorization header, cookie or query', async () => {
    const before = raw.length;
    const { accessToken, refreshToken } = await signIn();
    await fetch(`${server.url}/api/complaints?page=1&limit=5&secret=hunter2`, { headers: { Authorization: `Bearer ${accessToken}`, 'X-Tenant-Id': '1', Cookie: 'sid=cookie-secret' } });
    await fetch(`${server.url}/v1/auth/refresh`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refreshToken }) });
    await fetch(`${server.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_ACCOUNTS.warehouseAdmin, password: 'Wrong@Password1' }) });
    const text = raw.slice(before).join('');
    expect(requestLines().filter((l) => l.path === '/api/complaints' && l.status === 200)).not.toHaveLength(0);
    for (const secret of [DEMO_PASSWORD, 'Wrong@Password1', accessToken, refreshToken, 'cookie-secret', 'hunter2', 'Bearer']) expect(text).not.toContain(secret);
  });

  it('blanks secrets in an object logged whole by mistake, and token-like path segments', () => {
    const out: string[] = [];
    const l = createLogger({ destination: { write: (s: string) => out.push(s) } });
    l.info({ headers: { authorization: 'Bearer abc', cookie: 'sid=1' }, body: { email: 'a@b.in', password: 'pw-1', refreshToken: 'rt-1' }, token: 'tk-1' }, 'oops');
    const line = JSON.parse(out[0]);
    expect(line.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' });
    expect(line.body).toEqual({ email: 'a@b.in', password: '[redacted]', refreshToken: '[redacted]' });
    expect(line.token).toBe('[redacted]');
    expect(loggedPath('http://h/api/complaints/12?token=abc')).toBe('/api/complaints/12');
    expect(loggedPath('/track/Yk3l0Qh7pZ2vXr9sTm4wLq8n')).toBe('/track/[redacted]');
    expect(loggedPath('/api/warranty-claims/stats')).toBe('/api/warranty-claims/stats');
  });

  it('takes its level from LOG_LEVEL: at warn a request line is not written', () => {
    const out: string[] = [];
    const level = readConfig({ LOG_LEVEL: 'WARN' }, []).logLevel;
    expect(level).toBe('warn');
    const l = createLogger({ level, destination: { write: (s: string) => out.push(s) } });
    l.info('request');
    l.warn('slow');
    expect(out.map((s) => JSON.parse(s).msg)).toEqual(['slow']);
  });
});

describe('answers of the API', () => {
  it('carry the security headers and no-store, errors and preflights included; CORS exposes X-Request-Id', async () => {
    const { accessToken } = await signIn();
    const answers = [
      await fetch(`${server.url}/api/complaints?page=1&limit=1`, { headers: { Authorization: `Bearer ${accessToken}`, 'X-Tenant-Id': '1', Origin: CONSOLE } }),
      await fetch(`${server.url}/api/complaints?page=1&limit=1`, { headers: { Origin: CONSOLE } }),
      await fetch(`${server.url}/api/complaints`, { method: 'OPTIONS', headers: { Origin: CONSOLE, 'Access-Control-Request-Method': 'POST' } }),
      await fetch(`${server.url}/health`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 204, 200]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
    expect(answers[0].headers.get('access-control-expose-headers')).toBe('X-Request-Id');
  });

  it('CORS_ORIGIN gives the origins allowed to call (comma-separated), the dev origins when unset', () => {
    expect(readConfig({ CORS_ORIGIN: 'https://a.example.in, https://b.example.in' }, []).corsOrigins).toEqual(['https://a.example.in', 'https://b.example.in']);
    expect(readConfig({}, []).corsOrigins).toContain('http://localhost:5173');
  });

  it('docs/deploying.md names every setting server/config.ts reads', () => {
    const source = readFileSync(join(root, 'server', 'config.ts'), 'utf8');
    const names = new Set([...source.matchAll(/env\.([A-Z][A-Z0-9_]+)/g), ...source.matchAll(/millis\(env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]));
    expect(names.size).toBeGreaterThan(10);
    const doc = readFileSync(join(root, 'docs', 'deploying.md'), 'utf8');
    expect([...names].filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });

  it('refuses settings that are not numbers or levels, naming each', () => {
    expect(() => readConfig({ LOG_LEVEL: 'loud', REQUEST_TIMEOUT_MS: '5s', SHUTDOWN_TIMEOUT_MS: '-1' }, [])).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got loud\nREQUEST_TIMEOUT_MS must be .*got 5s\nSHUTDOWN_TIMEOUT_MS must be .*got -1/,
    );
    expect(readConfig({}, [])).toMatchObject({ logLevel: 'info', requestTimeoutMs: 20_000, shutdownTimeoutMs: 25_000 });
  });
});

describe('the time limit of a request', () => {
  const slowApp = (store: Parameters<typeof createApp>[0]['store']) => createApp({ db: server.database.db, store, corsOrigins: [], log, requestTimeoutMs: 150 });
  const auth = async () => ({ Authorization: `Bearer ${(await signIn()).accessToken}`, 'X-Tenant-Id': '1', 'Content-Type': 'application/json' });

  it('answers 503 serverText.timedOut with Retry-After when a read takes longer, and logs it', async () => {
    const app = slowApp({ read: (_request, answer) => sleep(600).then(answer), exclusive: (change) => change() });
    const headers = await auth();
    const started = Date.now();
    const res = await app.fetch(new Request('http://api.test/api/complaints?page=1&limit=5', { headers }));
    // Answered at the limit, not when the read ends.
    expect(Date.now() - started).toBeLessThan(580);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ success: false, messageKey: 'serverText.timedOut', message: expect.stringContaining('took too long') });
    const id = res.headers.get('x-request-id');
    expect(lines.find((l) => l.reqId === id && l.msg === 'request timed out')).toMatchObject({ level: 'warn', limitMs: 150, path: '/api/complaints' });
    expect(lines.find((l) => l.reqId === id && l.msg === 'request')).toMatchObject({ level: 'warn', status: 503 });
    await app.settled();
  });

  it('a write still waiting for its turn when its time is up is never run; one already running finishes and is logged', async () => {
    const headers = await auth();
    const names = () => store.tenant('1').categories.map((c) => c.categoryName);
    // Its turn comes after the limit: not run.
    const queued = slowApp({ read: (_request, answer) => answer(), exclusive: async (change) => (await sleep(400), change()) });
    const res = await queued.fetch(new Request('http://api.test/api/categories', { method: 'POST', headers, body: JSON.stringify({ categoryName: 'Queued past the limit' }) }));
    expect(res.status).toBe(503);
    await queued.settled();
    expect(names()).not.toContain('Queued past the limit');
    // Run at once, answered late: the client has its 503 (which says the change may be saved), the log has the end.
    const late = slowApp({ read: (_request, answer) => answer(), exclusive: async (change) => { const r = await change(); await sleep(400); return r; } });
    const res2 = await late.fetch(new Request('http://api.test/api/categories', { method: 'POST', headers, body: JSON.stringify({ categoryName: 'Answered past the limit' }) }));
    expect(res2.status).toBe(503);
    await late.settled();
    expect(names()).toContain('Answered past the limit');
    expect(lines.find((l) => l.reqId === res2.headers.get('x-request-id') && l.msg === 'timed-out request finished')).toBeTruthy();
  });

  it('/ready answers 503 once a shutdown began', async () => {
    const app = slowApp({ read: (_request, answer) => answer(), exclusive: (change) => change() });
    expect((await app.fetch(new Request('http://api.test/ready'))).status).toBe(200);
    app.beginShutdown();
    const res = await app.fetch(new Request('http://api.test/ready'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'stopping' });
  });
});
