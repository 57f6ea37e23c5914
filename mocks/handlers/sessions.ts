// The API's sessions on the store (issue 28 scope 2; docs/api.md "Sessions"): sign-ins, access tokens
// (signed JWTs, src/domain/tokens.ts) checked against their sign-in on every call, refresh tokens
// stored as their SHA-256 and rotated, revocation, and the sign-in throttle. The handlers are in
// auth.ts; `authorize` (util.ts) asks `accessTokenUser`.
import { http as rest } from 'msw';
import { db } from '../db';
import {
  ACCESS_TOKEN_TTL_MS,
  REFRESH_TOKEN_TTL_MS,
  SESSION_ID_BYTES,
  looksLikeJwt,
  randomHex,
  randomToken,
  sha256Hex,
  signAccessToken,
  signingKey,
  verifyAccessToken,
  verifyAccessTokenSignature,
  type AccessClaims,
} from '../../src/domain/tokens';
import { SignInThrottle } from '../../src/domain/signInThrottle';
import type { RefreshTokenSession, Session, SignInSession } from '../types';

export { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS };

// ---------------------------------------------------------------------------------------------------
// The signing key: the server's JWT_SECRET (server/start.ts sets it), else the store's own (the browser
// demo and the handlers under test), made at the first sign-in and kept with the sessions.

/** The store's key record: `sessions['signing-key']`. */
export const SIGNING_KEY_ID = 'signing-key';

let configuredSecret: string | null = null;

/** The server's secret for access tokens (JWT_SECRET, or a random one per start in development). */
export const setSigningSecret = (secret: string | null) => {
  configuredSecret = secret;
};

/** The secret access tokens are signed with now; `create` makes the store's when there is none yet. */
const currentSecret = (create: boolean): string | null => {
  if (configuredSecret) return configuredSecret;
  const record = db.state.sessions[SIGNING_KEY_ID];
  if (record?.kind === 'signing-key' && record.secret) return record.secret;
  if (!create) return null;
  const secret = randomHex(32);
  db.state.sessions[SIGNING_KEY_ID] = { kind: 'signing-key', secret };
  return secret;
};

let keyCache: { secret: string; key: Promise<CryptoKey> } | null = null;
const signingKeyOf = (secret: string) => {
  if (keyCache?.secret !== secret) keyCache = { secret, key: signingKey(secret) };
  return keyCache.key;
};

// ---------------------------------------------------------------------------------------------------
// Verified access tokens. `authorize` runs synchronously in every handler, and checking a signature
// (WebCrypto, jose) is asynchronous: so the first handler of the list (`bearerCheck`) verifies the
// bearer token before any handler runs, and the tokens whose signature is ours are remembered here with
// their claims (with the secret that verified them: a new secret forgets them all). A token this
// process signs is remembered as it is issued. Expiry and the sign-in are checked on each call.

const MAX_VERIFIED = 20_000;
let verified: { secret: string; tokens: Map<string, AccessClaims> } = { secret: '', tokens: new Map() };

const remember = (secret: string, token: string, claims: AccessClaims) => {
  if (verified.secret !== secret) verified = { secret, tokens: new Map() };
  const { tokens } = verified;
  if (tokens.size >= MAX_VERIFIED) {
    const now = Date.now();
    for (const [t, c] of tokens) if (c.exp * 1000 <= now) tokens.delete(t);
    // Still full: the oldest go first (they are verified again when they come back).
    for (const t of tokens.keys()) {
      if (tokens.size < MAX_VERIFIED) break;
      tokens.delete(t);
    }
  }
  tokens.set(token, claims);
};

const bearerOf = (request: Request) => {
  const h = request.headers.get('Authorization') || '';
  return h.startsWith('Bearer ') ? h.slice(7).trim() : '';
};

