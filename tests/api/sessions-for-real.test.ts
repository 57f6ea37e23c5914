import { describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';
import { hashPassword, parsePasswordHash, PBKDF2_ITERATIONS } from '../../src/domain/passwords';
import { sha256Hex } from '../../src/domain/tokens';
import { ACCOUNT_LIMIT } from '../../src/domain/signInThrottle';
import { db } from './utils';
import { attempt, call, login, profile, realTimersAfterEach, refresh, startClock, type Tokens } from './sessionHelpers';

// Issue 28 scope 2 ("Sessions for real") and the session holes of scope 3, on every store (projects
// api and api-server): signed access tokens checked against their sign-in, refresh tokens stored as
// their hash and rotated (a reuse ends the sign-in), logout and a password change revoke, sign-ins are
// throttled, passwords hashed at OWASP's cost with a salt each. Raw fetch, so every answer is read as
// sent.

const EXPIRED = { status: 401, body: { success: false, message: 'Session expired, please sign in again', messageKey: 'serverText.sessionExpired', messageParams: {} } };
const REFUSED = { status: 401, body: { success: false, message: 'Refresh token expired, please sign in again', messageKey: 'serverText.refreshRefused', messageParams: {} } };

const answer = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

const userBy = (email: string) => db.state.users.find((u) => u.email === email)!;

realTimersAfterEach();

describe('refresh tokens rotate; a reused one ends its sign-in', () => {
  it('the second use of a refresh token is refused and the tokens its first use gave stop working', async () => {
    const first = await login(DEMO_ACCOUNTS.warehouseAdmin);
    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
    const next = renewed.body.data as Tokens;
    expect((await profile(next.accessToken)).status).toBe(200);

    expect(answer(await refresh(first.refreshToken))).toEqual(REFUSED);
    expect(answer(await profile(next.accessToken))).toEqual(EXPIRED);
    expect(answer(await refresh(next.refreshToken))).toEqual(REFUSED);
    expect(answer(await profile(first.accessToken))).toEqual(EXPIRED);
  });

  it('a refresh token is stored only as its SHA-256, never as itself; nor is an access token', async () => {
    const tokens = await login();
    const stored = JSON.stringify(db.state.sessions);
    expect(stored).not.toContain(tokens.refreshToken);
    expect(stored).not.toContain(tokens.accessToken);
    expect(db.state.sessions[await sha256Hex(tokens.refreshToken)]).toMatchObject({ kind: 'refresh', userId: userBy(DEMO_ACCOUNTS.superAdmin).id });
    expect(db.state.sessions[await sha256Hex(tokens.refreshToken)]).not.toHaveProperty('rotated');
  });
});

describe('logout and a password change revoke', () => {
  it('logout makes the access token fail at once, though it has not expired', async () => {
    const tokens = await login();
    expect((await profile(tokens.accessToken)).status).toBe(200);
    expect((await call('POST', '/v1/auth/logout', { token: tokens.accessToken })).status).toBe(200);
    expect(answer(await profile(tokens.accessToken))).toEqual(EXPIRED);
    expect(answer(await call('GET', '/api/complaints', { token: tokens.accessToken }))).toMatchObject({ status: 401 });
    expect(answer(await refresh(tokens.refreshToken))).toEqual(REFUSED);
  });

  it('logout with the refresh token alone, or with an expired access token, ends that sign-in too', async () => {
    const at = startClock();
    const byRefresh = await login();
    await call('POST', '/v1/auth/logout', { body: { refreshToken: byRefresh.refreshToken } });
    expect(answer(await profile(byRefresh.accessToken))).toEqual(EXPIRED);
    const stale = await login();
    at(16 * 60 * 1000);
    await call('POST', '/v1/auth/logout', { token: stale.accessToken });
    expect(answer(await refresh(stale.refreshToken))).toEqual(REFUSED);
  });

  it('a password change ends every other sign-in of the user, not the one that made it nor other users\'', async () => {
    const here = await login(DEMO_ACCOUNTS.technician);
    const elsewhere = await login(DEMO_ACCOUNTS.technician);
    const someoneElse = await login(DEMO_ACCOUNTS.warehouseAdmin);
    const changed = await call('POST', '/v1/auth/change-password', { token: here.accessToken, body: { currentPassword: DEMO_PASSWORD, newPassword: 'Fresh@12345' } });
    expect(changed.status).toBe(200);

    expect(answer(await profile(elsewhere.accessToken))).toEqual(EXPIRED);
    expect(answer(await refresh(elsewhere.refreshToken))).toEqual(REFUSED);
    expect((await profile(here.accessToken)).status).toBe(200);
    expect((await refresh(here.refreshToken)).status).toBe(200);
    expect((await profile(someoneElse.accessToken)).status).toBe(200);
  });
});

describe('access tokens are signed and unpredictable', () => {
  it('an access token is an HS256 JWT naming its sign-in; refresh tokens are 256 random bits, all different', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const tokens = await login();
      expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const claims = decodeJwt(tokens.accessToken);
      expect(claims).toMatchObject({ sub: String(userBy(DEMO_ACCOUNTS.superAdmin).id), iss: 'servicedesk', sid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), jti: expect.any(String) });
      expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(900);
      for (const t of [tokens.accessToken, tokens.refreshToken, claims.sid as string, claims.jti!]) {
        expect(seen.has(t)).toBe(false);
        seen.add(t);
      }
    }
  });

  it('a token with its claims changed, signed with another key or with alg none, opens nothing', async () => {
    const tokens = await login(DEMO_ACCOUNTS.technician);
    const [header, , signature] = tokens.accessToken.split('.');
    const claims = decodeJwt(tokens.accessToken);
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    // The super admin's id under the technician's signature.
    const changed = `${header}.${b64({ ...claims, sub: String(userBy(DEMO_ACCOUNTS.superAdmin).id) })}.${signature}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const otherKey = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(crypto.getRandomValues(new Uint8Array(32)));
    for (const forged of [changed, unsigned, otherKey, `${tokens.accessToken}x`]) expect(answer(await profile(forged))).toEqual(EXPIRED);
    expect((await profile(tokens.accessToken)).status).toBe(200);
  });
});

describe('sign-in throttling', () => {
  it(`${ACCOUNT_LIMIT.attempts} wrong passwords in a minute on one account: 429 with Retry-After, the right password works again after the window`, async () => {
    const at = startClock();
    for (let i = 0; i < ACCOUNT_LIMIT.attempts; i++) {
      at(i * 1000);
      expect((await attempt(DEMO_ACCOUNTS.warehouseAdmin, 'Wrong@1234')).status).toBe(401);
    }
    at(20_000);
    // Refused before the password is looked at, the right one too.
    const refused = await attempt(DEMO_ACCOUNTS.warehouseAdmin, DEMO_PASSWORD);
    expect(refused).toEqual({
      status: 429,
      retryAfter: '40',
      body: { success: false, message: 'Too many failed sign-in attempts. Please wait 40 s and try again.', messageKey: 'serverText.tooManySignIns', messageParams: { seconds: 40 } },
    });
    // Any spelling of the address is the same account.
    expect((await attempt(' Admin@Demo.in', DEMO_PASSWORD)).status).toBe(429);
    // Another account is not held up.
    await login(DEMO_ACCOUNTS.technician);
    at(59_999);
    expect((await attempt(DEMO_ACCOUNTS.warehouseAdmin, DEMO_PASSWORD)).retryAfter).toBe('1');
    // The first failure leaves the window: one more attempt is let through, and the right password signs in.
    at(60_000);
    const tokens = await login(DEMO_ACCOUNTS.warehouseAdmin);
    expect((await profile(tokens.accessToken)).status).toBe(200);
    // A success forgets the failures: the next wrong password is a 401, not a 429.
    expect((await attempt(DEMO_ACCOUNTS.warehouseAdmin, 'Wrong@1234')).status).toBe(401);
  });

  it('an unknown address is throttled the same (the answers do not tell which addresses have accounts)', async () => {
    startClock();
    for (let i = 0; i < ACCOUNT_LIMIT.attempts; i++) expect((await attempt('nobody@demo.in', 'Wrong@1234')).status).toBe(401);
    expect(await attempt('nobody@demo.in', 'Wrong@1234')).toMatchObject({ status: 429, retryAfter: '60' });
  });
});

describe('password hashes', () => {
  it('a new password is stored as PBKDF2-SHA-256 at 600,000 rounds with a salt of its own', async () => {
    for (const [username, email] of [['hashone', 'hash.one@example.in'], ['hashtwo', 'hash.two@example.in']])
      expect((await call('POST', '/api/users/register', { body: { username, email, password: 'Same@12345' } })).status).toBe(201);
    const [one, two] = [userBy('hash.one@example.in'), userBy('hash.two@example.in')];
    for (const u of [one, two]) {
      expect(u.passwordHash).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[0-9a-f]{64}$`));
      expect(u.passwordSalt).toMatch(/^[0-9a-f]{32}$/);
      expect(await hashPassword('Same@12345', u.passwordSalt, PBKDF2_ITERATIONS)).toBe(parsePasswordHash(u.passwordHash)!.hash);
    }
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    expect(one.passwordSalt).not.toBe(two.passwordSalt);
    expect(one.passwordHash).not.toBe(two.passwordHash);
  });

  it('a hash stored before issue 28 (bare hex, 20,000 rounds) still signs in, and is rehashed at today\'s cost', async () => {
    const tech = userBy(DEMO_ACCOUNTS.technician);
    const legacySalt = '5365727669636544657368446f6d6f21';
    Object.assign(tech, { passwordHash: await hashPassword(DEMO_PASSWORD, legacySalt, 20_000), passwordSalt: legacySalt });
    expect((await attempt(DEMO_ACCOUNTS.technician, 'Wrong@1234')).status).toBe(401);
    expect(tech.passwordSalt).toBe(legacySalt);
    await login(DEMO_ACCOUNTS.technician);
    expect(tech.passwordHash).toMatch(/^pbkdf2-sha256\$600000\$[0-9a-f]{64}$/);
    expect(tech.passwordSalt).not.toBe(legacySalt);
    await login(DEMO_ACCOUNTS.technician);
  });
});
