import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { SCREENS as CONSOLE_SCREENS } from '../../src/screens';
import { locationPath, renderScreen, server, signInAs } from './harness';
import { revokeRefreshTokens } from '../../mocks/handlers/auth';
import { ENTITY_LIST } from '../../src/entities';
import en from '../../i18n/en.json';

// Fault sweep over screen LOADS: for every console screen that loads data, its primary load call
// answers 500 (with a message), 400 (with a message), 401, 403 or fails on the network, and the
// screen must show what the spec asks: the red alert with the spec's failure title and the server
// message, no crash; a 401 renews the session and the replay's answer decides (a 401 that stays is
// shown like any refusal; with the refresh refused, the sign-in dialog opens over the screen). The labelled sample fallback (where the
// spec has one) only when the server could not be reached or failed (network, 5xx: isSampleWorthy);
// a 400 or 403 is the server's answer: its message, no banner and no sample rows. A second table fails the secondary loads (pickers, statistics, top bar) and checks
// the screen survives them. The public pages make no load call (sign-up, forgot password and sign-in
// only submit), so they are not in the sweep.


const api = (path: string) => `${DEMO_ORIGIN}/api${path}`;
const v1 = (path: string) => `${DEMO_ORIGIN}/v1${path}`;

const SAMPLE_BANNER = 'Sample data: the server could not be reached';
const NETWORK_ERROR = 'Network error: unable to reach the server';
const ERROR_BOUNDARY = 'Something went wrong';
const TOKEN_KEY = 'adminAccessToken';

interface Fault {
  name: string;
  /** 0 for a network failure. */
  status: number;
  reply: () => Response;
  /** What the alert must show besides its title. */
  shown: string | RegExp;
  /** The sample banner and rows follow (network, 5xx), where the screen has a sample. */
  sample: boolean;
}

const FAULTS: Fault[] = [
  {
    name: '500 with a message',
    status: 500,
    reply: () => HttpResponse.json({ message: 'Sweep: the database is down' }, { status: 500 }),
    shown: 'Sweep: the database is down',
    sample: true,
  },
  {
    name: '400 with a message',
    status: 400,
    reply: () => HttpResponse.json({ message: 'Sweep: limit must be at most 500' }, { status: 400 }),
    shown: 'Sweep: limit must be at most 500',
    sample: false,
  },
  // A bare 403, as a proxy might send it: the http layer's "<status> <statusText>" text.
  { name: '403', status: 403, reply: () => new HttpResponse(null, { status: 403 }), shown: /403/, sample: false },
  // The demo backend's origin: the plain network text, not the cross-origin (CORS) hint.
  { name: 'network failure', status: 0, reply: () => HttpResponse.error(), shown: NETWORK_ERROR, sample: true },
  // A bare 401 that stays: the session is renewed (POST /v1/auth/refresh) and the replay's 401 is
  // the screen's answer: its alert, the session and the route stay (src/providers/session.ts).
  { name: '401', status: 401, reply: () => new HttpResponse(null, { status: 401 }), shown: /401/, sample: false },
];

/** Screens where the 401 is also swept with the refresh refused: the in-place sign-in dialog over the screen. */
const REFUSED_REFRESH_SCREENS = ['dashboard', 'service/complaints', 'tenants', 'finance/commissions'];

/** The tenants screen names the failure by status (spec part 1, section 8). */
const tenantsTitle = (status: number) => {
  if (status === 0) return 'Cannot connect to server...';
  if (status === 404) return 'API endpoint not found...';
  if (status >= 500) return 'Server error. Check backend logs for details.';
  return `Failed to load tenants (Status: ${status})`;
};

interface LoadScreen {
  /** Under /admin. */
  path: string;
  /** msw URL pattern of the screen's primary load call (always a GET). */
  loadUrl: string;
  /** The spec's failure alert title (i18n/en.json). */
  title: string | ((status: number) => string);
  /** Text of a built-in sample row shown under the sample banner, where the spec has a fallback. */
  sample: string | null;
  /** A heading or tab of the screen itself: it still rendered. */
  landmark: string;
}

