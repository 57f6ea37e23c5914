// The demo backend's store: global users/tenants/roles/sessions, and one TenantData per warehouse.
import type { Complaint, DbState, TenantData } from './types';
import type { ListPage, ListRequest } from '../src/domain/listQuery';
import { createSeed, DB_VERSION, emptyTenantData, type SeedOptions } from './seed';
import { allChanges, applyChange, isGlobalPart, partOf, storeKeys, tenantKey, tenantKeys, type RowHint, type StoreChange } from './persistence/parts';
import type { RefusalKey } from '../src/domain/refusal';

export type { RowHint, StoreChange } from './persistence/parts';

/** Every change is also compared whole by the persistence, which fails a write whose tracked rows missed one (tests). */
const ROW_TRACKING_CHECK = typeof process !== 'undefined' && process.env?.ROW_TRACKING_CHECK === '1';

/**
 * Where the demo store is kept between runs: IndexedDB in the browser (mocks/persistence/indexedDb.ts),
 * a JSON file for `npm run demo:server`; Node tests and benchmarks attach none (memory only).
 * The store is saved in parts (mocks/persistence/parts.ts: `version`, `users`, `tenants`, `roles`,
 * `sessions`, `seq` and `t:<tenantId>:<collection>`), and each mutation writes only the parts it changed.
 */
export interface Persistence {
  /** Everything saved, or null when nothing is. Data saved under another DB_VERSION is replaced by the seed. Rejects when the storage cannot be read. */
  load(): Promise<DbState | null>;
  /** Saves these parts all or none (value undefined deletes the part); rejects when it could not (storage full or unavailable): the change is then rolled back and the call answers 507. */
  write(changes: StoreChange[]): Promise<void>;
  /** Removes everything saved. */
  clear(): Promise<void>;
  /** The `serverText.*` key a refused write answers with (507); default: the browser's storage is full or unavailable. */
  notSavedKey?: RefusalKey;
  /**
   * `write` compares each row of a part with what it last wrote and writes only the rows that differ
   * (the server's SQL): the store then hands it every touched part as it is, without first comparing
   * whole parts with a copy of each as last saved (a second serialisation of every touched collection
   * per change, and a copy of the whole store kept in memory).
   */
  diffsRows?: boolean;
  /** Calls `onRemoteChange` with the parts another writer (another browser tab) saved; returns the unsubscribe. */
  subscribe?(onRemoteChange: (changes: StoreChange[]) => void): () => void;
  /**
   * Runs `change` (a request that may write) as the only writer of the storage (other browser tabs
   * wait), once the parts the others saved since are in the store (through `subscribe`'s listener),
   * so the rules and ids it uses are what is saved and its write overwrites nobody's (issue 28).
   */
  exclusive?<T>(change: () => Promise<T>): Promise<T>;
}

/** Lists a store answers itself instead of from the rows in memory (the server's SQL; docs/architecture.md). */
export interface ListReader {
  /**
   * The complaint list (collection 'complaints'): as `rows`, but ties of a sort keep id order oldest
   * first and a sort reads the complaint columns' indexes, as the list in memory does
   * (mocks/handlers/complaintList.ts).
   */
  complaints(tenantId: string, request: ListRequest, caller?: Request): Promise<ListPage<Complaint>>;
  /**
   * One page of a warehouse's collection as `request` asks (mocks/lists.ts: the same meaning as `listInMemory`).
   * `caller`: the HTTP request the page answers, which a reader may use to say in the same round
   * trip whether its memory was up to date (the server's, docs/scaling.md).
   */
  rows<T>(tenantId: string, request: ListRequest, caller?: Request): Promise<ListPage<T>>;
}

/** A write that failed: the change was rolled back (mocks/handlers/util.ts `commit` answers 507). */
export class StoreWriteError extends Error {
  constructor(readonly cause: unknown) {
    super('The demo store could not be saved');
  }
}

let persistence: Persistence | null = null;
let unsubscribe: (() => void) | null = null;
let seedOptions: SeedOptions = {};
// Seeded on first use: in the browser the stored demo data usually replaces it at once.
let seeded: DbState | null = null;
const current = (): DbState => (seeded ??= createSeed(seedOptions));
// Moves on every committed mutation and every new state, so indexes built from the data (the
// complaint list's) know when to rebuild.
let version = 0;

