import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ACCOUNTS, DEMO_ORIGIN } from '../../src/config';
import { http } from '../../src/providers/http';
import { locationPath, renderApp, server, signInAs } from './utils';

// Real roles (DESIGN section 7): for each demo account, the menu entries it sees, a screen it may
// not open, and where the empty /admin path lands. The demo backend enforces the same with 403.

vi.setConfig({ testTimeout: 60000 });
beforeAll(async () => {
  await import('../../src/console/App');
});

const ACCESS_DENIED = 'You do not have permission to view this page.';

// Every side menu entry, in the spec's order.
const ALL_ENTRIES = [
  'Dashboard',
  'Warehouses (Tenants)',
  'Users',
  'Register User',
  'Roles & Permissions',
  'Categories',
  'Products',
  'BOMs',
  'Inventory Tracking',
  'Low Stock',
  'Product Registrations',
  'Complaint Logging',
  'Service Bookings',
  'Customer Management',
  'Parts Approval',
  'Vendor Assignment',
  'Coverage Areas',
  'Commission Logic',
  'Approvals',
  'Commission Reports',
  'Invoices',
  'Audit Logs',
  'Notifications',
];
const except = (...hidden: string[]) => ALL_ENTRIES.filter((e) => !hidden.includes(e));

interface AccountCase {
  account: string;
  email: string;
  /** The menu entries it sees, in menu order. */
  menu: string[];
  /** Where /admin lands. */
  landing: string;
  /** A screen it may not open (none for the super admin). */
  forbidden: string | null;
}

const CASES: AccountCase[] = [
  { account: 'super admin', email: DEMO_ACCOUNTS.superAdmin, menu: ALL_ENTRIES, landing: '/admin/dashboard', forbidden: null },
  {
    account: 'warehouse admin',
    email: DEMO_ACCOUNTS.warehouseAdmin,
    // Everything in its own warehouse but tenants and roles.
    menu: except('Warehouses (Tenants)', 'Roles & Permissions'),
    landing: '/admin/dashboard',
    forbidden: '/admin/user-role-permission',
  },
  {
    account: 'technician',
    email: DEMO_ACCOUNTS.technician,
    menu: [
      'Dashboard',
      'Categories',
      'Products',
      'BOMs',
      'Low Stock',
      'Complaint Logging',
      'Service Bookings',
      'Customer Management',
      'Parts Approval',
      'Notifications',
    ],
    landing: '/admin/dashboard',
    forbidden: '/admin/users',
  },
  {
    account: 'customer',
    email: DEMO_ACCOUNTS.customer,
    menu: ['Product Registrations', 'Complaint Logging', 'Notifications'],
    // It may not list the dashboard: its first allowed screen instead.
    landing: '/admin/catalog/registrations',
    forbidden: '/admin/products',
  },
];

const mainMenu = () => screen.findByRole('menu', { name: 'Main menu' });
const menuEntries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent?.trim() ?? '')
    .filter((label) => ALL_ENTRIES.includes(label));

describe('Access follows the roles (DESIGN section 7)', () => {
  it.each(CASES)('the $account sees its menu and lands on a screen it may list', async ({ email, menu, landing }) => {
    await signInAs(email);
    renderApp('/admin');
    await waitFor(() => expect(locationPath()).toBe(landing));
    const sideMenu = await mainMenu();
    await waitFor(() => expect(menuEntries(sideMenu)).toEqual(menu));
    expect(screen.queryByText(ACCESS_DENIED)).not.toBeInTheDocument();
  });

  it.each(CASES.filter((c) => c.forbidden))('the $account gets the access-denied message on $forbidden', async ({ email, forbidden }) => {
    await signInAs(email);
    renderApp(forbidden!);
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

  it('a warehouse admin asking for another warehouse gets 403 from the backend', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    await expect(http.get('/api/complaints')).resolves.toMatchObject({ total: expect.any(Number) });
    localStorage.setItem('tenantId', '2');
    await expect(http.get('/api/complaints')).rejects.toMatchObject({ status: 403, message: 'You may not access this warehouse' });
  });

  it('the backend refuses what the role may not do, whatever the client sends', async () => {
    await signInAs(DEMO_ACCOUNTS.customer);
    await expect(http.get('/api/products')).rejects.toMatchObject({ status: 403 });
    await signInAs(DEMO_ACCOUNTS.technician);
    await expect(http.patch('/service/complaints/1/auto-assign', {})).rejects.toMatchObject({ status: 403 });
    await expect(http.get('/roles')).rejects.toMatchObject({ status: 403 });
  });

  it('a 403 on a list the page may show becomes the server message, not a crash', async () => {
    await signInAs(DEMO_ACCOUNTS.technician);
    server.use(
      rest.get(`${DEMO_ORIGIN}/api/complaints`, () =>
        HttpResponse.json({ success: false, message: 'You do not have permission to perform this action' }, { status: 403 }),
      ),
    );
    renderApp('/admin/service/complaints');
    expect(await screen.findByText('Failed to load complaints')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to perform this action')).toBeInTheDocument();
    // Still signed in: a 403 is not a 401.
    expect(localStorage.getItem('adminAccessToken')).toBeTruthy();
  });
});
