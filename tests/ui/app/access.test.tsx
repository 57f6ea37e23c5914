import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ACCOUNTS, DEMO_ORIGIN } from '../../../src/config';
import { locationPath, renderApp, renderScreen, server, signInAs } from '../harness';
import { ALL_MENU_ENTRIES, expectedMenu, labelOf, mainMenu, menuLabels } from './menu';
import { SCREENS } from '../../../src/screens';
import { can, type Role } from '../../../src/domain/access';

// Real roles (docs/architecture.md, "Roles and access"): for each demo account, the menu entries it sees,
// a screen it may not open, and where the empty /admin path lands. The demo backend enforces the same
// with 403.


const ACCESS_DENIED = 'You do not have permission to view this page.';

// Every side menu entry, in the spec's order (and the declared entities' at the end of their groups).
const ALL_ENTRIES = ALL_MENU_ENTRIES;
const except = (...hidden: string[]) => ALL_ENTRIES.filter((e) => !hidden.includes(e));

interface AccountCase {
  account: string;
  email: string;
  role: Role;
  /** The menu entries it sees, in menu order. */
  menu: string[];
  /** Where /admin lands. */
  landing: string;
  /** A screen it may not open (none for the super admin). */
  forbidden: string | null;
}

const CASES: AccountCase[] = [
  { account: 'super admin', role: 'super_admin', email: DEMO_ACCOUNTS.superAdmin, menu: ALL_ENTRIES, landing: '/admin/dashboard', forbidden: null },
  {
    account: 'warehouse admin',
    role: 'warehouse_admin',
    email: DEMO_ACCOUNTS.warehouseAdmin,
    // Everything in its own warehouse but tenants and roles.
    menu: except('Warehouses (Tenants)', 'Roles & Permissions'),
    landing: '/admin/dashboard',
    forbidden: '/admin/user-role-permission',
  },
  {
    account: 'technician',
    role: 'technician',
    email: DEMO_ACCOUNTS.technician,
    menu: [
      'Dashboard',
      'Categories',
      'Products',
      'BOMs',
      'Low Stock',
      'Complaint Logging',
      'Service Bookings',
      'My jobs',
      'Customer Management',
      'Parts Approval',
      'Notifications',
    ],
    // His first screen is his day's jobs (issue 16); the dashboard stays in his menu.
    landing: '/admin/service/my-jobs',
    forbidden: '/admin/users',
  },
  {
    account: 'customer',
    role: 'customer',
    email: DEMO_ACCOUNTS.customer,
    // The catalogue too, to pick the product it registers (issue 27).
    menu: ['Products', 'Product Registrations', 'Complaint Logging', 'Notifications'],
    // Its registered products, not the catalogue.
    landing: '/admin/catalog/registrations',
    forbidden: '/admin/inventory/transactions',
  },
];

const menuEntries = (menu: HTMLElement) => menuLabels(menu).filter((label) => ALL_ENTRIES.includes(label ?? ''));

describe('Access follows the roles (docs/architecture.md, "Roles and access")', () => {
  // Whole app: the menu, the groups and where /admin lands.
  it.each(CASES)('the $account sees its menu and lands on a screen it may list', async ({ email, role, menu, landing }) => {
    await signInAs(email);
    renderApp('/admin');
    await waitFor(() => expect(locationPath()).toBe(landing));
    const sideMenu = await mainMenu();
    await waitFor(() => expect(menuEntries(sideMenu)).toEqual(menu));
    // The same menu follows from the domain rule, with the spec's group headers and order.
    expect(menuLabels(sideMenu)).toEqual(expectedMenu(role));
    for (const r of SCREENS) {
      const item = within(sideMenu).queryByRole('menuitem', { name: labelOf(r) });
      if (can(role, r.access, 'list') && (!r.listAction || can(role, r.access, r.listAction))) expect(item).toBeInTheDocument();
      else expect(item).not.toBeInTheDocument();
    }
    expect(screen.queryByText(ACCESS_DENIED)).not.toBeInTheDocument();
  });

  it.each(CASES.filter((c) => c.forbidden))('the $account gets the access-denied message on $forbidden', async ({ email, forbidden }) => {
    await signInAs(email);
    await renderScreen(forbidden!);
    expect(await screen.findByText(ACCESS_DENIED)).toBeInTheDocument();
    expect(locationPath()).toBe(forbidden);
  });

  it('the customer asking for the dashboard goes to its first allowed screen, not to an error', async () => {
    await signInAs(DEMO_ACCOUNTS.customer);
    renderApp('/admin/dashboard');
    await waitFor(() => expect(locationPath()).toBe('/admin/catalog/registrations'));
    // Its registrations load: rows, not an error.
    await waitFor(() => expect(document.querySelector('table tbody tr')).not.toBeNull());
    expect(screen.queryByText(ACCESS_DENIED)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Failed to load/)).not.toBeInTheDocument();
  });

  it('a 403 on a list the page may show becomes the server message, not a crash', async () => {
    await signInAs(DEMO_ACCOUNTS.technician);
    server.use(
      rest.get(`${DEMO_ORIGIN}/api/complaints`, () =>
        HttpResponse.json({ success: false, message: 'You do not have permission to perform this action' }, { status: 403 }),
      ),
    );
    await renderScreen('/admin/service/complaints');
    expect(await screen.findByText('Failed to load complaints')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to perform this action')).toBeInTheDocument();
    // Still signed in: a 403 is not a 401.
    expect(localStorage.getItem('adminAccessToken')).toBeTruthy();
  });
});