// Only while a persistence is attached: the parts read or written since the last save (a superset
// of the changed ones), and the JSON of each part as last saved, so only the parts that really
// changed are written (every call reads users and sessions; a list reads its collection).
const touched = new Set<string>();
const savedJson = new Map<string, string>();
// The state as it was at start when the storage could not be read or written then: what a failed
// write rolls back to (otherwise the saved parts are read back).
let baseline: DbState | null = null;
// Writes run one after the other, in the order of the mutations.
let writing: Promise<unknown> = Promise.resolve();
const remoteListeners = new Set<(keys: string[]) => void>();

// Proxies that note which parts a handler touches: the state's global parts, and each warehouse's
// collections (`ctx.t.complaints`). Rows are not wrapped, so reads cost nothing measurable.
const proxies = new WeakMap<object, object>();
const cached = <T extends object>(target: T, make: () => T): T => {
  let p = proxies.get(target) as T | undefined;
  if (!p) proxies.set(target, (p = make()));
  return p;
};
const touchTenant = (id: string, t: TenantData | undefined) =>
  tenantKeys(id, t).forEach((k) => {
    touched.add(k);
    wholeParts.add(k);
  });

// Row tracking, with a persistence that diffs rows (the server's SQL, `diffsRows`): which rows of each
// warehouse collection a change may have altered, so that only those are compared with what was
// written (a collection of 100,000 complaints serialised whole on every change was most of a
// write's time). A collection read through `ctx.t` is handed out wrapped: its rows come out wrapped
// too, and a row notes itself when a field is set or deleted, or when a field holding an object or
// an array is read (it may be changed in place); the collection notes the rows put into it, and a
// change of its shape that may remove one (a row put over another, a shorter length: a splice, a
// sort), after which every id is compared. Everything stored through the wrappers is
// stored unwrapped. A collection replaced whole, a warehouse added or removed, and the global parts
// are compared whole, as before. `ROW_TRACKING_CHECK` (the api-server tests) compares every touched
// part whole as well and fails a write whose tracked rows missed a change (server/db/sqlStore.ts).
const rowHints = new Map<string, RowHint>();
const wholeParts = new Set<string>();
const rawOf = new WeakMap<object, object>();
const rowTracking = () => persistence?.diffsRows === true;
const isIndex = (prop: string | symbol) => typeof prop === 'string' && prop !== '' && String(Number(prop) >>> 0) === prop;
/** A value as stored: a wrapper's row or collection, unwrapped. */
export const unwrapped = <T,>(value: T): T => ((value && typeof value === 'object' && (rawOf.get(value as object) as T | undefined)) || value);
/** What a set through a wrapper stores: the value unwrapped, and an array of wrapped rows (a `filter` of a collection) as their rows. */
const stored = (value: unknown): unknown => {
  const raw = unwrapped(value);
  return Array.isArray(raw) && raw.some((x) => x !== unwrapped(x)) ? raw.map((x) => unwrapped(x)) : raw;
};

const hintOf = (key: string): RowHint => {
  let hint = rowHints.get(key);
  if (!hint) rowHints.set(key, (hint = { rows: new Set(), reshaped: false }));
  return hint;
};

// One handler per collection (a row's wrapper is only the Proxy), and the wrappers of one save's
// worth of requests: a new map after each save lets them go (a scan of 1,000,000 complaints would
// otherwise keep a wrapper per row for good). A wrapper kept longer still notes its row.
const rowHandlers = new Map<string, ProxyHandler<object>>();
let rowProxies = new WeakMap<object, object>();
const rowHandler = (key: string): ProxyHandler<object> => {
  let handler = rowHandlers.get(key);
  if (handler) return handler;
  const note = (row: object) => hintOf(key).rows.add(row);
  handler = {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (value !== null && typeof value === 'object') note(target);
      return value;
    },
    set(target, prop, value) {
      note(target);
      return Reflect.set(target, prop, stored(value));
    },
    deleteProperty(target, prop) {
      note(target);
      return Reflect.deleteProperty(target, prop);
    },
    defineProperty(target, prop, descriptor) {
      note(target);
      return Reflect.defineProperty(target, prop, 'value' in descriptor ? { ...descriptor, value: stored(descriptor.value) } : descriptor);
    },
  };
  rowHandlers.set(key, handler);
  return handler;
};

const trackRow = (key: string, row: unknown): unknown => {
  if (row === null || typeof row !== 'object') return row;
  let proxy = rowProxies.get(row);
  if (!proxy) {
    proxy = new Proxy(row, rowHandler(key));
    rowProxies.set(row, proxy);
    rawOf.set(proxy, row);
  }
  return proxy;
};

