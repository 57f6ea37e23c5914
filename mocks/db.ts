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
// Seeded on first use: in the browser the stored demo data usually replaces it at once.
let seeded: DbState | null = null;
const current = (): DbState => (seeded ??= createSeed(seedOptions));
// Moves on every committed mutation and every new state, so indexes built from the data (the
// complaint list's) know when to rebuild.
let version = 0;

export const db = {
  get state(): DbState {
    return current();
  },
  get version(): number {
    return version;
  },
  /** The warehouse's data; a tenant created at run time starts empty. */
  tenant(tenantId: string | number): TenantData {
    const key = String(tenantId);
    const state = current();
    if (!state.data[key]) state.data[key] = emptyTenantData();
    return state.data[key];
  },
  nextId(collection: string): number {
    const state = current();
    state.seq[collection] = (state.seq[collection] ?? 0) + 1;
    return state.seq[collection];
  },
  /** Called after every successful mutation. */
  persist() {
    version++;
    persistence?.save(current());
  },
  /** Back to the seed (keeping sessions, access and refresh tokens, so a reset does not sign the user out). */
  reset(options?: SeedOptions) {
    if (options) seedOptions = options;
    const sessions = current().sessions;
    const state = (seeded = createSeed(seedOptions));
    state.sessions = sessions;
    version++;
    persistence?.clear();
    persistence?.save(state);
  },
  /** Replace the whole state (tests, benchmarks). */
  replace(next: DbState) {
    seeded = next;
    version++;
  },
};

export const attachPersistence = (p: Persistence) => {
  persistence = p;
  const loaded = p.load();
  if (loaded) seeded = loaded;
  else p.save(current());
  version++;
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
