import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { db, locationPath, renderScreen, server, signInAs } from './harness';
import { expireAccessTokens, revokeRefreshTokens } from '../../mocks/handlers/auth';
import { section } from './queries';
import { renderEmptyList } from './screenChecks';

// The Warehouses (Tenants) screen against the demo backend (mocks/handlers/admin.ts): the create
// row with its defaults and texts, the live/sample toggle, Reload, Edit, Deactivate, and the load
// failures named by status.


const PATH = '/admin/tenants';
const LIST_URL = `${DEMO_ORIGIN}/api/tenants`;
type User = ReturnType<typeof userEvent.setup>;

const createForm = () => section('Create Tenant');
const listCard = () => section('Warehouses');
const bodyRows = () => Array.from(document.querySelectorAll('table tbody tr')) as HTMLTableRowElement[];
const findRow = async (subdomain: string) => (await screen.findByRole('cell', { name: subdomain })).closest('tr') as HTMLTableRowElement;

const fillTenant = async (user: User, values: { name?: string; subdomain?: string; description?: string; contactEmail?: string; contactPhone?: string }) => {
  const form = await createForm();
  if (values.name) await user.type(form.getByRole('textbox', { name: /^Name/ }), values.name);
  if (values.subdomain) await user.type(form.getByRole('textbox', { name: /^Subdomain/ }), values.subdomain);
  if (values.description) await user.type(form.getByRole('textbox', { name: 'Description' }), values.description);
  if (values.contactEmail) await user.type(form.getByRole('textbox', { name: 'Contact Email' }), values.contactEmail);
  if (values.contactPhone) await user.type(form.getByRole('textbox', { name: 'Contact Phone' }), values.contactPhone);
  await user.click(form.getByRole('button', { name: 'Create' }));
  return form;
};

/** The POSTs to `/v1/auth/<what>` (refresh, login, logout) the console sends. */
const authCalls = (what: string) => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(`/${what}`)) seen.push(request.url);
  });
  return seen;
};

const TYPED = { name: 'Nagpur Hub', subdomain: 'ngp-hub', description: 'Orange city spares', contactEmail: 'ops@ngp.example.in', contactPhone: '+91 71200 55555' };

/** Types every field of the create row (without submitting). */
const typeTenant = async (user: User) => {
  const form = await createForm();
  await user.type(form.getByRole('textbox', { name: /^Name/ }), TYPED.name);
  await user.type(form.getByRole('textbox', { name: /^Subdomain/ }), TYPED.subdomain);
  await user.type(form.getByRole('textbox', { name: 'Description' }), TYPED.description);
  await user.type(form.getByRole('textbox', { name: 'Contact Email' }), TYPED.contactEmail);
  await user.type(form.getByRole('textbox', { name: 'Contact Phone' }), TYPED.contactPhone);
  return form;
};

