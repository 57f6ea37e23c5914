// The server's database: PostgreSQL when DATABASE_URL is set, else PGlite (PostgreSQL compiled to
// WebAssembly) in a folder, so `npm run server` needs nothing installed. Both speak through Kysely,
// and the versioned migrations (server/db/migrations.ts) are applied on open.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { migrationProvider, MIGRATIONS } from './migrations';

export interface DatabaseOptions {
  /** `postgres://…`: a PostgreSQL server. */
  url?: string;
  /** PGlite's data folder; absent (with no url): an in-memory PGlite (tests). */
  dataDir?: string;
}

/** One statement's rows, of a script's. */
export interface ScriptResult {
  rows: any[];
}

export interface Database {
  db: Kysely<any>;
  /** 'postgres' or 'pglite'. */
  kind: 'postgres' | 'pglite';
  /**
   * Runs SQL text of several statements in one round trip (the simple query protocol: no parameters,
   * one implicit transaction) and answers each statement's rows, in order. Kysely has no call for
   * this (it reads one result per query), so it goes to the driver: a list's scope, page and count
   * cost one write to the socket instead of eight (server/db/lists.ts).
   */
  script: (text: string) => Promise<ScriptResult[]>;
  close: () => Promise<void>;
}

type PGliteClass = typeof import('@electric-sql/pglite').PGlite;

let emptyClusterMade: Promise<Blob | undefined> | undefined;
/**
 * An empty PGlite cluster as a tarball (PGlite's `dumpDataDir`, loaded by `loadDataDir`). PGlite
 * runs initdb for every new database: 1.7 s in memory and 2.7 s in a folder, most of a first start;
 * a copy of its result loads in about 0.5 s. The copy is made once per PGlite version and kept beside
 * the server's compiled file in node_modules/.cache (read-only there: made in memory each start).
 * Undefined (initdb as before) when it cannot be made.
 */
const emptyCluster = (PGlite: PGliteClass): Promise<Blob | undefined> =>
  (emptyClusterMade ??= (async () => {
    try {
      const pkg = dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
      const { version } = JSON.parse(await readFile(join(pkg, 'package.json'), 'utf8')) as { version: string };
      const file = join(pkg, '..', '..', '.cache', 'servicedesk-server', `pglite-${version}-empty-cluster.tar`);
      if (existsSync(file)) return new Blob([await readFile(file)]);
      const made = await PGlite.create();
      const tar = await made.dumpDataDir('none');
      await made.close();
      // Written beside and renamed into place, as scripts/server.mjs writes its compiled file.
      const partial = `${file}.${process.pid}.tmp`;
      const bytes = new Uint8Array(await tar.arrayBuffer());
      await mkdir(dirname(file), { recursive: true })
        .then(() => writeFile(partial, bytes))
        .then(() => rename(partial, file))
        .catch(() => undefined);
      return tar;
    } catch {
      return undefined;
    }
  })());

const open = async ({ url, dataDir }: DatabaseOptions): Promise<Database> => {
  if (url) {
    const { default: pg } = await import('pg');
    // bigint (counters) and numeric (stock) columns are read by the store as numbers.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // A connection the database ends while it is idle in the pool (a restart, a failover) is
    // dropped and the next query opens a new one: logged, never an unhandled 'error' that would end
    // the process (tests/server/ready.test.ts).
    pool.on('error', (e) => console.warn(`[database] idle connection lost: ${e.message}`));
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    // pg answers one result for one statement, an array for several.
    const script = async (text: string) => {
      const results: unknown = await pool.query(text);
      return (Array.isArray(results) ? results : [results]) as ScriptResult[];
    };
    return { db, kind: 'postgres', script, close: () => db.destroy() };
  }
  const [{ PGlite }, { PGliteDialect }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // A new database (an empty folder, or in memory) starts from a copy of an empty cluster.
  const isNew = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
  const loadDataDir = isNew ? await emptyCluster(PGlite) : undefined;
  // The extensions the migrations create (PostgreSQL has them in its contrib package).
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions: { pg_trgm } });
  const db = new Kysely<any>({ dialect: new PGliteDialect(pglite) });
  // PGlite runs one query at a time; `exec` is its multi-statement call.
  const script = async (text: string) => (await pglite.exec(text)) as ScriptResult[];
  return { db, kind: 'pglite', script, close: () => db.destroy() };
};

/** Opens the database and applies the migrations not yet applied; throws naming the one that failed. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const database = await open(options);
  const { error, results } = await new Migrator({ db: database.db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    await database.close();
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return database;
};

/** Whether the database answers and every migration is applied (the server's /ready). */
export const isReady = async (db: Kysely<any>): Promise<boolean> => {
  try {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM kysely_migration`.execute(db);
    return rows[0]?.n === Object.keys(MIGRATIONS).length;
  } catch {
    return false;
  }
};
