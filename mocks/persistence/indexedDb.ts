// The browser demo store in IndexedDB (through idb-keyval): one entry per part of the store
// (mocks/persistence/parts.ts), each write in one transaction, and a BroadcastChannel message
// after each write naming the parts, so other tabs read them back.
//
// Several tabs, one database (issue 28). Each tab holds the whole store in memory and a write saves
// whole parts (`t:1:categories`), so two tabs writing at the same moment used to overwrite each
// other's parts and hand out the same ids: records already answered 201 were lost. Now:
// - every write bumps a revision of each part it saves (the `$revs` entry: a counter and the
//   revision of each part), in the same transaction, and is refused (the change rolled back, 507)
//   when a part it saves was saved by another tab since this tab read it: nothing is overwritten;
// - a request that may write runs alone across the tabs (`exclusive`, a Web Lock), after this tab
//   has read back the parts the others saved since it last looked, so its rules and ids start from
//   what is saved and its write is never refused for that reason;
// - another tab's broadcast is applied only when it is newer than what this tab holds.
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import type { Persistence, StoreChange } from '../db';
import { stateFromChanges } from './parts';

export const DEMO_IDB_NAME = 'serviceDeskDemo';
export const DEMO_IDB_STORE = 'parts';
export const DEMO_CHANNEL = 'serviceDeskDemo';
/** The entry holding the revisions: never a part of the store (parts.ts ignores unknown keys). */
export const REVISIONS_KEY = '$revs';

interface SyncMessage {
  keys: string[];
}

/** The last revision given (it only grows, also across a `clear`) and the revision of each part saved. */
interface Revisions {
  seq: number;
  parts: Record<string, number>;
}
const noRevisions = (): Revisions => ({ seq: 0, parts: {} });

/** A write refused because another tab saved one of its parts since this tab read it. */
export class StaleWriteError extends Error {
  constructor(readonly key: string) {
    super(`Another tab saved ${key} first`);
    this.name = 'StaleWriteError';
  }
}

export interface IndexedDbPersistence extends Persistence {
  /** Stops listening to other tabs (tests). */
  close(): void;
}

// --- One writer at a time across the tabs ----------------------------------------------------------

const UNAVAILABLE = Symbol('unavailable');
type LockRun<T> = () => Promise<T>;

