import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { atPhoneWidth, db, renderScreen, server, signInAs } from './harness';
import { captureDownloads } from './downloads';
import { recordGets } from './queries';
import { renderEmptyList, renderFailedList, expectSampleBanner } from './screenChecks';
import { NotificationsMenu } from '../../src/console/layout/NotificationsMenu';
import type { Notification } from '../../mocks/types';

// The notifications screen against the demo backend (mocks/handlers/notifications.ts): Mark Read
// per row (disabled once read) and the app bar's unread count following it, the Unread only
// filter, and the failure, empty and sample states.


const PATH = '/admin/notifications';
const LIST_URL = `${DEMO_ORIGIN}/api/notifications`;
const t1 = () => db.tenant('1');
const unreadInDb = () => t1().notifications.filter((n) => !n.isRead).length;
const bodyRows = () => [...document.querySelectorAll('table tbody tr')] as HTMLTableRowElement[];
const stateOf = (row: HTMLTableRowElement) => row.querySelector('[data-status]')?.textContent;

/** The count on the app bar's bell ('Notifications' button). */
const bellCount = async () => (await screen.findByRole('button', { name: /^Notifications/ })).querySelector('.MuiBadge-badge')?.textContent;

/** Gives a notification a title of its own (no key: the screen shows the title as sent). */
const retitle = (n: Notification, title: string) => {
  n.title = title;
  delete n.titleKey;
  return n;
};
/** Gives an unread notification a title of its own, so the test can find its row. */
const markedUnread = (title: string) => retitle([...t1().notifications].reverse().find((n) => !n.isRead)!, title);
const findRow = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLTableRowElement;

/** Query strings of every GET /api/notifications the list sends (the bell's own call has limit 5). */
const recordListQueries = () => recordGets('/api/notifications', (params) => params.get('limit') !== '5');

