// Isolation in the database (issue 28, server/db/tenancy.ts): row-level security on every table with
// `tenant_id`, keyed on the transaction's warehouse, for the role the server's queries run as. A
// query that forgets its `tenant_id = …` reads only the warehouse set, nothing with none set, and a
// row written for another warehouse is refused. On an in-memory PGlite (superuser `postgres`, as
// `npm run server` runs it) and, with TEST_DATABASE_URL, on PostgreSQL, where it also checks a
// DATABASE_URL role that is not a superuser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { openDatabase, type Database } from '../../server/db/database';
import { startServer, type RunningServer } from '../../server/start';
import { sqlLists } from '../../server/db/lists';
import { sqlStore } from '../../server/db/sqlStore';
import { DERIVED_TENANT_TABLES, GLOBAL_TABLES, TENANT_TABLES } from '../../server/db/tables';
import { APP_ROLE, everyWarehouse, inScope, inWarehouse, NO_WAREHOUSE, scopedScript, warehouse, type Scope } from '../../server/db/tenancy';
import { createSeed } from '../../mocks/seed';
import { allChanges } from '../../mocks/persistence/parts';
import { adminQuery, createDatabase } from './pgCluster';

/** `statements` in one round trip as the server's lists send them (`scopedScript`): their results, the switch's dropped. */
const runScoped = async (script: (text: string) => Promise<{ rows: any[] }[]>, scope: Scope, statements: RawBuilder<unknown>[]) => {
  const results = await script(scopedScript(scope, statements));
  expect(results).toHaveLength(statements.length + 1);
  return results.slice(1);
};

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const WAREHOUSE_TABLES = [...Object.values(TENANT_TABLES), 'users'];
/** Every table the server reads or writes. */
const SERVER_TABLES = [...Object.values(TENANT_TABLES), ...Object.values(GLOBAL_TABLES), 'sessions', 'meta', 'id_counters', 'change_log'];

const cleanups: (() => Promise<unknown>)[] = [];

/** A database of its own on the PostgreSQL of TEST_DATABASE_URL (owned by `owner`, default the URL's user), dropped afterwards. */
const freshPostgres = (owner?: string): Promise<string> => createDatabase(`sd_rls_${process.pid}_${Math.random().toString(36).slice(2, 8)}`, cleanups, owner);

let database: Database;
let server: RunningServer;
let db: Kysely<any>;

beforeAll(async () => {
  database = ADMIN_URL ? await openDatabase({ url: await freshPostgres() }) : await openDatabase({});
  // The demo seed (three warehouses), written by the server's own store at start.
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: '', demo: true, demoSize: 12, corsOrigins: [], production: false }, { database, log: null });
  db = database.db;
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Rows per warehouse of `table`, as the owner's connection (a superuser here, not held by the policies) sees them. */
const byWarehouse = async (table: string): Promise<Map<number, number>> => {
  const { rows } = await sql<{ tenant_id: number; n: number }>`select tenant_id, count(*)::integer as n from ${sql.table(table)} where tenant_id is not null group by tenant_id`.execute(db);
  return new Map(rows.map((r) => [r.tenant_id, r.n]));
};

/** Rolls back whatever `work` wrote: it runs in a transaction that is then aborted. */
const ROLLBACK = new Error('rollback');
const thenRollBack = async <T,>(run: (work: (trx: Kysely<any>) => Promise<unknown>) => Promise<unknown>, work: (trx: Kysely<any>) => Promise<T>): Promise<T> => {
  let result: T | undefined;
  await expect(
    run(async (trx) => {
      result = await work(trx);
      throw ROLLBACK;
    }),
  ).rejects.toBe(ROLLBACK);
  return result as T;
};

