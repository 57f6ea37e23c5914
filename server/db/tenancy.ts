// Isolation in the database (issue 28; docs/architecture.md, "The server"): every table with a
// `tenant_id` column has row-level security, enabled and forced, with two policies (migration
// 0004_row_security):
//
// - `warehouse_rows`: a row is visible and writable when its `tenant_id` is the transaction's
//   warehouse, `app.tenant_id`;
// - `every_warehouse`: every row, when the transaction set `app.all_tenants = 'on'`. Only the code
//   paths named by `EveryWarehouseReason` set it.
//
// The server's queries run as APP_ROLE, which owns no table and is no superuser (a superuser, and
// the tables' owner without FORCE, would skip the policies). Every transaction of the server's
// store and lists starts here: `SET LOCAL ROLE` and the settings, local to the transaction, so a
// pooled connection never keeps a warehouse or the role after it. A query that forgets its
// `tenant_id = …` still reads only the transaction's warehouse, and none with no warehouse set; a
// row written for another warehouse fails the policies' WITH CHECK.
//
// The owner's connection (`Database.db`: migrations, /ready, tests that prepare data) is not
// switched; as the tables' owner under FORCE it sees nothing of a warehouse unless it is a superuser
// (PGlite's `postgres`) or sets the settings itself.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { textOf } from './script';

/** The role the server's queries run as (created by migration 0004; the DATABASE_URL role must be a member of it, or be it). */
export const APP_ROLE = 'servicedesk_app';

/**
 * The only code paths that read or write every warehouse at once, each by name (grep for it):
 * - `load`: the store is loaded whole into the process's memory at start (server/db/sqlStore.ts
 *   `preload`/`load`), and the tests compare it with the memory;
 * - `users`: the store's `users` part holds the users of every warehouse and the super admins, and
 *   is written and followed whole;
 * - `clear`: the store is emptied (tests).
 */
export type EveryWarehouseReason = 'load' | 'users' | 'clear';

/**
 * What a transaction may see of the warehouse-scoped tables: one warehouse; no warehouse (only the
 * tables without `tenant_id`: warehouses, roles, sessions, counters); or every warehouse, for a
 * named reason.
 */
export type Scope = { warehouse: number } | { warehouse: null } | { everyWarehouse: EveryWarehouseReason };

export const warehouse = (tenantId: number | string): Scope => {
  const id = Number(tenantId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Not a warehouse id: ${String(tenantId)}`);
  return { warehouse: id };
};
export const NO_WAREHOUSE: Scope = { warehouse: null };
export const everyWarehouse = (reason: EveryWarehouseReason): Scope => ({ everyWarehouse: reason });

/** A scope as a string (two equal scopes, one string): a transaction switches only when it changes. */
export const scopeKey = (scope: Scope): string => ('everyWarehouse' in scope ? '*' : String(scope.warehouse ?? ''));

/**
 * Switches an open transaction to APP_ROLE and `scope` (both end with the transaction; `set_config`
 * with `is_local` is SET LOCAL). Called again in the same transaction, it changes the scope.
 */
export const enterScope = async (trx: Kysely<any>, scope: Scope): Promise<void> => {
  await scopeQuery(scope).execute(trx);
};

/** The statement that switches a transaction to APP_ROLE and `scope`. */
const scopeQuery = (scope: Scope) => {
  const all = 'everyWarehouse' in scope;
  const tenant = all || scope.warehouse === null ? '' : String(scope.warehouse);
  return sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${tenant}, true), set_config('app.all_tenants', ${all ? 'on' : 'off'}, true)`;
};

/**
 * The text of a script (Database.script) that runs `statements` as APP_ROLE in `scope`: the switch
 * comes first and lasts until the script's implicit transaction ends. Each statement is planned
 * after the one before it ran, so the row-level security of every statement after the switch is
 * the role's. Its results: the switch's, then one per statement.
 */
export const scopedScript = (scope: Scope, statements: RawBuilder<unknown>[]): string => [scopeQuery(scope), ...statements].map(textOf).join(';\n');

/** Runs `work` in a transaction of its own, as APP_ROLE in `scope`. */
export const inScope = <T>(db: Kysely<any>, scope: Scope, work: (trx: Kysely<any>) => Promise<T>): Promise<T> =>
  db.transaction().execute(async (trx) => {
    await enterScope(trx, scope);
    return work(trx);
  });

/** Runs `work` in a transaction that sees one warehouse's rows only (a request's). */
export const inWarehouse = <T>(db: Kysely<any>, tenantId: number | string, work: (trx: Kysely<any>) => Promise<T>): Promise<T> => inScope(db, warehouse(tenantId), work);
