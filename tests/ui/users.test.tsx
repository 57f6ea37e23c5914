import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS, DEMO_ORIGIN } from '../../src/config';
import { db, renderScreen, signInAs } from './harness';
import { pager, recordGets } from './queries';
import { expectSampleBanner, renderFailedList } from './screenChecks';

// The Users screen against the demo backend (mocks/handlers/people.ts): the role filter with its
// Search button, Edit, Deactivate, paging, and the failure (with sample users) and empty states.


const PATH = '/admin/users';
const LIST_URL = `${DEMO_ORIGIN}/api/users`;

const listCard = async () => within((await screen.findByRole('heading', { name: 'All Users' })).closest('section') as HTMLElement);
const bodyRows = () => Array.from(document.querySelectorAll('table tbody tr')) as HTMLTableRowElement[];
const findRow = async (email: string) => (await screen.findByRole('cell', { name: email })).closest('tr') as HTMLTableRowElement;

/** Query strings of every GET /api/users (the list) the screen sends. */
const recordListQueries = () => recordGets('/api/users');

const tenantOneUsers = () => db.state.users.filter((u) => u.tenantId === 1);

describe('Users screen', () => {
  it('lists the warehouse users with readable roles and Active/Inactive', async () => {
    await signInAs();
    await renderScreen(PATH);
    const tech = await findRow(DEMO_ACCOUNTS.technician);
    expect(within(tech).getByText('Imran Khan')).toBeInTheDocument();
    expect(within(tech).getByText('Technician')).toBeInTheDocument();
    expect(within(tech).getByText('Active')).toBeInTheDocument();
    expect(within(await findRow(DEMO_ACCOUNTS.superAdmin)).getByText('Super Admin')).toBeInTheDocument();
    expect(within(await findRow(DEMO_ACCOUNTS.warehouseAdmin)).getByText('Warehouse Admin')).toBeInTheDocument();
    expect(within(await findRow(DEMO_ACCOUNTS.customer)).getByText('Customer')).toBeInTheDocument();
    const inactive = tenantOneUsers().find((u) => !u.isActive)!;
    expect(within(await findRow(inactive.email)).getByText('Inactive')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(tenantOneUsers().length);
    const card = await listCard();
    for (const name of ['ID', 'Email', 'Name', 'Role', 'Status']) expect(card.getByRole('columnheader', { name })).toBeInTheDocument();
  });

  it('filters by role once typing pauses (Search and Enter apply at once), sending `role`', async () => {
    await signInAs();
    const seen = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await findRow(DEMO_ACCOUNTS.customer);
    const card = await listCard();
    const box = card.getByRole('textbox', { name: 'Filter by role' });
    await user.type(box, 'technician');
    // The spec's Search button stays, but the list no longer waits for it.
    expect(card.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    const technicians = tenantOneUsers().filter((u) => u.role === 'technician');
    await waitFor(() => expect(bodyRows()).toHaveLength(technicians.length));
    for (const t of technicians) expect(screen.getByRole('cell', { name: t.email })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: DEMO_ACCOUNTS.customer })).not.toBeInTheDocument();
    expect(seen.at(-1)?.get('role')).toBe('technician');
    expect(seen.at(-1)?.get('page')).toBe('1');
    // It waited for the typing to pause: no call for a half-typed role.
    expect(seen.filter((q) => q.has('role')).every((q) => q.get('role') === 'technician')).toBe(true);

    // Enter works too; a readable label is understood by the server.
    await user.clear(box);
    await user.type(box, 'Warehouse Admin{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('cell', { name: DEMO_ACCOUNTS.warehouseAdmin })).toBeInTheDocument();
    expect(seen.at(-1)?.get('role')).toBe('Warehouse Admin');
  });

  it('shows No users found when nothing matches', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await findRow(DEMO_ACCOUNTS.customer);
    const card = await listCard();
    await user.type(card.getByRole('textbox', { name: 'Filter by role' }), 'astronaut{Enter}');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('edits a user in a dialog: names, e-mail, role and active go to PUT /api/users/{id}', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(DEMO_ACCOUNTS.technician);
    await user.click(await within(row).findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit user ${DEMO_ACCOUNTS.technician}` }));
    expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Imran');
    expect(dialog.getByRole('combobox', { name: /^Role/ })).toHaveTextContent('Technician');
    expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();

    const first = dialog.getByRole('textbox', { name: 'First Name' });
    await user.clear(first);
    await user.type(first, '  Irfan ');
    await user.click(dialog.getByRole('combobox', { name: /^Role/ }));
    // The real roles with readable labels; the super admin may hand out Super Admin.
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Super Admin', 'Warehouse Admin', 'Technician', 'Customer']);
    await user.click(screen.getByRole('option', { name: 'Warehouse Admin' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`User ${DEMO_ACCOUNTS.technician} updated`)).toBeInTheDocument();
    const stored = db.state.users.find((u) => u.email === DEMO_ACCOUNTS.technician)!;
    expect(stored).toMatchObject({ firstName: 'Irfan', lastName: 'Khan', role: 'warehouse_admin', isActive: true });
    const updated = await findRow(DEMO_ACCOUNTS.technician);
    await waitFor(() => expect(within(updated).getByText('Irfan Khan')).toBeInTheDocument());
    expect(within(updated).getByText('Warehouse Admin')).toBeInTheDocument();
  });

  it('a refused edit keeps the dialog open with the server message', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(DEMO_ACCOUNTS.customer);
    await user.click(await within(row).findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog'));
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Failed to update user')).toBeInTheDocument();
    expect(dialog.getByText('A valid email is required')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email');
    expect(db.state.users.find((u) => u.email === DEMO_ACCOUNTS.customer)).toBeTruthy();
  });

  it('deactivates a user after confirmation: the row then reads Inactive', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(DEMO_ACCOUNTS.technician);
    await user.click(await within(row).findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Deactivate ${DEMO_ACCOUNTS.technician}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText(`User ${DEMO_ACCOUNTS.technician} deactivated`)).toBeInTheDocument();
    const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr') as HTMLTableRowElement;
    await waitFor(() => expect(within(rowOf(DEMO_ACCOUNTS.technician)).getByText('Inactive')).toBeInTheDocument());
    const stored = db.state.users.find((u) => u.email === DEMO_ACCOUNTS.technician)!;
    expect(stored.isActive).toBe(false);
    // Deactivated, not erased; Deactivate is now disabled for that row.
    const after = await findRow(DEMO_ACCOUNTS.technician);
    expect(within(after).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    // One's own account cannot be deactivated.
    expect(within(await findRow(DEMO_ACCOUNTS.superAdmin)).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  });

  it('a warehouse admin sees no Super Admin choice and cannot touch the super admin row', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const superRow = await findRow(DEMO_ACCOUNTS.superAdmin);
    await waitFor(() => expect(within(superRow).getByRole('button', { name: 'Edit' })).toBeDisabled());
    expect(within(superRow).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    await user.click(await within(await findRow(DEMO_ACCOUNTS.customer)).findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('combobox', { name: /^Role/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Warehouse Admin', 'Technician', 'Customer']);
  });

  it('pages with Prev/Next and goes back to page 1 when the filter changes', async () => {
    await signInAs();
    for (let i = 0; i < 8; i++) {
      db.state.users.push({
        id: 9000 + i,
        email: `paging${i}@example.in`,
        firstName: 'Page',
        lastName: `User${i}`,
        role: 'customer',
        isActive: true,
        tenantId: 1,
        passwordHash: 'x',
        passwordSalt: 'x',
        createdAt: new Date().toISOString(),
      });
    }
    const total = tenantOneUsers().length;
    expect(total).toBeGreaterThan(10);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const bar = await pager();
    expect(bar.getByText(`Total: ${total}`)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(bar.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(bar.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(total - 10));
    expect((await pager()).getByText('Page 2 of 2')).toBeInTheDocument();

    const card = await listCard();
    await user.type(card.getByRole('textbox', { name: 'Filter by role' }), 'customer{Enter}');
    await waitFor(() => expect((screen.getByText(/^Page \d+ of/)).textContent).toMatch(/^Page 1 of/));
  });

  it('a failed load shows Failed to load users, the message and the sample users with actions disabled', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 500, message: 'users store offline' }, 'Failed to load users');
    expectSampleBanner();
    const sampleRow = await findRow('tech@example.in');
    expect(await within(sampleRow).findByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(sampleRow).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  });
});
