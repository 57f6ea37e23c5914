import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS, expireAccessTokens, revokeRefreshTokens } from '../../mocks/handlers/auth';
import { db } from './utils';
import { call, login, profile, realTimersAfterEach, refresh, startClock, type Tokens } from './sessionHelpers';

// The demo backend's sessions (issue 13, docs/api.md "Sessions"): access tokens live 15 minutes,
// refresh tokens 7 days and rotate, a reused refresh token ends its sign-in, logout revokes. Raw
// fetch, not the console's http client, so the client's own renewing does not hide the answers.

const EXPIRED = 'Session expired, please sign in again';
const REFRESH_REFUSED = 'Refresh token expired, please sign in again';
const MIN = 60 * 1000;

const expectExpired = async (token: string) => expect(await profile(token)).toEqual({ status: 401, body: { success: false, message: EXPIRED, messageKey: 'serverText.sessionExpired', messageParams: {} } });
const expectRefused = async (refreshToken: string) =>
  expect(await refresh(refreshToken)).toEqual({ status: 401, body: { success: false, message: REFRESH_REFUSED, messageKey: 'serverText.refreshRefused', messageParams: {} } });

realTimersAfterEach();

describe('demo backend sessions', () => {
  it('login gives expiresIn (15 minutes); the token works until then and is then 401 Session expired', async () => {
    expect(ACCESS_TOKEN_TTL_MS).toBe(15 * MIN);
    expect(REFRESH_TOKEN_TTL_MS).toBe(7 * 24 * 60 * MIN);
    const at = startClock();
    const tokens = await login();
    expect(tokens).toMatchObject({ expiresIn: 900, accessToken: expect.any(String), refreshToken: expect.any(String) });
    // The alias answers the same shape.
    const alias = await call('POST', '/v1/auth/login', { body: { email: DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD } });
    expect(alias.body.data).toMatchObject({ expiresIn: 900, refreshToken: expect.any(String) });

    at(15 * MIN - 1000);
    expect((await profile(tokens.accessToken)).body.data.email).toBe(DEMO_ACCOUNTS.superAdmin);
    at(15 * MIN);
    await expectExpired(tokens.accessToken);
    expect(await call('GET', '/api/complaints', { token: tokens.accessToken })).toMatchObject({ status: 401, body: { message: EXPIRED } });
    // No token at all is still 'Authentication required'; a refresh token is no access token.
    expect((await call('GET', '/api/complaints')).body.message).toBe('Authentication required');
    at(0);
    await expectExpired(tokens.refreshToken);
  });

  it('refresh gives a new pair that works; the old refresh token is then refused; missing is 400', async () => {
    const at = startClock();
    const first = await login(DEMO_ACCOUNTS.warehouseAdmin);
    at(20 * MIN);
    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
    const next = renewed.body.data as Tokens;
    expect(Object.keys(next).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken']);
    expect(next.expiresIn).toBe(900);
    expect(next.accessToken).not.toBe(first.accessToken);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await profile(next.accessToken)).body.data.email).toBe(DEMO_ACCOUNTS.warehouseAdmin);
    // The new access token lives 15 minutes from the refresh.
    at(34 * MIN);
    expect((await profile(next.accessToken)).status).toBe(200);
    at(35 * MIN);
    await expectExpired(next.accessToken);

    expect(await refresh(undefined)).toEqual({ status: 400, body: { success: false, message: 'Refresh token is required', messageKey: 'serverText.refreshTokenRequired', messageParams: {} } });
    expect((await refresh('')).status).toBe(400);
    await expectRefused('demo-refresh.unknown');
    await expectRefused(first.accessToken);
  });

  it('a rotated refresh token used again is refused and ends the sign-in it came from, not others', async () => {
    const first = await login();
    const other = await login(DEMO_ACCOUNTS.technician);
    const next = (await refresh(first.refreshToken)).body.data as Tokens;
    await expectRefused(first.refreshToken);
    // Everything issued from it is revoked: the new access token and the new refresh token.
    await expectExpired(next.accessToken);
    await expectRefused(next.refreshToken);
    await expectExpired(first.accessToken);
    // Another sign-in is untouched.
    expect((await profile(other.accessToken)).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('a refresh token is refused after 7 days; a new pair comes with a new 7 days', async () => {
    const at = startClock();
    const first = await login();
    at(6 * 24 * 60 * MIN);
    const next = (await refresh(first.refreshToken)).body.data as Tokens;
    at(12 * 24 * 60 * MIN);
    const third = await refresh(next.refreshToken);
    expect(third.status).toBe(200);
    at(19 * 24 * 60 * MIN);
    await expectRefused((third.body.data as Tokens).refreshToken);
  });

  it('logout revokes its access token and refresh token, answers 200 for unknown tokens', async () => {
    const tokens = await login();
    const other = await login();
    expect(await call('POST', '/v1/auth/logout', { token: tokens.accessToken, body: { refreshToken: tokens.refreshToken } })).toEqual({
      status: 200,
      body: { success: true },
    });
    await expectExpired(tokens.accessToken);
    await expectRefused(tokens.refreshToken);
    expect((await profile(other.accessToken)).status).toBe(200);
    // Unknown or absent tokens, no body: still 200.
    expect((await call('POST', '/v1/auth/logout', { token: 'demo-access.gone', body: { refreshToken: 'demo-refresh.gone' } })).status).toBe(200);
    expect((await call('POST', '/v1/auth/logout')).status).toBe(200);
    // The bearer token alone ends that sign-in's refresh token too.
    const third = await login();
    await call('POST', '/v1/auth/logout', { token: third.accessToken });
    await expectRefused(third.refreshToken);
  });

  it('the test hooks: expireAccessTokens keeps refresh working, revokeRefreshTokens refuses it', async () => {
    const tokens = await login();
    expireAccessTokens();
    await expectExpired(tokens.accessToken);
    const next = (await refresh(tokens.refreshToken)).body.data as Tokens;
    expect((await profile(next.accessToken)).status).toBe(200);
    revokeRefreshTokens();
    expect((await profile(next.accessToken)).status).toBe(200);
    await expectRefused(next.refreshToken);
  });

  it('a refreshed token keeps the warehouse and role checks', async () => {
    const first = await login(DEMO_ACCOUNTS.warehouseAdmin);
    const { accessToken } = (await refresh(first.refreshToken)).body.data as Tokens;
    expect((await call('GET', '/api/complaints', { token: accessToken })).status).toBe(200);
    expect(await call('GET', '/api/complaints', { token: accessToken, tenant: '2' })).toMatchObject({
      status: 403,
      body: { message: 'You may not access this warehouse' },
    });
    expect(await call('GET', '/v1/roles', { token: accessToken })).toMatchObject({
      status: 403,
      body: { message: 'You do not have permission to perform this action' },
    });
  });

  it('a deactivated user cannot refresh; a session stored before token lifetimes (a bare user id) is expired', async () => {
    const tokens = await login(DEMO_ACCOUNTS.technician);
    db.state.users.find((u) => u.email === DEMO_ACCOUNTS.technician)!.isActive = false;
    await expectRefused(tokens.refreshToken);
    (db.state.sessions as Record<string, unknown>)['legacy-token'] = 1;
    await expectExpired('legacy-token');
    await expectRefused('legacy-token');
    // A login after that drops the legacy entry without failing.
    await login();
    expect(db.state.sessions['legacy-token']).toBeUndefined();
  });

  it('Reset demo data keeps the session: the access token and the refresh token still work', async () => {
    const tokens = await login();
    expect((await call('POST', '/api/demo/reset', { token: tokens.accessToken })).status).toBe(200);
    expect((await profile(tokens.accessToken)).status).toBe(200);
    expect((await refresh(tokens.refreshToken)).status).toBe(200);
  });
});
