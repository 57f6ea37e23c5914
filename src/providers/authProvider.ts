import type { AuthProvider } from 'ra-core';
import { HttpError, http } from './http';
import { STORAGE_KEYS } from '../config';
import { clearSession, getAccessToken, getStoredUser, saveSession } from './storage';
import { normalizeLoginResponse, signInErrorKey } from '../domain/auth';
import { can, normalizeRole, type Role } from '../domain/access';

export interface SignInParams {
  email: string;
  password: string;
  remember?: boolean;
}

/** Error whose message is an i18n key (or the server's text when `translated` is false). */
export class SignInError extends Error {
  i18nKey?: string;
  status: number;
  constructor(result: { key: string } | { message: string }, status: number) {
    super('key' in result ? result.key : result.message);
    this.i18nKey = 'key' in result ? result.key : undefined;
    this.status = status;
  }
}

/** POST /api/users/login, normalise the shape, store the session. Shared by the sign-in page and Explore Demo. */
export const signIn = async ({ email, password, remember = true }: SignInParams) => {
  let raw: unknown;
  try {
    raw = await http.post('/api/users/login', { email: email.trim(), password });
  } catch (e) {
    const err = e as HttpError;
    const status = typeof err.status === 'number' ? err.status : 0;
    const body = err.body as { message?: string } | undefined;
    throw new SignInError(signInErrorKey(status, body?.message), status);
  }
  const login = normalizeLoginResponse(raw);
  if (!login.success || !login.token) {
    throw new SignInError(login.message ? { message: login.message } : { key: 'auth.signIn.errors.unsuccessful' }, 200);
  }
  saveSession({ token: login.token, refreshToken: login.refreshToken, user: login.user, tenantId: login.tenantId }, remember);
  return login;
};

export const currentRole = (): Role => normalizeRole(getStoredUser<{ role?: string }>()?.role);

export const authProvider: AuthProvider = {
  login: (params: SignInParams) => signIn(params).then(() => undefined),
  logout: async () => {
    clearSession();
    // Leaving the demo: the next sign-in goes to the configured API again.
    localStorage.removeItem(STORAGE_KEYS.demoMode);
  },
  checkAuth: async () => {
    if (!getAccessToken()) throw { redirectTo: '/sign-in', message: false };
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
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
  canAccess: async ({ resource, action }) => can(currentRole(), resource, action),
};
