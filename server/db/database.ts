// The server's database: PostgreSQL when DATABASE_URL is set, else PGlite (PostgreSQL compiled to
// WebAssembly) in a folder, so `npm run server` needs nothing installed. Both speak through Kysely,
// and the versioned migrations (server/db/migrations.ts) are applied on open.
import { mkdir } from 'node:fs/promises';
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
  // The extensions the migrations create (PostgreSQL has them in its contrib package).
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
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
