// The store's persistence on SQL (mocks/db.ts `Persistence`): the same handlers and rules as the
// browser demo, with every row of every collection kept in its own table (server/db/tables.ts) and
// each mutation written in one transaction before its call is answered (`commit` in
// mocks/handlers/util.ts waits for it; a refused write rolls the change back and answers 507).
//
// A change arrives as the parts it touched (a whole collection); only the rows that differ from
// what was last written are upserted or deleted, so a change costs its own rows, not the table.
//
// Every transaction here runs as the server's role under row-level security (server/db/tenancy.ts):
// a warehouse's part is written and read with that warehouse set, so a row of another warehouse is
// refused by the database; only the whole-database load, the `users` part and `clear` name the
// every-warehouse policy.
import { hash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { currentPart, pendingRow, type Persistence, type RowHint, type StoreChange } from '../../mocks/db';
import type { DbState } from '../../mocks/types';
import { emptyTenantData } from '../../mocks/seed';
import { DERIVED_TENANT_TABLES, GLOBAL_TABLES, isGlobalCollection, isTenantCollection, TENANT_TABLES } from './tables';
import { textOf } from './script';
import type { Database } from './database';
import { enterScope, everyWarehouse, inScope, NO_WAREHOUSE, scopeKey, warehouse, type Scope } from './tenancy';
import { beginReadCheck, endedBetween, endReadCheck, parseSnapshot, type Snapshot } from './readCheck';

/** Rows per INSERT (3 parameters each, well under PostgreSQL's 65,535). */
const BATCH = 1000;

/** A part's rows by their key (id, token or counter name): a fingerprint of each one's JSON as last written. */
type RowPrints = Map<string, string>;

interface Target {
  table: string;
  /** The tenant of a warehouse part; undefined for a global one. */
  tenantId?: number;
}

const TENANT_PART = /^t:(\d+):(.+)$/;

/** Where a part goes; null for a part this store does not keep (an unknown collection). */
const targetOf = (key: string): Target | null => {
  if (isGlobalCollection(key)) return { table: GLOBAL_TABLES[key] };
  const m = TENANT_PART.exec(key);
  if (m && isTenantCollection(m[2])) return { table: TENANT_TABLES[m[2]], tenantId: Number(m[1]) };
  return null;
};

/**
 * What a part's transaction may see: a warehouse's part, that warehouse; the `users` part (the users
 * of every warehouse, and the super admins), every warehouse; the other global parts live in
 * tables without `tenant_id`.
 */
const scopeOfPart = (key: string): Scope => {
  if (key === 'users') return everyWarehouse('users');
  const m = TENANT_PART.exec(key);
  return m ? warehouse(m[1]) : NO_WAREHOUSE;
};

/** Switches `trx` to each part's scope in turn, only when it changes. */
const scopeSwitcher = (trx: Kysely<any>, initial: Scope | null = null) => {
  let current = initial ? scopeKey(initial) : null;
  return async (part: string) => {
    const scope = scopeOfPart(part);
    if (scopeKey(scope) === current) return;
    await enterScope(trx, scope);
    current = scopeKey(scope);
  };
};

/** A part's value as rows by key. */
const rowsOf = (key: string, value: unknown): Map<string, unknown> => {
  const rows = new Map<string, unknown>();
  if (value === undefined || value === null) return rows;
  if (key === 'sessions' || key === 'seq') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (key === 'seq' || (v && typeof v === 'object')) rows.set(k, v);
    return rows;
  }
  if (key === 'version') return rows.set('version', value);
  for (const row of value as { id: number }[]) rows.set(String(row.id), row);
  return rows;
};

const jsonb = (text: string) => sql`cast(${text}::text as jsonb)`;

const ROW_TRACKING_CHECK = process.env.ROW_TRACKING_CHECK === '1';

/**
 * What `saved` keeps of a row's JSON: its SHA-1 (28 characters), not the text. The texts of
 * 1,000,000 complaints were about half the server's heap, and every young-generation collection
 * costs in proportion to the heap (docs/scaling.md). A changed row whose fingerprint stays the same
 * would need a SHA-1 collision. ROW_TRACKING_CHECK keeps the texts, which its check compares.
 */
