import { STORAGE_KEYS, DEFAULT_TENANT_ID } from '../config';

// Tokens live in localStorage ("Remember me") or sessionStorage; every reader checks both.
const stores = (): Storage[] => {
  const list: Storage[] = [];
  if (typeof localStorage !== 'undefined') list.push(localStorage);
  if (typeof sessionStorage !== 'undefined') list.push(sessionStorage);
  return list;
};

export const readKey = (key: string): string | null => {
  for (const s of stores()) {
    const v = s.getItem(key);
    if (v !== null) return v;
  }
  return null;
};

// This tab's own session, held while the stored one is another tab's doing (issue 27): another user
// signed in, or this user signed out, in another tab (tabSession.ts). Meanwhile this tab reads its own
// token, user and warehouse, so that what it shows (its menus, its access checks, a half-typed form)
// stays its user's instead of turning into the other user's at the next render; the call layer sends
// nothing meanwhile (http.ts). `ownSession` is the session as this tab last wrote or accepted it.
const SESSION_KEYS = [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user, STORAGE_KEYS.tenantId];
type SessionValues = Record<string, string | null>;
const readSession = (): SessionValues => Object.fromEntries(SESSION_KEYS.map((key) => [key, readKey(key)]));
let ownSession: SessionValues = typeof localStorage === 'undefined' ? {} : readSession();
let heldSession: SessionValues | null = null;
/** The stored session is this tab's (its own write, or another tab's of the same user). */
export const rememberOwnSession = () => {
  ownSession = readSession();
};
/** Reads this tab's own session instead of the stored one, until releaseOwnSession. */
export const holdOwnSession = () => {
  heldSession ??= ownSession;
};
export const releaseOwnSession = () => {
  heldSession = null;
  rememberOwnSession();
};

// Another tab's write is in this tab's storage before the browser sends this tab its `storage` event
// (Chromium: hundreds of milliseconds later on a busy page, the end-to-end two-tabs test measured). A
// read in between must not take it for this tab's session: tabSession.ts registers here the check that
// compares the stored session with this tab's user at once, before any session key is read.
let checkStoredSession: (() => void) | null = null;
export const setStoredSessionCheck = (check: (() => void) | null) => {
  checkStoredSession = check;
};
const sessionKey = (key: string): string | null => {
  checkStoredSession?.();
  return heldSession && key in heldSession ? heldSession[key] : readKey(key);
};

export const getAccessToken = () => sessionKey(STORAGE_KEYS.accessToken);
export const getRefreshToken = () => sessionKey(STORAGE_KEYS.refreshToken);
export const getTenantId = () => sessionKey(STORAGE_KEYS.tenantId) || DEFAULT_TENANT_ID;
export const getApiHost = () => readKey(STORAGE_KEYS.apiHost);

/** The user of the session really stored now (never the held one); undefined while only a token is there (a sign-in half-written by another tab). */
export const storedSessionUser = <T = Record<string, unknown>>(): T | null | undefined => {
  if (!readKey(STORAGE_KEYS.accessToken)) return null;
  try {
    return (JSON.parse(readKey(STORAGE_KEYS.user) ?? 'null') as T | null) ?? undefined;
  } catch {
    return undefined;
  }
};

// The last stored user text and its parse: access checks read the user during render, dozens of
// times per list page (a row's buttons and reference cells), and it changes only at sign-in or refresh.
let lastRaw: string | null = null;
let lastUser: unknown = null;

export const getStoredUser = <T = Record<string, unknown>>(): T | null => {
  const raw = sessionKey(STORAGE_KEYS.user);
  if (!raw) return null;
  if (raw === lastRaw) return lastUser as T | null;
  let user: T | null;
  try {
    user = JSON.parse(raw) as T;
  } catch {
    user = null;
  }
  lastRaw = raw;
  lastUser = user;
  return user;
};

export interface Session {
  token: string;
  refreshToken?: string | null;
  user: unknown;
  tenantId: string;
}

// Who wants to know when the session starts or ends in this tab (the console unmounts at once).
const sessionListeners = new Set<() => void>();
/** Tells the subscribers the session (token, user or its permissions) changed. */
export const sessionChanged = () => sessionListeners.forEach((listener) => listener());
/** Subscribes to sign-in and sign-out in this tab; returns the unsubscribe (useSyncExternalStore's shape). */
export const subscribeSession = (listener: () => void) => {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
};

export const saveSession = (session: Session, remember: boolean) => {
  clearSession();
  const target = remember ? localStorage : sessionStorage;
  target.setItem(STORAGE_KEYS.accessToken, session.token);
  if (session.refreshToken) target.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  target.setItem(STORAGE_KEYS.user, JSON.stringify(session.user ?? null));
  // The tenant is a preference of the browser, not of the token: always localStorage.
  localStorage.setItem(STORAGE_KEYS.tenantId, session.tenantId || DEFAULT_TENANT_ID);
  rememberOwnSession();
  sessionChanged();
};

/**
 * A renewed session (refresh, or the in-place sign-in): the new tokens go where the old ones were
 * (localStorage with "Remember me", else sessionStorage); the user and the tenant stay. No
 * sessionChanged(): nothing the console renders from changes, so no screen re-renders or remounts.
 */
export const replaceTokens = (token: string, refreshToken?: string | null) => {
  const target = stores().find((s) => s.getItem(STORAGE_KEYS.accessToken) !== null || s.getItem(STORAGE_KEYS.refreshToken) !== null) ?? localStorage;
  target.setItem(STORAGE_KEYS.accessToken, token);
  if (refreshToken) target.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  rememberOwnSession();
};

/** The signed-in user's record renewed (the profile refresh), beside the token; false when signed out (or another tab's user signed in) meanwhile. */
export const replaceStoredUser = (user: unknown): boolean => {
  // The stored session is another tab's now (tabSession.ts): this tab's user must not be written into it.
  if (heldSession) return false;
  const target = stores().find((s) => s.getItem(STORAGE_KEYS.accessToken) !== null);
  if (!target) return false;
  target.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  rememberOwnSession();
  return true;
};

export const setTenantId = (tenantId: string) => {
  localStorage.setItem(STORAGE_KEYS.tenantId, tenantId);
  rememberOwnSession();
};

export const clearSession = () => {
  for (const s of stores()) {
    s.removeItem(STORAGE_KEYS.accessToken);
    s.removeItem(STORAGE_KEYS.refreshToken);
    s.removeItem(STORAGE_KEYS.user);
    s.removeItem(STORAGE_KEYS.tenantId);
  }
  rememberOwnSession();
  sessionChanged();
};
