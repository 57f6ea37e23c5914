import { STORAGE_KEYS } from '../config';
import { SAME_SESSION, tabSessionAfter, type SessionUser, type TabSessionState } from '../domain/tabSession';
import { holdOwnSession, rememberOwnSession, releaseOwnSession, storedSessionUser, subscribeSession } from './storage';

// This tab's user against the session stored for every tab (issue 27: signing in as someone else in a
// second tab silently turned the first into that user). What a shared-session product does (a mail or
// banking site): the tab that finds the stored session changed under it in another tab says so, in a
// dialog it cannot be dismissed from (src/providers/TabSessionNotice.tsx), offering to reload as the new
// user. Meanwhile it keeps reading its own session (storage.ts holds it: its menus, access checks and
// a half-typed form stay as they were) and the call layer sends nothing from it (http.ts), so nothing
// is saved or fetched as the other user. Signing in again as its own user elsewhere lets it carry on.
// The sign-in itself is not refused: the person at the browser may mean to switch users.
//
// Only `storage` events start this: the browser sends them to the other tabs alone, so a tab's own
// sign-in, refresh or sign-out never looks like someone else's (those reach subscribeSession instead).

const SESSION_KEYS: (string | null)[] = [STORAGE_KEYS.accessToken, STORAGE_KEYS.user, null];

const storedUser = () => storedSessionUser<SessionUser>();

let tabUser: SessionUser | null = null;
let state: TabSessionState = SAME_SESSION;
const listeners = new Set<() => void>();

const setState = (next: TabSessionState) => {
  if (next === state || (next.kind === 'same' && state.kind === 'same')) return;
  state = next;
  listeners.forEach((listener) => listener());
};

/** This tab changed the session itself (signed in, out, or refreshed its user): that user is this tab's. */
const adopt = () => {
  tabUser = storedUser() ?? null;
  if (state.kind !== 'same') releaseOwnSession();
  setState(SAME_SESSION);
};

/** Another tab changed the stored session: compare it with this tab's user. */
const onStorage = (event: StorageEvent) => {
  if (event.storageArea !== globalThis.localStorage || !SESSION_KEYS.includes(event.key)) return;
  const stored = storedUser();
  if (stored === undefined) return; // the user comes with the next event
  const next = tabSessionAfter(tabUser, stored);
  tabUser = next.tabUser;
  // The same user (tokens renewed in another tab): that is this tab's session too. Another: keep ours.
  if (next.state.kind === 'same') releaseOwnSession();
  else holdOwnSession();
  setState(next.state);
};

let started = false;
/** Starts watching (once; the call layer's first request and the notice start it). The user stored now is this tab's. */
export const watchTabSession = () => {
  if (started || typeof window === 'undefined') return;
  started = true;
  tabUser = storedUser() ?? null;
  rememberOwnSession();
  subscribeSession(adopt);
  window.addEventListener('storage', onStorage);
};

/** The notice's store (useSyncExternalStore's shape). */
export const subscribeTabSession = (listener: () => void) => {
  watchTabSession();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const getTabSessionState = (): TabSessionState => state;

/** True while the stored session is not this tab's user's: the call layer sends nothing for this tab. */
export const tabSessionBlocked = (): boolean => state.kind !== 'same';
