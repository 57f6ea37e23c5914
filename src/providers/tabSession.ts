import { STORAGE_KEYS } from '../config';
import { SAME_SESSION, tabSessionAfter, type SessionUser, type TabSessionState } from '../domain/tabSession';
import { holdOwnSession, readKey, rememberOwnSession, releaseOwnSession, setStoredSessionCheck, storedSessionUser, subscribeSession } from './storage';

// This tab's user against the session stored for every tab (issue 27: signing in as someone else in a
// second tab silently turned the first into that user). What a shared-session product does (a mail or
// banking site): the tab that finds the stored session changed under it in another tab says so, in a
// dialog it cannot be dismissed from (src/ui/TabSessionNotice.tsx), offering to reload as the new
// user. Meanwhile it keeps reading its own session (storage.ts holds it: its menus, access checks and
// a half-typed form stay as they were) and the call layer sends nothing from it (http.ts), so nothing
// is saved or fetched as the other user. Signing in again as its own user elsewhere lets it carry on.
// The sign-in itself is not refused: the person at the browser may mean to switch users.
//
// Another tab's change reaches this tab two ways. Its `storage` events, which the browser sends to the
// other tabs alone (so a tab's own sign-in, refresh or sign-out never looks like someone else's: those
// reach subscribeSession instead). And, earlier, the storage itself: Chromium puts another tab's writes
// into this tab's storage first and dispatches their events as later tasks, on a busy page hundreds of
// milliseconds later, and in between this tab's code reads whatever is stored. A sign-in in another
// tab clears the session before writing the new one (storage.ts saveSession), so this tab read no
// token at all: its requests went out without one, their 401s signed it out (authProvider checkError
// clears the stored session, the other tab's new one with it) and sent it to /sign-in instead of this
// notice; or it read the new user's token and sent requests as them. So every read of the session
// (storage.ts sessionKey) first compares the stored token with the one this tab last compared: a
// changed token is judged at once, as its event would be, and the event, when it comes, finds it done.
// A sign-out followed by someone else's sign-in (saveSession's order, or a person signing out and in)
// ends as "someone else signed in": this tab's user is kept through the sign-out (tabSessionAfter).

const SESSION_KEYS: (string | null)[] = [STORAGE_KEYS.accessToken, STORAGE_KEYS.user, null];

const storedUser = () => storedSessionUser<SessionUser>();

let tabUser: SessionUser | null = null;
let state: TabSessionState = SAME_SESSION;
/** The stored token as this tab last judged it (its own write, or another tab's compared with its user). */
let judgedToken: string | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** `later`: a change found by a read, maybe during a render: the notice is told after it, not inside it. */
const setState = (next: TabSessionState, later = false) => {
  if (next === state || (next.kind === 'same' && state.kind === 'same')) return;
  state = next;
  if (later) queueMicrotask(notify);
  else notify();
};

/** This tab changed the session itself (signed in, out, or refreshed its user): that user is this tab's. */
const adopt = () => {
  tabUser = storedUser() ?? null;
  judgedToken = readKey(STORAGE_KEYS.accessToken);
  releaseOwnSession();
  setState(SAME_SESSION);
};

/** Another tab changed the stored session: compare it with this tab's user. */
const judge = (later: boolean) => {
  const stored = storedUser();
  // A sign-in half-written by another tab (its token, not yet its user): this tab keeps reading its
  // own session, and judges again at the next read or event.
  if (stored === undefined) {
    holdOwnSession();
    return;
  }
  judgedToken = readKey(STORAGE_KEYS.accessToken);
  const next = tabSessionAfter(tabUser, stored);
  tabUser = next.tabUser;
  // The same user (tokens renewed in another tab): that is this tab's session too. Another: keep ours.
  if (next.state.kind === 'same') releaseOwnSession();
  else holdOwnSession();
  setState(next.state, later);
};

const onStorage = (event: StorageEvent) => {
  if (event.storageArea !== globalThis.localStorage || !SESSION_KEYS.includes(event.key)) return;
  judge(false);
};

/** Before any read of the session: a stored token this tab has not judged yet is another tab's write whose event is still to come. */
const checkStored = () => {
  if (readKey(STORAGE_KEYS.accessToken) !== judgedToken) judge(true);
};

let started = false;
/** Starts watching (once; the call layer's first request and the notice start it). The user stored now is this tab's. */
export const watchTabSession = () => {
  if (started || typeof window === 'undefined') return;
  started = true;
  tabUser = storedUser() ?? null;
  judgedToken = readKey(STORAGE_KEYS.accessToken);
  rememberOwnSession();
  subscribeSession(adopt);
  window.addEventListener('storage', onStorage);
  setStoredSessionCheck(checkStored);
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
export const tabSessionBlocked = (): boolean => {
  if (started) checkStored();
  return state.kind !== 'same';
};