/** Verifies the request's bearer token once (see above); nothing when it has none or it is known. */
export const verifyBearer = async (request: Request) => {
  const token = bearerOf(request);
  if (!token || !looksLikeJwt(token)) return;
  const secret = currentSecret(false);
  if (!secret || (verified.secret === secret && verified.tokens.has(token))) return;
  const claims = await verifyAccessToken(await signingKeyOf(secret), token, Date.now());
  if (claims && currentSecret(false) === secret) remember(secret, token, claims);
};

/**
 * The first handler: it never answers (its predicate is always false), it verifies the bearer token of
 * every call on the way (a predicate may be asynchronous, a handler's `authorize` may not), so an
 * unknown path stays unhandled as before. Any origin: the server's requests keep their own.
 */
export const bearerCheck = rest.all(
  async ({ request }) => {
    await verifyBearer(request);
    return false;
  },
  () => undefined,
);

/** The live sign-in of an access token: its signature ours (verified above), not expired, its sign-in not revoked. */
export const accessSession = (token: string): { userId: number; sid: string } | undefined => {
  const secret = currentSecret(false);
  const claims = secret && verified.secret === secret ? verified.tokens.get(token) : undefined;
  const now = Date.now();
  if (!claims || claims.exp * 1000 <= now) return undefined;
  const session = db.state.sessions[claims.sid];
  return session?.kind === 'session' && session.userId === claims.userId && session.expiresAt > now ? { userId: claims.userId, sid: claims.sid } : undefined;
};

/**
 * The user id a live access token belongs to; undefined for an unknown, expired or revoked token, a
 * refresh token, or a token of before issue 28.
 */
export const accessTokenUser = (token: string): number | undefined => accessSession(token)?.userId;

/** The sign-in an access token names, if its signature is ours, expired or not (logout ends it). */
export const accessTokenSignIn = async (token: string): Promise<string | undefined> => {
  const secret = currentSecret(false);
  if (!token || !secret || !looksLikeJwt(token)) return undefined;
  const known = verified.secret === secret ? verified.tokens.get(token) : undefined;
  return (known ?? (await verifyAccessTokenSignature(await signingKeyOf(secret), token)))?.sid;
};

// ---------------------------------------------------------------------------------------------------
// Sign-ins and their tokens.

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
}

/** Drops what has expired, and what was stored before issue 28 (bare user ids, tokens as keys). */
const dropStale = (now: number) => {
  const sessions = db.state.sessions as Record<string, Session | { kind?: string } | number>;
  for (const [key, s] of Object.entries(sessions)) {
    if (typeof s !== 'object' || s === null) delete sessions[key];
    else if (s.kind === 'session' || s.kind === 'refresh') {
      if ((s as SignInSession).expiresAt <= now || (s.kind === 'refresh' && !/^[0-9a-f]{64}$/.test(key))) delete sessions[key];
    } else if (s.kind !== 'signing-key') delete sessions[key];
  }
};

/** Ends a sign-in: its record (so its access tokens stop at once) and every refresh token of it. */
export const revokeSignIn = (sid: string) => {
  const sessions = db.state.sessions;
  for (const [key, s] of Object.entries(sessions)) if ((s.kind === 'session' || s.kind === 'refresh') && s.family === sid) delete sessions[key];
};

/** Ends every sign-in of `userId` but `except` (a password change keeps the session that made it). */
export const revokeSignInsOf = (userId: number, except?: string) => {
  const sids = new Set<string>();
  for (const s of Object.values(db.state.sessions)) if (s.kind === 'session' && s.userId === userId && s.family !== except) sids.add(s.family);
  for (const sid of sids) revokeSignIn(sid);
};

/**
 * A new access token and refresh token for sign-in `sid` of `userId` (a new sign-in when it has no
 * record yet). The store is changed before the first await past the hashing, so nothing else runs in
 * between; the caller commits.
 */
