// Session tokens of the API (issue 28 scope 2; docs/api.md "Sessions"), the crypto only: the store's
// side (what a sign-in keeps, rotation, revocation) is mocks/handlers/sessions.ts. WebCrypto and
// `jose`, so the server and the in-browser demo run the same code.
//
// - An access token is a JWT signed with HMAC-SHA-256 (HS256): `sub` the user id, `sid` the sign-in it
//   belongs to (checked against the store on every call, so a logout or a revoked sign-in stops it at
//   once), `iat`, `exp` (15 minutes), a random `jti`, issuer `servicedesk`.
// - A refresh token and a sign-in id are random bytes from the platform's CSPRNG
//   (`crypto.getRandomValues`), never Math.random; a refresh token is stored only as its SHA-256.
import { decodeJwt, jwtVerify, SignJWT } from 'jose';

/** An access token opens calls for 15 minutes. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A refresh token may be used once within 7 days of its issue. */
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The `iss` of our access tokens. */
export const TOKEN_ISSUER = 'servicedesk';
/** Bytes of a refresh token (256 bits). */
export const REFRESH_TOKEN_BYTES = 32;
/** Bytes of a sign-in id (128 bits). */
export const SESSION_ID_BYTES = 16;

const base64url = (bytes: Uint8Array) => {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** `bytes` random bytes from the CSPRNG (crypto.getRandomValues), base64url without padding. */
export const randomToken = (bytes = REFRESH_TOKEN_BYTES): string => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** `bytes` random bytes from the CSPRNG, hex. */
export const randomHex = (bytes: number): string => toHex(crypto.getRandomValues(new Uint8Array(bytes)));

/** SHA-256 of the text (UTF-8), hex: how a refresh token is stored and looked up. */
export const sha256Hex = async (text: string): Promise<string> => toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));

/** The HMAC-SHA-256 key of a secret (its UTF-8 bytes), for signing and verifying access tokens. */
export const signingKey = (secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

export interface AccessClaims {
  userId: number;
  /** The sign-in the token belongs to (the store's session id). */
  sid: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

/** A new access token for `userId` in sign-in `sid`, issued at `nowMs` (epoch ms) and living `ttlMs`. */
export const signAccessToken = (key: CryptoKey, { userId, sid }: { userId: number; sid: string }, nowMs: number, ttlMs = ACCESS_TOKEN_TTL_MS): Promise<string> =>
  new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(String(userId))
    .setJti(randomToken(12))
    .setIssuedAt(Math.floor(nowMs / 1000))
    // Whole seconds, rounded down: a token never outlives its 15 minutes.
    .setExpirationTime(Math.floor((nowMs + ttlMs) / 1000))
    .sign(key);

/**
 * The claims of an access token whose signature is ours and which has not expired at `nowMs`; null for
 * anything else (another key, another algorithm, `alg: none`, a damaged or expired token, missing claims).
 */
export const verifyAccessToken = async (key: CryptoKey, token: string, nowMs: number): Promise<AccessClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, currentDate: new Date(nowMs), requiredClaims: ['sub', 'sid', 'exp', 'iat'] });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || !payload.sid || typeof payload.exp !== 'number') return null;
    return { userId, sid: payload.sid, exp: payload.exp };
  } catch {
    return null;
  }
};

/**
 * The claims of an access token whose signature is ours, expired or not (logout ends the sign-in of
 * an expired token too); null for anything else.
 */
export const verifyAccessTokenSignature = async (key: CryptoKey, token: string): Promise<AccessClaims | null> => {
  let exp: unknown;
  try {
    exp = decodeJwt(token).exp;
  } catch {
    return null;
  }
  // Checked as at the last millisecond of its life: the signature and the claims, not the clock.
  return typeof exp === 'number' ? verifyAccessToken(key, token, exp * 1000 - 1) : null;
};

/** True for text shaped as a compact JWT (three base64url parts): only those are worth verifying. */
export const looksLikeJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) && token.length < 4096;
