import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ACCOUNTS, DEMO_ORIGIN } from '../../src/config';
import { http } from '../../src/providers/http';
import { db, renderScreen, server, signInAs } from './harness';
import { Menu } from '../../src/console/layout/Menu';
import { ACTIONS, RESOURCES } from '../../src/domain/access';
import { ENTITY_LIST } from '../../src/entities';

// Roles & Permissions against the demo backend (mocks/handlers/admin.ts): list, create, edit,
// delete (built-ins refused), the permission matrix, and access following the edited matrix.


const PATH = '/admin/user-role-permission';
const ROLES_URL = `${DEMO_ORIGIN}/v1/roles`;
const ACCESS_DENIED = 'You do not have permission to view this page.';
type User = ReturnType<typeof userEvent.setup>;

const rolesTable = async () => (await screen.findByText('technician', { selector: 'td' })).closest('table') as HTMLTableElement;
const findRow = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLTableRowElement;
const createForm = async () => within((await screen.findByRole('heading', { name: 'Create Role' })).closest('section') as HTMLElement);
const matrixOf = async (name: string) => screen.findByRole('table', { name: `Permission matrix of ${name}` });
const openMatrix = async (user: User, role: string) => {
  await user.click(within(await findRow(role)).getByRole('button', { name: 'Permissions' }));
  return matrixOf(role);
};
const roleNamed = (name: string) => db.state.roles.find((r) => r.name === name);