const printOf = ROW_TRACKING_CHECK ? (text: string) => text : (text: string) => hash('sha1', text, 'base64');

type Upsert = [rowKey: string, text: string, row: unknown, print: string];
interface RowsDiff {
  upserts: Upsert[];
  deletes: string[];
}
/** What a written part becomes in `saved`: all its rows anew, or some rows changed (null: deleted). */
interface SavedUpdate {
  replace?: RowPrints;
  delta?: Map<string, string | null>;
}

/** Every row of a part compared with what was last written: the rows to write and to delete, and the part's rows as written after. */
const fullDiff = (before: RowPrints, key: string, value: unknown): { diff: RowsDiff; after: RowPrints } => {
  const after: RowPrints = new Map();
  const upserts: Upsert[] = [];
  for (const [rowKey, row] of rowsOf(key, value)) {
    const text = JSON.stringify(row);
    const print = printOf(text);
    after.set(rowKey, print);
    if (before.get(rowKey) !== print) upserts.push([rowKey, text, row, print]);
  }
  return { diff: { upserts, deletes: [...before.keys()].filter((k) => !after.has(k)) }, after };
};

/**
 * Only the rows the store tracked (mocks/db.ts RowHint) compared with what was last written; when
 * the collection changed shape, also every row whose id was not written before and every written
 * id no longer there (ids only: nothing serialised for the rows that stayed).
 */
const hintedDiff = (before: RowPrints, rows: { id: number }[], hint: RowHint): RowsDiff => {
  const upserts: Upsert[] = [];
  const done = new Set<string>();
  const consider = (row: { id: number }) => {
    const rowKey = String(row.id);
    if (done.has(rowKey)) return;
    done.add(rowKey);
    const text = JSON.stringify(row);
    const print = printOf(text);
    if (before.get(rowKey) !== print) upserts.push([rowKey, text, row, print]);
  };
  let deletes: string[] = [];
  let byId: Map<string, { id: number }> | null = null;
  if (hint.reshaped) {
    byId = new Map(rows.map((row) => [String(row.id), row]));
    for (const [rowKey, row] of byId) if (!before.has(rowKey)) consider(row);
    deletes = [...before.keys()].filter((k) => !byId!.has(k));
  }
  for (const row of hint.rows as Set<{ id: number }>) {
    // After a change of shape a tracked row may be gone, or replaced by another object of its id.
    const present = byId ? byId.get(String(row.id)) : row;
    if (present) consider(present);
  }
  return { upserts, deletes };
};

/** ROW_TRACKING_CHECK: a change the whole comparison finds and the tracked rows did not is an error (the write fails). `before` holds texts then (printOf). */
const checkTracking = (key: string, before: RowPrints, full: RowsDiff, hinted: RowsDiff) => {
  const written = new Map(hinted.upserts.map(([k, text]) => [k, text]));
  // A row whose text differs only in the order of its keys (as read back from jsonb) has not changed.
  const changed = (k: string, text: string) => !before.has(k) || !isDeepStrictEqual(JSON.parse(before.get(k)!), JSON.parse(text));
  const missed = full.upserts.filter(([k, text]) => written.get(k) !== text && changed(k, text) && !pendingRow(key, k)).map(([k]) => k);
  const deleted = new Set(hinted.deletes);
  const kept = full.deletes.filter((k) => !deleted.has(k) && !pendingRow(key, k, true));
  if (missed.length || kept.length) throw new Error(`Row tracking missed changes of ${key}: rows ${[...missed, ...kept].join(', ')}`);
};


const chunks = <T,>(xs: T[], size = BATCH): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
};

