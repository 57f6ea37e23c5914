// Which user a browser tab is working as, against the session the browser has stored (issue 27).
// Every tab of the console shares one stored session (localStorage with "Remember me"): signing in
// as someone else in one tab changes it for all. A tab keeps the user it was opened or signed in
// as; when the stored session becomes another user's (or ends) in another tab, this tab must say
// so and stop, never carry on (a half-typed form saved, a list fetched) as the other user.
// Pure: src/providers/tabSession.ts feeds it the stored user and keeps the answer.

/** The stored user as far as this needs it (the sign-in's and the profile's `user`). */
export interface SessionUser {
  id?: unknown;
  email?: unknown;
  username?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  [key: string]: unknown;
}

export type TabSessionState =
  /** The stored session is this tab's user's (or this tab has none): carry on. */
  | { kind: 'same' }
  /** This tab's user signed out in another tab. */
  | { kind: 'signedOut'; previous: SessionUser }
  /** Someone else signed in in another tab. */
  | { kind: 'otherUser'; previous: SessionUser; current: SessionUser };

export const SAME_SESSION: TabSessionState = { kind: 'same' };

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/**
 * Are two stored users the same person? By id when both have one, else by email (any case), else by
 * username. Two records that share none of these cannot be told apart: the same, so that a server
 * sending fewer fields never raises a false alarm.
 */
export const sameUser = (a: SessionUser, b: SessionUser): boolean => {
  for (const field of ['id', 'email', 'username'] as const) {
    const x = text(a[field]).toLowerCase();
    const y = text(b[field]).toLowerCase();
    if (x && y) return x === y;
  }
  return true;
};

/** How a user is named to the person at the screen: "Ravi Kumar (ravi@example.in)", or what there is. */
export const userLabel = (user: SessionUser): string => {
  const name = [text(user.firstName), text(user.lastName)].filter(Boolean).join(' ') || text(user.username);
  const email = text(user.email);
  if (name && email && name.toLowerCase() !== email.toLowerCase()) return `${name} (${email})`;
  return name || email || (text(user.id) ? `#${text(user.id)}` : '?');
}

/**
 * The tab's state once the stored session has changed in another tab. `tabUser` is the user this tab
 * works as (null: none, e.g. the sign-in page); `stored` the stored session's user (null when signed
 * out). Returns the state and the tab's user from now on:
 * - a tab with no user takes the stored one (opening the console next shows it, nothing is lost);
 * - the same user (signed in again, tokens renewed, permissions refreshed): carry on, with the newer record;
 * - signed out: this tab's user is kept, so that signing in again as them elsewhere lets it carry on;
 * - another user: this tab's user is kept until it reloads as the new one.
 */
export const tabSessionAfter = (
  tabUser: SessionUser | null,
  stored: SessionUser | null,
): { state: TabSessionState; tabUser: SessionUser | null } => {
  if (!tabUser) return { state: SAME_SESSION, tabUser: stored };
  if (!stored) return { state: { kind: 'signedOut', previous: tabUser }, tabUser };
  if (sameUser(tabUser, stored)) return { state: SAME_SESSION, tabUser: stored };
  return { state: { kind: 'otherUser', previous: tabUser, current: stored }, tabUser };
};
