import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { db, renderScreen, server, signInAs } from './harness';
import { renderFailedList, expectSampleBanner } from './screenChecks';
import { addPendingApproval } from './fixtures';
import { pager, recordGets, findCell } from './queries';

// The approvals screen against the demo backend (mocks/handlers/finance.ts): the pending default,
// the Filter button, Approve and Reject with their notes prompt, and the failure states.


const PATH = '/admin/approvals';
const LIST_URL = `${DEMO_ORIGIN}/api/approvals`;
const t1 = () => db.tenant('1');
type Approval = ReturnType<typeof t1>['approvals'][number];
type User = ReturnType<typeof userEvent.setup>;

afterEach(() => {
  server.events.removeAllListeners();
});

/** A new approval, newest, so first in the list. */
const addApproval = (over: Partial<Approval> = {}) => addPendingApproval(95_000, over);

const listCard = async () => within((await screen.findByRole('heading', { name: 'Approvals', level: 2 })).closest('section') as HTMLElement);
const findRow = async (id: number) => (await findCell(String(id))).closest('tr') as HTMLTableRowElement;

/** The query of every GET /api/approvals (the list) the screen sends. */
const listQueries = () => recordGets('/api/approvals');

/** Records the bodies of PATCH /api/approvals/{id}, then lets the demo backend answer. */
const decisionBodies = () => {
  const bodies: unknown[] = [];
  server.use(
    rest.patch(`${LIST_URL}/:id`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
};

const filterTo = async (user: User, option: string) => {
  const card = await listCard();
  await user.click(card.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: option }));
  return card;
};

