// The demo store cut into the parts a persistence saves: the global parts and one part per
// warehouse collection. A mutation rewrites only the parts it changed (mocks/db.ts).
import type { DbState, TenantData } from '../types';
import { emptyTenantData } from '../seed';

/**
 * One saved part of the store and its value: a global part (`version`, `users`, `tenants`, `roles`,
 * `sessions`, `seq`) or one warehouse's collection, `t:<tenantId>:<collection>` (e.g.
 * `t:1:complaints`). `value` undefined: the part is gone (the key is deleted).
 */
export interface StoreChange {
  key: string;
  value: unknown;
  /**
   * For a warehouse collection whose rows the store tracked (mocks/db.ts, with a persistence that
   * diffs rows): the only rows that may differ from what was written. Absent: compare every row.
   */
  rows?: RowHint;
}

/** The rows of a warehouse collection a change may have altered. */
export interface RowHint {
  /** Rows set, changed, or possibly changed in place (a field holding an object or array was read). */
  rows: Set<object>;
  /** A row was put over another or the length shortened (a splice, a sort): rows may have been removed. Rows pushed are in `rows`. */
  reshaped: boolean;
}

export const GLOBAL_PARTS = ['version', 'users', 'tenants', 'roles', 'sessions', 'seq'] as const;
type GlobalPart = (typeof GLOBAL_PARTS)[number];
export const isGlobalPart = (key: string): key is GlobalPart => (GLOBAL_PARTS as readonly string[]).includes(key);

export const tenantKey = (tenantId: string, collection: string) => `t:${tenantId}:${collection}`;
const TENANT_KEY = /^t:([^:]+):(.+)$/;

/** Every key of the state: the global parts and each warehouse's collections. */
export const storeKeys = (state: DbState): string[] => [
  ...GLOBAL_PARTS,
  ...Object.entries(state.data).flatMap(([id, t]) => Object.keys(t).map((c) => tenantKey(id, c))),
];

/** The current value of one part; undefined for a part the state does not have. */
export const partOf = (state: DbState, key: string): unknown => {
  if (isGlobalPart(key)) return state[key];
  const m = TENANT_KEY.exec(key);
  return m ? (state.data[m[1]] as unknown as Record<string, unknown> | undefined)?.[m[2]] : undefined;
};

/** The whole state as changes (the seed written at first start). */
export const allChanges = (state: DbState): StoreChange[] => storeKeys(state).map((key) => ({ key, value: partOf(state, key) }));

/**
 * Puts one saved part into the state (a load, another tab's change, a rollback). A warehouse
 * collection that is gone becomes empty; an unknown key is ignored.
 */
export const applyChange = (state: DbState, { key, value }: StoreChange) => {
  if (isGlobalPart(key)) {
    if (value !== undefined) (state as unknown as Record<string, unknown>)[key] = value;
    return;
  }
  const m = TENANT_KEY.exec(key);
  if (!m) return;
  const [, id, collection] = m;
  if (value === undefined && !state.data[id]) return;
  const t = (state.data[id] ??= emptyTenantData()) as unknown as Record<string, unknown>;
  t[collection] = value ?? (emptyTenantData() as unknown as Record<string, unknown>)[collection] ?? [];
};

/** The state from its saved parts; null when nothing was saved (no `version`). */
export const stateFromChanges = (changes: StoreChange[]): DbState | null => {
  if (!changes.some((c) => c.key === 'version' && c.value !== undefined)) return null;
  const state: DbState = { version: 0, users: [], tenants: [], roles: [], sessions: {}, data: {}, seq: {} };
  for (const change of changes) applyChange(state, change);
  return state;
};

/** The keys of a warehouse's collections (a warehouse's data added or removed as a whole). */
export const tenantKeys = (tenantId: string, t: TenantData | undefined): string[] =>
  Object.keys(t ?? emptyTenantData()).map((c) => tenantKey(tenantId, c));
