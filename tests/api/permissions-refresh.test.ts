import { describe, expect, it } from 'vitest';
import { db, server } from '../../mocks/node';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';
import { authProvider, refreshStoredPermissions, signIn } from '../../src/providers/authProvider';

// canAccess reads the signed-in user's own matrix (sent by the backend at sign-in and by
// GET /v1/auth/profile once per page load, in the background), so edits on Roles & Permissions apply
// after a reload.
// One test: the refresh happens once per module load, i.e. once in this file.

const profileCalls = () => {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/v1/auth/profile') calls.push(request.headers.get('Authorization') ?? '');
  });
  return calls;
};

describe('permissions of the signed-in user', () => {
  it('come with the sign-in, are refreshed once from the profile, and decide canAccess', async () => {
    const calls = profileCalls();
    // Without "Remember me" the session lives in sessionStorage: the refresh writes there too.
    const login = await signIn({ email: DEMO_ACCOUNTS.technician, password: DEMO_PASSWORD, remember: false });
    expect((login.user as { permissions?: Record<string, string[]> }).permissions?.complaints).toContain('list');

    // The matrix is edited after the sign-in (as on the Roles & Permissions screen).
    const technician = db.state.roles.find((r) => r.name === 'technician')!;
    technician.permissions = { ...technician.permissions, complaints: ['show'], users: ['list'] };

    // canAccess answers from the matrix stored at sign-in without waiting for the refresh ...
    expect(await authProvider.canAccess!({ resource: 'complaints', action: 'list' })).toBe(true);
    // ... which reports the change, so the console asks again and gets the edited matrix.
    expect(await refreshStoredPermissions()).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'complaints', action: 'list' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'tenants', action: 'list' })).toBe(false);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('adminUser')!).permissions.complaints).toEqual(['show']);
    expect(localStorage.getItem('adminUser')).toBeNull();

    // A stored user without permissions falls back to its role's defaults; the super admin always may.
    sessionStorage.setItem('adminUser', JSON.stringify({ id: 3, role: 'technician' }));
    expect(await authProvider.canAccess!({ resource: 'complaints', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
    sessionStorage.setItem('adminUser', JSON.stringify({ id: 1, role: 'super_admin', permissions: {} }));
    expect(await authProvider.canAccess!({ resource: 'roles', action: 'delete' })).toBe(true);
    // Still once per page load.
    expect(calls).toHaveLength(1);
  });
});
