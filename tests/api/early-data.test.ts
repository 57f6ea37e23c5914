import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { COMPLAINT_FILTER_DEFAULTS, DEFAULT_PAGE_SIZE } from '../../src/config';
import { dataProvider } from '../../src/providers/dataProvider';
import { prefetchGet, request } from '../../src/providers/http';
import { signIn, storedAccess } from '../../src/providers/authProvider';
import { preloadScreen } from '../../src/console/screenLoaders';

// The cold-load shortcuts of DESIGN section 11: a screen's first data asked for before the screen has
// rendered, taken by its own identical call; access answered from the stored session.

/** Counts the GETs of `pathname` that reach the demo backend. */
const countGets = (pathname: string) => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request: r }) => {
    const url = new URL(r.url);
    if (r.method === 'GET' && url.pathname === pathname) seen.push(url.search);
  });
  return seen;
};

describe('early data for the first screen', () => {
  it("opening /admin/service/complaints asks for the list's first page once: the list's own call takes that answer", async () => {
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    const gets = countGets('/api/complaints');
    // The screen's chunk is awaited at the end: the test must not end with an import under way.
    const chunk = preloadScreen('/admin/service/complaints');
    expect(gets).toHaveLength(0); // the request is under way, not yet seen by the server
    const list = await dataProvider.getList('service/complaints', {
      pagination: { page: 1, perPage: DEFAULT_PAGE_SIZE },
      sort: { field: 'id', order: 'DESC' },
      filter: { ...COMPLAINT_FILTER_DEFAULTS },
    });
    expect(gets).toEqual([`?page=1&limit=${DEFAULT_PAGE_SIZE}&status=open`]);
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((c) => c.status === 'open')).toBe(true);
    // Taken once: the next identical call goes to the server.
    await request('/api/complaints', { query: { page: 1, limit: DEFAULT_PAGE_SIZE, status: 'open' } });
    expect(gets).toHaveLength(2);
    await chunk;
  });

  it('a different query, or a call after signing in again, does not take the early answer', async () => {
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    const gets = countGets('/api/complaints');
    prefetchGet('/api/complaints', { page: 1, limit: 10, status: 'open' });
    await request('/api/complaints', { query: { page: 2, limit: 10, status: 'open' } });
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    await request('/api/complaints', { query: { status: 'open', limit: 10, page: 1 } });
    expect(gets).toEqual(['?page=1&limit=10&status=open', '?page=2&limit=10&status=open', '?status=open&limit=10&page=1']);
  });

  it('other paths preload nothing', async () => {
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    const gets = countGets('/api/complaints');
    const chunks = Promise.all([preloadScreen('/admin/dashboard'), preloadScreen('/sign-in')]);
    await request('/api/complaints', { query: { page: 1, limit: 10, status: 'open' } });
    expect(gets).toHaveLength(1);
    await chunks;
  });
});

describe('access from the stored session', () => {
  it('is known at once for a signed-in matrix and for the super admin, unknown without a matrix', async () => {
    expect(storedAccess('complaints')).toBeUndefined();
    await signIn({ email: 'tech@demo.in', password: 'Demo@1234' });
    expect(storedAccess('complaints', 'list')).toBe(true);
    expect(storedAccess('tenants', 'list')).toBe(false);
    localStorage.setItem('adminUser', JSON.stringify({ id: 3, role: 'technician' }));
    expect(storedAccess('complaints', 'list')).toBeUndefined();
    localStorage.setItem('adminUser', JSON.stringify({ id: 1, role: 'super_admin' }));
    expect(storedAccess('tenants', 'delete')).toBe(true);
  });
});
