#!/usr/bin/env node
// Checks that a backup of the server's PostgreSQL database restores (docs/deploying.md, "Backups"):
//
//   DATABASE_URL=postgres://…/servicedesk RESTORE_URL=postgres://…/servicedesk_check \
//     node scripts/backup-restore-check.mjs [--keep FILE]
//
// 1. counts the rows of every table of DATABASE_URL in one snapshot, and takes the backup with the
//    documented command in that same snapshot (pg_dump's --snapshot, so the counts and the backup
//    agree while the server keeps writing);
// 2. restores it with the documented command into RESTORE_URL, which must be an empty database;
// 3. starts the server on the restored database (NODE_ENV=production, no first admin: a server that
//    found no data would refuse to start) and waits for /ready;
// 4. counts the rows of every table again: each must equal the backup's, and no table may be missing.
//
// Exits 0 when all holds, 1 otherwise (2: not set up), printing a table of the counts. The restored database is left
// as it is (drop it yourself); the backup file is removed unless --keep FILE names where to keep it.
// PostgreSQL's programs: PG_BIN (their folder), else those on PATH; pg_dump must be of the server's
// major version or newer.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line) => console.log(`[backup-check] ${line}`);
const fail = (line) => {
  throw new Error(line);
};

const source = process.env.DATABASE_URL;
const target = process.env.RESTORE_URL;
const usage = (line) => {
  console.error(`[backup-check] ${line}`);
  process.exit(2);
};
if (!source || !target) usage('set DATABASE_URL (the database to back up) and RESTORE_URL (an empty database to restore into)');
if (source === target) usage('RESTORE_URL must be another database than DATABASE_URL');
const keepAt = process.argv.includes('--keep') ? process.argv[process.argv.indexOf('--keep') + 1] : undefined;
const program = (name) => (process.env.PG_BIN ? join(process.env.PG_BIN, name) : name);
const STARTUP_MS = Number(process.env.CHECK_STARTUP_MS || 120_000);

/** A client; the counts run in a transaction with `app.all_tenants = 'on'`: a superuser sees every row anyway, the tables' owner under row-level security needs it (server/db/tenancy.ts). */
const connect = async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};
const ident = (name) => `"${name.replace(/"/g, '""')}"`;
const tablesOf = async (client) =>
  (await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`)).rows.map((r) => r.tablename);
const countAll = async (client) => {
  const counts = new Map();
  for (const table of await tablesOf(client)) counts.set(table, Number((await client.query(`SELECT count(*) AS n FROM ${ident(table)}`)).rows[0].n));
  return counts;
};

/** Starts the server on `url`; resolves with its URL once /ready answers 200, and a stop that waits for its exit code. */
const startServer = (url) =>
  new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'server.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DEMO: '',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        // Required in production; this start signs no token anyone keeps.
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let listening = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server was not ready within ${STARTUP_MS} ms:\n${out}`));
    }, STARTUP_MS);
    const stop = () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done(child.exitCode);
        child.once('exit', (code) => done(code));
        child.kill('SIGTERM');
      });
    const onData = async (chunk) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[^\s"]+)/.exec(out);
      if (!m || listening) return;
      listening = true;
      for (let i = 0; i < 100; i++) {
        const res = await fetch(`${m[1]}/ready`).catch(() => null);
        if (res?.status === 200) {
          clearTimeout(timer);
          return resolvePromise({ url: m[1], stop, output: () => out });
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      clearTimeout(timer);
      await stop();
      reject(new Error(`the server started but /ready never answered 200:\n${out}`));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!listening) reject(new Error(`the server exited with ${code} before it listened:\n${out}`));
    });
  });

const work = mkdtempSync(join(tmpdir(), 'sd-backup-check-'));
const dump = join(work, 'servicedesk.dump');
let code = 1;
try {
  // The restore target must be empty: a restore over data proves nothing.
  const restored = await connect(target);
  const already = await tablesOf(restored);
  if (already.length) fail(`RESTORE_URL is not an empty database (it has ${already.join(', ')})`);

  // 1. The counts and the backup, in one snapshot.
  const snapshot = await connect(source);
  await snapshot.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await snapshot.query(`SET LOCAL app.all_tenants = 'on'`);
  const { rows } = await snapshot.query('SELECT pg_export_snapshot() AS id');
  const before = await countAll(snapshot);
  if (!before.has('kysely_migration')) fail('DATABASE_URL holds no server database (no kysely_migration table)');
  say(`backing up ${before.size} tables with ${program('pg_dump')} (${execFileSync(program('pg_dump'), ['--version']).toString().trim()})`);
  // docs/deploying.md's command, plus --snapshot (the counts' snapshot).
  execFileSync(program('pg_dump'), ['--format=custom', `--file=${dump}`, '--enable-row-security', `--snapshot=${rows[0].id}`, source], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PGOPTIONS: `${process.env.PGOPTIONS ?? ''} -c app.all_tenants=on`.trim() },
  });
  await snapshot.query('COMMIT');
  await snapshot.end();
  if (keepAt) copyFileSync(dump, resolve(keepAt));

  // 2. The restore, by docs/deploying.md's command.
  say('restoring into RESTORE_URL with pg_restore');
  execFileSync(program('pg_restore'), ['--exit-on-error', '--single-transaction', '--no-owner', `--dbname=${target}`, dump], { stdio: ['ignore', 'inherit', 'inherit'] });

  // 3. The server on it.
  say('starting the server on the restored database');
  const server = await startServer(target);
  say(`the server is ready at ${server.url}`);

  // 4. Every table, every row.
  await restored.query('BEGIN');
  await restored.query(`SET LOCAL app.all_tenants = 'on'`);
  const after = await countAll(restored);
  await restored.query('COMMIT');
  await restored.end();
  const exit = await server.stop();
  if (exit !== 0) fail(`the server on the restored database stopped with ${exit}:\n${server.output()}`);

  const width = Math.max(...[...before.keys()].map((t) => t.length), 5);
  console.log(`${'table'.padEnd(width)}  ${'backup'.padStart(8)}  ${'restored'.padStart(8)}`);
  const wrong = [];
  for (const [table, n] of before) {
    const m = after.get(table);
    if (m !== n) wrong.push(table);
    console.log(`${table.padEnd(width)}  ${String(n).padStart(8)}  ${String(m ?? 'missing').padStart(8)}${m === n ? '' : '  <- differs'}`);
  }
  const total = [...before.values()].reduce((a, b) => a + b, 0);
  if (wrong.length) fail(`${wrong.length} table(s) differ: ${wrong.join(', ')}`);
  say(`OK: ${before.size} tables, ${total} rows, all restored; the server started on them and was ready`);
  code = 0;
} catch (e) {
  console.error(`[backup-check] FAILED: ${e instanceof Error ? e.message : String(e)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(code);
