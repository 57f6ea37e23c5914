// Two tabs of one browser share localStorage (issue 27). Here the other tab is played by writing the
// storage as it would and sending this window the `storage` events the browser sends the other tabs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { locationPath, renderApp, signInAs } from '../harness';
import { WAIT } from './menu';
import { server } from '../../../mocks/node';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SYNC_EVENT, STORAGE_KEYS } from '../../../src/config';
import { requestLogin } from '../../../src/providers/authProvider';
import { HttpError, http } from '../../../src/providers/http';
import { getStoredUser } from '../../../src/providers/storage';

/** What another tab writes, and the events this tab then gets from the browser, in the same order. */
const otherTabWrites = (writes: [key: string, value: string | null][]) =>
  act(() => {
    for (const [key, value] of writes) {
      const oldValue = localStorage.getItem(key);
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage, url: window.location.href }));
    }
  });

/** This tab's own writes to `keys` from now on (the other tab's are made with the spy paused). */
const ownWrites = (keys: string[]) => {
  const writes: [string, string][] = [];
  const setItem = Storage.prototype.setItem;
  const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (keys.includes(key)) writes.push([key, value]);
    setItem.call(this, key, value);
  });
  return { writes, pause: <T,>(body: () => T) => (spy.mockRestore(), body()) };
};

/**
 * What another tab writes as Chromium shows it to this tab: the writes are in this tab's storage at
 * once, their `storage` events come later (`sendEvents`, in the same order). The end-to-end two-tabs
 * test measured the lag at up to half a second on a busy page, while the page's own code ran.
 */
const otherTabWritesEventsLater = (writes: [key: string, value: string | null][]) => {
  const events = writes.map(([key, value]) => {
    const oldValue = localStorage.getItem(key);
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    return new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage, url: window.location.href });
  });
  return { sendEvents: () => act(() => events.forEach((event) => window.dispatchEvent(event))) };
};

