import type { AuthProvider } from 'ra-core';
import { HttpError, http, request, unwrap } from './http';
import { tabSessionBlocked } from './tabSession';
import { leaveDemoMode } from './demoMode';
import { clearSession, getAccessToken, getRefreshToken, getStoredUser, replaceStoredUser, saveSession, sessionChanged } from './storage';
import { normalizeLoginResponse, signInErrorKey } from '../domain/auth';
import { can, matrixWith, normalizeRole, type Role } from '../domain/access';

export interface SignInParams {
  email: string;
  password: string;
  remember?: boolean;
}

/**
 * Error whose message is an i18n key (with its %{values}, and the English to show where the key has no
 * text, as for the server's own `serverText.*` on the sign-in page), or the server's text.
 */
export class SignInError extends Error {
  i18nKey?: string;
  i18nValues?: Record<string, unknown>;
  status: number;
  constructor(result: { key: string; values?: Record<string, unknown>; fallback?: string } | { message: string }, status: number) {
    super('key' in result ? (result.fallback ?? result.key) : result.message);
    this.i18nKey = 'key' in result ? result.key : undefined;
    this.i18nValues = 'key' in result ? result.values : undefined;
    this.status = status;
  }
}

/**
 * POST /api/users/login and its answer normalised; a refusal is a SignInError with the spec's text.
 * Shared by signIn and the console's in-place sign-in (which keeps the stored user and tenant).
 */
export const requestLogin = async (email: string, password: string) => {
  let raw: unknown;
  try {
    raw = (await request('/api/users/login', { method: 'POST', body: { email: email.trim(), password }, renew: false, anyUser: true })).json;
  } catch (e) {
    const err = e as HttpError;
    const status = typeof err.status === 'number' ? err.status : 0;
    const body = err.body as { message?: string } | undefined;
    // An error the app words itself for this page (the demo's blocked service worker) keeps its words.
    const own = err?.i18nKey?.startsWith('auth.') ? { key: err.i18nKey } : undefined;
    const mapped = signInErrorKey(status, body?.message);
    // A refusal shown in the server's words (a 429 when sign-ins are throttled): by its key and values
    // in the user's language, its English where the key has no text.
    const keyed = 'message' in mapped && err?.i18nKey?.startsWith('serverText.') ? { key: err.i18nKey, values: err.i18nValues, fallback: mapped.message } : undefined;
    throw new SignInError(own ?? keyed ?? mapped, status);
  }
  const login = normalizeLoginResponse(raw);
  if (!login.success || !login.token) {
    throw new SignInError(login.message ? { message: login.message } : { key: 'auth.signIn.errors.unsuccessful' }, 200);
  }
  return login as typeof login & { token: string };
};

/** POST /api/users/login, normalise the shape, store the session. Shared by the sign-in page and Explore Demo. */
export const signIn = async ({ email, password, remember = true }: SignInParams) => {
  const login = await requestLogin(email, password);
  saveSession({ token: login.token, refreshToken: login.refreshToken, user: login.user, tenantId: login.tenantId }, remember);
  return login;
};

export const currentRole = (): Role => normalizeRole(getStoredUser<{ role?: string }>()?.role);

interface StoredUser {
  role?: string;
  permissions?: unknown;
  [key: string]: unknown;
}

let permissionsRefresh: Promise<boolean> | null = null;

const accessOf = (user: StoredUser | null) => JSON.stringify([normalizeRole(user?.role), user?.permissions ?? null]);

/**
 * Once per page load: GET /v1/auth/profile and store the user it returns, so permissions edited on
 * the Roles & Permissions screen apply after a reload, not only after the next sign-in. Resolves to
 * whether the role or matrix changed (the console then asks canAccess again). A failure keeps what
 * is stored (a 401 is handled by the next data call).
 */
export const refreshStoredPermissions = (): Promise<boolean> => {
  const token = getAccessToken();
  // Not signed in yet: nothing to refresh, and the next signed-in call still may.
  if (!token) return Promise.resolve(false);
  if (!permissionsRefresh) {
    permissionsRefresh = (async () => {
      try {
        const profile = unwrap<StoredUser>(await http.get('/auth/profile'));
        // Signed out or signed in as someone else meanwhile: the answer is about another session.
        if (!profile || typeof profile !== 'object' || getAccessToken() !== token) return false;
        const before = getStoredUser<StoredUser>();
        const next = { ...(before ?? {}), ...profile };
        if (!replaceStoredUser(next)) return false;
        const changed = accessOf(before) !== accessOf(next);
        if (changed) sessionChanged();
        return changed;
      } catch {
        // Keep the stored permissions.
        return false;
      }
    })();
  }
  return permissionsRefresh;
};

