// Issue 28 scope 5: the schema is ready for Citus distribution by `tenant_id`. Every warehouse-scoped
// table (server/db/tables.ts TENANT_TABLES) has `tenant_id` in its primary key and in every unique
// key (Citus requires the distribution column in them); every other table is named here as a
// reference (global) table. A new table that is neither fails, and so does a warehouse table whose
// key leaves `tenant_id` out. Read from PostgreSQL's catalog, on an in-memory PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/db/database';
import { GLOBAL_TABLES, TENANT_TABLES } from '../../server/db/tables';

/**
 * Tables replicated whole to every node under Citus: few rows, read with every warehouse's. The
 * change log (the processes' feed of what changed, server/db/sqlStore.ts) is one of them today; at
 * that scale it goes (docs/scaling.md), as the whole-store preload it serves does.
 */
const REFERENCE_TABLES = new Set<string>([...Object.values(GLOBAL_TABLES), 'sessions', 'meta', 'id_counters', 'change_log', 'kysely_migration', 'kysely_migration_lock']);
const DISTRIBUTED_TABLES = new Set<string>(Object.values(TENANT_TABLES));

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
}, 60_000);
afterAll(async () => database?.close());

interface KeyRow {
  table: string;
  name: string;
  kind: 'p' | 'u';
  columns: string[];
}

const keys = async (): Promise<KeyRow[]> =>
  (
    await sql<KeyRow>`
      SELECT c.relname AS "table", k.conname AS "name", k.contype AS "kind",
             array(SELECT a.attname FROM unnest(k.conkey) AS n JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = n)::text[] AS "columns"
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace s ON s.oid = c.relnamespace
      WHERE s.nspname = 'public' AND k.contype IN ('p', 'u')`.execute(database.db)
  ).rows;

describe('ready for distribution by tenant_id', () => {
  it('every table is either a warehouse table distributed by tenant_id or a named reference table', async () => {
    const tables = (await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(database.db)).rows.map((r) => r.name);
    expect(tables.filter((t) => !DISTRIBUTED_TABLES.has(t) && !REFERENCE_TABLES.has(t))).toEqual([]);
    expect([...DISTRIBUTED_TABLES].filter((t) => !tables.includes(t))).toEqual([]);
  });

  it("every warehouse table's primary and unique keys include tenant_id", async () => {
    const all = await keys();
    const distributed = all.filter((k) => DISTRIBUTED_TABLES.has(k.table));
    // Each has its primary key, and every key names the distribution column.
    expect([...DISTRIBUTED_TABLES].filter((t) => !distributed.some((k) => k.table === t && k.kind === 'p'))).toEqual([]);
    expect(distributed.filter((k) => !k.columns.includes('tenant_id')).map((k) => `${k.table}.${k.name} (${k.columns.join(', ')})`)).toEqual([]);
  });

  it('a warehouse table refers to another only through (tenant_id, id), so both rows live on one node', async () => {
    const foreign = (
      await sql<{ table: string; target: string; columns: string[] }>`
        SELECT c.relname AS "table", t.relname AS "target",
               array(SELECT a.attname FROM unnest(k.conkey) AS n JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = n)::text[] AS "columns"
        FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class t ON t.oid = k.confrelid
        WHERE k.contype = 'f'`.execute(database.db)
    ).rows;
    const crossing = foreign.filter((f) => DISTRIBUTED_TABLES.has(f.table) && DISTRIBUTED_TABLES.has(f.target) && !f.columns.includes('tenant_id'));
    expect(crossing).toEqual([]);
  });
});
