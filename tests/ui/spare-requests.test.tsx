import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { http } from '../../src/providers/http';
import { atPhoneWidth, db, locationPath, pickLookup, renderScreen, server, signInAs } from './harness';
import { expectNoAxeViolations, recordGets, findCell } from './queries';
import { renderEmptyList, expectMainAxeClean, renderFailedList, expectSampleBanner } from './screenChecks';

// The Parts Approval screen against the demo backend (mocks/handlers/service.ts): create with
// items and a running total (booking and requester picked by name), the required-fields refusal,
// approve / reject / delivered with their enabled states, a request's own page
// (/admin/spares/requests/:id/show), the status and overdue filters, and the failure, sample and
// empty states. The server's refusal of an unknown booking id is in tests/api/spare-requests.test.ts.


const PATH = '/admin/spares/requests';
const LIST_URL = `${DEMO_ORIGIN}/api/spare-requests`;
const DAY = 86_400_000;
const t1 = () => db.tenant('1');

type User = ReturnType<typeof userEvent.setup>;

/** The 'New Spare Request' card. */
const createSection = async () => (await screen.findByText('New Spare Request')).closest('section') as HTMLElement;
/** Queries inside the 'New Spare Request' card. */
const createForm = async () => within(await createSection());
/** Queries inside item row `n` (1-based) of the create form. */
const itemRow = (n: number) => within(screen.getByText(`Item ${n}`).closest('fieldset') as HTMLElement);
/** Queries inside the list card. */
const listCard = async () => within((await screen.findByRole('heading', { name: 'Spare Requests' })).closest('section') as HTMLElement);
const bodyRows = () => document.querySelectorAll('table tbody tr');

const findRowById = async (id: number) => (await findCell(String(id))).closest('tr') as HTMLTableRowElement;

