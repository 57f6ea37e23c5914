import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getResponse } from 'msw';
import { createStore, promisifyRequest, setMany } from 'idb-keyval';
import type { Persistence, StoreChange } from '../../mocks/db';
import { DEMO_ORIGIN, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';

// The demo store in IndexedDB (fake-indexeddb here): each "tab" is a fresh copy of the demo
// backend's modules (its own store and handlers) attached to the same database and channel.

const NOT_SAVED = "Your change was not saved: the browser's storage is full or unavailable.";
let run = 0;
const opened: Array<() => void> = [];
afterEach(() => {
  while (opened.length) opened.pop()!();
  vi.restoreAllMocks();
});
/** The failed writes' warnings, kept out of the output. */
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

const openTab = async (names: { dbName: string; channelName: string }, wrap: (p: Persistence) => Persistence = (p) => p) => {
  vi.resetModules();
  const dbModule = await import('../../mocks/db');
  const { handlers } = await import('../../mocks/handlers');
  // As the browser wires them (mocks/browser.ts): a writing call runs alone across the tabs.
  const { withExclusiveWrites } = await import('../../mocks/exclusiveWrites');
  const tabHandlers = withExclusiveWrites(handlers);
  const { indexedDbPersistence } = await import('../../mocks/persistence/indexedDb');
  const idb = indexedDbPersistence(names);
  const persistence = wrap(idb);
  await dbModule.attachPersistence(persistence);
  opened.push(() => idb.close());
  let token = '';
  /** A call as the tab's console makes it; `alone: false` skips the one-writer lock (a write no request waits for, e.g. an SLA alert saved while reading). */
  const call = async (method: string, path: string, body?: unknown, { alone = true } = {}) => {
    const request = new Request(`${DEMO_ORIGIN}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Tenant-Id': '1', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const response = (await getResponse(alone ? tabHandlers : handlers, request))!;
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const signedIn = await call('POST', '/users/login', { email: DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD });
  token = signedIn.body.data.accessToken;
  const categories = () => dbModule.db.tenant('1').categories.map((c) => c.categoryName);
  return { db: dbModule.db, call, categories };
};

const fresh = () => {
  run += 1;
  return { dbName: `demo-test-${run}`, channelName: `demo-test-${run}` };
};

/** Records the keys of every write, and fails them while `failing` is set. */
const recording = (failing = { on: false }, written: string[][] = []) => (p: Persistence): Persistence => ({
  ...p,
  write: (changes: StoreChange[]) => {
    written.push(changes.map((c) => c.key));
    return failing.on ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) : p.write(changes);
  },
});

describe('the demo store in IndexedDB', () => {
  it('keeps the records two tabs create: the other tab sees each at once, and a reload finds both', async () => {
    const names = fresh();
    const tabA = await openTab(names);
    const tabB = await openTab(names);

    expect((await tabA.call('POST', '/categories', { categoryName: 'Soundbars' })).status).toBe(201);
    // Tab B is told over the BroadcastChannel and reads the changed parts back, without a reload.
    await vi.waitFor(() => expect(tabB.categories()).toContain('Soundbars'));
    const listed = await tabB.call('GET', '/categories?page=1&limit=100');
    expect(listed.body.data.map((c: { categoryName: string }) => c.categoryName)).toContain('Soundbars');

    const created = await tabB.call('POST', '/categories', { categoryName: 'Projectors' });
    expect(created.status).toBe(201);
    await vi.waitFor(() => expect(tabA.categories()).toContain('Projectors'));
    // Ids stay unique across the tabs (the id sequence travels with the change).
    const ids = tabA.db.tenant('1').categories.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);

    const reloaded = await openTab(names);
    expect(reloaded.categories()).toEqual(expect.arrayContaining(['Soundbars', 'Projectors']));
  });

  it('keeps every record two tabs write at the same moment: each is answered, saved and seen by both, ids unique', async () => {
    const names = fresh();
    const tabA = await openTab(names);
    const tabB = await openTab(names);
    // Neither tab has heard of the other's change when it makes its own (issue 28: acknowledged records were lost).
    const [a, b] = await Promise.all([tabA.call('POST', '/categories', { categoryName: 'Soundbars' }), tabB.call('POST', '/categories', { categoryName: 'Projectors' })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
    const more = await Promise.all([1, 2, 3].flatMap((n) => [tabA.call('POST', '/categories', { categoryName: `A${n}` }), tabB.call('POST', '/categories', { categoryName: `B${n}` })]));
    expect(more.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const made = ['Soundbars', 'Projectors', 'A1', 'B1', 'A2', 'B2', 'A3', 'B3'];

    const reloaded = await openTab(names);
    expect(reloaded.categories()).toEqual(expect.arrayContaining(made));
    const ids = reloaded.db.tenant('1').categories.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Both tabs hold them too, and what they write next keeps them.
    for (const tab of [tabA, tabB]) await vi.waitFor(() => expect(tab.categories()).toEqual(expect.arrayContaining(made)));
    expect((await tabB.call('POST', '/categories', { categoryName: 'Last' })).status).toBe(201);
    expect((await openTab(names)).categories()).toEqual(expect.arrayContaining([...made, 'Last']));
  });

  it('a write outside the one-writer lock never overwrites another tab\'s: it is saved, or refused (507) and rolled back', async () => {
    const names = fresh();
    const tabA = await openTab(names);
    const tabB = await openTab(names);
    quiet();
    // Tab B writes without the lock (as a read that saves an SLA alert does), racing tab A's writes.
    const answered: Record<string, number> = {};
    for (let round = 1; round <= 3; round++) {
      const [a, b] = await Promise.all([
        tabA.call('POST', '/categories', { categoryName: `A${round}` }),
        tabB.call('POST', '/categories', { categoryName: `B${round}` }, { alone: false }),
      ]);
      answered[`A${round}`] = a.status;
      answered[`B${round}`] = b.status;
    }
    expect(Object.values(answered).every((status) => status === 201 || status === 507)).toBe(true);
    expect(Object.entries(answered).filter(([name]) => name.startsWith('A')).map(([, status]) => status)).toEqual([201, 201, 201]);
    // Every record answered 201 is saved; none refused is.
    const saved = (await openTab(names)).categories();
    for (const [name, status] of Object.entries(answered)) expect(saved.includes(name), `${name} answered ${status}`).toBe(status === 201);
    // Tab B holds what is saved again and writes on from it.
    await vi.waitFor(() => expect(tabB.categories()).toEqual(expect.arrayContaining(['A1', 'A2', 'A3'])));
    expect((await tabB.call('POST', '/categories', { categoryName: 'B4' })).status).toBe(201);
    expect((await openTab(names)).categories()).toEqual(expect.arrayContaining(['A1', 'A2', 'A3', 'B4']));
  });

  it('writes only the parts a change touched, not the whole store', async () => {
    const written: string[][] = [];
    const tab = await openTab(fresh(), recording({ on: false }, written));
    written.length = 0;
    await tab.call('GET', '/complaints?page=1&limit=10');
    expect((await tab.call('POST', '/categories', { categoryName: 'Soundbars' })).status).toBe(201);
    expect(written).toHaveLength(1);
    expect(written[0].sort()).toEqual(['seq', 't:1:auditLogs', 't:1:categories']);
  });

  it('answers 507 when the storage is full, and leaves the store as it was', async () => {
    const failing = { on: false };
    const names = fresh();
    const tab = await openTab(names, recording(failing));
    const before = JSON.stringify(tab.db.state);
    quiet();
    failing.on = true;
    const refused = await tab.call('POST', '/categories', { categoryName: 'Soundbars' });
    expect(refused).toEqual({ status: 507, body: expect.objectContaining({ message: NOT_SAVED }) });
    // No partial change: no category, no audit row, no id used.
    expect(JSON.stringify(tab.db.state)).toBe(before);
    expect((await tab.call('GET', '/categories?page=1&limit=100')).body.data.map((c: { categoryName: string }) => c.categoryName)).not.toContain('Soundbars');

    failing.on = false;
    expect((await tab.call('POST', '/categories', { categoryName: 'Projectors' })).status).toBe(201);
    const reloaded = await openTab(names);
    expect(reloaded.categories()).toContain('Projectors');
    expect(reloaded.categories()).not.toContain('Soundbars');
  });

  it('without IndexedDB the demo runs on the seed and every change answers 507, rolled back', async () => {
    const broken = (): Persistence => ({
      load: () => Promise.reject(new Error('IndexedDB unavailable')),
      write: () => Promise.reject(new Error('IndexedDB unavailable')),
      clear: () => Promise.reject(new Error('IndexedDB unavailable')),
    });
    quiet();
    const tab = await openTab(fresh(), broken);
    expect(tab.categories().length).toBeGreaterThan(0);
    const before = JSON.stringify(tab.db.state.data);
    expect((await tab.call('POST', '/categories', { categoryName: 'Soundbars' })).body.message).toBe(NOT_SAVED);
    expect(JSON.stringify(tab.db.state.data)).toBe(before);
  });

  it('replaces data saved under an older DB_VERSION with the seed', async () => {
    const names = fresh();
    const { DB_VERSION } = await import('../../mocks/seed');
    const store = createStore(names.dbName, 'parts');
    await setMany([['version', DB_VERSION - 1], ['users', []], ['t:1:categories', [{ id: 1, categoryName: 'Old', createdAt: '2020-01-01' }]], ['t:9:complaints', [{ id: 5 }]]], store);
    const tab = await openTab(names);
    expect(tab.db.state.users.length).toBeGreaterThan(0);
    expect(tab.categories()).not.toContain('Old');
    const keys = await store('readonly', (s) => promisifyRequest(s.getAllKeys()));
    expect(keys).not.toContain('t:9:complaints');
    expect(await store('readonly', (s) => promisifyRequest(s.get('version')))).toBe(DB_VERSION);
  });

  it('replaces data of an older DB_VERSION saved with revisions, and takes changes after', async () => {
    const names = fresh();
    const { DB_VERSION } = await import('../../mocks/seed');
    const old = await openTab(names);
    expect((await old.call('POST', '/categories', { categoryName: 'Old times' })).status).toBe(201);
    await setMany([['version', DB_VERSION - 1]], createStore(names.dbName, 'parts'));
    const tab = await openTab(names);
    expect(tab.categories()).not.toContain('Old times');
    expect((await tab.call('POST', '/categories', { categoryName: 'New times' })).status).toBe(201);
    expect((await openTab(names)).categories()).toContain('New times');
  });

  it('Reset demo data saves the seed: a reload no longer has the change', async () => {
    const names = fresh();
    const tab = await openTab(names);
    await tab.call('POST', '/categories', { categoryName: 'Soundbars' });
    expect((await tab.call('POST', '/demo/reset', {})).status).toBe(200);
    const reloaded = await openTab(names);
    expect(reloaded.categories()).not.toContain('Soundbars');
    expect(reloaded.categories().length).toBeGreaterThan(0);
  });
});
