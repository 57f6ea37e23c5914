import { describe, expect, it } from 'vitest';
import { http as rest, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { DEMO_ORIGIN } from '../../src/config';
import { dataProvider, listQuery } from '../../src/providers/dataProvider';
import { authProvider, signIn } from '../../src/providers/authProvider';
import { request } from '../../src/providers/http';

describe('dataProvider', () => {
  it('sends page/limit and only the documented filters', () => {
    expect(
      listQuery('service/complaints', { pagination: { page: 3, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: { status: 'open', junk: 'x', q: '' } }),
    ).toEqual({ page: 3, limit: 20, status: 'open' });
  });
  it('perPage 0 asks for the whole list: no page or limit', () => {
    expect(listQuery('areas', { pagination: { page: 1, perPage: 0 }, filter: { state: 'Goa' } })).toEqual({ state: 'Goa' });
  });
  it('reads an array response and a {data,total} response alike', async () => {
    let calls = 0;
    server.use(
      rest.get(`${DEMO_ORIGIN}/api/approvals`, ({ request }) => {
        calls++;
        const url = new URL(request.url);
        expect(url.searchParams.get('page')).toBe('1');
        expect(url.searchParams.get('limit')).toBe('10');
        return url.searchParams.get('status') === 'pending'
          ? HttpResponse.json([{ id: 1 }, { id: 2 }])
          : HttpResponse.json({ data: [{ id: 3 }], total: 17 });
      }),
    );
    const base = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };
    expect(await dataProvider.getList('approvals', { ...base, filter: { status: 'pending' } })).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(await dataProvider.getList('approvals', { ...base, filter: {} })).toEqual({ data: [{ id: 3 }], total: 17 });
    expect(calls).toBe(2);
  });
  it('custom complaint calls go to the /v1/service paths with the documented bodies', async () => {
    const seen: Array<[string, string, unknown]> = [];
    server.use(
      rest.patch(`${DEMO_ORIGIN}/v1/service/complaints/:id/:action`, async ({ request, params }) => {
        seen.push([String(params.id), String(params.action), await request.json()]);
        return HttpResponse.json({ id: Number(params.id) });
      }),
    );
    await dataProvider.autoAssignComplaint(5);
    await dataProvider.requestParts(5);
    await dataProvider.setPartsApproval(5, 'rejected');
    expect(seen).toEqual([
      ['5', 'auto-assign', {}],
      ['5', 'parts-request', { items: [] }],
      ['5', 'parts-approval', { partsApprovalStatus: 'rejected' }],
    ]);
  });
});

describe('authProvider', () => {
  it('Remember me keeps tokens in localStorage; unticked in sessionStorage', async () => {
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234', remember: true });
    expect(localStorage.getItem('adminAccessToken')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('adminUser')!).email).toBe('admin@demo.in');
    expect(localStorage.getItem('tenantId')).toBe('1');
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234', remember: false });
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
    expect(sessionStorage.getItem('adminAccessToken')).toBeTruthy();
    expect(sessionStorage.getItem('adminRefreshToken')).toBeTruthy();
  });
  it('stores tenant 1 when the response names none', async () => {
    server.use(rest.post(`${DEMO_ORIGIN}/api/users/login`, () => HttpResponse.json({ token: 'abc', user: { id: 9, email: 'x@y.in' } })));
    await signIn({ email: 'x@y.in', password: 'secret1' });
    expect(localStorage.getItem('adminAccessToken')).toBe('abc');
    expect(localStorage.getItem('tenantId')).toBe('1');
  });
  it('checkAuth refuses without a token and redirects to /sign-in', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/sign-in' });
  });
  it('checkError signs out on 401 but not on 403', async () => {
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem('adminAccessToken')).toBeTruthy();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/sign-in' });
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });
  it('a 401 answering a request sent with an earlier token leaves the new session signed in', async () => {
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    const oldToken = localStorage.getItem('adminAccessToken');
    await authProvider.logout({});
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    const newToken = localStorage.getItem('adminAccessToken');
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    await expect(authProvider.checkError({ status: 401, sentToken: oldToken })).resolves.toBeUndefined();
    expect(localStorage.getItem('adminAccessToken')).toBe(newToken);
    await expect(authProvider.checkError({ status: 401, sentToken: newToken })).rejects.toMatchObject({ redirectTo: '/sign-in' });
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
  });
  it('a 401 to a request sent with no token leaves the session there is now', async () => {
    // Sent while the stored session was between two (another tab's sign-in clears it, then writes the new one).
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    const token = localStorage.getItem('adminAccessToken');
    await expect(authProvider.checkError({ status: 401, sentToken: null })).resolves.toBeUndefined();
    expect(localStorage.getItem('adminAccessToken')).toBe(token);
  });
  it('a 401 from the server carries the token its request was sent with', async () => {
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    const token = localStorage.getItem('adminAccessToken');
    server.use(rest.get(`${DEMO_ORIGIN}/api/notifications`, () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })));
    // The first 401 renews the session (tests/api/session-renewal.test.ts); the replay's 401 carries the renewed token.
    const error = await request('/api/notifications').catch((e) => e);
    expect(error).toMatchObject({ status: 401, message: 'Session expired', replayed: true });
    expect(error.sentToken).toBe(localStorage.getItem('adminAccessToken'));
    expect(error.sentToken).not.toBe(token);
  });
  it('logout clears tokens, user and tenant', async () => {
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234' });
    localStorage.setItem('tenantId', '2');
    await authProvider.logout({});
    for (const key of ['adminAccessToken', 'adminRefreshToken', 'adminUser', 'tenantId']) expect(localStorage.getItem(key)).toBeNull();
  });
  it('getIdentity and canAccess follow the signed-in role', async () => {
    await signIn({ email: 'tech@demo.in', password: 'Demo@1234' });
    expect(await authProvider.getIdentity!()).toMatchObject({ fullName: 'Imran Khan', role: 'technician' });
    expect(await authProvider.canAccess!({ resource: 'complaints', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'complaints', action: 'assign' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'tenants', action: 'list' })).toBe(false);
  });
});