type Predicate = (row: unknown, index: number, rows: unknown[]) => unknown;
/**
 * The searches of a collection run over its rows as they are, and only the rows they hand back are
 * wrapped: a lookup by id in 100,000 complaints wraps one row, not all of them. Their predicates
 * only read (one that changed a row would not be noted; ROW_TRACKING_CHECK would fail that write).
 */
const searches = (key: string, rows: unknown[]): Record<string, unknown> => ({
  find: (predicate: Predicate, self?: unknown) => trackRow(key, rows.find(predicate, self)),
  filter: (predicate: Predicate, self?: unknown) => rows.filter(predicate, self).map((row) => trackRow(key, row)),
  findIndex: (predicate: Predicate, self?: unknown) => rows.findIndex(predicate, self),
  some: (predicate: Predicate, self?: unknown) => rows.some(predicate, self),
  every: (predicate: Predicate, self?: unknown) => rows.every(predicate, self),
  indexOf: (row: unknown, from?: number) => rows.indexOf(unwrapped(row), from),
  includes: (row: unknown, from?: number) => rows.includes(unwrapped(row), from),
});
const SEARCHES = new Set(['find', 'filter', 'findIndex', 'some', 'every', 'indexOf', 'includes']);

const trackRows = (key: string, rows: unknown[]): unknown[] =>
  cached(rows, () => {
    let fast: Record<string, unknown> | null = null;
    const proxy = new Proxy(rows, {
      get(target, prop, receiver) {
        if (typeof prop === 'string' && SEARCHES.has(prop)) return (fast ??= searches(key, target))[prop];
        const value = Reflect.get(target, prop, receiver);
        return isIndex(prop) ? trackRow(key, value) : value;
      },
      set(target, prop, value) {
        const raw = unwrapped(value);
        // A row put past the end (a push) is only added; one put over a row, or a shorter length, may remove one.
        if (isIndex(prop) ? Number(prop) < target.length : prop === 'length' && Number(raw) < target.length) hintOf(key).reshaped = true;
        if (isIndex(prop) && raw !== null && typeof raw === 'object') hintOf(key).rows.add(raw as object);
        return Reflect.set(target, prop, raw);
      },
      deleteProperty(target, prop) {
        hintOf(key).reshaped = true;
        return Reflect.deleteProperty(target, prop);
      },
      defineProperty(target, prop, descriptor) {
        hintOf(key).reshaped = true;
        return Reflect.defineProperty(target, prop, 'value' in descriptor ? { ...descriptor, value: unwrapped(descriptor.value) } : descriptor);
      },
    });
    rawOf.set(proxy, rows);
    return proxy;
  });

const trackTenant = (id: string, t: TenantData): TenantData =>
  cached(t, () => new Proxy(t, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop === 'string' && Object.hasOwn(target, prop)) {
        const key = tenantKey(id, prop);
        touched.add(key);
        if (rowTracking() && Array.isArray(value)) return trackRows(key, value);
      }
      return value;
    },
    set(target, prop, value) {
      if (typeof prop === 'string') {
        touched.add(tenantKey(id, prop));
        wholeParts.add(tenantKey(id, prop));
      }
      return Reflect.set(target, prop, stored(value));
    },
  }));

const trackData = (data: DbState['data']): DbState['data'] =>
  cached(data, () => new Proxy(data, {
    get(target, prop, receiver) {
      const t = Reflect.get(target, prop, receiver) as TenantData | undefined;
      return typeof prop === 'string' && t && Object.hasOwn(target, prop) ? trackTenant(prop, t) : t;
    },
    set(target, prop, value, receiver) {
      if (typeof prop === 'string') touchTenant(prop, value as TenantData);
      return Reflect.set(target, prop, value, receiver);
    },
    deleteProperty(target, prop) {
      if (typeof prop === 'string') touchTenant(prop, target[prop]);
      return Reflect.deleteProperty(target, prop);
    },
  }));

const trackState = (state: DbState): DbState =>
  cached(state, () => new Proxy(state, {
    get(target, prop, receiver) {
      if (prop === 'data') return trackData(target.data);
      if (typeof prop === 'string' && isGlobalPart(prop)) touched.add(prop);
      return Reflect.get(target, prop, receiver);
    },
    set(target, prop, value, receiver) {
      if (prop === 'data') for (const [id, t] of Object.entries({ ...target.data, ...(value as DbState['data']) })) touchTenant(id, t);
      else if (typeof prop === 'string') touched.add(prop);
      value = unwrapped(value);
      return Reflect.set(target, prop, value, receiver);
    },
  }));

