// The browser demo store in IndexedDB (through idb-keyval): one entry per part of the store
// (mocks/persistence/parts.ts), each write in one transaction, and a BroadcastChannel message
// after each write naming the parts, so other tabs read them back.
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import type { Persistence, StoreChange } from '../db';
import { stateFromChanges } from './parts';

export const DEMO_IDB_NAME = 'serviceDeskDemo';
export const DEMO_IDB_STORE = 'parts';
export const DEMO_CHANNEL = 'serviceDeskDemo';

interface SyncMessage {
  keys: string[];
}

export interface IndexedDbPersistence extends Persistence {
  /** Stops listening to other tabs (tests). */
  close(): void;
}

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
  const read = (keys: string[]) =>
    inStore('readonly', (s) => Promise.all(keys.map((key) => promisifyRequest(s.get(key))))).then((values) =>
      keys.map((key, i): StoreChange => ({ key, value: values[i] })),
    );

  return {
    load: async () => {
      const [keys, values] = await inStore('readonly', (s) => Promise.all([promisifyRequest(s.getAllKeys()), promisifyRequest(s.getAll())]));
      return stateFromChanges(keys.map((key, i) => ({ key: String(key), value: values[i] })));
    },
    write: async (changes) => {
      await inStore('readwrite', (s) => {
        for (const { key, value } of changes) {
          if (value === undefined) s.delete(key);
          else s.put(value, key);
        }
        return promisifyRequest(s.transaction);
      });
      channel?.postMessage({ keys: changes.map((c) => c.key) } satisfies SyncMessage);
    },
    clear: async () => {
      await inStore('readwrite', (s) => {
        s.clear();
        return promisifyRequest(s.transaction);
      });
    },
    subscribe: (onRemoteChange) => {
      if (!channel) return () => undefined;
      const listener = (event: MessageEvent<SyncMessage>) => {
        const keys = event.data?.keys;
        if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string')) return;
        read(keys).then(onRemoteChange, (error: unknown) => console.warn('[demo] could not read another tab\'s change', error));
      };
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
    close: () => channel?.close(),
  };
};
