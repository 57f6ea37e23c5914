// The demo backend's store: global users/tenants/roles/sessions, and one TenantData per warehouse.
import type { DbState, TenantData } from './types';
import { createSeed, emptyTenantData, type SeedOptions } from './seed';

export interface Persistence {
  load: () => DbState | null;
  save: (state: DbState) => void;
  clear: () => void;
}

let persistence: Persistence | null = null;
let seedOptions: SeedOptions = {};
let state: DbState = createSeed(seedOptions);

export const db = {
  get state(): DbState {
    return state;
  },
  /** The warehouse's data; a tenant created at run time starts empty. */
  tenant(tenantId: string | number): TenantData {
    const key = String(tenantId);
    if (!state.data[key]) state.data[key] = emptyTenantData();
    return state.data[key];
  },
  nextId(collection: string): number {
    state.seq[collection] = (state.seq[collection] ?? 0) + 1;
    return state.seq[collection];
  },
  /** Called after every successful mutation. */
  persist() {
    persistence?.save(state);
  },
  /** Back to the seed (keeping sessions, so a reset does not sign the user out). */
  reset(options?: SeedOptions) {
    if (options) seedOptions = options;
    const sessions = state.sessions;
    state = createSeed(seedOptions);
    state.sessions = sessions;
    persistence?.clear();
    persistence?.save(state);
  },
  /** Replace the whole state (tests, benchmarks). */
  replace(next: DbState) {
    state = next;
  },
};

export const attachPersistence = (p: Persistence) => {
  persistence = p;
  const loaded = p.load();
  if (loaded) state = loaded;
  else p.save(state);
};

export const DEMO_DB_KEY = 'serviceDeskDemoDb';

export const localStoragePersistence = (storage: Storage, version: number): Persistence => ({
  load: () => {
    try {
      const raw = storage.getItem(DEMO_DB_KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as DbState;
      return parsed.version === version ? parsed : null;
    } catch {
      return null;
    }
  },
  save: (s) => {
    try {
      storage.setItem(DEMO_DB_KEY, JSON.stringify(s));
    } catch (e) {
      console.warn('[demo] could not persist the demo data', e);
    }
  },
  clear: () => storage.removeItem(DEMO_DB_KEY),
});
