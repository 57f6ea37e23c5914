// Two `npm run server` processes on one PostgreSQL (TEST_DATABASE_URL, .ci/run): what one writes the
// other reads, a session opened on one works on the other, and the races the database settles
// across processes: 50 stock-outs of 1 on 20 in stock, 30 invoice issues, sent to both at once.
import type { ChildProcess } from 'node:child_process';
import { runScript, stop } from './scripts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const children: ChildProcess[] = [];
let dropDatabase = async () => undefined as unknown;
let a = '';
let b = '';

// The first loads the demo data into the empty database; the second reads it. One JWT_SECRET for both,
// as in production: a token signed by one process opens calls on the other.
const run = async (databaseUrl: string) =>
  (await runScript('demo:server', { DATABASE_URL: databaseUrl, JWT_SECRET: 'one-secret-for-every-process-of-this-test' }, children)).url;

beforeAll(async () => {
  if (!ADMIN_URL) return;
  const { default: pg } = await import('pg');
  const name = `sd_processes_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  a = await run(url.toString());
  b = await run(url.toString());
  dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}, 60_000);

afterAll(async () => {
  await Promise.all(children.map((c) => stop(c)));
  await dropDatabase();
});

const signIn = async (base: string, email: string) => {
  const res = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
};

const call = async (base: string, token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Id': '1', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

describe.skipIf(!ADMIN_URL)('two server processes on one PostgreSQL', () => {
  it('share records and sessions: written on one, read on the other', async () => {
    const token = await signIn(a, DEMO_ACCOUNTS.warehouseAdmin);
    // The session opened on A opens calls on B.
    const created = await call(b, token, 'POST', '/api/categories', { categoryName: 'Written on B' });
    expect(created.status).toBe(201);
    const onA = await call(a, token, 'GET', '/api/categories?page=1&limit=1000');
    expect(onA.body.data.map((c: { categoryName: string }) => c.categoryName)).toContain('Written on B');
    const renamed = await call(a, token, 'PUT', `/api/categories/${created.body.id}`, { categoryName: 'Renamed on A' });
    expect(renamed.status).toBe(200);
    const onB = await call(b, token, 'GET', '/api/categories?page=1&limit=1000');
    expect(onB.body.data.map((c: { categoryName: string }) => c.categoryName)).toContain('Renamed on A');
    // A name taken on A is refused on B (the rule reads B's store, brought up to date first).
    expect((await call(b, token, 'POST', '/api/categories', { categoryName: 'Renamed on A' })).status).toBe(409);
  });

  it('a read on one process has what the other just wrote: a list from SQL with names from memory, and a record from memory', async () => {
    const token = await signIn(a, DEMO_ACCOUNTS.warehouseAdmin);
    const [complaint] = (await call(b, token, 'GET', '/api/complaints?page=1&limit=1')).body.data as { id: number; customerId: number; customerName: string }[];
    for (let round = 1; round <= 5; round++) {
      // The complaint list reads its page in SQL and the customers' names in the process's memory.
      const name = `Renamed on A ${Date.now()}-${round}`;
      expect((await call(a, token, 'PUT', `/v1/customers/${complaint.customerId}`, { name })).status).toBe(200);
      const listed = (await call(b, token, 'GET', `/api/complaints?page=1&limit=5&customerId=${complaint.customerId}`)).body.data as { customerName: string }[];
      expect(listed.map((c) => c.customerName)).toContain(name);
      // A record page is answered from memory alone.
      expect((await call(b, token, 'GET', `/v1/customers/${complaint.customerId}`)).body.name).toBe(name);
    }
  });

  it('50 stock-outs of 1 on 20 in stock sent to both: 20 pass, 30 get 409; 30 issues get 30 gapless numbers', async () => {
    const token = await signIn(a, DEMO_ACCOUNTS.warehouseAdmin);
    const product = await call(a, token, 'POST', '/api/products', { name: 'Two-process board', sku: 'TWO-PROC-1', categoryId: 1, price: 100 });
    expect(product.status).toBe(201);
    expect((await call(b, token, 'POST', '/api/inventory/movements', { productId: product.body.id, type: 'IN', qty: 20, reason: 'Opening stock' })).status).toBe(201);
    const outs = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call(i % 2 ? a : b, token, 'POST', '/api/inventory/movements', { productId: product.body.id, type: 'OUT', qty: 1, reason: 'Race' })),
    );
    expect(outs.filter((r) => r.status === 201)).toHaveLength(20);
    expect(outs.filter((r) => r.status === 409)).toHaveLength(30);
    for (const base of [a, b]) expect((await call(base, token, 'GET', `/api/inventory/stock/${product.body.id}`)).body.currentStock).toBe(0);

    const drafts = await Promise.all(Array.from({ length: 30 }, (_, i) => call(i % 2 ? a : b, token, 'POST', '/api/invoices', { customerId: 1, lineItems: [{ description: `Visit ${i}`, quantity: 1, unitPrice: 500 }] })));
    expect(drafts.map((d) => d.status)).toEqual(Array(30).fill(201));
    expect(new Set(drafts.map((d) => d.body.id)).size).toBe(30);
    const issued = await Promise.all(drafts.map((d, i) => call(i % 2 ? b : a, token, 'PUT', `/api/invoices/${d.body.id}`, { status: 'sent' })));
    expect(issued.map((r) => r.status)).toEqual(Array(30).fill(200));
    const serials = issued.map((r) => Number(String(r.body.number).split('/').pop())).sort((x, y) => x - y);
    expect(new Set(serials).size).toBe(30);
    expect(serials[29] - serials[0]).toBe(29);
  });

  it('200 writes interleaved across both: every acknowledged one is there once, on each process', async () => {
    const token = await signIn(a, DEMO_ACCOUNTS.warehouseAdmin);
    const stamp = Date.now();
    // Customers (a duplicate phone is refused, so each must be stored once) and audit-logged category creates, alternating processes.
    const writes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 4 < 2
          ? call(i % 2 ? a : b, token, 'POST', '/v1/customers', { name: `Interleaved ${stamp}-${i}`, phone: `9${String(stamp + i).slice(-9)}`, pincode: '560001' })
          : call(i % 2 ? a : b, token, 'POST', '/api/categories', { categoryName: `Interleaved ${stamp}-${i}` }),
      ),
    );
    expect(writes.map((w) => w.status)).toEqual(Array(200).fill(201));
    for (const base of [a, b]) {
      const customers = (await call(base, token, 'GET', `/v1/customers?page=1&limit=500&search=Interleaved ${stamp}`)).body.data as { name: string }[];
      const categories = ((await call(base, token, 'GET', '/api/categories?page=1&limit=1000')).body.data as { categoryName: string }[]).filter((c) => c.categoryName.startsWith(`Interleaved ${stamp}-`));
      const names = [...customers.map((c) => c.name), ...categories.map((c) => c.categoryName)].sort();
      expect(names).toEqual(Array.from({ length: 200 }, (_, i) => `Interleaved ${stamp}-${i}`).sort());
    }
    // Ids handed out once across both processes.
    expect(new Set(writes.map((w) => `${'categoryName' in w.body ? 'category' : 'customer'}-${w.body.id}`)).size).toBe(200);
  });
});