/** Notes every part of the state as saved (after a load or a full write). */
const rememberSaved = (state: DbState) => {
  savedJson.clear();
  if (persistence?.diffsRows) return;
  for (const key of storeKeys(state)) savedJson.set(key, JSON.stringify(partOf(state, key)));
};

/** Puts the touched parts back as they were last saved (read back, or the start's state). */
const rollback = async (p: Persistence, keys: string[]) => {
  let saved: DbState | null = null;
  try {
    saved = await p.load();
  } catch {
    saved = null;
  }
  saved ??= baseline && structuredClone(baseline);
  if (!saved) return;
  const state = current();
  for (const key of keys) applyChange(state, { key, value: partOf(saved, key) });
  version++;
};

/** Writes the parts touched since the last save that changed; a failed write rolls them back and rejects. */
const saveTouched = (p: Persistence): Promise<void> => {
  const state = current();
  const changes: StoreChange[] = [];
  const json = new Map<string, string>();
  for (const key of touched) {
    const value = partOf(state, key);
    if (p.diffsRows) {
      const hint = wholeParts.has(key) ? undefined : rowHints.get(key);
      // A collection only read (no row noted, its shape kept) has nothing to write.
      if (!wholeParts.has(key) && key.startsWith('t:') && !hint && !ROW_TRACKING_CHECK) continue;
      changes.push(wholeParts.has(key) || !key.startsWith('t:') ? { key, value } : { key, value, rows: hint ?? { rows: new Set(), reshaped: false } });
      continue;
    }
    const text = value === undefined ? undefined : JSON.stringify(value);
    if (savedJson.get(key) === text) continue;
    changes.push({ key, value });
    if (text !== undefined) json.set(key, text);
  }
  touched.clear();
  rowHints.clear();
  wholeParts.clear();
  rowProxies = new WeakMap();
  if (!changes.length) return Promise.resolve();
  // Saves taken and not yet written (ROW_TRACKING_CHECK reads them: `pendingRow`).
  waiting.add(changes);
  const run = writing.then(() => {
    waiting.delete(changes);
    return p.write(changes);
  });
  writing = run.catch(() => undefined);
  return run.then(
    () => {
      for (const { key } of changes) {
        const text = json.get(key);
        if (text === undefined) savedJson.delete(key);
        else savedJson.set(key, text);
      }
    },
    async (error: unknown) => {
      // Sign-ins and token refreshes stay usable without storage: the session is only lost on a reload.
      if (changes.every((c) => c.key === 'sessions')) return console.warn('[demo] could not save the sessions', error);
      console.warn('[demo] could not save the demo data; the change is rolled back', error);
      await rollback(p, changes.map((c) => c.key));
      throw new StoreWriteError(error);
    },
  );
};

/** Another tab's saved parts: into this store, then the console is told to refetch (onRemoteChange). */
const applyRemote = (changes: StoreChange[]) => {
  const state = current();
  for (const change of changes) {
    applyChange(state, change);
    if (persistence?.diffsRows) continue;
    if (change.value === undefined) savedJson.delete(change.key);
    else savedJson.set(change.key, JSON.stringify(change.value));
  }
  version++;
  const keys = changes.map((c) => c.key);
  for (const listener of remoteListeners) listener(keys);
};

let reader: ListReader | null = null;