describe('Approvals screen', () => {
  it('shows pending approvals by default; a new status applies on choosing it, and Filter stays', async () => {
    const all = t1().approvals.length;
    const pending = t1().approvals.filter((a) => a.status === 'pending').length;
    const queries = listQueries();
    const user = userEvent.setup({ delay: null });
    await signInAs();
    await renderScreen(PATH);

    expect((await pager()).getByText(`Total: ${pending}`)).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('pending');
    const card = await listCard();
    const table = card.getByRole('columnheader', { name: 'Decision' }).closest('table') as HTMLElement;
    // The first header is the select-all checkbox of the bulk actions (no text).
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent).filter(Boolean)).toEqual(['ID', 'Subject', 'Decision', 'Approver', 'Notes', 'Updated', 'Actions']);
    const badges = [...table.querySelectorAll('tbody [data-status]')].map((b) => b.getAttribute('data-status'));
    expect(badges.length).toBe(Math.min(pending, 10));
    expect(new Set(badges)).toEqual(new Set(['pending']));

    const asked = queries.length;
    // Choosing applies it (issue 16: filters apply on change); the spec's Filter button stays.
    await filterTo(user, 'All');
    expect(await card.findByText(`Total: ${all}`)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(queries.length).toBeGreaterThan(asked);
    expect(queries.at(-1)?.has('status')).toBe(false);
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('Approve asks for notes, sends decision approve with approver 1, and the row becomes approved', async () => {
    const row = addApproval();
    const bodies = decisionBodies();
    const user = userEvent.setup({ delay: null });
    await signInAs();
    await renderScreen(PATH);

    await user.click(await within(await findRow(row.id)).findByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Approve approval #${row.id}` }));
    await user.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Parts checked');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(`Approval #${row.id} approved`)).toBeInTheDocument();
    expect(bodies).toEqual([{ decision: 'approve', approverId: 1, notes: 'Parts checked' }]);
    expect(t1().approvals.find((a) => a.id === row.id)).toMatchObject({ status: 'approved', approverId: 1, notes: 'Parts checked' });
    // No longer pending, so it leaves the default list; under All it reads Approved.
    await waitFor(() => expect(screen.queryByRole('cell', { name: String(row.id) })).not.toBeInTheDocument());
    await filterTo(user, 'All');
    await user.click((await listCard()).getByRole('button', { name: 'Filter' }));
    expect(within(await findRow(row.id)).getByText('Approved')).toBeInTheDocument();
    expect(within(await findRow(row.id)).getByText('User #1')).toBeInTheDocument();
  });

  it('an approved row still shows Approve and Reject, disabled: a decided approval is not decided again (issue 28)', async () => {
    const row = addApproval({ status: 'approved', approverId: 1, notes: 'Earlier approval' });
    const bodies = decisionBodies();
    const user = userEvent.setup({ delay: null });
    await signInAs();
    await renderScreen(PATH);

    await filterTo(user, 'approved');
    await user.click((await listCard()).getByRole('button', { name: 'Filter' }));
    const tr = await findRow(row.id);
    expect(await within(tr).findByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(tr).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(bodies).toEqual([]);
    expect(t1().approvals.find((a) => a.id === row.id)?.status).toBe('approved');
  });

  it('bulk Approve selected approves every selected approval as approver 1 and says how many', async () => {
    const rows = [addApproval(), addApproval()];
    const bodies = decisionBodies();
    const user = userEvent.setup({ delay: null });
    await signInAs();
    await renderScreen(PATH);

    for (const row of rows) await user.click(within(await findRow(row.id)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve selected' });
    expect(dialog).toHaveTextContent('Approve 2 selected approvals?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Approve selected: 2 of 2 done')).toBeInTheDocument();
    expect(bodies).toEqual([
      { decision: 'approve', approverId: 1, notes: '' },
      { decision: 'approve', approverId: 1, notes: '' },
    ]);
    for (const row of rows) expect(t1().approvals.find((a) => a.id === row.id)).toMatchObject({ status: 'approved', approverId: 1 });
    // No longer pending: the reloaded list drops them.
    await waitFor(() => expect(screen.queryByRole('cell', { name: String(rows[0].id) })).not.toBeInTheDocument());
  });

  it("bulk Reject selected rejects the others when the server refuses one, and names the refused one with the server's message", async () => {
    const [locked, free] = [addApproval(), addApproval()];
    server.use(
      rest.patch(`${LIST_URL}/${locked.id}`, () => HttpResponse.json({ message: 'Approval is locked' }, { status: 409 })),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs();
    await renderScreen(PATH);

    for (const row of [locked, free]) await user.click(within(await findRow(row.id)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject selected' });
    expect(dialog).toHaveTextContent('Reject 2 selected approvals?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(`Reject selected: 1 of 2 done. Not done: #${locked.id}: Approval is locked`)).toBeInTheDocument();
    expect(t1().approvals.find((a) => a.id === free.id)?.status).toBe('rejected');
    expect(t1().approvals.find((a) => a.id === locked.id)?.status).toBe('pending');
  });

  it('a failed decision shows Failed to update approval with the message and keeps the notes', async () => {
    const row = addApproval();
    server.use(rest.patch(`${LIST_URL}/:id`, () => HttpResponse.json({ message: 'Approval is locked' }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    await signInAs();
    await renderScreen(PATH);

    await user.click(await within(await findRow(row.id)).findByRole('button', { name: 'Approve' }));
    const dialogEl = await screen.findByRole('dialog', { name: `Approve approval #${row.id}` });
    const dialog = within(dialogEl);
    await user.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Try again later');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update approval');
    expect(alert).toHaveTextContent('Approval is locked');
    expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue('Try again later');
    expect(t1().approvals.find((a) => a.id === row.id)).toMatchObject({ status: 'pending', notes: '' });
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed load shows the error with the sample approvals, their actions disabled', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 500, message: 'Database is offline' }, 'Failed to load approvals');
    expectSampleBanner();
    const sampleRow = await findRow(2);
    expect(within(sampleRow).getByText('Checked against policy')).toBeInTheDocument();
    expect(within(sampleRow).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(sampleRow).getByRole('button', { name: 'Reject' })).toBeDisabled();
  });
});
