import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { COMPLAINT_FILTER_DEFAULTS, DEFAULT_PAGE_SIZE } from '../../src/config';
import { dataProvider } from '../../src/providers/dataProvider';
import { http, HttpResponse } from 'msw';
import { signIn, storedAccess } from '../../src/providers/authProvider';
import { createQueryClient } from '../../src/console/App';
import { prefetchFirstList } from '../../src/console/firstList';
import { refetchOnMountUnlessEarly } from '../../src/ui/earlyFirstPage';

// The cold-load shortcuts of docs/performance.md: a list's first page fetched into the console's query
// client before the list renders; access answered from the stored session.

/** Counts the GETs of `pathname` that reach the demo backend. */
const countGets = (pathname: string) => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request: r }) => {
    const url = new URL(r.url);
    if (r.method === 'GET' && url.pathname === pathname) seen.push(url.search);
  });
  return seen;
};

describe('the first page of a list, fetched while the console loads', () => {
  it("opening /admin/service/complaints asks for the list's first page once, under the key react-admin's list reads", async () => {
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    const gets = countGets('/api/complaints');
    const client = createQueryClient();
    await prefetchFirstList(client, dataProvider, '/admin/service/complaints');
    expect(gets).toEqual([`?page=1&limit=${DEFAULT_PAGE_SIZE}&status=open`]);
    // useGetList's key for ListBase's defaults: page 1, react-admin's default order, the spec's default filter.
    const key = ['service/complaints', 'getList', { pagination: { page: 1, perPage: DEFAULT_PAGE_SIZE }, sort: { field: 'id', order: 'ASC' }, filter: { ...COMPLAINT_FILTER_DEFAULTS } }];
    const page = client.getQueryData<{ data: { status: string }[]; total: number }>(key);
    expect(page?.data.length).toBeGreaterThan(0);
    expect(page?.data.every((c) => c.status === 'open')).toBe(true);
    // The list mounting now does not ask again; a page not fetched early is asked for as usual.
    const query = client.getQueryCache().find({ queryKey: key, exact: true })!;
    expect(refetchOnMountUnlessEarly(query)).toBe(false);
    await client.refetchQueries({ queryKey: key });
    expect(gets).toHaveLength(2);
    expect(refetchOnMountUnlessEarly(client.getQueryCache().find({ queryKey: key, exact: true })!)).toBe(true);
  });

  it('a record page, a screen without a first page or another path fetches nothing early', async () => {
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    const gets = countGets('/api/complaints');
    const client = createQueryClient();
    await Promise.all(
      ['/admin/service/complaints/1/show', '/admin/service/bookings', '/admin/dashboard', '/sign-in'].map((path) => prefetchFirstList(client, dataProvider, path)),
    );
    expect(gets).toHaveLength(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a failed first page is left to the list (which shows its own error), and the console still renders', async () => {
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    server.use(http.get('*/api/complaints', () => HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 })));
    const client = createQueryClient();
    await expect(prefetchFirstList(client, dataProvider, '/admin/service/complaints')).resolves.toBeUndefined();
    const [query] = client.getQueryCache().getAll();
    expect(query.state.status).toBe('error');
    expect(refetchOnMountUnlessEarly(query)).toBe(true);
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