const chooseOption = async (user: User, label: string | RegExp, option: string) => {
  const card = await listCard();
  await user.click(card.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const fillItem = async (user: User, n: number, item: { partName?: string; partNumber?: string; quantity?: string; cost?: string; description?: string }) => {
  const row = itemRow(n);
  if (item.partName) await user.type(row.getByRole('textbox', { name: 'Part Name' }), item.partName);
  if (item.partNumber) await user.type(row.getByRole('textbox', { name: 'Part Number' }), item.partNumber);
  if (item.quantity) {
    await user.clear(row.getByRole('spinbutton', { name: 'Quantity' }));
    await user.type(row.getByRole('spinbutton', { name: 'Quantity' }), item.quantity);
  }
  if (item.cost) await user.type(row.getByRole('spinbutton', { name: 'Estimated Cost' }), item.cost);
  if (item.description) await user.type(row.getByRole('textbox', { name: 'Description' }), item.description);
};

/** How a booking reads in the Booking ID lookup: "#42 · 2026-11-25 10:00 · Ravi Kumar". */
const bookingOption = (booking: { id: number; complaintId: number; scheduledDate: string; scheduledTime: string }) => {
  const complaint = t1().complaints.find((c) => c.id === booking.complaintId)!;
  const customer = t1().customers.find((c) => c.id === complaint.customerId)!;
  return { text: `#${booking.id} · ${booking.scheduledDate.slice(0, 10)} ${booking.scheduledTime} · ${customer.name}`, customer };
};
/** The technician of the demo accounts (user 3), as the Requested By lookup offers him. */
const TECHNICIAN = { id: 3, name: 'Imran Khan', option: 'Imran Khan · tech@demo.in' };

/** Picks the booking (by its customer's name) and the requester (by name) in the create form. */
const pickBookingAndRequester = async (user: User, booking: Parameters<typeof bookingOption>[0]) => {
  const { text, customer } = bookingOption(booking);
  await pickLookup(user, await createSection(), /^Booking ID/, customer.name, text);
  await pickLookup(user, await createSection(), /^Requested By/, 'Imran', TECHNICIAN.option);
  return text;
};

const listTotal = async (query: Record<string, string>) =>
  (await http.get('/api/spare-requests', { page: 1, limit: 1, ...query })).total as number;

/** A fresh pending request through the API (it is the newest, so first in the pending list). */
const createPending = async (bookingId = t1().bookings[0].id) =>
  (await http.post('/api/spare-requests', {
    bookingId,
    requestedBy: 3,
    requestNotes: 'Made by the test',
    requestedItems: [
      { partName: 'T-con board', partNumber: 'TCON-1', quantity: 2, estimatedCost: 1200.5, description: '' },
      { partName: 'Speaker', partNumber: 'SPK-9', quantity: 1, estimatedCost: 300, description: 'Left' },
    ],
  })) as { id: number; totalEstimatedCost: number };

/** Query strings of every GET /api/spare-requests the screen sends. */
const recordListQueries = () => recordGets('/api/spare-requests');

describe('Spare requests (Parts Approval) screen', () => {
  it('creates a request with two items: running total in rupees, success text, numbers sent, listed as pending', async () => {
    await signInAs();
    const booking = t1().bookings[2];
    const before = t1().spareRequests.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const form = await createForm();
    expect(form.getByRole('status')).toHaveTextContent('Total Est. Cost: ₹0.00');
    // Booking and requester are picked by name, not typed as ids.
    const option = await pickBookingAndRequester(user, booking);
    expect(form.getByRole('combobox', { name: /^Booking ID/ })).toHaveValue(option);
    expect(form.getByRole('combobox', { name: /^Requested By/ })).toHaveValue(TECHNICIAN.option);
    await user.type(form.getByRole('textbox', { name: 'Request Notes' }), 'Urgent: customer waiting');
    await fillItem(user, 1, { partName: 'Main board', partNumber: 'MB-42', quantity: '2', cost: '1500.25', description: 'Replacement' });
    // One row only: it cannot be removed.
    expect(itemRow(1).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(form.getByRole('status')).toHaveTextContent('Total Est. Cost: ₹3,000.50');

    await user.click(form.getByRole('button', { name: 'Add Item' }));
    await fillItem(user, 2, { partName: 'IR sensor', partNumber: 'IR-7', quantity: '3', cost: '99.5' });
    expect(form.getByRole('status')).toHaveTextContent('Total Est. Cost: ₹3,299.00');
    // A third row added then removed does not change anything.
    await user.click(form.getByRole('button', { name: 'Add Item' }));
    await user.click(itemRow(3).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('Item 3')).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Create Request' }));
    expect(await screen.findByText('Spare request created successfully')).toBeInTheDocument();

    await waitFor(() => expect(t1().spareRequests.length).toBe(before + 1));
    const stored = t1().spareRequests.at(-1)!;
    expect(stored).toMatchObject({
      bookingId: booking.id,
      requestedBy: TECHNICIAN.id,
      requestNotes: 'Urgent: customer waiting',
      status: 'pending',
      totalEstimatedCost: 3299,
      requestedItems: [
        { partName: 'Main board', partNumber: 'MB-42', quantity: 2, estimatedCost: 1500.25, description: 'Replacement' },
        { partName: 'IR sensor', partNumber: 'IR-7', quantity: 3, estimatedCost: 99.5, description: '' },
      ],
    });

    // Listed (newest first, default filter pending) with its count, total, booking and requester.
    const row = await findRowById(stored.id);
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('₹3,299.00')).toBeInTheDocument();
    // The booking and the requester by reference: the booking with its date, the user by name.
    expect(await within(row).findByText(`#${booking.id} · ${booking.scheduledDate.slice(0, 10)}`)).toBeInTheDocument();
    expect(await within(row).findByText(TECHNICIAN.name)).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    // The form is empty again with one item row.
    expect((await createForm()).getByRole('combobox', { name: /^Booking ID/ })).toHaveValue('');
    expect((await createForm()).getByRole('combobox', { name: /^Requested By/ })).toHaveValue('');
    expect(screen.queryByText('Item 2')).not.toBeInTheDocument();
  });

  it("refuses a request without Requested By or a part name: 'Please fill all required fields', typed values kept", async () => {
    await signInAs();
    const before = t1().spareRequests.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const form = await createForm();
    // The booking found by its complaint's id.
    const booking = t1().bookings[0];
    const { text: option } = bookingOption(booking);
    await pickLookup(user, await createSection(), /^Booking ID/, String(booking.complaintId), option);
    await user.type(form.getByRole('textbox', { name: 'Request Notes' }), 'Keep me');
    await fillItem(user, 1, { partNumber: 'PN-ONLY', cost: '10' });
    await user.click(form.getByRole('button', { name: 'Create Request' }));

    const alert = await screen.findByText('Please fill all required fields');
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: /^Booking ID/ })).toHaveValue(option);
    expect(form.getByRole('textbox', { name: 'Request Notes' })).toHaveValue('Keep me');
    expect(itemRow(1).getByRole('textbox', { name: 'Part Number' })).toHaveValue('PN-ONLY');
    expect(itemRow(1).getByRole('spinbutton', { name: 'Estimated Cost' })).toHaveValue(10);

    // Requested By filled, but the only item still has no part name: refused again.
    await pickLookup(user, await createSection(), /^Requested By/, 'Khan', TECHNICIAN.option);
    await user.click(form.getByRole('button', { name: 'Create Request' }));
    expect(await screen.findByText('Please fill all required fields')).toBeInTheDocument();
    expect(t1().spareRequests.length).toBe(before);
  });

  it('a failed create shows the red alert with the server message and keeps the form', async () => {
    await signInAs();
    const before = t1().spareRequests.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    const booking = t1().bookings[1];
    const option = await pickBookingAndRequester(user, booking);
    await fillItem(user, 1, { partName: 'Remote', cost: '250' });
    // The booking is deleted by someone else before the request is sent: the server refuses it.
    t1().bookings.splice(t1().bookings.indexOf(booking), 1);
    await user.click(form.getByRole('button', { name: 'Create Request' }));

    const title = await screen.findByText('Failed to create spare request');
    expect(title.closest('[role="alert"]')).toHaveTextContent(`Booking #${booking.id} not found`);
    expect(form.getByRole('combobox', { name: /^Booking ID/ })).toHaveValue(option);
    expect(itemRow(1).getByRole('textbox', { name: 'Part Name' })).toHaveValue('Remote');
    expect(t1().spareRequests.length).toBe(before);
  });

  it('on a phone each request is a card (#id, status, total) whose Approve decides it, and there is no table', async () => {
    await atPhoneWidth(async () => {
      await signInAs();
      const created = await createPending();
      const user = userEvent.setup({ delay: null });
      await renderScreen(PATH);
      const card = within(await screen.findByRole('listitem', { name: `#${created.id}` }));
      expect(card.getByText('Pending')).toBeInTheDocument();
      expect(card.getByText('₹2,701.00')).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
      await user.click(await card.findByRole('button', { name: 'Approve' }));
      const dialog = await screen.findByRole('dialog', { name: `Approve request #${created.id}` });
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText(`Request #${created.id} approved`)).toBeInTheDocument();
      expect(t1().spareRequests.find((r) => r.id === created.id)?.status).toBe('approved');
    });
  });

  it('approves (notes, actual cost, approver 1) then marks delivered; the row updates and the buttons follow the status', async () => {
    await signInAs();
    const created = await createPending();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    let row = await findRowById(created.id);
    expect(within(row).getByText('₹2,701.00')).toBeInTheDocument();
    expect(await within(row).findByRole('link', { name: 'View' })).toHaveAttribute('href', `${PATH}/${created.id}/show`);
    // The decision buttons show once the role's access is known.
    expect(await within(row).findByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Delivered' })).toBeDisabled();

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    let dialog = within(await screen.findByRole('dialog', { name: `Approve request #${created.id}` }));
    // The actual cost starts at the estimate.
    expect(dialog.getByRole('spinbutton', { name: 'Actual Cost' })).toHaveValue(2701);
    await user.type(dialog.getByRole('textbox', { name: 'Approval Notes' }), 'Within budget');
    await user.clear(dialog.getByRole('spinbutton', { name: 'Actual Cost' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Actual Cost' }), '2650.75');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(`Request #${created.id} approved`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Updated in place: still in the (pending) list, now Approved.
    row = await findRowById(created.id);
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Delivered' })).toBeEnabled();
    expect(t1().spareRequests.find((r) => r.id === created.id)).toMatchObject({
      status: 'approved',
      approvedBy: 1,
      approvalNotes: 'Within budget',
      actualCost: 2650.75,
    });

    await user.click(within(row).getByRole('button', { name: 'Delivered' }));
    dialog = within(await screen.findByRole('dialog', { name: `Mark request #${created.id} as delivered` }));
    await user.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Handed to technician');
    await user.click(dialog.getByRole('button', { name: 'Mark Delivered' }));
    expect(await screen.findByText(`Request #${created.id} marked as delivered`)).toBeInTheDocument();
    row = await findRowById(created.id);
    // The badge (the Delivered button has the same text).
    expect(row.querySelector('.sd-badge')).toHaveTextContent('Delivered');
    expect(within(row).getByRole('button', { name: 'Delivered' })).toBeDisabled();
    expect(t1().spareRequests.find((r) => r.id === created.id)).toMatchObject({ status: 'delivered' });
    expect(t1().spareRequests.find((r) => r.id === created.id)?.approvalNotes).toContain('Handed to technician');
  });

  it('rejects with notes; Reject then disabled, Approve enabled, Delivered disabled', async () => {
    await signInAs();
    const created = await createPending();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    let row = await findRowById(created.id);
    await user.click(await within(row).findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Reject request #${created.id}` }));
    await user.type(dialog.getByRole('textbox', { name: 'Approval Notes' }), 'Not covered');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText(`Request #${created.id} rejected`)).toBeInTheDocument();
    row = await findRowById(created.id);
    expect(within(row).getByText('Rejected')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Delivered' })).toBeDisabled();
    expect(t1().spareRequests.find((r) => r.id === created.id)).toMatchObject({ status: 'rejected', approvedBy: 1, approvalNotes: 'Not covered' });
  });

  it('bulk Approve selected approves each selected pending request at its estimated cost and says how many', async () => {
    await signInAs();
    const a = await createPending();
    const b = await createPending();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    for (const id of [a.id, b.id]) await user.click(within(await findRowById(id)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve selected' });
    expect(dialog).toHaveTextContent('Approve 2 selected requests at their estimated cost?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Approve selected: 2 of 2 done')).toBeInTheDocument();
    for (const made of [a, b]) {
      expect(t1().spareRequests.find((r) => r.id === made.id)).toMatchObject({ status: 'approved', approvedBy: 1, actualCost: made.totalEstimatedCost });
    }
    // The list is reloaded: approved, they leave the pending list.
    await waitFor(() => expect(screen.queryByRole('cell', { name: String(a.id) })).not.toBeInTheDocument());
    expect(screen.queryByRole('cell', { name: String(b.id) })).not.toBeInTheDocument();
  });

  it('bulk Reject selected rejects what it may and names the first it may not (a rejected request)', async () => {
    await signInAs();
    const pending = await createPending();
    const rejected = await createPending();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    for (const id of [pending.id, rejected.id]) await user.click(within(await findRowById(id)).getByRole('checkbox'));
    // Decided elsewhere after the page loaded: the bulk action skips it and says so.
    t1().spareRequests.find((r) => r.id === rejected.id)!.status = 'rejected';
    await user.click(await screen.findByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject selected' });
    expect(dialog).toHaveTextContent('Reject 2 selected requests?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(new RegExp(`^Reject selected: 1 of 2 done\\. Not done: #${rejected.id}\\b`))).toBeInTheDocument();
    expect(t1().spareRequests.find((r) => r.id === pending.id)?.status).toBe('rejected');
  });

  it("a failed approve shows 'Failed to approve' with the server message and leaves the row as it was", async () => {
    await signInAs();
    const created = await createPending();
    server.use(rest.put(`${LIST_URL}/:id`, () => HttpResponse.json({ message: 'Approver is on leave' }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const row = await findRowById(created.id);
    await user.click(await within(row).findByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Approve request #${created.id}` }));
    await user.type(dialog.getByRole('textbox', { name: 'Approval Notes' }), 'Try');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));

    const title = await dialog.findByText('Failed to approve');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Approver is on leave');
    expect(dialog.getByRole('textbox', { name: 'Approval Notes' })).toHaveValue('Try');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(t1().spareRequests.find((r) => r.id === created.id)?.status).toBe('pending');
  });

  it("Overdue Only: approved and older than 7 days, from page 1 of 10 approved; 'Failed to load overdue requests' on failure", async () => {
    await signInAs();
    const old = await createPending(t1().bookings[1].id);
    const recent = await createPending(t1().bookings[1].id);
    const pendingOld = await createPending(t1().bookings[1].id);
    const rows = t1().spareRequests;
    Object.assign(rows.find((r) => r.id === old.id)!, { status: 'approved', createdAt: new Date(Date.now() - 10 * DAY).toISOString() });
    Object.assign(rows.find((r) => r.id === recent.id)!, { status: 'approved', createdAt: new Date(Date.now() - 2 * DAY).toISOString() });
    Object.assign(rows.find((r) => r.id === pendingOld.id)!, { createdAt: new Date(Date.now() - 30 * DAY).toISOString() });
    const queries = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await findRowById(pendingOld.id);

    await chooseOption(user, /Overdue/, 'Overdue Only');
    const oldRow = await findRowById(old.id);
    expect(within(oldRow).getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: String(recent.id) })).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: String(pendingOld.id) })).not.toBeInTheDocument();
    expect(await screen.findByText('Approved requests created more than 7 days ago')).toBeInTheDocument();
    const overdueCall = queries.find((q) => q.get('status') === 'approved');
    expect(overdueCall && Object.fromEntries(overdueCall)).toEqual({ page: '1', limit: '10', status: 'approved' });
    // Every row shown is approved and overdue.
    // (The first cell of a row is its selection checkbox, for the bulk actions.)
    const shown = [...bodyRows()].map((tr) => Number(tr.querySelector('td:not(.MuiTableCell-paddingCheckbox)')?.textContent));
    for (const id of shown) {
      const r = rows.find((x) => x.id === id)!;
      expect(r.status).toBe('approved');
      expect(Date.now() - new Date(r.createdAt).getTime()).toBeGreaterThan(7 * DAY);
    }

    // Back to All, then a failing overdue load.
    await chooseOption(user, /Overdue/, 'All');
    await findRowById(pendingOld.id);
    server.use(
      rest.get(LIST_URL, ({ request }) =>
        new URL(request.url).searchParams.get('status') === 'approved'
          ? HttpResponse.json({ message: 'Approvals store offline' }, { status: 503 })
          : undefined,
      ),
    );
    await chooseOption(user, /Overdue/, 'Overdue Only');
    const title = await screen.findByText('Failed to load overdue requests');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Approvals store offline');
  });

  it("status filter: 'pending' by default, then approved and All", async () => {
    await signInAs();
    const pending = await listTotal({ status: 'pending' });
    const approved = await listTotal({ status: 'approved' });
    const all = await listTotal({});
    const queries = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    expect(await screen.findByText(`Total: ${pending}`)).toBeInTheDocument();
    expect((await listCard()).getByRole('combobox', { name: /Status/ })).toHaveTextContent('pending');
    expect(queries.at(-1)?.get('status')).toBe('pending');
    const badges = () => [...document.querySelectorAll('table tbody .sd-badge')];
    expect(badges().every((b) => b.textContent === 'Pending')).toBe(true);

    await chooseOption(user, /Status/, 'approved');
    expect(await screen.findByText(`Total: ${approved}`)).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('approved');
    await waitFor(() => expect(badges().every((b) => b.textContent === 'Approved')).toBe(true));

    await chooseOption(user, /Status/, 'All');
    expect(await screen.findByText(`Total: ${all}`)).toBeInTheDocument();
    expect(queries.at(-1)?.has('status')).toBe(false);

    // Booking ID narrows the list on the server.
    const booking = t1().spareRequests[0].bookingId;
    await user.type((await listCard()).getByRole('textbox', { name: 'Booking ID' }), String(booking));
    expect(await screen.findByText(`Total: ${await listTotal({ bookingId: String(booking) })}`)).toBeInTheDocument();
    expect(queries.at(-1)?.get('bookingId')).toBe(String(booking));
  });

  it('a failed load shows the red alert, the sample banner and the sample request with its actions disabled', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 500, message: 'Database is offline' }, 'Failed to load spare requests');
    expectSampleBanner();
    const row = await findRowById(1);
    expect(within(row).getByText('₹3,150.00')).toBeInTheDocument();
    // A sample row has no page to open.
    expect(await within(row).findByRole('button', { name: 'View' })).toBeDisabled();
    expect(within(row).queryByRole('link', { name: 'View' })).not.toBeInTheDocument();
    for (const name of ['Approve', 'Reject', 'Delivered']) {
      expect(await within(row).findByRole('button', { name })).toBeDisabled();
    }
    expect(bodyRows()).toHaveLength(1);
  });

  it("an empty list says 'No spare requests found'", async () => {
    await renderEmptyList(PATH, LIST_URL, 'No spare requests found');
    expect(document.querySelector('table')).toBeNull();
  });

  it('a technician may raise a request but sees no Approve, Reject or Delivered', async () => {
    await signInAs('tech@demo.in');
    const newest = [...t1().spareRequests].reverse().find((r) => r.status === 'pending')!;
    await renderScreen(PATH);
    expect(await screen.findByRole('heading', { name: 'New Spare Request' })).toBeInTheDocument();
    // A technician may not list users: Requested By is their user ID, typed; the booking is still a lookup.
    const form = await createForm();
    expect(form.getByRole('textbox', { name: /^Requested By/ })).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: /^Booking ID/ })).toBeInTheDocument();
    const row = await findRowById(newest.id);
    expect(await within(row).findByRole('link', { name: 'View' })).toHaveAttribute('href', `${PATH}/${newest.id}/show`);
    for (const name of ['Approve', 'Reject', 'Delivered']) {
      expect(within(row).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('has no axe violations', async () => {
    await signInAs();
    const created = await createPending();
    const view = await renderScreen(PATH);
    const row = await findRowById(created.id);
    await within(row).findByRole('button', { name: 'Approve' });
    await expectMainAxeClean(view);
  });
});

describe('A spare request\'s page (/admin/spares/requests/:id/show)', () => {
  /** The page's main card (heading, status, decisions, booking, requester). */
  const pageCard = async (id: number) =>
    (await screen.findByRole('heading', { name: `Spare request #${id}` })).closest('article') as HTMLElement;

  it('View opens it from the list: booking, requester, items, approval; approve and deliver there; Back returns to the list', async () => {
    await signInAs();
    const booking = t1().bookings[0];
    const created = await createPending(booking.id);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const row = await findRowById(created.id);
    await user.click(await within(row).findByRole('link', { name: 'View' }));
    const card = await pageCard(created.id);
    expect(locationPath()).toBe(`${PATH}/${created.id}/show`);
    const page = within(card);
    // The booking and the requester by reference: the booking as a link to its page, the user by name.
    const bookingLink = await page.findByRole('link', { name: `#${booking.id} · ${booking.scheduledDate.slice(0, 10)}` });
    expect(bookingLink.getAttribute('href')).toContain(`/service/bookings/${booking.id}`);
    expect(await page.findByText(TECHNICIAN.name)).toBeInTheDocument();
    expect(page.getByText('Made by the test')).toBeInTheDocument();
    expect(card.querySelector('.sd-badge')).toHaveTextContent('Pending');
    // The items with their total, and no decision yet.
    const items = within(screen.getByRole('region', { name: 'Requested Items' }));
    expect(items.getByText('T-con board')).toBeInTheDocument();
    expect(items.getByText('SPK-9')).toBeInTheDocument();
    expect(items.getByText('₹1,200.50')).toBeInTheDocument();
    expect(items.getByText('₹2,701.00')).toBeInTheDocument();
    const approval = within(screen.getByRole('region', { name: 'Approval' }));
    expect(approval.getByText('Not approved or rejected yet')).toBeInTheDocument();
    // The decisions, enabled as the status allows.
    expect(await page.findByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(page.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(page.getByRole('button', { name: 'Delivered' })).toBeDisabled();

    await user.click(page.getByRole('button', { name: 'Approve' }));
    let dialog = within(await screen.findByRole('dialog', { name: `Approve request #${created.id}` }));
    await user.type(dialog.getByRole('textbox', { name: 'Approval Notes' }), 'Within budget');
    await user.clear(dialog.getByRole('spinbutton', { name: 'Actual Cost' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Actual Cost' }), '2650.75');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(`Request #${created.id} approved`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card.querySelector('.sd-badge')).toHaveTextContent('Approved');
    // The approval details: the approver (user 1, fixed by the spec) by name, the notes and the actual cost.
    const decided = within(screen.getByRole('region', { name: 'Approval' }));
    expect(decided.getByText('Within budget')).toBeInTheDocument();
    expect(decided.getByText('₹2,650.75')).toBeInTheDocument();
    const approver = db.state.users.find((u) => u.id === 1)!;
    await waitFor(() => expect(decided.getByText('Approved By').nextElementSibling).toHaveTextContent(`${approver.firstName} ${approver.lastName}`));
    expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(page.getByRole('button', { name: 'Delivered' })).toBeEnabled();

    await user.click(page.getByRole('button', { name: 'Delivered' }));
    dialog = within(await screen.findByRole('dialog', { name: `Mark request #${created.id} as delivered` }));
    await user.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Handed over at the desk');
    await user.click(dialog.getByRole('button', { name: 'Mark Delivered' }));
    expect(await screen.findByText(`Request #${created.id} marked as delivered`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card.querySelector('.sd-badge')).toHaveTextContent('Delivered');
    expect(page.getByRole('button', { name: 'Delivered' })).toBeDisabled();
    expect(t1().spareRequests.find((r) => r.id === created.id)).toMatchObject({ status: 'delivered', approvedBy: 1, actualCost: 2650.75 });

    await user.click(screen.getByRole('link', { name: 'Back to spare requests' }));
    expect(await screen.findByRole('heading', { name: 'Spare Requests' })).toBeInTheDocument();
    expect(locationPath()).toBe(PATH);
  });

  it('opens at its URL (a reload or a shared link) with a rejected request\'s details', async () => {
    await signInAs();
    const created = await createPending();
    await http.put(`/api/spare-requests/${created.id}`, { status: 'rejected', approvedBy: 1, approvalNotes: 'Not covered' });
    const view = await renderScreen(`${PATH}/${created.id}/show`);

    const card = await pageCard(created.id);
    expect(card.querySelector('.sd-badge')).toHaveTextContent('Rejected');
    const approval = within(screen.getByRole('region', { name: 'Approval' }));
    expect(approval.getByText('Not covered')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Requested Items' })).getByText('Speaker')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Delivered' })).toBeDisabled();
    await expectNoAxeViolations(view.container);
  });

  it("an unknown request shows the server's message, not a blank page", async () => {
    await signInAs();
    await renderScreen(`${PATH}/999999/show`);
    const alert = (await screen.findByText('Failed to load the spare request')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Spare request #999999 not found');
  });

  it('a technician reads the page without Approve, Reject or Delivered', async () => {
    await signInAs('tech@demo.in');
    const request = t1().spareRequests[0];
    await renderScreen(`${PATH}/${request.id}/show`);
    const card = await pageCard(request.id);
    expect(within(card).getByText(String(request.requestNotes || '—'))).toBeInTheDocument();
    for (const name of ['Approve', 'Reject', 'Delivered']) {
      expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});

describe('Spare request form: catalogue parts', () => {
  it("a request's page links a catalogue part to its product", async () => {
    await signInAs();
    const product = t1().products.find((p) => p.isActive && p.category !== 'Televisions')!;
    const made = (await http.post('/api/spare-requests', {
      bookingId: t1().bookings[0].id,
      requestedBy: 3,
      requestedItems: [{ productId: product.id, quantity: 1, estimatedCost: 10 }, { partName: 'Local screws', quantity: 4, estimatedCost: 2 }],
    })) as { id: number };
    await renderScreen(`${PATH}/${made.id}/show`);
    const items = within(await screen.findByRole('table', { name: 'Requested Items' }));
    expect(items.getByRole('link', { name: product.name })).toHaveAttribute('href', `/admin/products/${product.id}/show`);
    expect(items.getByText('Local screws').closest('a')).toBeNull();
  });

  it('Delivered with a catalogue part short shows the server\'s refusal naming the part; the request stays approved and the stock as it was', async () => {
    await signInAs();
    const short = t1().products.find((p) => p.category !== 'Televisions' && p.stock < 3)!;
    const stock = short.stock;
    const made = (await http.post('/api/spare-requests', {
      bookingId: t1().bookings[0].id,
      requestedBy: 3,
      requestedItems: [{ productId: short.id, quantity: stock + 1, estimatedCost: 10 }],
    })) as { id: number };
    await http.put(`/api/spare-requests/${made.id}`, { status: 'approved', approvedBy: 1 });
    const user = userEvent.setup({ delay: null });
    await renderScreen(`${PATH}/${made.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Mark request #${made.id} as delivered` }));
    await user.click(dialog.getByRole('button', { name: 'Mark Delivered' }));
    expect(await dialog.findByText(`Not enough stock of ${short.name}: ${stock} in stock, ${stock + 1} needed`)).toBeInTheDocument();
    expect(t1().spareRequests.find((r) => r.id === made.id)!.status).toBe('approved');
    expect(short.stock).toBe(stock);
  });

  it('an item picked from the catalogue by SKU fills its name, number and cost, and is sent with its productId', async () => {
    await signInAs();
    const product = t1().products.find((p) => p.isActive && p.category !== 'Televisions')!;
    const booking = t1().bookings[2];
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await createForm();
    const row = screen.getByText('Item 1').closest('fieldset') as HTMLElement;
    await pickLookup(user, row, /^Product/, product.sku, `${product.name} (${product.sku})`);
    await waitFor(() => expect(itemRow(1).getByRole('textbox', { name: 'Part Name' })).toHaveValue(product.name));
    expect(itemRow(1).getByRole('textbox', { name: 'Part Number' })).toHaveValue(product.sku);
    expect(itemRow(1).getByRole('spinbutton', { name: 'Estimated Cost' })).toHaveValue(product.price);
    await pickBookingAndRequester(user, booking);
    await user.click((await createForm()).getByRole('button', { name: 'Create Request' }));
    expect(await screen.findByText('Spare request created successfully')).toBeInTheDocument();
    await waitFor(() => expect(t1().spareRequests.at(-1)!.requestedItems).toEqual([
      { productId: product.id, partName: product.name, partNumber: product.sku, quantity: 1, estimatedCost: product.price, description: '' },
    ]));
  });
});
