// A throwaway PostgreSQL cluster of a test's own (initdb + pg_ctl, as .ci/run starts its one), for
// tests that stop and start the database under a running server: TEST_DATABASE_URL's cluster is
// shared with the other tests, so it is never stopped. initdb and pg_ctl refuse to run as root:
// as root they run as the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL's programs: TEST_PG_BIN, or Debian's /usr/lib/postgresql/<version>/bin. */
export const pgBin = (): string | undefined => {
  if (process.env.TEST_PG_BIN) return process.env.TEST_PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(base, versions[versions.length - 1], 'bin') : undefined;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });

const asRoot = process.getuid?.() === 0;

export interface Cluster {
  url: string;
  stop: () => void;
  start: () => void;
  /** Stops it (if running) and removes its folder. */
  remove: () => void;
}

export const startCluster = async (bin: string): Promise<Cluster> => {
  const dir = mkdtempSync(join(tmpdir(), 'sd-pg-'));
  const port = await freePort();
  const run = (program: string, args: string[]) => {
    const argv = [join(bin, program), ...args];
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', argv.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')], { stdio: 'pipe' });
    else execFileSync(argv[0], argv.slice(1), { stdio: 'pipe' });
  };
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  let running = false;
  const start = () => {
    run('pg_ctl', ['-D', data, '-o', `-p ${port} -k /tmp -c fsync=off`, '-l', join(dir, 'log'), '-w', 'start']);
    running = true;
  };
  const stop = () => {
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      if (running) stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

// Databases on TEST_DATABASE_URL's shared cluster (.ci/run), for tests that need one of their own
// but never stop the database.

/** One statement on TEST_DATABASE_URL as its role (a superuser). */
export const adminQuery = async (statement: string) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * A new database `name` on TEST_DATABASE_URL's cluster, owned by `owner` (default the URL's role) and
 * connected to as it: its URL. Its drop is pushed onto `cleanups`, for the test file to run afterwards.
 */
export const createDatabase = async (name: string, cleanups: (() => Promise<unknown>)[], owner?: string) => {
  await adminQuery(`CREATE DATABASE ${name}${owner ? ` OWNER ${owner}` : ''}`);
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  if (owner) url.username = owner;
  return url.toString();
};
