import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS } from '../../src/config';
import { db, renderScreen, server, signInAs } from './harness';

// The Invite user screen (/admin/users/register) against the demo backend (mocks/handlers/auth.ts):
// the required texts, the real role names, the warehouse id (shown, required and sent for every
// role but super_admin), the confirmation and the refusal that keeps the form.


const PATH = '/admin/users/register';
type User = ReturnType<typeof userEvent.setup>;

const form = async () => within((await screen.findByRole('heading', { name: 'Invite User', level: 2 })).closest('section') as HTMLElement);

/** Bodies of every POST /api/users/register the screen sends. */
const recordInvites = () => {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === '/api/users/register') bodies.push(JSON.parse(await request.clone().text()));
  });
  return bodies;
};

const chooseRole = async (user: User, label: string) => {
  const f = await form();
  await user.click(f.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: label }));
};

const fill = async (user: User, values: { email?: string; firstName?: string; lastName?: string; password?: string }) => {
  const f = await form();
  if (values.email) await user.type(f.getByRole('textbox', { name: 'Email' }), values.email);
  if (values.firstName) await user.type(f.getByRole('textbox', { name: 'First Name' }), values.firstName);
  if (values.lastName) await user.type(f.getByRole('textbox', { name: 'Last Name' }), values.lastName);
  if (values.password) await user.type(f.getByLabelText(/^Temporary Password/), values.password);
};

const send = async (user: User) => user.click((await form()).getByRole('button', { name: 'Send Invite' }));

describe('Invite user screen', () => {
  it('explains role-based access and offers the real roles with readable labels', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const help = within((await screen.findByRole('heading', { name: 'Role-based access' })).closest('aside') as HTMLElement);
    expect(help.getByText(/manages warehouses and assigns warehouse_admin; full read\/write/)).toBeInTheDocument();
    expect(help.getByText(/manages technician and customer users, inventory and complaints in the assigned warehouse/)).toBeInTheDocument();
    expect(help.getByText(/work orders, parts requests and updates/)).toBeInTheDocument();
    expect(help.getByText(/registers products and submits complaints/)).toBeInTheDocument();
    expect(help.getByText(/limited to the warehouse/)).toBeInTheDocument();

    const f = await form();
    await user.click(f.getByRole('combobox', { name: 'Role' }));
    // The super admin may invite a super admin; the identity loads after the first render.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Super Admin', 'Warehouse Admin', 'Technician', 'Customer']));
    expect(screen.getByRole('option', { name: 'Technician' })).toHaveAttribute('data-value', 'technician');
  });

  it('refuses a missing e-mail or password with the spec text and keeps what was typed', async () => {
    await signInAs();
    const bodies = recordInvites();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await fill(user, { firstName: 'Kavya', email: 'kavya@example.in' });
    await send(user);
    expect(await screen.findByText('Email and temporary password are required')).toBeInTheDocument();
    const f = await form();
    expect(f.getByRole('textbox', { name: 'Email' })).toHaveValue('kavya@example.in');
    expect(f.getByRole('textbox', { name: 'First Name' })).toHaveValue('Kavya');
    expect(bodies).toHaveLength(0);
  });

  it('hides the warehouse ID for super_admin and sends no tenantId then', async () => {
    await signInAs();
    const bodies = recordInvites();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const f = await form();
    expect(f.getByRole('textbox', { name: 'Warehouse ID' })).toBeInTheDocument();
    await chooseRole(user, 'Super Admin');
    expect(f.queryByRole('textbox', { name: 'Warehouse ID' })).not.toBeInTheDocument();
    await fill(user, { email: 'second.super@example.in', password: 'Temp@1234' });
    await send(user);
    expect(await screen.findByText('User registered')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ email: 'second.super@example.in', password: 'Temp@1234', firstName: '', lastName: '', role: 'super_admin' });
    expect(db.state.users.find((u) => u.email === 'second.super@example.in')).toMatchObject({ role: 'super_admin', tenantId: null });
  });

  it('requires and sends the warehouse ID for a technician (default: the current warehouse)', async () => {
    await signInAs();
    localStorage.setItem('tenantId', '2');
    const bodies = recordInvites();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await chooseRole(user, 'Technician');
    const f = await form();
    const warehouse = f.getByRole('textbox', { name: 'Warehouse ID' });
    expect(warehouse).toHaveValue('2');
    await user.clear(warehouse);
    await fill(user, { email: '  ravi.tech@example.in ', firstName: ' Ravi ', lastName: ' Kumar ', password: 'Temp@1234' });
    await send(user);
    expect(await screen.findByText('Warehouse ID is required for this role')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(warehouse, '3');
    await send(user);
    const confirmation = (await screen.findByText('User registered')).closest('[role="status"]') as HTMLElement;
    expect(confirmation).toHaveTextContent('ravi.tech@example.in can now sign in with the temporary password.');
    await waitFor(() => expect(bodies).toHaveLength(1));
    // E-mail and names trimmed, the real role name, the warehouse as tenantId.
    expect(bodies[0]).toEqual({ email: 'ravi.tech@example.in', password: 'Temp@1234', firstName: 'Ravi', lastName: 'Kumar', role: 'technician', tenantId: 3 });
    expect(db.state.users.find((u) => u.email === 'ravi.tech@example.in')).toMatchObject({ role: 'technician', tenantId: 3, firstName: 'Ravi' });
    // The form is empty again, the warehouse back to the current one.
    expect(f.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(f.getByRole('textbox', { name: 'Warehouse ID' })).toHaveValue('2');
  });

  it('a duplicate e-mail (409) shows Failed to create user with the message and keeps the form', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await chooseRole(user, 'Warehouse Admin');
    await fill(user, { email: DEMO_ACCOUNTS.technician, firstName: 'Dup', password: 'Temp@1234' });
    await send(user);
    const alert = (await screen.findByText('Failed to create user')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('User already exists with this email address');
    const f = await form();
    expect(f.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_ACCOUNTS.technician);
    expect(f.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dup');
    expect(f.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Warehouse Admin');
    expect(f.getByLabelText(/^Temporary Password/)).toHaveValue('Temp@1234');
    expect(screen.queryByText('User registered')).not.toBeInTheDocument();
  });

  it('a warehouse admin cannot pick Super Admin and invites into its own warehouse', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const f = await form();
    await waitFor(() => expect(f.getByRole('textbox', { name: 'Warehouse ID' })).toHaveAttribute('readonly'));
    expect(f.getByRole('textbox', { name: 'Warehouse ID' })).toHaveValue('1');
    await user.click(f.getByRole('combobox', { name: 'Role' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Warehouse Admin', 'Technician', 'Customer']);
    await user.click(screen.getByRole('option', { name: 'Customer' }));
    await fill(user, { email: 'new.customer@example.in', password: 'Temp@1234' });
    await send(user);
    expect(await screen.findByText('User registered')).toBeInTheDocument();
    expect(db.state.users.find((u) => u.email === 'new.customer@example.in')).toMatchObject({ role: 'customer', tenantId: 1 });
  });
});