/** The Authorization header of every request this tab sends from now on. */
const recordSentTokens = () => {
  const sent: (string | null)[] = [];
  let open = 0;
  const onStart = ({ request }: { request: Request }) => {
    open += 1;
    sent.push(request.headers.get('Authorization'));
  };
  const onEnd = () => {
    open -= 1;
  };
  server.events.on('request:start', onStart);
  server.events.on('request:end', onEnd);
  return {
    sent,
    /** Every request sent so far answered, and what their answers start (the screens' error handling) done. */
    settled: async () => {
      await waitFor(() => expect(open).toBe(0), WAIT);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    },
    stop: () => {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('request:end', onEnd);
    },
  };
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** The session keys another tab's sign-in writes (saveSession: cleared first, then the new session). */
const signInWrites = async (email: string): Promise<[string, string | null][]> => {
  const login = await requestLogin(email, DEMO_PASSWORD);
  return [
    [STORAGE_KEYS.accessToken, null],
    [STORAGE_KEYS.refreshToken, null],
    [STORAGE_KEYS.user, null],
    [STORAGE_KEYS.tenantId, null],
    [STORAGE_KEYS.accessToken, login.token],
    [STORAGE_KEYS.refreshToken, login.refreshToken],
    [STORAGE_KEYS.user, JSON.stringify(login.user)],
    [STORAGE_KEYS.tenantId, login.tenantId],
  ];
};

describe('two tabs', () => {
  it('follows a language picked in another tab and never writes its own back', async () => {
    await signInAs();
    renderApp('/admin/dashboard');
    const menu = await screen.findByRole('menu', { name: 'Main menu' }, WAIT);
    expect(await within(menu).findByRole('menuitem', { name: 'Dashboard' }, WAIT)).toBeInTheDocument();

    const own = ownWrites([STORAGE_KEYS.locale, 'RaStore.locale']);
    // The other tab's language picker: the preference, then react-admin's copy of it.
    await own.pause(() =>
      otherTabWrites([
        [STORAGE_KEYS.locale, 'hi'],
        ['RaStore.locale', '"hi"'],
      ]),
    );
    const ownAgain = ownWrites([STORAGE_KEYS.locale, 'RaStore.locale']);
    const hindiMenu = await screen.findByRole('menu', { name: 'मुख्य मेनू' }, WAIT);
    expect(await within(hindiMenu).findByRole('menuitem', { name: 'डैशबोर्ड' }, WAIT)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    // Before issue 27 this tab put English back into react-admin's store, which the other tab took up and reversed.
    expect(ownAgain.writes.filter(([, value]) => !value.includes('hi'))).toEqual([]);
    expect(localStorage.getItem('RaStore.locale')).toBe('"hi"');
  });

  it('stops, and says so, when another tab signs in as someone else; carries on when its user signs in again there', async () => {
    await signInAs(DEMO_ACCOUNTS.superAdmin);
    const admin = localStorage.getItem(STORAGE_KEYS.user);
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('menu', { name: 'Main menu' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await otherTabWrites(await signInWrites(DEMO_ACCOUNTS.technician));
    const dialog = await screen.findByRole('alertdialog', { name: 'Signed in as someone else in another tab' }, WAIT);
    expect(dialog).toHaveTextContent(/This tab is working as .*superadmin@demo\.in.*, but .*tech@demo\.in.* has since signed in in another tab/);
    expect(within(dialog).getByRole('button', { name: /^Continue as .*tech@demo\.in/ })).toBeInTheDocument();
    // This tab keeps reading its own session (its menus, its access checks, whatever was typed stay its user's)...
    expect(getStoredUser<{ email: string }>()?.email).toBe(DEMO_ACCOUNTS.superAdmin);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).email).toBe(DEMO_ACCOUNTS.technician);
    // ...and sends nothing meanwhile: not as the technician, whose token is now the stored one.
    const refused = await http.get('/api/notifications').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409, i18nKey: 'auth.tabSession.blocked' });

    // The other tab signs out: this tab's user is still not signed in.
    await otherTabWrites([
      [STORAGE_KEYS.accessToken, null],
      [STORAGE_KEYS.refreshToken, null],
      [STORAGE_KEYS.user, null],
    ]);
    const signedOut = await screen.findByRole('alertdialog', { name: 'Signed out in another tab' }, WAIT);
    expect(within(signedOut).getByRole('button', { name: 'Go to sign-in' })).toBeInTheDocument();
    // Still its own session here: the console stays (no redirect to the sign-in page and its form lost).
    expect(getStoredUser<{ email: string }>()?.email).toBe(DEMO_ACCOUNTS.superAdmin);
    expect(screen.getByRole('menu', { name: 'Main menu', hidden: true })).toBeInTheDocument();

    // The super admin signs in again there: this tab carries on, its screen as it was.
    await otherTabWrites(await signInWrites(DEMO_ACCOUNTS.superAdmin));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).email).toBe(JSON.parse(admin!).email);
    await expect(http.get('/api/notifications')).resolves.toBeTruthy();
  });

  it('another tab\'s sign-in read before its storage events arrive: this tab sends nothing without its token or with theirs, and says someone else signed in', async () => {
    await signInAs(DEMO_ACCOUNTS.superAdmin);
    const adminToken = localStorage.getItem(STORAGE_KEYS.accessToken);
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('menu', { name: 'Main menu' }, WAIT)).toBeInTheDocument();
    const writes = await signInWrites(DEMO_ACCOUNTS.technician);
    const technicianToken = writes[4][1];
    const requests = recordSentTokens();
    try {
      // The other tab has cleared the session and not yet written the new one, as far as this tab
      // can read; the events are still to come. Meanwhile the console refetches what it shows (the
      // other tab's sign-in changed the demo data: src/console/useDemoSync.ts), as in the browser.
      const cleared = otherTabWritesEventsLater(writes.slice(0, 4));
      act(() => void window.dispatchEvent(new CustomEvent(DEMO_SYNC_EVENT)));
      await requests.settled();
      // Then the new session is there too, events still to come, and the console refetches again.
      const signedIn = otherTabWritesEventsLater(writes.slice(4));
      act(() => void window.dispatchEvent(new CustomEvent(DEMO_SYNC_EVENT)));
      await requests.settled();
      await cleared.sendEvents();
      await signedIn.sendEvents();
      await requests.settled();

      // Before the fix: the refetches went out with no token, their 401s cleared the stored session
      // (the technician's new one) and sent this tab to /sign-in, with no notice.
      expect(requests.sent.filter((authorization) => authorization !== `Bearer ${adminToken}`)).toEqual([]);
      expect(requests.sent).not.toContain(`Bearer ${technicianToken}`);
      const dialog = await screen.findByRole('alertdialog', { name: 'Signed in as someone else in another tab' }, WAIT);
      expect(dialog).toHaveTextContent(/superadmin@demo\.in.*tech@demo\.in/);
      expect(locationPath()).toBe('/admin/dashboard');
      // The other tab's session is left as it wrote it.
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(technicianToken);
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).email).toBe(DEMO_ACCOUNTS.technician);
      expect(getStoredUser<{ email: string }>()?.email).toBe(DEMO_ACCOUNTS.superAdmin);
      await expect(http.get('/api/notifications')).rejects.toMatchObject({ status: 409, i18nKey: 'auth.tabSession.blocked' });
    } finally {
      requests.stop();
    }
  });
});
