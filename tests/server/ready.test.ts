// /ready follows the database with no restart (docs/deploying.md, "Health and readiness"): `npm run
// demo:server` on a PostgreSQL cluster of the test's own, which is stopped (pg_ctl stop -m fast: every
// connection of the server's pool is terminated) and started again under it. While it is down, /ready
// answers 503 and /health 200, and calls get an answer, not a crash; once it is back, /ready answers
// 200 and reads and writes work again on the same process. Runs where PostgreSQL is (TEST_DATABASE_URL
// set, as .ci/run does, and its programs found: TEST_PG_BIN or /usr/lib/postgresql/<v>/bin).
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript, stop } from './scripts';
import { pgBin, startCluster, type Cluster } from './pgCluster';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';

const bin = process.env.TEST_DATABASE_URL ? pgBin() : undefined;
const children: ChildProcess[] = [];
let cluster: Cluster | undefined;

afterAll(async () => {
  await Promise.all(children.map((c) => stop(c, 'SIGKILL')));
  cluster?.remove();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!bin)('/ready while PostgreSQL stops and starts again', () => {
  it('answers 503 while the database is down and 200 once it is back, on the same process, which then reads and writes again', async () => {
    cluster = await startCluster(bin!);
    const { url, child } = await runScript('demo:server', { DATABASE_URL: cluster.url, DEMO_SIZE: '10' }, children);
    const ready = async () => {
      const res = await fetch(`${url}/ready`);
      return { status: res.status, body: (await res.json()) as unknown };
    };
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    const login = await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_ACCOUNTS.warehouseAdmin, password: DEMO_PASSWORD }) });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const headers = { Authorization: `Bearer ${accessToken}`, 'X-Tenant-Id': '1', 'Content-Type': 'application/json' };
    const list = () => fetch(`${url}/api/complaints?page=1&limit=5`, { headers });
    const create = (categoryName: string) => fetch(`${url}/api/categories`, { method: 'POST', headers, body: JSON.stringify({ categoryName }) });
    expect((await list()).status).toBe(200);

    cluster.stop();
    // The pool's connections were terminated: the process must not crash on them.
    await sleep(500);
    expect(await ready()).toEqual({ status: 503, body: { status: 'not ready' } });
    expect((await fetch(`${url}/health`)).status).toBe(200);
    // Calls are answered (an error, as JSON), not dropped.
    const read = await list();
    expect(read.status).toBeGreaterThanOrEqual(500);
    expect(await read.json()).toMatchObject({ success: false });
    const write = await create('Written while down');
    expect(write.status).toBeGreaterThanOrEqual(500);
    expect(await write.json()).toMatchObject({ success: false });
    expect(await ready()).toMatchObject({ status: 503 });

    cluster.start();
    let back = await ready();
    for (let i = 0; i < 50 && back.status !== 200; i++) {
      await sleep(200);
      back = await ready();
    }
    expect(back).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await list()).status).toBe(200);
    expect((await create('Written once it is back')).status).toBe(201);
    const names = ((await (await fetch(`${url}/api/categories?page=1&limit=1000`, { headers })).json()) as { data: { categoryName: string }[] }).data.map((c) => c.categoryName);
    expect(names).toContain('Written once it is back');
    expect(names).not.toContain('Written while down');
    // The same process all along.
    expect(child.exitCode).toBeNull();
  });
});
