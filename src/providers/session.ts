import { HttpError, request } from './http';
import { getAccessToken, getRefreshToken, replaceTokens } from './storage';
import { normalizeLoginResponse } from '../domain/auth';

// Renewing the session when a request answers 401 (README, "Deliberate departures from the spec"): one
// POST /v1/auth/refresh shared by every request failing at that moment; when refresh is impossible or
// refused, the console's sign-in dialog (src/console/layout/SessionDialog.tsx) asks for the password over
// the current screen. Every waiting request is then replayed once (http.ts). No React here: this
// module is in the entry chunk with http.ts.

/** The renewal under way: resolves true when the waiting requests may be replayed. */
let renewal: Promise<boolean> | null = null;
/** How many sign-in dialogs are mounted (the console mounts one; public pages none). */
let dialogs = 0;
/** The in-place sign-in asked for: settles the renewal; null while the dialog is closed. */
let prompt: ((signedIn: boolean) => void) | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The dialog's store (useSyncExternalStore's shape): whether the in-place sign-in is asked for. */
export const subscribeSessionPrompt = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const isSessionPromptOpen = () => prompt !== null;

const settlePrompt = (signedIn: boolean) => {
  const settle = prompt;
  prompt = null;
  emit();
  settle?.(signedIn);
};

/** The dialog registers while mounted; without one a refused refresh throws the 401 as it is. */
export const registerSessionDialog = () => {
  dialogs += 1;
  return () => {
    dialogs -= 1;
    // The console went away with the dialog open: the waiting requests fail with their 401.
    if (dialogs === 0) settlePrompt(false);
  };
};

/** The in-place sign-in succeeded: the tokens go where the old ones were, and every waiting request is replayed. */
export const completeSignIn = (token: string, refreshToken?: string | null) => {
  replaceTokens(token, refreshToken);
  settlePrompt(true);
};

/** Sign out was chosen in the dialog: the waiting requests fail with their 401. */
export const abandonSession = () => settlePrompt(false);

/**
 * POST /v1/auth/refresh with the stored refresh token (a call that never renews itself). True when
 * new tokens are stored, false when there is no refresh token or the server refused it (4xx); a
 * network failure or 5xx is thrown: the request that needed it fails with that error, session kept.
 */
const refresh = async (): Promise<boolean> => {
  const refreshToken = getRefreshToken();
  const before = getAccessToken();
  if (!refreshToken) return false;
  let answer: unknown;
  try {
    answer = (await request('/auth/refresh', { method: 'POST', body: { refreshToken }, renew: false })).json;
  } catch (e) {
    if (e instanceof HttpError && (e.status === 0 || e.status >= 500)) throw e;
    return false;
  }
  // Signed out or in again meanwhile: this answer is about a session that is gone.
  if (getAccessToken() !== before) return getAccessToken() !== null;
  const renewed = normalizeLoginResponse(answer);
  if (!renewed.token) return false;
  replaceTokens(renewed.token, renewed.refreshToken);
  return true;
};

/** The Web Locks name every tab of this console refreshes under. */
export const REFRESH_LOCK = 'servicedesk-session-refresh';

/**
 * Tabs share the stored refresh token, and a refresh token works once (it rotates; a reuse ends
 * the sign-in, mocks/handlers/auth.ts): tabs whose requests expire together refresh one after the
 * other under a Web Lock, and a tab that finds the stored token renewed by another meanwhile uses
 * it instead of refreshing again. Without Web Locks, as before: one refresh per tab.
 */
const refreshOnce = (sentToken: string): Promise<boolean> => {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return refresh();
  // The lock's promise settles with the callback's own result (lib.dom types it one promise deeper).
  return locks.request(REFRESH_LOCK, async () => {
    const current = getAccessToken();
    if (current !== sentToken) return current !== null;
    return refresh();
  }) as unknown as Promise<boolean>;
};

const renew = async (sentToken: string): Promise<boolean> => {
  if (await refreshOnce(sentToken)) return true;
  if (dialogs === 0 || !getAccessToken()) return false;
  return new Promise<boolean>((resolve) => {
    prompt = resolve;
    emit();
  });
};

/**
 * A request sent with `sentToken` answered 401. Resolves true when it should be sent again (the
 * session was renewed, now or by someone else meanwhile), false when its 401 stands.
 */
export const renewSession = (sentToken: string | null): Promise<boolean> => {
  const current = getAccessToken();
  if (!sentToken || !current) return Promise.resolve(false);
  if (current !== sentToken) return Promise.resolve(true);
  if (!renewal) {
    const shared = renew(sentToken).finally(() => {
      if (renewal === shared) renewal = null;
    });
    renewal = shared;
  }
  return renewal;
};