interface LockManagerLike {
  request<T>(name: string, callback: (lock: unknown) => Promise<T>): Promise<T>;
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}
const webLocks = (): LockManagerLike | undefined => (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;

// Without Web Locks (Node, where the tests open several "tabs" in one realm; a very old browser): a
// queue per name on the global object, shared by every copy of this module in the realm. In a browser
// without Web Locks the tabs are not serialized; the revisions still refuse a write that would overwrite.
interface QueueLock {
  tail: Promise<unknown>;
  held: number;
}
const queues = ((globalThis as { __serviceDeskDemoLocks?: Map<string, QueueLock> }).__serviceDeskDemoLocks ??= new Map());
const queueOf = (name: string): QueueLock => {
  let q = queues.get(name);
  if (!q) queues.set(name, (q = { tail: Promise.resolve(), held: 0 }));
  return q;
};

/** Runs `run` holding the lock `name` (waiting for it). */
const withLock = <T>(name: string, run: LockRun<T>): Promise<T> => {
  const locks = webLocks();
  if (locks) return locks.request(name, () => run());
  const q = queueOf(name);
  q.held++;
  const result = q.tail.then(run);
  q.tail = result.then(
    () => q.held--,
    () => q.held--,
  );
  return result;
};

/** Runs `run` holding the lock `name` if it is free now; UNAVAILABLE otherwise (never waits). */
const ifFree = <T>(name: string, run: LockRun<T>): Promise<T | typeof UNAVAILABLE> => {
  const locks = webLocks();
  if (locks) return locks.request<T | typeof UNAVAILABLE>(name, { ifAvailable: true }, (lock) => (lock ? run() : Promise.resolve(UNAVAILABLE)));
  return queueOf(name).held ? Promise.resolve(UNAVAILABLE) : withLock(name, run);
};

// ---------------------------------------------------------------------------------------------------

export const indexedDbPersistence = ({ dbName = DEMO_IDB_NAME, channelName = DEMO_CHANNEL } = {}): IndexedDbPersistence => {
  let store: UseStore | null = null;
  // Opened on first use; without IndexedDB (or when it cannot open) every call rejects.
  const inStore: UseStore = (mode, callback) => {
    try {
      store ??= createStore(dbName, DEMO_IDB_STORE);
    } catch (error) {
      return Promise.reject(error);
    }
    return store(mode, callback);
  };
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
  const lockName = `${dbName}:write`;
  // The revision of each part as this tab holds it (read at the first load, moved by its own writes,
  // the catch-ups and the other tabs' broadcasts). A part missing is at revision 0.
  let seen: Record<string, number> = {};
  let loaded = false;
  // While this tab runs a request alone (`exclusive`): its writes need not ask for the lock again.
  let holding = 0;
  // Where another tab's parts go (db.ts `applyRemote`), given by `subscribe`.
  let apply: ((changes: StoreChange[]) => void) | null = null;

  /** The parts and the revisions, read in one transaction. */
  const read = (keys: string[]) =>
    inStore('readonly', (s) => Promise.all([promisifyRequest(s.get(REVISIONS_KEY)), ...keys.map((key) => promisifyRequest(s.get(key)))])).then(
      ([revs, ...values]) => ({ revs: (revs as Revisions | undefined) ?? noRevisions(), changes: keys.map((key, i): StoreChange => ({ key, value: values[i] })) }),
    );

  /** Hands the parts to the store and notes their revisions. */
  const take = (changes: StoreChange[], revs: Revisions) => {
    for (const { key } of changes) seen[key] = revs.parts[key] ?? 0;
    if (changes.length) apply?.(changes);
  };

  /** Reads back every part another tab saved since this tab looked (run holding the lock: nobody writes meanwhile). */
  const catchUp = async () => {
    const revs = await inStore('readonly', (s) => promisifyRequest(s.get(REVISIONS_KEY))).then((r) => (r as Revisions | undefined) ?? noRevisions());
    const changed = [...new Set([...Object.keys(revs.parts), ...Object.keys(seen)])].filter((key) => (revs.parts[key] ?? 0) !== (seen[key] ?? 0));
    if (!changed.length) return;
    const fresh = await read(changed);
    take(fresh.changes, fresh.revs);
  };

  /**
   * Saves the parts all or none, in one transaction that first checks that none was saved by another
   * tab since this tab read it (else StaleWriteError, nothing written), then gives each the next revision.
   */
  const save = async (changes: StoreChange[]) => {
    let stale: string | undefined;
    let seq = 0;
    await inStore('readwrite', (s) => {
      const request = s.get(REVISIONS_KEY);
      // Checked and written in the request's callback: the transaction stays open, no other write between.
      request.onsuccess = () => {
        const revs = (request.result as Revisions | undefined) ?? noRevisions();
        stale = changes.find(({ key }) => (revs.parts[key] ?? 0) !== (seen[key] ?? 0))?.key;
        if (stale !== undefined) return s.transaction.abort();
        seq = revs.seq + 1;
        for (const { key, value } of changes) {
          if (value === undefined) s.delete(key);
          else s.put(value, key);
          revs.parts[key] = seq;
        }
        s.put({ seq, parts: revs.parts } satisfies Revisions, REVISIONS_KEY);
      };
      return promisifyRequest(s.transaction);
    }).catch((error: unknown) => {
      throw stale !== undefined ? new StaleWriteError(stale) : error;
    });
    for (const { key } of changes) seen[key] = seq;
    channel?.postMessage({ keys: changes.map((c) => c.key) } satisfies SyncMessage);
  };

  return {
    load: async () => {
      const [keys, values] = await inStore('readonly', (s) => Promise.all([promisifyRequest(s.getAllKeys()), promisifyRequest(s.getAll())]));
      const entries = keys.map((key, i) => ({ key: String(key), value: values[i] }));
      // The revisions this tab starts from: those of its first load (a later load, a rollback's, reads
      // some parts back only; the catch-ups bring the others).
      if (!loaded) seen = { ...((entries.find((e) => e.key === REVISIONS_KEY)?.value as Revisions | undefined) ?? noRevisions()).parts };
      loaded = true;
      return stateFromChanges(entries.filter((e) => e.key !== REVISIONS_KEY));
    },
    // Inside this tab's `exclusive` the lock is held already. Outside it (a read that saved an SLA
    // alert) only when the lock is free: waiting could deadlock with a request of this tab queued
    // behind that write; a write that finds another tab writing is refused and rolled back.
    write: async (changes) => {
      if (holding) return save(changes);
      const done = await ifFree(lockName, () => save(changes));
      if (done === UNAVAILABLE) throw new StaleWriteError(changes[0]?.key ?? '');
    },
    clear: async () => {
      await inStore('readwrite', (s) => {
        const request = s.get(REVISIONS_KEY);
        request.onsuccess = () => {
          // The counter survives, so that revisions only grow: another tab never takes a new part for one it has.
          const seq = ((request.result as Revisions | undefined) ?? noRevisions()).seq;
          s.clear();
          s.put({ seq, parts: {} } satisfies Revisions, REVISIONS_KEY);
        };
        return promisifyRequest(s.transaction);
      });
      // This tab holds no saved part now: its next write (the seed) is not stale.
      seen = {};
    },
    subscribe: (onRemoteChange) => {
      apply = onRemoteChange;
      if (!channel) return () => undefined;
      const listener = (event: MessageEvent<SyncMessage>) => {
        const keys = event.data?.keys;
        if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string')) return;
        read(keys).then(
          ({ revs, changes }) =>
            // Only what is newer than this tab's: a read that raced with this tab's own later write is dropped.
            take(
              changes.filter(({ key }) => (revs.parts[key] ?? 0) > (seen[key] ?? 0)),
              revs,
            ),
          (error: unknown) => console.warn('[demo] could not read another tab\'s change', error),
        );
      };
      channel.addEventListener('message', listener);
      return () => {
        apply = null;
        channel.removeEventListener('message', listener);
      };
    },
    exclusive: (change) =>
      withLock(lockName, async () => {
        holding++;
        try {
          await catchUp().catch((error: unknown) => console.warn('[demo] could not read the other tabs\' changes', error));
          return await change();
        } finally {
          holding--;
        }
      }),
    close: () => channel?.close(),
  };
};