const issueTokens = async (userId: number, sid: string, refreshToken: string, refreshHash: string): Promise<IssuedTokens> => {
  const now = Date.now();
  dropStale(now);
  const sessions = db.state.sessions;
  const expiresAt = now + REFRESH_TOKEN_TTL_MS;
  sessions[sid] = { kind: 'session', userId, expiresAt, family: sid };
  sessions[refreshHash] = { kind: 'refresh', userId, expiresAt, family: sid };
  const secret = currentSecret(true)!;
  const accessToken = await signAccessToken(await signingKeyOf(secret), { userId, sid }, now);
  remember(secret, accessToken, { userId, sid, exp: Math.floor((now + ACCESS_TOKEN_TTL_MS) / 1000) });
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_MS / 1000 };
};

/** A new refresh token and its hash (as stored). */
const newRefreshToken = async () => {
  const token = randomToken();
  return { token, hash: await sha256Hex(token) };
};

/** A new sign-in of `userId` (after its password was checked; benchmarks call it directly). */
export const signInUser = async (userId: number): Promise<IssuedTokens> => {
  const refresh = await newRefreshToken();
  return issueTokens(userId, randomToken(SESSION_ID_BYTES), refresh.token, refresh.hash);
};

export type RefreshOutcome = { tokens: IssuedTokens } | { refused: true; changed: boolean };

/**
 * A refresh token buys a new pair once (rotation). A token used before ends its whole sign-in, because
 * one of its two holders is not the user; so does a deactivated or deleted user. `changed`: the store
 * was changed (commit it).
 */
export const rotateRefreshToken = async (token: string, isActiveUser: (userId: number) => boolean): Promise<RefreshOutcome> => {
  const [presented, next] = await Promise.all([sha256Hex(token), newRefreshToken()]);
  const record = db.state.sessions[presented];
  if (record?.kind !== 'refresh' || record.expiresAt <= Date.now()) return { refused: true, changed: false };
  const session = db.state.sessions[record.family];
  if (record.rotated || session?.kind !== 'session' || !isActiveUser(record.userId)) {
    revokeSignIn(record.family);
    return { refused: true, changed: true };
  }
  (record as RefreshTokenSession).rotated = true;
  return { tokens: await issueTokens(record.userId, record.family, next.token, next.hash) };
};

/** The sign-in a refresh token belongs to, if it is one of ours (logout ends it). */
export const refreshTokenSignIn = async (token: string): Promise<string | undefined> => {
  if (!token) return undefined;
  const record = db.state.sessions[await sha256Hex(token)];
  return record?.kind === 'refresh' ? record.family : undefined;
};

// ---------------------------------------------------------------------------------------------------
// Sign-in throttling (src/domain/signInThrottle.ts): in this process's memory, so with several server
// processes each counts its own attempts. The client's address is what server/app.ts notes for the
// request; the browser demo and the handlers under test have none (the account limit still holds).

export const signInThrottle = new SignInThrottle();

const addresses = new WeakMap<Request, string>();
/** The server notes the socket's remote address of each request it hands to the handlers. */
export const noteClientAddress = (request: Request, address: string | undefined) => {
  if (address) addresses.set(request, address);
};
export const clientAddress = (request: Request): string => addresses.get(request) ?? '';

// ---------------------------------------------------------------------------------------------------
// Test hooks (Node tests only).

/** Every access token issued so far stops working (a new signing secret); refresh tokens stay valid. */
export const expireAccessTokens = () => {
  if (configuredSecret) configuredSecret = randomHex(32);
  else db.state.sessions[SIGNING_KEY_ID] = { kind: 'signing-key', secret: randomHex(32) };
};

/** Every refresh token is revoked (access tokens live on until they expire). */
export const revokeRefreshTokens = () => {
  const sessions = db.state.sessions;
  for (const [key, s] of Object.entries(sessions)) if (s.kind === 'refresh') delete sessions[key];
};

/** The throttle forgets every attempt (each test starts from none). */
export const resetSignInThrottle = () => signInThrottle.reset();