const SCREENS: LoadScreen[] = [
  { path: 'dashboard', loadUrl: api('/dashboard/stats'), title: 'Failed to load dashboard stats', sample: null, landmark: 'Dashboard' },
  { path: 'catalog/categories', loadUrl: api('/categories'), title: 'Failed to load categories', sample: 'Display Panels', landmark: 'Categories List' },
  { path: 'products', loadUrl: api('/products'), title: 'Failed to load products', sample: null, landmark: 'Product List' },
  { path: 'catalog/boms', loadUrl: api('/boms'), title: 'Failed to load BOMs', sample: '43" TV main assembly', landmark: 'BOM List' },
  { path: 'inventory/transactions', loadUrl: api('/inventory/movements'), title: 'Failed to load inventory movements', sample: null, landmark: 'Inventory Tracking' },
  { path: 'inventory/low-stock', loadUrl: api('/inventory/low-stock'), title: 'Failed to load low stock items', sample: 'PSU-150W', landmark: 'Low Stock Alert - TV Parts' },
  { path: 'catalog/registrations', loadUrl: api('/warranties'), title: 'Failed to load registrations', sample: 'TV55-SAMPLE-0001', landmark: 'Registrations' },
  { path: 'warranty-claims', loadUrl: api('/warranty-claims'), title: 'Failed to load warranty claims', sample: null, landmark: 'Claims to brands' },
  { path: 'service/complaints', loadUrl: api('/complaints'), title: 'Failed to load complaints', sample: 'TV55-SAMPLE-0001', landmark: 'Complaints' },
  // The built-in tenants are a toggle of their own, not a fallback on failure.
  { path: 'tenants', loadUrl: api('/tenants'), title: tenantsTitle, sample: null, landmark: 'Warehouses' },
  { path: 'users', loadUrl: api('/users'), title: 'Failed to load users', sample: 'tech@example.in', landmark: 'All Users' },
  // The spec's role table was a static placeholder (docs/architecture.md, "Roles and access"): no sample
  // roles.
  { path: 'user-role-permission', loadUrl: v1('/roles'), title: 'Failed to load roles', sample: null, landmark: 'Roles' },
  { path: 'service/bookings', loadUrl: api('/service-bookings'), title: 'Failed to load bookings', sample: null, landmark: 'Bookings' },
  { path: 'service/my-jobs', loadUrl: api('/service-bookings'), title: 'Failed to load your jobs', sample: null, landmark: 'My jobs' },
  { path: 'service/dispatch', loadUrl: api('/service-bookings'), title: 'Failed to load the dispatch board', sample: null, landmark: 'Dispatch board' },
  { path: 'service/messages', loadUrl: api('/messages'), title: 'Failed to load messages', sample: null, landmark: 'Messages sent to customers' },
  { path: 'service/customers', loadUrl: v1('/customers'), title: 'Failed to load customers', sample: null, landmark: 'Customers' },
  { path: 'spares/requests', loadUrl: api('/spare-requests'), title: 'Failed to load spare requests', sample: '₹3,150.00', landmark: 'Spare Requests' },
  { path: 'third-parties', loadUrl: api('/vendor-assignments'), title: 'Failed to load vendors', sample: 'Ravi Kumar', landmark: 'Vendors & Technicians' },
  { path: 'areas', loadUrl: v1('/areas'), title: 'Failed to load areas', sample: '560001', landmark: 'Areas' },
  { path: 'finance/commissions', loadUrl: v1('/commission-rules'), title: 'Failed to load commission rules', sample: '0–1000: 10%, 1000–∞: 7.5%', landmark: 'Commission Rules' },
  { path: 'approvals', loadUrl: api('/approvals'), title: 'Failed to load approvals', sample: 'Checked against policy', landmark: 'Approvals' },
  { path: 'reports/commissions', loadUrl: api('/commissions'), title: 'Failed to load commission reports', sample: 'Sample TV Services', landmark: 'Commissions' },
  { path: 'invoices', loadUrl: api('/invoices'), title: 'Failed to load invoices', sample: '#101', landmark: 'Invoice list' },
  { path: 'audit', loadUrl: api('/audit/logs'), title: 'Failed to load audit logs', sample: 'Complaint', landmark: 'Audit log' },
  { path: 'notifications', loadUrl: api('/notifications'), title: 'Failed to load notifications', sample: 'Complaint assigned', landmark: 'All notifications' },
  // Each declared entity's screen (src/entities): its texts under its collection's name.
  ...ENTITY_LIST.map((e) => {
    const texts = (en as unknown as Record<string, { loadFailure: string; list: { title: string } }>)[e.collection];
    return { path: e.name, loadUrl: api(`/${e.name}`), title: texts.loadFailure, sample: null, landmark: texts.list.title };
  }),
];

/** Console routes that load nothing of their own (the invite form only submits). */
const NO_LOAD_ROUTES = ['users/register'];

const titleOf = (s: LoadScreen, status: number) => (typeof s.title === 'function' ? s.title(status) : s.title);

/** A heading or tab of the screen with exactly `text` (the breadcrumb and app bar are neither). */
const landmark = (text: string) =>
  Array.from(document.querySelectorAll('h1, h2, [role="tab"]')).find((el) => el.textContent?.trim() === text) ?? null;

/** Table body rows holding `text`. */
const rowsWith = (text: string) => Array.from(document.querySelectorAll('tbody tr')).filter((tr) => tr.textContent?.includes(text));

/** The red alert whose title is `title`. */
const alertTitled = async (title: string) => {
  const titleEl = await screen.findByText(title);
  const alert = titleEl.closest('[role="alert"]');
  expect(alert, `"${title}" sits in a role="alert" element`).not.toBeNull();
  return alert as HTMLElement;
};

const expectStillOnScreen = (s: LoadScreen) => {
  expect(landmark(s.landmark), `landmark "${s.landmark}"`).not.toBeNull();
  expect(screen.queryByText(ERROR_BOUNDARY)).not.toBeInTheDocument();
  expect(locationPath()).toBe(`/admin/${s.path}`);
  expect(localStorage.getItem(TOKEN_KEY)).toBeTruthy();
};