export interface SqlStore extends Persistence {
  /** The state as loaded at start (read once), or null for an empty database. Throws when it was saved by another data version. */
  preload: (expectedVersion: number) => Promise<DbState | null>;
  /** Brings the store up to date with what other processes wrote (nothing to do for a database only this process opens). */
  sync: () => Promise<void>;
  /**
   * Runs `change` (a request that may write) alone: one at a time in this process and, on a shared
   * database, in all processes (a transaction-scoped advisory lock), after a `sync`. So what a rule
   * checks in the store (the stock left, the last invoice number) is what the database holds when
   * its change is written.
   */
  exclusive: <T>(change: () => Promise<T>) => Promise<T>;
  /**
   * Answers `request`, a read, by `answer` with every write committed before it arrived, in any
   * process: the lists `answer` reads ask in their own round trip whether anything newer was
   * written (server/db/readCheck.ts), a read without one asks after it (a `sync`); when something
   * was, the store catches up and `answer` runs again.
   */
  read: <T>(request: Request, answer: () => Promise<T>) => Promise<T>;
}

export interface SqlStoreOptions {
  /** Other processes may open the same database (PostgreSQL): log each change and follow theirs. */
  shared: boolean;
  /** The database's one-round-trip call (Database.script): the check every read makes goes through it. */
  script?: Database['script'];
}

/** The advisory lock every writing request of every process takes (any fixed number; this one spells "SDSK"). */
const WRITE_LOCK = 0x5344534b;

/** A part's rows replaced, added or removed by another process's change (`rows`: row key to the new row, or null when deleted). */
const merged = (key: string, current: unknown, rows: Map<string, unknown>): unknown => {
  if (key === 'sessions' || key === 'seq') {
    const next = { ...((current as Record<string, unknown>) ?? {}) };
    for (const [k, v] of rows) {
      if (v === null) delete next[k];
      else next[k] = v;
    }
    return next;
  }
  const byId = new Map(((current as { id: number }[]) ?? []).map((r) => [String(r.id), r as unknown]));
  for (const [k, v] of rows) {
    if (v === null) byId.delete(k);
    else byId.set(k, v);
  }
  // Rows are kept in id order, as they were written.
  return [...byId.values()].sort((a, b) => (a as { id: number }).id - (b as { id: number }).id);
};