export const db = {
  /** The store's own list reader, when it has one (the server's SQL); null: lists read the rows in memory. */
  get lists(): ListReader | null {
    return reader;
  },
  get state(): DbState {
    return persistence ? trackState(current()) : current();
  },
  /** What a change the persistence refused answers (mocks/handlers/util.ts `commit`). */
  get notSavedKey(): RefusalKey {
    return persistence?.notSavedKey ?? 'serverText.notSaved';
  },
  get version(): number {
    return version;
  },
  /** The warehouse's data; a tenant created at run time starts empty. */
  tenant(tenantId: string | number): TenantData {
    const key = String(tenantId);
    const state = current();
    if (!state.data[key]) {
      state.data[key] = emptyTenantData();
      if (persistence) touchTenant(key, state.data[key]);
    }
    return persistence ? trackTenant(key, state.data[key]) : state.data[key];
  },
  nextId(collection: string): number {
    const state = current();
    state.seq[collection] = (state.seq[collection] ?? 0) + 1;
    if (persistence) touched.add('seq');
    return state.seq[collection];
  },
  /**
   * Called after every successful mutation: saves the parts it changed. Null without a persistence;
   * else resolves once they are saved, or rolls the change back and rejects with StoreWriteError.
   */
  save(): Promise<void> | null {
    version++;
    return persistence ? saveTouched(persistence) : null;
  },
  /**
   * Runs `change` (a request that may write) through the persistence's `exclusive`: alone among the
   * writers sharing the storage, after catching up with theirs (the browser demo's tabs). Without one, at once.
   */
  exclusive<T>(change: () => Promise<T>): Promise<T> {
    return persistence?.exclusive ? persistence.exclusive(change) : change();
  },
  /** `save` for a change no call waits for (SLA alerts raised while reading): a failure is only logged. */
  persist() {
    db.save()?.catch(() => undefined);
  },
  /**
   * Back to the seed (keeping sessions, access and refresh tokens, so a reset does not sign the user
   * out). With a persistence every part is marked for the next `save` (the reset handler's commit).
   */
  reset(options?: SeedOptions) {
    if (options) seedOptions = options;
    const before = current();
    const state = (seeded = createSeed(seedOptions));
    state.sessions = before.sessions;
    version++;
    // Every part of before and after: one that is gone is deleted.
    if (persistence)
      for (const key of new Set([...savedJson.keys(), ...storeKeys(before), ...storeKeys(state)])) {
        touched.add(key);
        wholeParts.add(key);
      }
  },
  /** Replace the whole state (tests, benchmarks). */
  replace(next: DbState) {
    seeded = next;
    version++;
  },
};

/**
 * Loads the saved store (or saves the seed when nothing usable is saved, e.g. under an older
 * DB_VERSION) and saves every later mutation through `p`. A storage that cannot be read or
 * written leaves the demo running on the seed, every change answering 507.
 */
export const attachPersistence = async (p: Persistence): Promise<void> => {
  detachPersistence();
  persistence = p;
  touched.clear();
  rowHints.clear();
  wholeParts.clear();
  baseline = null;
  let loaded: DbState | null = null;
  try {
    loaded = await p.load();
  } catch (error) {
    console.warn('[demo] could not read the saved demo data', error);
  }
  if (loaded && loaded.version === DB_VERSION) seeded = loaded;
  else {
    const state = current();
    try {
      await p.clear();
      await p.write(allChanges(state));
    } catch (error) {
      console.warn('[demo] could not save the demo data', error);
      baseline = structuredClone(state);
    }
  }
  rememberSaved(current());
  unsubscribe = p.subscribe?.(applyRemote) ?? null;
  version++;
};

/** Lists answered by `r` from now on (null: from memory again). */
export const attachListReader = (r: ListReader | null) => {
  reader = r;
};

/** Back to memory only (tests). */
export const detachPersistence = () => {
  reader = null;
  unsubscribe?.();
  unsubscribe = null;
  persistence = null;
  baseline = null;
  touched.clear();
  rowHints.clear();
  wholeParts.clear();
  savedJson.clear();
};

/**
 * ROW_TRACKING_CHECK: whether a later save holds a row of this part (by id; a deleted one, after a
 * change of shape), or the whole part: one not yet taken, or taken and waiting for the write running.
 * A write finds the rows that requests changed since it was taken (reads run beside writes, and
 * raise SLA alerts) changed too: those are a later write's, not missed.
 */
export const pendingRow = (key: string, rowKey: string, deleted = false): boolean => {
  const holds = (hint: RowHint | undefined) => !!hint && ((deleted && hint.reshaped) || [...hint.rows].some((row) => String((row as { id?: unknown }).id) === rowKey));
  if (wholeParts.has(key) || holds(rowHints.get(key))) return true;
  // The saves taken after the one being written, waiting for it.
  for (const changes of waiting) for (const change of changes) if (change.key === key && (!change.rows || holds(change.rows))) return true;
  return false;
};
const waiting = new Set<StoreChange[]>();

/** A part's current value, read without noting it as touched (a persistence merging another writer's rows into it). */
export const currentPart = (key: string): unknown => partOf(current(), key);

/** Tells `listener` the keys another tab changed, once they are in this store; returns the unsubscribe. */
export const onRemoteChange = (listener: (keys: string[]) => void) => {
  remoteListeners.add(listener);
  return () => {
    remoteListeners.delete(listener);
  };
};
