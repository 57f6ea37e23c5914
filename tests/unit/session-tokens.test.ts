import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import { randomHex, randomToken, sha256Hex, signAccessToken, signingKey, verifyAccessToken, verifyAccessTokenSignature, looksLikeJwt } from '../../src/domain/tokens';

// The crypto of the sessions (src/domain/tokens.ts, issue 28): random tokens come from the CSPRNG,
// never Math.random; access tokens are HS256 JWTs that only our key verifies, until they expire.

afterEach(() => {
  vi.restoreAllMocks();
});

describe('random tokens', () => {
  it('come from crypto.getRandomValues, never from Math.random', () => {
    const csprng = vi.spyOn(crypto, 'getRandomValues');
    const math = vi.spyOn(Math, 'random');
    const token = randomToken();
    randomHex(16);
    expect(csprng).toHaveBeenCalledTimes(2);
    expect(math).not.toHaveBeenCalled();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are 256 bits by default, base64url, and do not repeat', () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => randomToken()));
    expect(tokens.size).toBe(2000);
    expect(randomToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Every base64url character turns up: the bytes are spread, not a narrow alphabet like Math.random's base 36.
    expect(new Set([...tokens].join('')).size).toBe(64);
  });

  it('a refresh token is stored as its SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('access tokens', () => {
  const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);

  it('verify with our key until they expire, 15 minutes after their issue', async () => {
    const key = await signingKey('a'.repeat(64));
    const token = await signAccessToken(key, { userId: 7, sid: 'sign-in-1' }, T0);
    expect(looksLikeJwt(token)).toBe(true);
    expect(decodeJwt(token)).toMatchObject({ sub: '7', sid: 'sign-in-1', iss: 'servicedesk', iat: T0 / 1000, exp: T0 / 1000 + 900 });
    expect(await verifyAccessToken(key, token, T0 + 15 * 60 * 1000 - 1)).toEqual({ userId: 7, sid: 'sign-in-1', exp: T0 / 1000 + 900 });
    expect(await verifyAccessToken(key, token, T0 + 15 * 60 * 1000)).toBeNull();
    // Logout still reads an expired token's sign-in, by its signature.
    expect(await verifyAccessTokenSignature(key, token)).toMatchObject({ sid: 'sign-in-1' });
  });

  it('another key, a changed claim or a token that is not ours verify to nothing', async () => {
    const key = await signingKey('a'.repeat(64));
    const token = await signAccessToken(key, { userId: 7, sid: 's' }, T0);
    expect(await verifyAccessToken(await signingKey('b'.repeat(64)), token, T0)).toBeNull();
    expect(await verifyAccessTokenSignature(await signingKey('b'.repeat(64)), token)).toBeNull();
    const [h, p, s] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: '1' })).toString('base64url');
    expect(await verifyAccessToken(key, `${h}.${changed}.${s}`, T0)).toBeNull();
    expect(await verifyAccessToken(key, `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`, T0)).toBeNull();
    expect(await verifyAccessToken(key, 'not a token', T0)).toBeNull();
    expect(await verifyAccessTokenSignature(key, 'not.a.token')).toBeNull();
  });
});