export const sqlStore = (db: Kysely<any>, { shared, script }: SqlStoreOptions = { shared: false }): SqlStore => {
  const saved = new Map<string, RowPrints>();
  let preloaded: DbState | null | undefined;
  // The last change_log entry this store has applied (its own included), and its own not yet passed by a sync.
  let seen = 0;
  const own = new Set<number>();
  let onRemote: ((changes: StoreChange[]) => void) | null = null;
  const current = currentPart;
  // This process's writing requests, one after the other.
  let queue: Promise<unknown> = Promise.resolve();

  /** The rows of `part` with these keys as the database holds them now (absent: deleted). */
  const fetchRows = async (trx: Kysely<any>, part: string, keys: string[]): Promise<Map<string, unknown>> => {
    const found = new Map<string, unknown>(keys.map((k) => [k, null]));
    if (part === 'sessions') {
      for (const r of await trx.selectFrom('sessions').select(['token', 'doc']).where('token', 'in', keys).execute()) found.set(r.token, r.doc);
    } else if (part === 'seq') {
      for (const r of await trx.selectFrom('id_counters').select(['collection', 'value']).where('collection', 'in', keys).execute()) found.set(r.collection, Number(r.value));
    } else {
      const target = targetOf(part);
      if (!target) return new Map();
      let q = trx.selectFrom(target.table).select(['id', 'doc']).where('id', 'in', keys.map(Number));
      if (target.tenantId !== undefined) q = q.where('tenant_id', '=', target.tenantId);
      for (const r of await q.execute()) found.set(String(r.id), r.doc);
    }
    return found;
  };

  // The snapshot of the last catch-up, the one it read the log in: every transaction it says had
  // committed is in the memory (server/db/readCheck.ts). Null when not known (none yet, or a
  // catch-up failed): reads then catch up first.
  let settled: Snapshot | null = null;
  const catchUp = async () => {
    if (!onRemote) return;
    // Most requests find nothing new: one statement says so, without a transaction and its role and
    // warehouse settings (the log holds part names and row keys, no warehouse's data), and gives the
    // snapshot it read in.
    // Through the simple protocol when it can (one message to write, nothing to parse twice).
    const newerQuery = sql<{ snapshot: string; newer: unknown }>`select pg_current_snapshot()::text as snapshot, (select seq from change_log where seq > ${seen} limit 1) as newer`;
    settled = null;
    const first = (script ? (await script(textOf(newerQuery)))[0].rows[0] : (await newerQuery.execute(db)).rows[0]) as { snapshot: string; newer: unknown };
    if (first.newer === null) {
      settled = parseSnapshot(first.snapshot);
      return;
    }
    // One transaction: the log with the snapshot it was read in (every write that snapshot says had
    // committed is in it), then each part's rows with its warehouse set.
    const found = await inScope(db, NO_WAREHOUSE, async (trx) => {
      const log = await trx
        .selectFrom('change_log')
        .select(['seq', 'part', 'row_key', sql<string>`pg_current_snapshot()::text`.as('snapshot')])
        .where('seq', '>', seen)
        .orderBy('seq')
        .execute();
      // The entries the first statement saw are committed: an empty log here leaves the snapshot unknown.
      const snapshot = log[0]?.snapshot ?? null;
      if (!log.length) return { snapshot, log, parts: [] };
      const byPart = new Map<string, Set<string>>();
      for (const r of log) {
        if (own.has(Number(r.seq))) continue;
        let keys = byPart.get(r.part);
        if (!keys) byPart.set(r.part, (keys = new Set()));
        keys.add(r.row_key);
      }
      const enter = scopeSwitcher(trx, NO_WAREHOUSE);
      const parts: [string, Map<string, unknown>][] = [];
      for (const [part, keys] of byPart) {
        await enter(part);
        parts.push([part, await fetchRows(trx, part, [...keys])]);
      }
      return { snapshot, log, parts };
    });
    const { snapshot, log, parts } = found;
    for (const r of log) own.delete(Number(r.seq));
    const changes: StoreChange[] = [];
    for (const [part, rows] of parts) {
      if (!rows.size) continue;
      changes.push({ key: part, value: merged(part, current(part), rows) });
      const known = saved.get(part) ?? new Map<string, string>();
      for (const [k, v] of rows) {
        if (v === null) known.delete(k);
        else known.set(k, printOf(JSON.stringify(v)));
      }
      saved.set(part, known);
    }
    if (log.length) seen = Number(log[log.length - 1].seq);
    if (changes.length) onRemote(changes);
    settled = snapshot === null ? null : parseSnapshot(snapshot);
  };

  // Catch-ups run one after the other: two at once would each read the same entries, and the
  // second would no longer know the first one's own ones. A request needs a check sent after it
  // arrived (to see every write committed before it): while one is in flight, every request that
  // comes shares the one queued behind it. Under load that is one check per round trip, not one per
  // request each waiting for all those before it.
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const startCatchUp = (): Promise<void> => {
    const run: Promise<void> = catchUp().finally(() => {
      if (inFlight === run) inFlight = null;
    });
    inFlight = run;
    return run;
  };
  const sync = (): Promise<void> => {
    if (!shared) return Promise.resolve();
    if (queued) return queued;
    if (!inFlight) return startCatchUp();
    const next: Promise<void> = inFlight
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return startCatchUp();
      });
    queued = next;
    return next;
  };

  const writeRows = async (trx: Kysely<any>, key: string, value: unknown, next: Map<string, SavedUpdate>, hint?: RowHint) => {
    const before = saved.get(key) ?? new Map<string, string>();
    let upserts: Upsert[];
    let deletes: string[];
    if (hint && Array.isArray(value)) {
      ({ upserts, deletes } = hintedDiff(before, value as { id: number }[], hint));
      if (ROW_TRACKING_CHECK) checkTracking(key, before, fullDiff(before, key, value).diff, { upserts, deletes });
      const delta = new Map<string, string | null>(upserts.map(([k, , , print]) => [k, print]));
      for (const k of deletes) delta.set(k, null);
      next.set(key, { delta });
    } else {
      const full = fullDiff(before, key, value);
      ({ upserts, deletes } = full.diff);
      next.set(key, { replace: full.after });
    }
    // Which rows changed, for the other processes on the same database (`sync`).
    if (shared && key !== 'version')
      for (const part of chunks([...upserts.map(([k]) => k), ...deletes])) {
        const logged = await trx.insertInto('change_log').values(part.map((rowKey) => ({ part: key, row_key: rowKey }))).returning('seq').execute();
        // Known as this store's own before the commit makes them visible, so a `sync` running
        // meanwhile (a read) never takes this change for another process's and applies it over
        // the memory its handler is still changing. Numbers of a change rolled back never appear.
        for (const r of logged) own.add(Number(r.seq));
      }
    if (key === 'version') {
      if (upserts.length)
        await trx.insertInto('meta').values({ key: 'version', value: jsonb(upserts[0][1]) }).onConflict((oc) => oc.column('key').doUpdateSet({ value: sql.ref('excluded.value') })).execute();
      return;
    }
    if (key === 'seq') {
      for (const part of chunks(deletes)) await trx.deleteFrom('id_counters').where('collection', 'in', part).execute();
      for (const part of chunks(upserts))
        await trx.insertInto('id_counters').values(part.map(([k, , v]) => ({ collection: k, value: Number(v) }))).onConflict((oc) => oc.column('collection').doUpdateSet({ value: sql.ref('excluded.value') })).execute();
      return;
    }
    if (key === 'sessions') {
      for (const part of chunks(deletes)) await trx.deleteFrom('sessions').where('token', 'in', part).execute();
      for (const part of chunks(upserts))
        await trx.insertInto('sessions').values(part.map(([k, text]) => ({ token: k, doc: jsonb(text) }))).onConflict((oc) => oc.column('token').doUpdateSet({ doc: sql.ref('excluded.doc') })).execute();
      return;
    }
    const target = targetOf(key);
    if (!target) return;
    const { table, tenantId } = target;
    const keyColumns = tenantId === undefined ? ['id'] : ['tenant_id', 'id'];
    for (const part of chunks(deletes)) {
      let q = trx.deleteFrom(table).where('id', 'in', part.map(Number));
      if (tenantId !== undefined) q = q.where('tenant_id', '=', tenantId);
      await q.execute();
    }
    for (const part of chunks(upserts))
      await trx
        .insertInto(table)
        .values(part.map(([k, text]) => ({ ...(tenantId === undefined ? {} : { tenant_id: tenantId }), id: Number(k), doc: jsonb(text) })))
        .onConflict((oc) => oc.columns(keyColumns as never).doUpdateSet({ doc: sql.ref('excluded.doc') }))
        .execute();
  };

  /** The whole database (in a transaction that sees every warehouse), and the JSON of its parts. */
  const readAll = async (trx: Kysely<any>): Promise<{ state: DbState; next: Map<string, RowPrints> } | null> => {
    const version = await trx.selectFrom('meta').select('value').where('key', '=', 'version').executeTakeFirst();
    if (!version) return null;
    const state: DbState = { version: Number(version.value), users: [], tenants: [], roles: [], sessions: {}, data: {}, seq: {} };
    const next = new Map<string, RowPrints>();
    const remember = (key: string, rowKey: string, row: unknown) => {
      let rows = next.get(key);
      if (!rows) next.set(key, (rows = new Map()));
      rows.set(rowKey, printOf(JSON.stringify(row)));
    };
    remember('version', 'version', state.version);
    for (const name of Object.keys(GLOBAL_TABLES) as (keyof typeof GLOBAL_TABLES)[]) {
      const rows = await trx.selectFrom(GLOBAL_TABLES[name]).select('doc').orderBy('id').execute();
      state[name] = rows.map((r) => r.doc);
      for (const r of rows) remember(name, String(r.doc.id), r.doc);
    }
    for (const r of await trx.selectFrom('sessions').select(['token', 'doc']).execute()) {
      state.sessions[r.token] = r.doc;
      remember('sessions', r.token, r.doc);
    }
    for (const r of await trx.selectFrom('id_counters').select(['collection', 'value']).execute()) {
      state.seq[r.collection] = Number(r.value);
      remember('seq', r.collection, Number(r.value));
    }
    for (const tenant of state.tenants) state.data[String(tenant.id)] = emptyTenantData();
    for (const [collection, table] of Object.entries(TENANT_TABLES)) {
      const rows = await trx.selectFrom(table).select(['tenant_id', 'doc']).orderBy('tenant_id').orderBy('id').execute();
      for (const r of rows) {
        const tid = String(r.tenant_id);
        const data = (state.data[tid] ??= emptyTenantData()) as unknown as Record<string, unknown[]>;
        data[collection].push(r.doc);
        remember(`t:${tid}:${collection}`, String(r.doc.id), r.doc);
      }
    }
    return { state, next };
  };

  /** The whole database as the store's state, remembered as what was last written. */
  const loadAll = async (readSeen: boolean): Promise<DbState | null> => {
    const all = await inScope(db, everyWarehouse('load'), async (trx) => {
      // Read before the data: a change logged meanwhile is applied again by the first sync (harmless).
      if (readSeen) seen = Number((await trx.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst())?.seq ?? 0);
      return readAll(trx);
    });
    if (!all) return null;
    saved.clear();
    for (const [k, v] of all.next) saved.set(k, v);
    return all.state;
  };

  return {
    preload: async (expectedVersion) => {
      const state = await loadAll(shared);
      if (state && state.version !== expectedVersion)
        throw new Error(`The database holds data of version ${state.version}; this server reads version ${expectedVersion}. Nothing was changed.`);
      preloaded = state;
      return state;
    },
    load: async () => {
      // The first load is attachPersistence's, right after preload: the same state, not read twice.
      if (preloaded !== undefined) {
        const state = preloaded;
        preloaded = undefined;
        return state;
      }
      return loadAll(false);
    },
    write: async (changes: StoreChange[]) => {
      const next = new Map<string, SavedUpdate>();
      await db.transaction().execute(async (trx) => {
        // Each part with its own warehouse set: the policies' WITH CHECK refuses a row of another.
        const enter = scopeSwitcher(trx);
        for (const { key, value, rows } of changes) {
          await enter(key);
          await writeRows(trx, key, value, next, rows);
        }
      });
      for (const [k, update] of next) {
        if (update.replace) {
          saved.set(k, update.replace);
          continue;
        }
        let known = saved.get(k);
        if (!known) saved.set(k, (known = new Map()));
        for (const [rowKey, text] of update.delta ?? []) {
          if (text === null) known.delete(rowKey);
          else known.set(rowKey, text);
        }
      }
    },
    // A refused write here is the database's refusal (a constraint, a lost connection), not a browser's full storage.
    notSavedKey: 'serverText.notSavedServer',
    // writeRows compares each row with `saved`: the store need not compare whole parts first.
    diffsRows: true,
    subscribe: (listener) => {
      onRemote = listener;
      return () => {
        onRemote = null;
      };
    },
    sync,
    read: async <T,>(request: Request, answer: () => Promise<T>): Promise<T> => {
      if (!shared) return answer();
      const base = settled;
      if (!base) {
        await sync();
        return answer();
      }
      const check = beginReadCheck(request);
      let outcome: { value: T } | { error: unknown };
      try {
        outcome = { value: await answer() };
      } catch (error) {
        outcome = { error };
      }
      endReadCheck(request);
      // The answer stands when no transaction ended between the catch-up the memory was complete
      // at and the read's list; without a list, when a check sent now (after the request arrived)
      // finds the same.
      const after = check.snapshot ?? (await sync(), settled);
      if (after && !endedBetween(base, after)) {
        if ('error' in outcome) throw outcome.error;
        return outcome.value;
      }
      await sync();
      return answer();
    },
    exclusive: <T,>(change: () => Promise<T>): Promise<T> => {
      const run = queue.then(() =>
        shared
          ? db.transaction().execute(async (trx) => {
              await sql`select pg_advisory_xact_lock(${WRITE_LOCK})`.execute(trx);
              await sync();
              return change();
            })
          : change(),
      );
      queue = run.catch(() => undefined);
      return run;
    },
    clear: async () => {
      await inScope(db, everyWarehouse('clear'), async (trx) => {
        for (const table of [...Object.values(TENANT_TABLES), ...DERIVED_TENANT_TABLES, 'sessions', 'users', 'roles', 'tenants', 'id_counters', 'meta']) await trx.deleteFrom(table).execute();
      });
      saved.clear();
    },
  };
};
