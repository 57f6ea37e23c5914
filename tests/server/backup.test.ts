// Backups (docs/deploying.md, "Backups and restore"): scripts/backup-restore-check.mjs takes a backup
// of a running server's PostgreSQL database by the documented pg_dump command while the server
// keeps writing, restores it by the documented pg_restore command into an empty database, starts the
// server on it and compares the rows of every table. As the cluster's superuser, and as the set-up
// docs/deploying.md describes: a database owned by a role that is no superuser. Runs with
// TEST_DATABASE_URL (.ci/run).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root, runScript, stop } from './scripts';
import { adminQuery as admin, createDatabase, pgBin } from './pgCluster';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const children: ChildProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  await Promise.all(children.map((c) => stop(c, 'SIGKILL')));
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A new database on TEST_DATABASE_URL's cluster (owned by `owner`, connected to as it), dropped afterwards. */
const database = (name: string, owner?: string) => createDatabase(name, cleanups, owner);

const check = (env: Record<string, string>) =>
  new Promise<{ code: number | null; out: string }>((resolve) => {
    const bin = pgBin();
    const child = spawn(process.execPath, [join(root, 'scripts', 'backup-restore-check.mjs')], { cwd: root, env: { ...process.env, ...(bin ? { PG_BIN: bin } : {}), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });

/** A server with the demo data on `url`, and a writer creating categories on it until stopped. */
const busyServer = async (url: string) => {
  const server = await runScript('demo:server', { DATABASE_URL: url, DEMO_SIZE: '10' }, children);
  const login = await fetch(`${server.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_ACCOUNTS.warehouseAdmin, password: DEMO_PASSWORD }) });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  let writing = true;
  let written = 0;
  const writer = (async () => {
    for (let n = 0; writing; n++) {
      const res = await fetch(`${server.url}/api/categories`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'X-Tenant-Id': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify({ categoryName: `Backup ${n}` }),
      });
      if (res.status === 201) written++;
    }
  })();
  return {
    stop: async () => {
      writing = false;
      await writer;
      await stop(server.child);
      return written;
    },
  };
};

describe.skipIf(!ADMIN_URL)('backup and restore (scripts/backup-restore-check.mjs)', () => {
  it('as the superuser: a backup taken while the server writes restores every row, and the server starts on it', async () => {
    const name = `sd_backup_${process.pid}`;
    const from = await database(`${name}_src`);
    const into = await database(`${name}_dst`);
    const server = await busyServer(from);
    const { code, out } = await check({ DATABASE_URL: from, RESTORE_URL: into });
    expect(await server.stop()).toBeGreaterThan(0);
    expect(out).toMatch(/OK: \d+ tables, \d+ rows, all restored; the server started on them and was ready/);
    expect(code).toBe(0);
    for (const table of ['complaints', 'users', 'sessions', 'change_log', 'kysely_migration']) expect(out).toMatch(new RegExp(`^${table} +\\d+ +\\d+$`, 'm'));
    // A target that is not empty is refused.
    const again = await check({ DATABASE_URL: from, RESTORE_URL: into });
    expect(again.code).toBe(1);
    expect(again.out).toContain('RESTORE_URL is not an empty database');
  });

  it('as the owner of the database, a role that is no superuser (docs/deploying.md\'s set-up)', async () => {
    const owner = `sd_backup_owner_${process.pid}`;
    await admin(`CREATE ROLE ${owner} LOGIN`);
    cleanups.push(() => admin(`DROP ROLE IF EXISTS ${owner}`));
    // docs/deploying.md, "PostgreSQL": the role the server's queries run as, and the owner a member of it.
    await admin(`DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'servicedesk_app') THEN CREATE ROLE servicedesk_app NOLOGIN; END IF; END $$`).catch(() => undefined);
    await admin(`GRANT servicedesk_app TO ${owner}`);
    const name = `sd_backup_own_${process.pid}`;
    const from = await database(`${name}_src`, owner);
    const into = await database(`${name}_dst`, owner);
    const server = await busyServer(from);
    const { code, out } = await check({ DATABASE_URL: from, RESTORE_URL: into });
    await server.stop();
    expect(out).toMatch(/OK: \d+ tables/);
    expect(code).toBe(0);
    // The owner's rows were counted, not hidden by row-level security: the demo's complaints are there.
    expect(Number(/^complaints +(\d+) +(\d+)$/m.exec(out)?.[2])).toBeGreaterThan(0);
  });
});