describe('row-level security as the server runs its queries', () => {
  it('the demo has rows in several warehouses (else the checks below prove nothing)', async () => {
    for (const table of ['complaints', 'customers', 'service_bookings', 'users']) {
      const counts = await byWarehouse(table);
      expect(counts.get(1), table).toBeGreaterThan(0);
      expect(counts.get(2), table).toBeGreaterThan(0);
    }
  });

  it('an unfiltered SELECT with warehouse 1 set reads warehouse 1 only, in every warehouse-scoped table', async () => {
    const complaints = await inWarehouse(db, 1, async (trx) => (await sql<{ tenant_id: number; id: number }>`SELECT * FROM complaints`.execute(trx)).rows);
    expect(complaints.length).toBe((await byWarehouse('complaints')).get(1));
    expect(new Set(complaints.map((r) => r.tenant_id))).toEqual(new Set([1]));

    const customers = await inWarehouse(db, 1, async (trx) => (await sql<{ tenant_id: number }>`SELECT * FROM customers`.execute(trx)).rows);
    expect(customers.length).toBe((await byWarehouse('customers')).get(1));
    expect(new Set(customers.map((r) => r.tenant_id))).toEqual(new Set([1]));

    // The same by hand, as the brief's SQL says it: the role and the setting, local to the transaction.
    const byHand = await db.transaction().execute(async (trx) => {
      await sql.raw(`SET LOCAL ROLE ${APP_ROLE}`).execute(trx);
      await sql`SET LOCAL app.tenant_id = '2'`.execute(trx);
      return (await sql<{ tenant_id: number; who: string }>`SELECT tenant_id, current_user AS who FROM complaints`.execute(trx)).rows;
    });
    expect(byHand.length).toBe((await byWarehouse('complaints')).get(2));
    expect(new Set(byHand.map((r) => `${r.who} ${r.tenant_id}`))).toEqual(new Set([`${APP_ROLE} 2`]));

    for (const table of WAREHOUSE_TABLES) {
      const expected = (await byWarehouse(table)).get(2) ?? 0;
      const seen = await inWarehouse(db, 2, async (trx) => (await sql<{ n: number; others: number }>`SELECT count(*)::integer AS n, count(*) FILTER (WHERE tenant_id IS DISTINCT FROM 2)::integer AS others FROM ${sql.table(table)}`.execute(trx)).rows[0]);
      expect({ table, ...seen }).toEqual({ table, n: expected, others: 0 });
    }
  });

  it("a script (the lists' one round trip) runs its unfiltered SELECT as the server's role in warehouse 1, and ends with it", async () => {
    const [rows, who] = await runScoped(database.script, warehouse(1), [sql`SELECT tenant_id FROM complaints`, sql`SELECT current_user AS who`]);
    expect(rows.rows.length).toBe((await byWarehouse('complaints')).get(1));
    expect(new Set(rows.rows.map((r: { tenant_id: number }) => r.tenant_id))).toEqual(new Set([1]));
    expect(who.rows).toEqual([{ who: APP_ROLE }]);
    // The role and the warehouse end with the script's transaction: the next query on the connection is the owner's again.
    const [after] = await database.script(`SELECT current_user AS who, current_setting('app.tenant_id', true) AS tenant`);
    expect(after.rows[0].who).not.toBe(APP_ROLE);
    expect(after.rows[0].tenant ?? '').toBe('');
  });

  it('values written into a script as literals reach the database unchanged, quotes, backslashes and placeholders included', async () => {
    const values = ["o'brien", 'back\\slash \\n', "'; DROP TABLE complaints; --", '$1 and $2', 'E\'x\'', 'नमस्ते', '', '%_'];
    const [echoed] = await runScoped(database.script, warehouse(1), [sql`SELECT ${sql.join(values.map((v, i) => sql`${v}::text AS ${sql.ref(`v${i}`)}`))}, ${42}::integer AS n, ${true}::boolean AS b`]);
    expect(echoed.rows[0]).toEqual({ ...Object.fromEntries(values.map((v, i) => [`v${i}`, v])), n: 42, b: true });
    expect((await byWarehouse('complaints')).get(1)).toBeGreaterThan(0);
  });

  it('with no warehouse set, it reads nothing of any warehouse-scoped table', async () => {
    for (const table of WAREHOUSE_TABLES) {
      const n = await inScope(db, NO_WAREHOUSE, async (trx) => (await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${sql.table(table)}`.execute(trx)).rows[0].n);
      expect({ table, n }).toEqual({ table, n: 0 });
    }
    // Nor with the role alone, no setting at all.
    const rows = await db.transaction().execute(async (trx) => {
      await sql.raw(`SET LOCAL ROLE ${APP_ROLE}`).execute(trx);
      return (await sql`SELECT * FROM complaints`.execute(trx)).rows;
    });
    expect(rows).toEqual([]);
    // The settings end with the transaction: the pool's next one sees nothing either.
    expect(await inScope(db, NO_WAREHOUSE, async (trx) => (await sql`SELECT * FROM customers`.execute(trx)).rows)).toEqual([]);
  });

  it('a row written for warehouse 2 while warehouse 1 is set is refused (WITH CHECK)', async () => {
    const { rows } = await sql<{ id: number; doc: Record<string, unknown> }>`SELECT id, doc FROM complaints WHERE tenant_id = 2 ORDER BY id LIMIT 1`.execute(db);
    const doc = JSON.stringify({ ...rows[0].doc, id: 999_999 });
    await expect(inWarehouse(db, 1, (trx) => sql`INSERT INTO complaints (tenant_id, id, doc) VALUES (2, 999999, ${doc}::jsonb)`.execute(trx))).rejects.toThrow(/row-level security/);
    // Moving a warehouse 1 row to warehouse 2 too.
    await expect(inWarehouse(db, 1, (trx) => sql`UPDATE customers SET tenant_id = 2 WHERE id = (SELECT min(id) FROM customers)`.execute(trx))).rejects.toThrow(/row-level security/);
    // The same INSERT with warehouse 2 set passes the policy (rolled back).
    await thenRollBack((work) => inWarehouse(db, 2, work), (trx) => sql`INSERT INTO complaints (tenant_id, id, doc) VALUES (2, 999999, ${doc}::jsonb)`.execute(trx));
    // An unfiltered UPDATE or DELETE touches the set warehouse's rows only (rolled back).
    const updated = await thenRollBack((work) => inWarehouse(db, 1, work), async (trx) => (await sql<{ tenant_id: number }>`UPDATE customers SET doc = doc RETURNING tenant_id`.execute(trx)).rows);
    expect(updated.length).toBe((await byWarehouse('customers')).get(1));
    expect(new Set(updated.map((r) => r.tenant_id))).toEqual(new Set([1]));
    const deleted = await thenRollBack((work) => inWarehouse(db, 3, work), async (trx) => (await sql<{ tenant_id: number }>`DELETE FROM notifications RETURNING tenant_id`.execute(trx)).rows);
    expect(new Set(deleted.map((r) => r.tenant_id))).toEqual(new Set((await byWarehouse('notifications')).get(3) ? [3] : []));
    expect((await sql<{ n: number }>`SELECT count(*)::integer AS n FROM complaints WHERE id = 999999`.execute(db)).rows[0].n).toBe(0);
  });

  it('every warehouse only through the named policy (app.all_tenants), as the load at start does', async () => {
    const all = await inScope(db, everyWarehouse('load'), async (trx) => (await sql<{ n: number }>`SELECT count(*)::integer AS n FROM complaints`.execute(trx)).rows[0].n);
    expect(all).toBe([...(await byWarehouse('complaints')).values()].reduce((a, b) => a + b, 0));
    // And what the server loaded at start is the whole database, every warehouse's rows.
    const loaded = await server.persistence.load();
    expect(Object.keys(loaded!.data).sort()).toEqual(['1', '2', '3']);
    expect(loaded!.data['2'].complaints.length).toBe((await byWarehouse('complaints')).get(2));
  });

  it("the lists in SQL read the request's warehouse", async () => {
    const lists = sqlLists(database);
    const page = await lists.rows<{ id: number }>('2', { collection: 'customers', where: [], sort: null, ascending: false, page: 1, limit: 1000 });
    expect(page.total).toBe((await byWarehouse('customers')).get(2));
    const complaints = await lists.complaints('3', { collection: 'complaints', where: [], sort: null, ascending: false, page: 1, limit: 1000 });
    expect(complaints.total).toBe((await byWarehouse('complaints')).get(3));
    await expect(lists.rows('abc', { collection: 'customers', where: [], sort: null, ascending: false, page: 1, limit: 10 })).rejects.toThrow(/Not a warehouse id/);
  });
});

/** The tables with a `tenant_id` column, and what protects each: row-level security enabled and forced, and its policies. */
const protections = async (executor: Kysely<any>) =>
  (
    await sql<{ table: string; enabled: boolean; forced: boolean; policies: string[] }>`
      SELECT c.relname AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
        array(SELECT p.polname || ': ' || coalesce(pg_get_expr(p.polqual, p.polrelid), '') || ' / ' || coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '') FROM pg_policy p WHERE p.polrelid = c.oid ORDER BY p.polname) AS policies
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
        AND EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND a.attnum > 0 AND NOT a.attisdropped)
      ORDER BY c.relname`.execute(executor)
  ).rows;

/** The tables with `tenant_id` that lack row-level security enabled and forced, or a policy keyed on the warehouse setting (with its WITH CHECK). */
const unprotected = async (executor: Kysely<any>) =>
  (await protections(executor)).filter((t) => !t.enabled || !t.forced || !t.policies.some((p) => /app\.tenant_id.* \/ .*app\.tenant_id/.test(p))).map((t) => t.table);

describe('the catalogue', () => {
  it('every table with a tenant_id column has row-level security enabled and forced, and its policies', async () => {
    const tables = await protections(db);
    // Not vacuous: the warehouse-scoped tables are found.
    expect(tables.map((t) => t.table)).toEqual(expect.arrayContaining(WAREHOUSE_TABLES));
    expect(await unprotected(db)).toEqual([]);
    for (const t of tables) expect(t.policies.map((p) => p.split(':')[0]), t.table).toEqual(['every_warehouse', 'warehouse_rows']);
  });

  it('the check finds a table with tenant_id and no row-level security', async () => {
    const found = await thenRollBack(
      (work) => db.transaction().execute(work),
      async (trx) => {
        await sql`CREATE TABLE sneaky (tenant_id integer NOT NULL, id integer)`.execute(trx);
        const first = await unprotected(trx);
        await sql`ALTER TABLE sneaky ENABLE ROW LEVEL SECURITY`.execute(trx);
        await sql`CREATE POLICY warehouse_rows ON sneaky USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)`.execute(trx);
        // Enabled with a policy, but not forced: its owner would skip it.
        return [first, await unprotected(trx)];
      },
    );
    expect(found).toEqual([['sneaky'], ['sneaky']]);
  });

  it("the server's role is no superuser, bypasses no policy, owns no table and may use every table of the server", async () => {
    const { rows } = await sql<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>`SELECT rolsuper, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = ${APP_ROLE}`.execute(db);
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, rolcanlogin: false }]);
    const owned = await sql<{ relname: string }>`SELECT relname FROM pg_class WHERE relowner = (SELECT oid FROM pg_roles WHERE rolname = ${APP_ROLE})`.execute(db);
    expect(owned.rows).toEqual([]);
    for (const table of SERVER_TABLES) {
      for (const privilege of ['SELECT', 'INSERT', 'UPDATE', 'DELETE']) {
        const { rows: can } = await sql<{ ok: boolean }>`SELECT has_table_privilege(${APP_ROLE}, ${table}, ${privilege}) AS ok`.execute(db);
        expect({ table, privilege, ok: can[0].ok }).toEqual({ table, privilege, ok: true });
      }
    }
  });
});

describe.skipIf(!ADMIN_URL)('a DATABASE_URL role that is not a superuser (PostgreSQL)', () => {
  const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

  it('owning its database and a member of the app role: migrates, writes, loads and lists, held by the policies', async () => {
    const owner = `sd_owner_${suffix}`;
    // The operator's part (README): the role may log in, owns the database, is a member of the app role.
    await adminQuery(`CREATE ROLE ${owner} LOGIN`);
    cleanups.push(() => adminQuery(`DROP ROLE IF EXISTS ${owner}`));
    await adminQuery(`DO $$ BEGIN CREATE ROLE ${APP_ROLE} NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
    await adminQuery(`GRANT ${APP_ROLE} TO ${owner}`);
    const mine = await openDatabase({ url: await freshPostgres(owner) });
    try {
      const { rows } = await sql<{ who: string; su: boolean }>`SELECT current_user AS who, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS su`.execute(mine.db);
      expect(rows).toEqual([{ who: owner, su: false }]);
      const store = sqlStore(mine.db);
      const seed = createSeed({ size: 6 });
      await store.write(allChanges(seed));
      const loaded = await store.load();
      expect(loaded!.data['2'].complaints.length).toBe(seed.data['2'].complaints.length);
      expect(loaded!.users.length).toBe(seed.users.length);
      const page = await sqlLists(mine).complaints('2', { collection: 'complaints', where: [], sort: null, ascending: false, page: 1, limit: 100 });
      expect(page.total).toBe(seed.data['2'].complaints.length);
      // The tables' owner is held by the policies too (FORCE): unset, it sees no warehouse's rows.
      expect((await sql`SELECT * FROM complaints`.execute(mine.db)).rows).toEqual([]);
      const seen = await inWarehouse(mine.db, 1, async (trx) => (await sql<{ tenant_id: number }>`SELECT tenant_id FROM complaints`.execute(trx)).rows);
      expect(seen.length).toBe(seed.data['1'].complaints.length);
      expect(new Set(seen.map((r) => r.tenant_id))).toEqual(new Set([1]));
      await expect(inWarehouse(mine.db, 1, (trx) => sql`UPDATE complaints SET tenant_id = 2`.execute(trx))).rejects.toThrow(/row-level security/);
      expect(await unprotected(mine.db)).toEqual([]);
    } finally {
      await mine.close();
    }
  });

  it('not a member of the app role (and not allowed to make itself one): the migration says so', async () => {
    const stranger = `sd_stranger_${suffix}`;
    await adminQuery(`CREATE ROLE ${stranger} LOGIN`);
    cleanups.push(() => adminQuery(`DROP ROLE IF EXISTS ${stranger}`));
    await adminQuery(`DO $$ BEGIN CREATE ROLE ${APP_ROLE} NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
    const url = await freshPostgres(stranger);
    await expect(openDatabase({ url })).rejects.toThrow(new RegExp(`${stranger}\\) must be a member of ${APP_ROLE}`));
  });
});

// Issue 28 scope 5: the schema is ready for Citus distribution by `tenant_id`. Every warehouse-scoped
// table has `tenant_id` in its primary key, every unique key and every reference to another warehouse
// table (Citus requires the distribution column in them); every other table is named here as a
// reference (global) table. A new table that is neither fails, and so does a warehouse table whose
// key leaves `tenant_id` out. Read from the catalog of the same database.
/**
 * Tables replicated whole to every node under Citus: few rows, read with every warehouse's. The
 * change log (the processes' feed of what changed, server/db/sqlStore.ts) is one of them today; at
 * that scale it goes (docs/scaling.md), as the whole-store preload it serves does.
 */
const REFERENCE_TABLES = new Set<string>([...Object.values(GLOBAL_TABLES), 'sessions', 'meta', 'id_counters', 'change_log', 'kysely_migration', 'kysely_migration_lock']);
const DISTRIBUTED_TABLES = new Set<string>([...Object.values(TENANT_TABLES), ...DERIVED_TENANT_TABLES]);

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
      WHERE s.nspname = 'public' AND k.contype IN ('p', 'u')`.execute(db)
  ).rows;

describe('ready for distribution by tenant_id', () => {
  it('every table is either a warehouse table distributed by tenant_id or a named reference table', async () => {
    const tables = (await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(db)).rows.map((r) => r.name);
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
        WHERE k.contype = 'f'`.execute(db)
    ).rows;
    const crossing = foreign.filter((f) => DISTRIBUTED_TABLES.has(f.table) && DISTRIBUTED_TABLES.has(f.target) && !f.columns.includes('tenant_id'));
    expect(crossing).toEqual([]);
  });
});
