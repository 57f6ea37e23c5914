// Which user a tab works as against the session stored for every tab (issue 27): a second sign-in in
// another tab never silently turns this tab into that user.
import { describe, expect, it } from 'vitest';
import { SAME_SESSION, sameUser, tabSessionAfter, userLabel } from '../../src/domain/tabSession';

const ADMIN = { id: 2, email: 'admin@demo.in', firstName: 'Anita', lastName: 'Rao', role: 'admin' };
const TECH = { id: 3, email: 'tech@demo.in', firstName: 'Vijay', lastName: 'Kumar', role: 'technician' };

describe('tab session', () => {
  it('tells users apart by id, else email (any case), else username; records sharing none count as the same', () => {
    expect(sameUser(ADMIN, { ...ADMIN, permissions: { complaints: ['list'] } })).toBe(true);
    expect(sameUser(ADMIN, TECH)).toBe(false);
    expect(sameUser({ email: 'Admin@Demo.in' }, { email: 'admin@demo.in' })).toBe(true);
    expect(sameUser({ email: 'a@x.in' }, { email: 'b@x.in' })).toBe(false);
    expect(sameUser({ id: 7, email: 'old@x.in' }, { id: 7, email: 'new@x.in' })).toBe(true);
    expect(sameUser({ username: 'ravi' }, { username: 'meera' })).toBe(false);
    expect(sameUser({ role: 'admin' }, { email: 'b@x.in' })).toBe(true);
  });

  it('names a user by name and email', () => {
    expect(userLabel(ADMIN)).toBe('Anita Rao (admin@demo.in)');
    expect(userLabel({ email: 'tech@demo.in' })).toBe('tech@demo.in');
    expect(userLabel({ username: 'ravi' })).toBe('ravi');
    expect(userLabel({ id: 9 })).toBe('#9');
  });

  it('stops a tab whose user was replaced by another in another tab, and keeps its user', () => {
    expect(tabSessionAfter(ADMIN, TECH)).toEqual({ state: { kind: 'otherUser', previous: ADMIN, current: TECH }, tabUser: ADMIN });
  });

  it('stops a tab whose user signed out elsewhere, and lets it carry on when the same user signs in again', () => {
    const out = tabSessionAfter(ADMIN, null);
    expect(out).toEqual({ state: { kind: 'signedOut', previous: ADMIN }, tabUser: ADMIN });
    const back = { ...ADMIN, permissions: {} };
    expect(tabSessionAfter(out.tabUser, back)).toEqual({ state: SAME_SESSION, tabUser: back });
  });

  it('lets a tab without a user (the sign-in page) take whoever signs in elsewhere', () => {
    expect(tabSessionAfter(null, TECH)).toEqual({ state: SAME_SESSION, tabUser: TECH });
    expect(tabSessionAfter(null, null)).toEqual({ state: SAME_SESSION, tabUser: null });
  });
});
