import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as rest, HttpResponse } from 'msw';
import { http, normalizeList } from '../../../src/providers/http';
import { DEMO_ACCOUNTS, DEMO_ORIGIN } from '../../../src/config';
import { locationPath, renderApp, server, signInAs } from '../harness';
import { WAIT, expectedMenu, labelOf, mainMenu, menuLabels } from './menu';
import { SCREENS } from '../../../src/screens';

const NOTIFICATIONS_URL = `${DEMO_ORIGIN}/api/notifications`;

describe('Console layout', () => {
  it('shows the spec menu groups and entries in order, the breadcrumb and the page title', async () => {
    await signInAs();
    renderApp('/admin/service/complaints');
    const menu = await mainMenu();
    await waitFor(() => expect(menuLabels(menu)).toEqual(expectedMenu('super_admin')));
    // Every routed screen is reachable from the menu.
    for (const r of SCREENS) {
      expect(within(menu).getByRole('menuitem', { name: labelOf(r) })).toHaveAttribute('href', `/admin/${r.name}`);
    }
    expect(within(menu).getByRole('menuitem', { name: 'Complaint Logging' })).toHaveAttribute('aria-current', 'page');

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(within(crumbs).getByText('Complaint Logging')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Complaint Logging | ServiceDesk Console');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} ServiceDesk Console`);
  });

  it('collapses and expands a menu group', async () => {
    const user = userEvent.setup();
    await signInAs();
    renderApp('/admin/dashboard');
    const menu = await mainMenu();
    const group = await within(menu).findByRole('menuitem', { name: 'Warranty & Complaints' }, WAIT);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(group);
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'Complaint Logging' })).not.toBeInTheDocument());
    expect(group).toHaveAttribute('aria-expanded', 'false');
    // Keyboard too: the group header is in the tab order and opens with Enter.
    group.focus();
    await user.keyboard('{Enter}');
    expect(await within(menu).findByRole('menuitem', { name: 'Complaint Logging' })).toBeInTheDocument();
    expect(group).toHaveAttribute('tabindex', '0');
  });

  it('switches the console to Hindi from the language picker', async () => {
    const user = userEvent.setup();
    await signInAs();
    renderApp('/admin/dashboard');
    const menu = await mainMenu();
    expect(await within(menu).findByRole('menuitem', { name: 'Dashboard' }, WAIT)).toBeInTheDocument();

    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'हिन्दी' }));

    const hindiMenu = await screen.findByRole('menu', { name: 'मुख्य मेनू' }, WAIT);
    expect(await within(hindiMenu).findByRole('menuitem', { name: 'डैशबोर्ड' }, WAIT)).toBeInTheDocument();
    expect(within(hindiMenu).getByRole('menuitem', { name: 'शिकायत दर्ज करना' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('opens straight in Hindi when Hindi was picked before: no English screen first', async () => {
    // The chunks already here, as in a browser that has them cached: the screen's first render is then
    // quicker than the language picker, which would switch an English screen to Hindi.
    await Promise.all([import('../../../src/console/App'), import('../../../src/resources/complaints/ComplaintsPage'), import('../../../i18n/hi.json')]);
    localStorage.setItem('locale', 'hi');
    await signInAs();
    // Every heading text the page ever shows, from the first commit on.
    const headings = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const h of document.querySelectorAll('h1, h2')) headings.add(h.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderApp('/admin/service/complaints');
    expect(await screen.findByRole('heading', { name: 'शिकायतें' }, WAIT)).toBeInTheDocument();
    observer.disconnect();
    expect(headings.has('Complaints')).toBe(false);
    expect((await screen.findAllByRole('button', { name: 'स्वतः असाइन करें' }, WAIT)).length).toBeGreaterThan(0);
  });

  it('toggles the theme and stores it under localStorage theme', async () => {
    const user = userEvent.setup();
    await signInAs();
    renderApp('/admin/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Toggle light/dark theme' }, WAIT);
    await user.click(toggle);
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Toggle light/dark theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('shows the unread count from the API and the latest unread notifications', async () => {
    const user = userEvent.setup();
    await signInAs();
    const unread = normalizeList<{ title: string }>(await http.get('/api/notifications', { page: 1, limit: 5, isRead: 'false' }));
    expect(unread.total).toBeGreaterThan(0);
    renderApp('/admin/dashboard');

    const bell = await screen.findByRole('button', { name: /^Notifications/ }, WAIT);
    const shown = unread.total > 99 ? '99+' : String(unread.total);
    await waitFor(() => expect(within(bell).getByText(shown)).toBeInTheDocument(), WAIT);

    await user.click(bell);
    const dropdown = await screen.findByRole('menu', { name: 'Notifications' });
    for (const n of unread.data.slice(0, 5)) expect(within(dropdown).getAllByText(n.title).length).toBeGreaterThan(0);
    expect(within(dropdown).getByRole('menuitem', { name: 'View all notifications' })).toHaveAttribute('href', '/admin/notifications');
  });

  it('says when there are no unread notifications, and when they fail to load', async () => {
    const user = userEvent.setup();
    await signInAs();
    server.use(rest.get(NOTIFICATIONS_URL, () => HttpResponse.json({ data: [], total: 0 })));
    const { unmount } = renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }, WAIT));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    unmount();

    server.use(rest.get(NOTIFICATIONS_URL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }, WAIT));
    expect(await screen.findByText('Failed to load notifications: boom')).toBeInTheDocument();
  });

  it('shows who is signed in and logs out to the sign-in page, clearing the session', async () => {
    const user = userEvent.setup();
    await signInAs();
    renderApp('/admin/dashboard');
    const profile = await screen.findByRole('button', { name: /^Profile/ }, WAIT);
    await waitFor(() => expect(profile).toHaveTextContent('SR'));
    await user.click(profile);
    const menu = await screen.findByRole('menu', { name: 'Profile' });
    expect(menu).toHaveTextContent('Sunita Rao');
    expect(menu).toHaveTextContent(DEMO_ACCOUNTS.superAdmin);
    expect(menu).toHaveTextContent('Super admin');
    expect(within(menu).getByRole('menuitem', { name: 'Reset demo data' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(locationPath()).toBe('/sign-in'), WAIT);
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(localStorage.getItem('tenantId')).toBeNull();
  });

  it('offers Reset demo data to super admins only (the backend refuses anyone else)', async () => {
    const user = userEvent.setup();
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Profile/ }, WAIT));
    const menu = await screen.findByRole('menu', { name: 'Profile' });
    expect(menu).toHaveTextContent(DEMO_ACCOUNTS.warehouseAdmin);
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });
});
