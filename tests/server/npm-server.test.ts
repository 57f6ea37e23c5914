// `npm run server` and `npm run demo:server` as a user runs them: the npm scripts, as child
// processes, on PGlite in a fresh data folder (.ci/run runs this from a clean clone). Durability
// (a restart, a kill -9 in a burst of writes) and the races the database must settle (stock,
// invoice numbers) are checked over real HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { exited, root, runScript, stop } from './scripts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, type TestContext } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';

const dirs: string[] = [];
/**
 * `npm run <script>` for one test: whatever it started is killed when that test ends. The tests run
 * side by side (each its own processes and data folder): they spend most of their time waiting for
 * a server to start.
 */
const starter = ({ onTestFinished }: TestContext) => {
  const children: ChildProcess[] = [];
  onTestFinished(() => Promise.all(children.map((c) => stop(c, 'SIGKILL'))).then(() => undefined));
  return {
    run: (script: 'server' | 'demo:server', env: Record<string, string>) => runScript(script, env, children),
    own: (child: ChildProcess) => children.push(child),
  };
};

const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sd-server-'));
  dirs.push(dir);
  return dir;
};

const signIn = async (base: string, email: string, password = DEMO_PASSWORD) => {
  const res = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
};

const client = (base: string, token: string, tenant = '1') => async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Id': tenant, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.concurrent('npm run server', () => {
  it('starts an empty database with the first super admin of the environment, and keeps every record across a restart', async (context) => {
    const { run } = starter(context);
    const dir = dataDir();
    const env = { DATA_DIR: dir, ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'Owner@12345' };
    const first = await run('server', env);
    expect((await fetch(`${first.url}/health`)).status).toBe(200);
    expect(await (await fetch(`${first.url}/ready`)).json()).toEqual({ status: 'ready' });
    // No demo account exists, and the admin's password is the environment's.
    const demo = await fetch(`${first.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD }) });
    expect(demo.status).toBe(401);
    const call = client(first.url, await signIn(first.url, 'owner@example.in', 'Owner@12345'));
    const created = await call('POST', '/api/tenants', { name: 'Pune Service Centre', subdomain: 'pune', plan: 'basic', contactEmail: 'pune@example.in', contactPhone: '9876543210' });
    expect(created.status).toBe(201);
    await stop(first.child);

    const second = await run('server', env);
    const again = client(second.url, await signIn(second.url, 'owner@example.in', 'Owner@12345'));
    const tenants = await again('GET', '/api/tenants?page=1&limit=50');
    expect(JSON.stringify(tenants.body)).toContain('Pune Service Centre');
  });

  it('refuses to start an empty production database without a first super admin', async (context) => {
    const { own } = starter(context);
    const child = spawn('npm', ['run', '--silent', 'server'], { cwd: root, env: { ...process.env, PORT: '0', NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-characters', DEMO: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', DATABASE_URL: '', DATA_DIR: dataDir() }, stdio: ['ignore', 'pipe', 'pipe'] });
    own(child);
    let out = '';
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    expect(await exited(child)).toBe(1);
    expect(out).toContain('set ADMIN_EMAIL and ADMIN_PASSWORD');
  });
});

describe.concurrent('npm run demo:server', () => {
  it('signs the demo accounts in; after a kill -9 in a burst of writes every answered write is there and no refused one', async (context) => {
    const { run } = starter(context);
    const dir = dataDir();
    const first = await run('demo:server', { DATA_DIR: dir });
    const call = client(first.url, await signIn(first.url, DEMO_ACCOUNTS.warehouseAdmin));
    const answered = new Map<string, number>();
    const burst = Array.from({ length: 60 }, (_, i) => `Burst category ${i}`);
    // Every tenth name is sent twice: the second is refused (409) and must not be there either.
    const sends = burst.flatMap((name, i) => (i % 10 === 0 ? [name, name] : [name]));
    let killed = false;
    await Promise.all(
      sends.map(async (name, i) => {
        try {
          const res = await call('POST', '/api/categories', { categoryName: name });
          if (res.status !== 409 || !answered.has(name)) answered.set(name, res.status);
        } catch {
          // The connection died with the server: no answer, so either outcome is allowed.
        }
        if (i === 40 && !killed) {
          killed = true;
          process.kill(-first.child.pid!, 'SIGKILL');
        }
      }),
    );
    expect(killed).toBe(true);
    const created = [...answered].filter(([, status]) => status === 201).map(([name]) => name);
    expect(created.length).toBeGreaterThan(10);

    const second = await run('demo:server', { DATA_DIR: dir });
    const again = client(second.url, await signIn(second.url, DEMO_ACCOUNTS.warehouseAdmin));
    const names = ((await again('GET', '/api/categories?page=1&limit=1000')).body.data as { categoryName: string }[]).map((c) => c.categoryName);
    for (const name of created) expect(names).toContain(name);
    // A name is there at most once: the refused duplicates left nothing.
    for (const name of burst) expect(names.filter((n) => n === name).length).toBeLessThanOrEqual(1);
  });

  it('50 parallel OUT movements of 1 on 20 in stock: 20 pass, 30 get 409, stock ends at 0; 30 parallel issues number gaplessly', async (context) => {
    const { run } = starter(context);
    const started = await run('demo:server', { DATA_DIR: dataDir() });
    const call = client(started.url, await signIn(started.url, DEMO_ACCOUNTS.warehouseAdmin));
    const product = await call('POST', '/api/products', { name: 'Race test board', sku: 'RACE-1', categoryId: 1, price: 100, warrantyMonths: 6, stock: 0, stockThreshold: 0 });
    expect(product.status).toBe(201);
    const id = product.body.id ?? product.body.data?.id;
    expect((await call('POST', '/api/inventory/movements', { productId: id, type: 'IN', qty: 20, reason: 'Opening stock' })).status).toBe(201);
    const outs = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/api/inventory/movements', { productId: id, type: 'OUT', qty: 1, reason: 'Race' })));
    expect(outs.filter((r) => r.status === 201)).toHaveLength(20);
    expect(outs.filter((r) => r.status === 409)).toHaveLength(30);
    expect((await call('GET', `/api/inventory/stock/${id}`)).body.currentStock).toBe(0);

    const drafts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call('POST', '/api/invoices', { customerId: 1, lineItems: [{ description: `Visit ${i}`, quantity: 1, unitPrice: 500 }] })),
    );
    expect(drafts.every((d) => d.status === 201)).toBe(true);
    const issued = await Promise.all(drafts.map((d) => call('PUT', `/api/invoices/${d.body.id}`, { status: 'sent' })));
    expect(issued.map((r) => r.status)).toEqual(Array(30).fill(200));
    const serials = issued.map((r) => Number(String(r.body.number).split('/').pop())).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(30);
    expect(serials[29] - serials[0]).toBe(29);
    // Gapless across the whole series: the new numbers continue the last one issued before them.
    const all = (await call('GET', '/api/invoices?page=1&limit=1000')).body.data as { number: string | null }[];
    // The warehouse's tax-invoice series of this financial year (`BLR/26-27/…`; service notes number in `SN/26-27/…` of their own).
    const prefix = String(issued[0].body.number).split('/').slice(0, 2).join('/');
    const series = all.map((i) => i.number).filter((n): n is string => !!n && n.startsWith(`${prefix}/`)).map((n) => Number(n.split('/').pop())).sort((a, b) => a - b);
    expect(series).toEqual(Array.from({ length: series.length }, (_, k) => series[0] + k));
  });
});