describe('Roles & Permissions screen', () => {
  it('lists the roles with name, description, scope and active', async () => {
    await signInAs();
    await renderScreen(PATH);
    const table = await rolesTable();
    for (const header of ['Name', 'Description', 'Scope', 'Active']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    for (const name of ['super_admin', 'warehouse_admin', 'technician', 'customer']) {
      const row = await findRow(name);
      expect(row).toHaveTextContent(roleNamed(name)!.description);
    }
    expect(await findRow('super_admin')).toHaveTextContent('Global');
    expect(await findRow('technician')).toHaveTextContent('Tenant');
    expect(await findRow('technician')).toHaveTextContent('Active');
    expect(screen.getByText('Total: 4')).toBeInTheDocument();
    expect(screen.getByText('Select a role to see its permission matrix.')).toBeInTheDocument();
  });

  it('creates a role; a blank name and a taken name are refused with the form kept', async () => {
    const user = userEvent.setup();
    await signInAs();
    await renderScreen(PATH);
    const form = await createForm();
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'Handles escalations');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Role name is required')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Handles escalations');

    // The backend's 409 for a name in use shows under the form's failure title; the values stay.
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'technician');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Failed to create role')).toBeInTheDocument();
    expect(form.getByText('Role technician already exists')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('technician');
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Handles escalations');

    await user.clear(form.getByRole('textbox', { name: 'Name' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Service Manager');
    await user.click(form.getByRole('radio', { name: 'Global' }));
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Role Service Manager created')).toBeInTheDocument();
    expect(roleNamed('Service Manager')).toMatchObject({ description: 'Handles escalations', scope: 'global', isActive: true, permissions: {} });
    const row = await findRow('Service Manager');
    expect(row).toHaveTextContent('Global');
    // The new role is selected: its (empty) matrix is shown to be ticked.
    const matrix = await matrixOf('Service Manager');
    expect(within(matrix).getByRole('checkbox', { name: 'Complaint Logging: List' })).not.toBeChecked();
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
  });

  it('edits a role in a dialog', async () => {
    const user = userEvent.setup();
    await signInAs();
    await renderScreen(PATH);
    await user.click(await within(await findRow('customer')).findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit role customer' }));
    const description = dialog.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue(roleNamed('customer')!.description);
    await user.clear(description);
    await user.type(description, 'Registers TVs and raises complaints');
    await user.click(dialog.getByRole('switch', { name: 'Active' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role customer updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(roleNamed('customer')).toMatchObject({ description: 'Registers TVs and raises complaints', isActive: false });
    await waitFor(async () => expect(await findRow('customer')).toHaveTextContent('Inactive'));
  });

  it("in Hindi the backend's refusal reads in Hindi (its messageKey), not in English", async () => {
    localStorage.setItem('locale', 'hi');
    const user = userEvent.setup();
    await signInAs();
    await renderScreen(PATH);
    await user.click(await within(await findRow('technician')).findByRole('button', { name: 'हटाएँ' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'हटाएँ' }));
    expect(await dialog.findByText('भूमिका हटाई नहीं जा सकी')).toBeInTheDocument();
    expect(dialog.getByText('अंतर्निहित भूमिका technician हटाई नहीं जा सकती')).toBeInTheDocument();
    expect(dialog.queryByText(/cannot be deleted/)).not.toBeInTheDocument();
  });

  it('refuses to delete a built-in role with the backend message, and deletes a custom one', async () => {
    const user = userEvent.setup();
    await signInAs();
    await http.post('/roles', { name: 'Night Shift', description: 'Temporary', scope: 'tenant' });
    await renderScreen(PATH);
    await user.click(await within(await findRow('technician')).findByRole('button', { name: 'Delete' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Delete role')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('Failed to delete role')).toBeInTheDocument();
    expect(dialog.getByText('The built-in role technician cannot be deleted')).toBeInTheDocument();
    expect(roleNamed('technician')).toBeDefined();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await findRow('technician')).toBeInTheDocument();

    await user.click(await within(await findRow('Night Shift')).findByRole('button', { name: 'Delete' }));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Role Night Shift deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Night Shift', { selector: 'td' })).not.toBeInTheDocument());
    expect(roleNamed('Night Shift')).toBeUndefined();
  });

  it('shows the super admin matrix read-only', async () => {
    const user = userEvent.setup();
    await signInAs();
    await renderScreen(PATH);
    const matrix = await openMatrix(user, 'super_admin');
    expect(screen.getByText('The super admin always keeps every permission; its matrix cannot be changed.')).toBeInTheDocument();
    const boxes = within(matrix).getAllByRole('checkbox');
    // Every row of the matrix (24 screens and the declared entities) x 9 actions.
    expect(RESOURCES.length).toBe(24 + ENTITY_LIST.length);
    expect(boxes).toHaveLength(RESOURCES.length * ACTIONS.length);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Save permissions' })).not.toBeInTheDocument();
  });

  it('a technician without complaints list no longer sees Complaint Logging, and the backend answers 403', async () => {
    const user = userEvent.setup();
    await signInAs();
    const view = await renderScreen(PATH);
    const matrix = await openMatrix(user, 'technician');
    // Rows are the screens with the menu's labels, columns the actions.
    for (const header of ['Screen', 'List', 'Show', 'Create', 'Edit', 'Delete', 'Assign', 'Parts request', 'Parts approval', 'Status']) {
      expect(within(matrix).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(matrix).getByRole('rowheader', { name: 'Parts Approval' })).toBeInTheDocument();
    const complaintsList = within(matrix).getByRole('checkbox', { name: 'Complaint Logging: List' });
    expect(complaintsList).toBeChecked();
    expect(within(matrix).getByRole('checkbox', { name: 'Complaint Logging: Assign' })).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save permissions' });
    expect(save).toBeDisabled();

    await user.click(complaintsList);
    expect(complaintsList).not.toBeChecked();
    await user.click(save);
    expect(await screen.findByText('Permissions of technician saved')).toBeInTheDocument();
    expect(roleNamed('technician')!.permissions.complaints).toEqual(['show', 'parts-request']);
    expect(roleNamed('technician')!.permissions.bookings).toEqual(['list', 'show', 'status']);
    view.unmount();

    // The technician signs in again: the menu and the page follow the edited matrix.
    await signInAs(DEMO_ACCOUNTS.technician);
    await renderScreen('/admin/service/complaints', { beside: <Menu /> });
    expect(await screen.findByText(ACCESS_DENIED)).toBeInTheDocument();
    const menu = await screen.findByRole('menu', { name: 'Main menu' });
    expect(await within(menu).findByRole('menuitem', { name: 'Service Bookings' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Complaint Logging' })).not.toBeInTheDocument();
    await expect(http.get('/api/complaints')).rejects.toMatchObject({ status: 403 });
  });

  it('a failed save keeps the ticks and says why', async () => {
    const user = userEvent.setup();
    await signInAs();
    server.use(rest.put(`${ROLES_URL}/:id/permissions`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await renderScreen(PATH);
    const matrix = await openMatrix(user, 'customer');
    const box = within(matrix).getByRole('checkbox', { name: 'Service Bookings: List' });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText('Failed to save permissions: boom')).toBeInTheDocument();
    expect(screen.getByText('Failed to save permissions')).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(roleNamed('customer')!.permissions.bookings).toBeUndefined();
  });

  it('shows the failure and the server message when the roles cannot be loaded', async () => {
    await signInAs();
    server.use(rest.get(ROLES_URL, () => HttpResponse.json({ message: 'Roles service unavailable' }, { status: 503 })));
    await renderScreen(PATH);
    expect(await screen.findByText('Failed to load roles')).toBeInTheDocument();
    expect(screen.getByText('Roles service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no roles', async () => {
    await signInAs();
    server.use(rest.get(ROLES_URL, () => HttpResponse.json({ data: [], total: 0 })));
    await renderScreen(PATH);
    expect(await screen.findByText('No roles found')).toBeInTheDocument();
  });
});