// Issue 13, acceptance line 1: the access token expires while the user types; the save still goes through.
describe('Tenants screen: an expired session while a form is filled in', () => {
  it('renews the session with a refresh and saves, with no sign-in page', async () => {
    await signInAs();
    localStorage.setItem('tenantId', '2');
    const refreshes = authCalls('refresh');
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await typeTenant(user);
    expireAccessTokens();
    await user.click(form.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Tenant created')).toBeInTheDocument();
    expect(db.state.tenants.find((t) => t.subdomain === TYPED.subdomain)).toMatchObject(TYPED);
    expect(refreshes).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(locationPath()).toBe(PATH);
    expect(localStorage.getItem('tenantId')).toBe('2');
  });

  it('with the refresh refused, signs in again in a dialog over the form and saves every typed value', async () => {
    await signInAs();
    localStorage.setItem('tenantId', '2');
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await typeTenant(user);
    expireAccessTokens();
    revokeRefreshTokens();
    await user.click(form.getByRole('button', { name: 'Create' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Your session has expired' }));
    expect(dialog.getByText('Sign in again to carry on where you left off.')).toBeInTheDocument();
    const email = dialog.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('superadmin@demo.in');
    expect(email).toHaveAttribute('readonly');
    // The spec's sign-in text for a wrong password; nothing saved yet, the form is still there.
    await user.type(dialog.getByLabelText(/^Password/), 'Wrong@1234');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));
    expect(await dialog.findByText('Invalid credentials.')).toBeInTheDocument();
    expect(db.state.tenants.some((t) => t.subdomain === TYPED.subdomain)).toBe(false);
    // Under the modal (hidden from the accessibility tree meanwhile), the form keeps what was typed.
    expect(form.getByRole('textbox', { name: /^Name/, hidden: true })).toHaveValue(TYPED.name);

    const password = dialog.getByLabelText(/^Password/);
    await user.clear(password);
    await user.type(password, 'Demo@1234');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Tenant created')).toBeInTheDocument();
    expect(db.state.tenants.find((t) => t.subdomain === TYPED.subdomain)).toMatchObject(TYPED);
    expect(locationPath()).toBe(PATH);
    expect(localStorage.getItem('tenantId')).toBe('2');
    expect(JSON.parse(localStorage.getItem('adminUser')!).email).toBe('superadmin@demo.in');
  });

  it('Sign out in the dialog revokes the session and goes to /sign-in', async () => {
    await signInAs();
    const logouts = authCalls('logout');
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await typeTenant(user);
    expireAccessTokens();
    revokeRefreshTokens();
    await user.click(form.getByRole('button', { name: 'Create' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Your session has expired' }));
    await user.click(dialog.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(locationPath()).toBe('/sign-in'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
    expect(logouts).toHaveLength(1);
    expect(db.state.tenants.some((t) => t.subdomain === TYPED.subdomain)).toBe(false);
  });
});

describe('Tenants screen', () => {
  it('lists the warehouses with ID, Name, Subdomain, Plan and Status', async () => {
    await signInAs();
    await renderScreen(PATH);
    const row = await findRow('blr-central');
    expect(within(row).getByRole('cell', { name: 'Bengaluru Central Warehouse' })).toBeInTheDocument();
    expect(within(row).getByText('enterprise')).toBeInTheDocument();
    expect(within(row).getByText('active')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(db.state.tenants.length);
    const card = await listCard();
    for (const name of ['ID', 'Name', 'Subdomain', 'Plan', 'Status']) expect(card.getByRole('columnheader', { name })).toBeInTheDocument();
  });

  it('creates a tenant with the defaults premium and active: Tenant created', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    expect(form.getByRole('combobox', { name: /^Plan/ })).toHaveTextContent('premium');
    expect(form.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('active');
    await fillTenant(user, {
      name: 'Pune East Warehouse',
      subdomain: 'pune-east',
      description: 'Spares for Pune',
      contactEmail: 'ops@pune-east.example.in',
      contactPhone: '+91 90000 11111',
    });
    expect(await screen.findByText('Tenant created')).toBeInTheDocument();
    expect(db.state.tenants.find((t) => t.subdomain === 'pune-east')).toMatchObject({
      name: 'Pune East Warehouse',
      plan: 'premium',
      status: 'active',
      description: 'Spares for Pune',
      contactEmail: 'ops@pune-east.example.in',
      contactPhone: '+91 90000 11111',
    });
    const row = await findRow('pune-east');
    expect(within(row).getByText('premium')).toBeInTheDocument();
    // The create row is empty again.
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(''));
  });

  it('refuses a missing field with Please fill all fields and keeps what was typed', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const count = db.state.tenants.length;
    const form = await fillTenant(user, { name: 'Half Filled', description: 'no subdomain' });
    expect(await screen.findByText('Please fill all fields')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Half Filled');
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('no subdomain');
    expect(db.state.tenants).toHaveLength(count);
  });

  it('a refused create shows Failed to create tenant with the server message and keeps the form', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await fillTenant(user, { name: 'Second Bengaluru', subdomain: 'blr-central' });
    const alert = (await screen.findByText('Failed to create tenant')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Subdomain blr-central is taken');
    expect(form.getByRole('textbox', { name: /^Subdomain/ })).toHaveValue('blr-central');
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Second Bengaluru');
  });

  const LOAD_FAILURES: [string, () => Response, string][] = [
    ['no connection (status 0)', () => HttpResponse.error(), 'Cannot connect to server...'],
    ['404', () => HttpResponse.json({ message: 'Not here' }, { status: 404 }), 'API endpoint not found...'],
    ['500', () => HttpResponse.json({ message: 'database down' }, { status: 500 }), 'Server error. Check backend logs for details.'],
    ['403', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }), 'Failed to load tenants (Status: 403)'],
  ];
  for (const [name, reply, text] of LOAD_FAILURES) {
    it(`a failed load (${name}) says: ${text}`, async () => {
      await signInAs();
      server.use(rest.get(LIST_URL, reply));
      await renderScreen(PATH);
      const title = await (await listCard()).findByText(text);
      expect(title.closest('[role="alert"]')).toBeInTheDocument();
    });
  }

  it('an empty list says No tenants found. Check if the backend server is running.', async () => {
    await renderEmptyList(PATH, LIST_URL, 'No tenants found. Check if the backend server is running.');
  });

  it('toggles to the built-in sample data under the banner and back to the live API; Reload refetches', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await findRow('blr-central');
    const card = await listCard();
    expect(card.getByRole('button', { name: 'Live API' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(card.getByRole('button', { name: 'Built-in sample data' }));
    expect(await screen.findByText('Sample data: the server could not be reached')).toBeInTheDocument();
    const sampleRow = await findRow('del-ncr');
    expect(within(sampleRow).getByText('inactive')).toBeInTheDocument();
    expect(await within(sampleRow).findByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(sampleRow).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(card.getByRole('button', { name: 'Reload' })).toBeDisabled();

    await user.click(card.getByRole('button', { name: 'Live API' }));
    await findRow('blr-central');
    expect(screen.queryByText('Sample data: the server could not be reached')).not.toBeInTheDocument();

    // A warehouse added elsewhere shows after Reload.
    db.state.tenants.push({ ...db.state.tenants[0], id: 99, name: 'Kochi Port Warehouse', subdomain: 'kochi-port' });
    expect(screen.queryByRole('cell', { name: 'kochi-port' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Reload' }));
    expect(await findRow('kochi-port')).toBeInTheDocument();
  });

  it('edits a tenant in a dialog (PUT /api/tenants/{id})', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow('del-ncr');
    await user.click(await within(row).findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit tenant Delhi NCR Warehouse' }));
    await user.click(dialog.getByRole('combobox', { name: /^Plan/ }));
    await user.click(await screen.findByRole('option', { name: 'enterprise' }));
    const phone = dialog.getByRole('textbox', { name: 'Contact Phone' });
    await user.clear(phone);
    await user.type(phone, '+91 11 4000 0000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Tenant Delhi NCR Warehouse updated')).toBeInTheDocument();
    expect(db.state.tenants.find((t) => t.subdomain === 'del-ncr')).toMatchObject({ plan: 'enterprise', contactPhone: '+91 11 4000 0000' });
    await waitFor(() => expect(within(screen.getByRole('cell', { name: 'del-ncr' }).closest('tr')!).getByText('enterprise')).toBeInTheDocument());
  });

  it('deactivates a tenant after confirmation: its status becomes inactive', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow('mum-west');
    await user.click(await within(row).findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate Mumbai West Warehouse?');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Tenant Mumbai West Warehouse deactivated')).toBeInTheDocument();
    const rowOf = () => screen.getByRole('cell', { name: 'mum-west' }).closest('tr') as HTMLTableRowElement;
    await waitFor(() => expect(within(rowOf()).getByText('inactive')).toBeInTheDocument());
    expect(within(rowOf()).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(db.state.tenants.find((t) => t.subdomain === 'mum-west')).toMatchObject({ status: 'inactive', isActive: false });
  });
});

// Issue 15 scope 1: the warehouse's tax details (legal name, address, state, GSTIN), checked in the form as the server checks them.
describe('Tenants screen: tax details', () => {
  it('shows each warehouse GSTIN and state; the edit dialog refuses a GSTIN of another state, then saves a fitting one', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const mumbai = db.state.tenants.find((t) => t.subdomain === 'mum-west')!;
    const row = await findRow('mum-west');
    expect(within(row).getByText(mumbai.gstin!)).toBeInTheDocument();
    expect(within(row).getByText('Maharashtra (27)')).toBeInTheDocument();

    await user.click(await within(row).findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit tenant Mumbai West Warehouse' }));
    expect(dialog.getByRole('heading', { name: 'Tax details' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Vistara Service Centres Pvt Ltd - Mumbai');
    expect(dialog.getByRole('combobox', { name: 'State' })).toHaveTextContent('Maharashtra');
    const gstin = dialog.getByRole('textbox', { name: 'GSTIN' });
    const karnataka = db.state.tenants.find((t) => t.subdomain === 'blr-central')!.gstin!;
    await user.clear(gstin);
    await user.paste(karnataka);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('GSTIN is registered in Karnataka (29), not in Maharashtra')).toBeInTheDocument();
    await user.clear(gstin);
    await user.paste('27AABCV1234F1Z');
    expect(await dialog.findByText('GSTIN must be 15 characters (this one has 14)')).toBeInTheDocument();
    expect(db.state.tenants.find((t) => t.subdomain === 'mum-west')!.gstin).toBe(mumbai.gstin);

    // The same PAN registered in Karnataka fits once the state is Karnataka too.
    await user.click(dialog.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Karnataka' }));
    await user.clear(gstin);
    await user.paste(karnataka.toLowerCase());
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tenant Mumbai West Warehouse updated')).toBeInTheDocument();
    expect(db.state.tenants.find((t) => t.subdomain === 'mum-west')).toMatchObject({ stateCode: '29', gstin: karnataka });
  });
});