describe('Notifications screen', () => {
  it('lists title, message, created and read state, newest first, with Mark Read disabled on read rows', async () => {
    await signInAs();
    const all = t1().notifications.length;
    const unread = unreadInDb();
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(all);
    await renderScreen(PATH);

    expect(await screen.findByText(`Total: ${all}`)).toBeInTheDocument();
    for (const name of ['Title', 'Message', 'Created', 'Status', 'Actions']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(all, 10)));
    const newest = t1().notifications.at(-1)!;
    expect(bodyRows()[0]).toHaveTextContent(newest.title);
    expect(bodyRows()[0]).toHaveTextContent(newest.message);

    const rows = bodyRows();
    expect(rows.filter((row) => stateOf(row) === 'Unread')).toHaveLength(unread);
    for (const row of rows) {
      const button = await within(row).findByRole('button', { name: 'Mark Read' });
      if (stateOf(row) === 'Read') expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }
  });

  it('in Hindi the list and the bell read the notifications in Hindi; one stored without keys keeps its English', async () => {
    localStorage.setItem('locale', 'hi');
    await signInAs();
    const [keyless, keyed] = [...t1().notifications].reverse().filter((n) => !n.isRead);
    retitle(keyless, 'Old stored notice');
    delete keyless.messageKey;
    Object.assign(keyed, {
      title: 'Complaint assigned',
      message: 'Complaint #7 was assigned to Ravi Electronics at 12.5%',
      titleKey: 'notificationText.title.complaintAssigned',
      messageKey: 'notificationText.message.complaintAssignedAt',
      params: { id: 7, vendor: 'Ravi Electronics', rate: 12.5 },
    });
    const user = userEvent.setup();
    await renderScreen(PATH, { beside: <NotificationsMenu /> });
    const row = (await screen.findByText('शिकायत #7 12.5% पर Ravi Electronics को असाइन की गई')).closest('tr')!;
    expect(row).toHaveTextContent('शिकायत असाइन की गई');
    expect(row).not.toHaveTextContent('Complaint');
    expect((await screen.findByText('Old stored notice')).closest('tr')).toHaveTextContent(keyless.message);
    await user.click(await screen.findByRole('button', { name: /^सूचनाएँ|^Notifications/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(await menu.findByText('शिकायत #7 12.5% पर Ravi Electronics को असाइन की गई')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // The CSV export says it in Hindi too.
    const { blobs, restore } = captureDownloads();
    await user.click(await screen.findByRole('button', { name: 'CSV निर्यात करें' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const line = (await blobs[0].text()).split('\r\n').find((l) => l.includes('Ravi Electronics'));
    expect(line).toContain('शिकायत असाइन की गई,शिकायत #7 12.5% पर Ravi Electronics को असाइन की गई');
    restore();
  });

  it('Mark Read marks the row read, disables its button and drops the app bar count by one', async () => {
    await signInAs();
    const target = markedUnread('TV recall notice');
    const before = unreadInDb();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH, { beside: <NotificationsMenu /> });

    const row = await findRow('TV recall notice');
    await waitFor(async () => expect(await bellCount()).toBe(String(before)));
    expect(stateOf(row)).toBe('Unread');
    await user.click(await within(row).findByRole('button', { name: 'Mark Read' }));

    expect(await screen.findByText('Notification marked as read')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Mark Read' })).toBeDisabled());
    await waitFor(() => expect(stateOf(row)).toBe('Read'));
    await waitFor(async () => expect(await bellCount()).toBe(String(before - 1)));
    expect(t1().notifications.find((n) => n.id === target.id)?.isRead).toBe(true);
    expect(unreadInDb()).toBe(before - 1);
  });

  it('on a phone each notification is a card (title, message, read state) whose Mark Read works, and there is no table', async () => {
    await atPhoneWidth(async () => {
      await signInAs();
      const target = markedUnread('Panel batch recall');
      const user = userEvent.setup({ delay: null });
      await renderScreen(PATH);
      const card = within(await screen.findByRole('listitem', { name: 'Panel batch recall' }));
      expect(card.getByText(target.message)).toBeInTheDocument();
      expect(card.getByText('Unread')).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
      await user.click(await card.findByRole('button', { name: 'Mark Read' }));
      expect(await screen.findByText('Notification marked as read')).toBeInTheDocument();
      await waitFor(() => expect(card.getByText('Read')).toBeInTheDocument());
      expect(t1().notifications.find((n) => n.id === target.id)?.isRead).toBe(true);
    });
  });

  it('a failed Mark Read shows the error and leaves the row unread', async () => {
    await signInAs();
    const target = markedUnread('Firmware update available');
    const before = unreadInDb();
    server.use(
      rest.patch(`${LIST_URL}/:id/read`, () => HttpResponse.json({ message: 'Notification service is down' }, { status: 503 })),
    );
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH, { beside: <NotificationsMenu /> });

    const row = await findRow('Firmware update available');
    await user.click(await within(row).findByRole('button', { name: 'Mark Read' }));
    expect(await screen.findByText('Failed to mark notification as read: Notification service is down')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mark Read' })).toBeEnabled();
    expect(stateOf(row)).toBe('Unread');
    await waitFor(async () => expect(await bellCount()).toBe(String(before)));
    expect(t1().notifications.find((n) => n.id === target.id)?.isRead).toBe(false);
  });

  it('bulk Mark selected read marks every selected unread notification read and says how many', async () => {
    await signInAs();
    const a = markedUnread('Bulk read A');
    const b = [...t1().notifications].reverse().find((n) => !n.isRead && n.id !== a.id)!;
    retitle(b, 'Bulk read B');
    const user = userEvent.setup();
    await renderScreen(PATH);
    for (const title of ['Bulk read A', 'Bulk read B']) await user.click(within(await findRow(title)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Mark selected read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark selected read' });
    expect(dialog).toHaveTextContent('Mark 2 selected notifications read?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Mark selected read: 2 of 2 done')).toBeInTheDocument();
    expect([a.isRead, b.isRead]).toEqual([true, true]);
    await waitFor(() => expect(stateOf(bodyRows().find((row) => row.textContent?.includes('Bulk read A'))!)).toBe('Read'));
  });

  it('Export CSV saves every notification of the filter, all pages, with translated headers; Export selected only the selected', async () => {
    await signInAs();
    const { blobs, restore } = captureDownloads();
    // More than a page of them, so the export must fetch past the page shown.
    const top = Math.max(...t1().notifications.map((n) => n.id));
    for (let i = 1; i <= 6; i += 1) t1().notifications.push(retitle({ ...t1().notifications[0], id: top + i }, `Extra ${i}`));
    const marked = t1().notifications.at(-1)!;
    retitle(marked, '=HYPERLINK("x")');
    const all = t1().notifications.length;
    const user = userEvent.setup();
    await renderScreen(PATH);
    expect(await screen.findByText(`Total: ${all}`)).toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(all);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0].text()).replace(/^\ufeff/, '').split('\r\n');
    expect(lines).toHaveLength(all + 1);
    // The table's columns, headed as the table is, the read state in words.
    expect(lines[0]).toBe('Title,Message,Created,Status');
    expect(lines.filter((line) => line.endsWith(',Unread'))).toHaveLength(unreadInDb());
    expect(lines.some((line) => line.includes(`'=HYPERLINK`))).toBe(true);

    await user.click(within(await findRow(marked.title)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(blobs).toHaveLength(2));
    const selected = (await blobs[1].text()).split('\r\n');
    expect(selected).toHaveLength(2);
    expect(selected[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);
    restore();
  });

  it("'Unread only' asks for isRead=false and lists only unread notifications", async () => {
    await signInAs();
    const all = t1().notifications.length;
    const unread = unreadInDb();
    const queries = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    expect(await screen.findByText(`Total: ${all}`)).toBeInTheDocument();
    expect(queries.at(-1)?.has('isRead')).toBe(false);
    const toggle = screen.getByRole('switch', { name: 'Unread only' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(`Total: ${unread}`)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Unread only' })).toBeChecked();
    expect(queries.at(-1)?.get('isRead')).toBe('false');
    await waitFor(() => expect(bodyRows().map(stateOf)).toEqual(Array(Math.min(unread, 10)).fill('Unread')));

    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    expect(await screen.findByText(`Total: ${all}`)).toBeInTheDocument();
    // The unfiltered page may show from the cache first; the call without the filter follows.
    await waitFor(() => expect(queries.at(-1)?.has('isRead')).toBe(false));
  });

  it("an empty list says 'No notifications found'", async () => {
    await renderEmptyList(PATH, LIST_URL, 'No notifications found');
    expect(document.querySelector('table')).toBeNull();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('a failed load shows the red alert, the sample banner and the sample notifications with Mark Read disabled', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 500, message: 'Notification store unavailable' }, 'Failed to load notifications');
    expectSampleBanner();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows().map(stateOf)).toEqual(['Unread', 'Read']);
    for (const row of bodyRows()) expect(await within(row).findByRole('button', { name: 'Mark Read' })).toBeDisabled();
  });
});

/** Makes the tab hidden or visible, as the browser reports it (react-query's focusManager listens). */
const setTabVisible = (visible: boolean) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

describe("The app bar's bell", () => {
  it('after a failed poll shows the failure (not the stale count) with Retry, retries after 5 s, and polls no more while the tab is hidden', async () => {
    // Only intervals are faked (react-query's refetchInterval); they still run with the real clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    try {
      await signInAs();
      let failing = false;
      // Falls through to the demo backend unless failing.
      server.use(rest.get(LIST_URL, () => (failing ? HttpResponse.json({ message: 'Bell store down' }, { status: 503 }) : undefined)));
      const bellCalls = recordGets('/api/notifications', (params) => params.get('limit') === '5');
      const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      await renderScreen(PATH, { beside: <NotificationsMenu /> });
      const count = String(unreadInDb());
      await waitFor(async () => expect(await bellCount()).toBe(count));
      expect(bellCalls).toHaveLength(1);

      // The next minute's poll fails: the bell says so instead of keeping the old count.
      failing = true;
      await vi.advanceTimersByTimeAsync(60_000);
      const failed = await screen.findByRole('button', { name: 'Notifications: could not be loaded' });
      expect(failed.querySelector('.MuiBadge-badge')?.textContent).toBe('');
      expect(screen.queryByRole('button', { name: `Notifications: ${count} unread` })).not.toBeInTheDocument();
      expect(bellCalls).toHaveLength(2);
      // Back-off: the next try comes after 5 s, not a minute.
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(bellCalls).toHaveLength(3));

      // The menu shows the load error with Retry; a later success clears the failure.
      await user.click(failed);
      const menu = await screen.findByRole('menu', { name: 'Notifications' });
      expect(within(menu).getByRole('alert')).toHaveTextContent('Failed to load notifications: Bell store down');
      failing = false;
      await user.click(within(menu).getByRole('menuitem', { name: 'Retry' }));
      await waitFor(() => expect(within(menu).queryByRole('alert')).not.toBeInTheDocument());
      expect(within(menu).queryByRole('menuitem', { name: 'Retry' })).not.toBeInTheDocument();
      // Retry is gone with the failure: Escape from the menu's remaining item closes it.
      within(menu).getByRole('menuitem', { name: 'View all notifications' }).focus();
      await user.keyboard('{Escape}');
      await waitFor(async () => expect(await bellCount()).toBe(count));
      expect(screen.getByRole('button', { name: `Notifications: ${count} unread` })).toBeInTheDocument();

      // A hidden tab makes no poll calls; back in view, polling resumes.
      const beforeHidden = bellCalls.length;
      setTabVisible(false);
      await vi.advanceTimersByTimeAsync(3 * 60_000);
      expect(bellCalls).toHaveLength(beforeHidden);
      setTabVisible(true);
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(bellCalls.length).toBeGreaterThan(beforeHidden));
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      vi.useRealTimers();
    }
  });
});