/**
 * What the stored session already says about an action: the sign-in's matrix (or the super
 * admin's blanket yes), or undefined when only the profile refresh can tell.
 */
export const storedAccess = (resource: string, action: string = 'list'): boolean | undefined => {
  const user = getStoredUser<StoredUser>();
  if (!user?.permissions && normalizeRole(user?.role) !== 'super_admin') return undefined;
  return canCurrentUser(resource, action);
};

/** The stored user's own matrix when the server sent one, else the defaults of its role; the super admin always may. */
export const canCurrentUser = (resource: string, action: string = 'list'): boolean => {
  const user = getStoredUser<StoredUser>();
  const role = normalizeRole(user?.role);
  if (role === 'super_admin') return true;
  return can(role, resource, action, matrixWith(role, user?.permissions));
};

/** How long logout waits for the server to revoke the tokens before signing out anyway. */
export const LOGOUT_TIMEOUT_MS = 2000;

/** POST /v1/auth/logout with the bearer token and the refresh token: best effort, never holds sign-out up for long. */
const revokeOnServer = async () => {
  const refreshToken = getRefreshToken();
  if (!getAccessToken() && !refreshToken) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
  try {
    await request('/auth/logout', { method: 'POST', body: refreshToken ? { refreshToken } : {}, renew: false, signal: controller.signal });
  } catch {
    // Offline, refused or too slow: the tokens are forgotten here all the same.
  } finally {
    clearTimeout(timer);
  }
};

export const authProvider: AuthProvider = {
  login: (params: SignInParams) => signIn(params).then(() => undefined),
  logout: async () => {
    await revokeOnServer();
    clearSession();
    // Leaving the demo: the next sign-in goes to the configured API again.
    void leaveDemoMode(); // and unregisters the demo service worker once a real API answers
    // Every logout lands on the public sign-in page, also one react-admin starts without a target
    // (its LogoutOnMount after a failed auth check), which would otherwise open its own /admin/login.
    return '/sign-in';
  },
  checkAuth: async () => {
    if (!getAccessToken()) throw { redirectTo: '/sign-in', message: false };
  },
  checkError: async (error: { status?: number; sentToken?: string | null; replayed?: boolean }) => {
    // A 401 reaches here only when renewal could not mend it (http.ts, session.ts). One answering a
    // request sent before the user signed in again (another tab, a slow call) must not end the new
    // session, nor one answering the replay after a renewal: the screen shows it. A request sent with
    // no token says nothing about the token there is now. And while the stored session is another
    // tab's user's (tabSession.ts), this tab signs nobody out: clearing it would end theirs, and the
    // tab's notice already offers the way on.
    const current = getAccessToken();
    const stale = error?.sentToken !== undefined && (error.sentToken ?? null) !== current;
    if (error?.status === 401 && !stale && !error.replayed && !tabSessionBlocked()) {
      clearSession();
      throw { redirectTo: '/sign-in', logoutUser: true };
    }
    // 403 stays on the page: the screen shows its access-denied message.
  },
  getIdentity: async () => {
    const user = getStoredUser<Record<string, any>>();
    if (!user) throw new Error('Not signed in');
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email || 'Admin';
    return { id: user.id ?? 0, fullName: name, email: user.email, role: normalizeRole(user.role), tenantId: user.tenantId };
  },
  getPermissions: async () => currentRole(),
  canAccess: async ({ resource, action }) => {
    // The matrix stored at sign-in answers at once, so the first screen and its data load while the
    // profile refresh is under way (docs/performance.md); the console asks again if the refresh changes
    // it. A stored user without a matrix waits for the refresh.
    const refresh = refreshStoredPermissions();
    const known = storedAccess(resource, action);
    if (known !== undefined) return known;
    await refresh;
    return canCurrentUser(resource, action);
  },
};