const runLoadFault = async (s: LoadScreen, fault: Fault) => {
  await signInAs();
  server.use(rest.get(s.loadUrl, fault.reply));
  const refreshes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/v1/auth/refresh')) refreshes.push(request.url);
  });
  await renderScreen(`/admin/${s.path}`);

  const alert = await alertTitled(titleOf(s, fault.status));
  expect(alert).toHaveTextContent(fault.shown);
  if (s.sample && fault.sample) {
    expect(screen.getByText(SAMPLE_BANNER)).toBeInTheDocument();
    await waitFor(() => expect(rowsWith(s.sample as string).length).toBeGreaterThan(0));
  } else {
    expect(screen.queryByText(SAMPLE_BANNER)).not.toBeInTheDocument();
    if (s.sample) expect(rowsWith(s.sample)).toHaveLength(0);
  }
  expectStillOnScreen(s);
  if (fault.status === 401) expect(refreshes.length).toBeGreaterThan(0);
};

/** A 401 with the refresh refused: the sign-in dialog over the screen; the route and the session stay until the user decides. */
const runRefusedRefresh = async (s: LoadScreen) => {
  await signInAs();
  revokeRefreshTokens();
  server.use(rest.get(s.loadUrl, () => new HttpResponse(null, { status: 401 })));
  await renderScreen(`/admin/${s.path}`);
  const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
  expect(dialog).toHaveTextContent('Sign in again to carry on where you left off.');
  expect(locationPath()).toBe(`/admin/${s.path}`);
  expect(localStorage.getItem(TOKEN_KEY)).toBeTruthy();
  expect(screen.queryByText(ERROR_BOUNDARY)).not.toBeInTheDocument();
};

describe('fault sweep: screen loads', () => {
  it('covers every console route', () => {
    const covered = [...SCREENS.map((s) => s.path), ...NO_LOAD_ROUTES].sort();
    expect(covered).toEqual(CONSOLE_SCREENS.map((r) => r.name).sort());
  });

  describe.each(SCREENS)('/admin/$path', (s) => {
    it.each(FAULTS)('load answers $name', (fault) => runLoadFault(s, fault));
  });

  it.each(REFUSED_REFRESH_SCREENS)('/admin/%s: a 401 with the refresh refused asks for the password in place', (path) =>
    runRefusedRefresh(SCREENS.find((x) => x.path === path) as LoadScreen));
});

interface SecondaryLoad {
  path: string;
  what: string;
  url: string;
  /** The alert the screen shows for this failure, if it shows one. */
  alert?: string;
}

// Loads beside the primary one: pickers, statistics panels and the top bar's calls.
const SECONDARY: SecondaryLoad[] = [
  { path: 'dashboard', what: 'top bar unread notifications', url: api('/notifications') },
  { path: 'dashboard', what: 'top bar warehouse switcher', url: api('/tenants') },
  { path: 'products', what: 'product statistics', url: api('/products/stats'), alert: 'Failed to load product statistics' },
  { path: 'products', what: 'category filter choices', url: api('/categories') },
  { path: 'catalog/boms', what: 'product picker', url: api('/products') },
  { path: 'inventory/transactions', what: 'product filter choices', url: api('/products') },
  { path: 'catalog/registrations', what: 'expiring soon panel', url: api('/warranties/expiring'), alert: 'Failed to load expiring warranties' },
  { path: 'catalog/registrations', what: 'expired panel', url: api('/warranties/expired'), alert: 'Failed to load expired warranties' },
  { path: 'catalog/registrations', what: 'product choices', url: api('/products') },
  { path: 'third-parties', what: 'performance overview tiles', url: api('/vendor-assignments/stats'), alert: 'Failed to load vendor statistics' },
  { path: 'service/bookings', what: 'technician names', url: api('/vendor-assignments') },
];

describe('fault sweep: secondary loads fail with 500', () => {
  it.each(SECONDARY)('/admin/$path survives a failed $what', async (load) => {
    const s = SCREENS.find((x) => x.path === load.path) as LoadScreen;
    await signInAs();
    server.use(rest.get(load.url, () => HttpResponse.json({ message: 'Sweep: secondary store down' }, { status: 500 })));
    await renderScreen(`/admin/${s.path}`);

    if (load.alert) expect(await alertTitled(load.alert)).toHaveTextContent('Sweep: secondary store down');
    // The primary load still lands: the screen's own rows or cards, not its failure alert.
    await waitFor(() => expect(landmark(s.landmark)).not.toBeNull());
    if (s.path === 'dashboard') expect(await screen.findByRole('group', { name: 'Users' })).toBeInTheDocument();
    else await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(screen.queryByText(titleOf(s, 500))).not.toBeInTheDocument();
    expect(screen.queryByText(SAMPLE_BANNER)).not.toBeInTheDocument();
    expectStillOnScreen(s);
  });
});
