import { afterEach, describe, expect, it, vi } from 'vitest';
import { http as rest, HttpResponse } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { http, request, type HttpError } from '../../src/providers/http';
import { authProvider, signIn } from '../../src/providers/authProvider';
import { expireAccessTokens, revokeRefreshTokens } from '../../mocks/handlers/auth';
import { server, signInAs } from './utils';

// src/providers/session.ts with the demo backend's real token lifetimes: a 401 to a request that
// carried a token renews the session once for everyone failing at that moment (POST
// /v1/auth/refresh), then replays each request once. The in-place sign-in dialog is a console
// component: it is not mounted here, so a refused refresh throws the 401 as before (the screens'
// side is in tests/ui/customers.test.tsx and the fault sweeps).

/** Counts the calls to `path` (POST) and lets the demo backend answer them. */
const countPosts = (path: string) => {
  const seen: Array<{ body: unknown; authorization: string | null }> = [];
  server.use(
    rest.post(`${DEMO_ORIGIN}${path}`, async ({ request }) => {
      seen.push({ body: await request.clone().json().catch(() => null), authorization: request.headers.get('Authorization') });
      // No answer: msw goes on to the demo backend's own handler.
    }),
  );
  return seen;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('renewing an expired session', () => {
  it('two requests failing together make one refresh call, and both succeed on their replay', async () => {
    // Without "Remember me": the renewed tokens go to sessionStorage, where the old ones were.
    await signIn({ email: 'admin@demo.in', password: 'Demo@1234', remember: false });
    localStorage.setItem('tenantId', '1');
    const oldAccess = sessionStorage.getItem('adminAccessToken');
    const oldRefresh = sessionStorage.getItem('adminRefreshToken');
    const user = sessionStorage.getItem('adminUser');
    const refreshes = countPosts('/v1/auth/refresh');
    expireAccessTokens();

    const [complaints, notifications] = await Promise.all([http.get('/api/complaints'), http.get('/api/notifications')]);

    expect(complaints).toBeTruthy();
    expect(notifications).toBeTruthy();
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ refreshToken: oldRefresh });
    const newAccess = sessionStorage.getItem('adminAccessToken');
    expect(newAccess).toBeTruthy();
    expect(newAccess).not.toBe(oldAccess);
    expect(sessionStorage.getItem('adminRefreshToken')).not.toBe(oldRefresh);
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
    // The user and the warehouse stay.
    expect(sessionStorage.getItem('adminUser')).toBe(user);
    expect(localStorage.getItem('tenantId')).toBe('1');
    // The next call goes out with the new token and needs no refresh.
    await http.get('/api/complaints');
    expect(refreshes).toHaveLength(1);
  });

  it('a 401 on the replay is thrown to the caller without another refresh, and does not end the session', async () => {
    await signInAs();
    const refreshes = countPosts('/v1/auth/refresh');
    server.use(rest.get(`${DEMO_ORIGIN}/api/notifications`, () => HttpResponse.json({ message: 'Not for you' }, { status: 401 })));

    const error = (await request('/api/notifications').catch((e) => e)) as HttpError;

    expect(error).toMatchObject({ status: 401, message: 'Not for you', replayed: true });
    expect(refreshes).toHaveLength(1);
    expect(error.sentToken).toBe(localStorage.getItem('adminAccessToken'));
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(localStorage.getItem('adminAccessToken')).toBeTruthy();
  });

  it('a refused refresh with no sign-in dialog throws the 401, which then ends the session', async () => {
    await signInAs();
    expireAccessTokens();
    revokeRefreshTokens();
    const refreshes = countPosts('/v1/auth/refresh');

    const error = (await http.get('/api/complaints').catch((e) => e)) as HttpError;

    expect(refreshes).toHaveLength(1);
    expect(error).toMatchObject({ status: 401, message: 'Session expired, please sign in again', replayed: false });
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/sign-in' });
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
  });

  it('a refresh that fails on the network fails the request with the network error and keeps the session', async () => {
    await signInAs();
    const token = localStorage.getItem('adminAccessToken');
    expireAccessTokens();
    server.use(rest.post(`${DEMO_ORIGIN}/v1/auth/refresh`, () => HttpResponse.error()));

    await expect(http.get('/api/complaints')).rejects.toMatchObject({ status: 0 });

    expect(localStorage.getItem('adminAccessToken')).toBe(token);
    expect(localStorage.getItem('adminRefreshToken')).toBeTruthy();
  });
});

describe('logout', () => {
  it('revokes the tokens on the server with POST /v1/auth/logout before clearing storage', async () => {
    await signInAs();
    const access = localStorage.getItem('adminAccessToken');
    const refreshToken = localStorage.getItem('adminRefreshToken');
    const logouts = countPosts('/v1/auth/logout');

    await expect(authProvider.logout({})).resolves.toBe('/sign-in');

    expect(logouts).toEqual([{ body: { refreshToken }, authorization: `Bearer ${access}` }]);
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
    // The refresh token no longer buys a session.
    await expect(http.post('/auth/refresh', { refreshToken })).rejects.toMatchObject({ status: 401 });
  });

  it('signs out within 2 seconds when the server does not answer, and when it fails', async () => {
    await signInAs();
    server.use(rest.post(`${DEMO_ORIGIN}/v1/auth/logout`, () => new Promise<never>(() => {})));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const done = authProvider.logout({});
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toBe('/sign-in');
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
    vi.useRealTimers();

    await signInAs();
    server.use(rest.post(`${DEMO_ORIGIN}/v1/auth/logout`, () => HttpResponse.error()));
    await expect(authProvider.logout({})).resolves.toBe('/sign-in');
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
  });
});

describe('tabs renewing together', () => {
  it('a tab that waited for the refresh lock while another tab renewed uses the stored tokens instead of refreshing again', async () => {
    await signInAs();
    const refreshes = countPosts('/v1/auth/refresh');
    expireAccessTokens();
    // Another tab holds the lock and renews first: the tokens it stores are the ones this tab finds.
    const otherTab = async () => {
      const answer = await request<{ data: { accessToken: string; refreshToken: string } }>('/auth/refresh', {
        method: 'POST',
        body: { refreshToken: localStorage.getItem('adminRefreshToken') },
        renew: false,
      });
      localStorage.setItem('adminAccessToken', answer.json.data.accessToken);
      localStorage.setItem('adminRefreshToken', answer.json.data.refreshToken);
    };
    const granted: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, callback: () => Promise<unknown>) => {
          granted.push(name);
          await otherTab();
          return callback();
        },
      },
    });
    try {
      expect(await http.get('/api/complaints')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(granted).toEqual(['servicedesk-session-refresh']);
    // One refresh in all, the other tab's: a second one with the same (rotated) token would have
    // been taken for a stolen token and ended the sign-in in both tabs.
    expect(refreshes).toHaveLength(1);
    expect(await http.get('/api/notifications')).toBeTruthy();
  });
});
