// The demo store kept in one JSON file, for the shared demo server (scripts/demo-server/): the
// Persistence of mocks/db.ts, its parts (mocks/persistence/parts.ts) as the file's top-level keys.
// Node only: the browser build never imports this file.
import { readFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { attachPersistence, detachPersistence, type Persistence, type StoreChange } from '../db';
import { stateFromChanges } from './parts';

export interface FilePersistence extends Persistence {
  readonly file: string;
  /** Resolves once every write asked for so far is on disk (or has failed). */
  flush: () => Promise<void>;
}

let tmpCounter = 0;

/** Writes `text` to `file` atomically: a temporary file next to it, then a rename over it. */
export const writeFileAtomic = async (file: string, text: string) => {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${++tmpCounter}.tmp`;
  try {
    await writeFile(tmp, text, 'utf8');
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
};

/**
 * The store in `path`: `{ "version": 3, "users": [...], "t:1:complaints": [...], ... }`. Each write
 * rewrites the file atomically (all of a change or none of it), re-serialising only the parts that
 * changed; writes run one after the other.
 */
export const filePersistence = (path: string): FilePersistence => {
  const file = resolve(path);
  // Each saved part's JSON, in the file's order.
  let parts = new Map<string, string>();
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;

  const text = (map: Map<string, string>) => `{${[...map].map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',\n')}}\n`;

  const enqueue = (job: () => Promise<void>): Promise<void> => {
    pending++;
    const run = queue.then(job).finally(() => pending--);
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    file,
    load: async () => {
      let raw: string;
      try {
        raw = await readFile(file, 'utf8');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
      let saved: Record<string, unknown>;
      try {
        saved = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        console.warn(`[demo-server] ${file} is not JSON: starting from the seed`);
        return null;
      }
      if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return null;
      parts = new Map(Object.entries(saved).map(([key, value]) => [key, JSON.stringify(value)]));
      return stateFromChanges(Object.entries(saved).map(([key, value]) => ({ key, value })));
    },
    write: (changes: StoreChange[]) =>
      enqueue(async () => {
        const next = new Map(parts);
        for (const { key, value } of changes) {
          if (value === undefined) next.delete(key);
          else next.set(key, JSON.stringify(value));
        }
        await writeFileAtomic(file, text(next));
        parts = next;
      }),
    clear: () =>
      enqueue(async () => {
        parts = new Map();
        await rm(file, { force: true });
      }),
    flush: async () => {
      // A write the store queues behind the last one starts a turn later: idle across a turn is idle.
      do {
        await queue;
        await nextTurn();
      } while (pending > 0);
    },
  };
};

/** Loads the store from the file (or writes the seed to it) and saves every later change there. */
export const attachFilePersistence = async (path: string): Promise<FilePersistence> => {
  const store = filePersistence(path);
  await attachPersistence(store);
  await store.flush();
  return store;
};

/** Back to memory only, once the last writes are on disk (the in-process server's close). */
export const detachFilePersistence = async (store: FilePersistence) => {
  await store.flush();
  detachPersistence();
};
