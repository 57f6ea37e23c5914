import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS } from '../../src/config';
import { db, pickLookup, renderScreen, signInAs } from './harness';

// A customer's own complaints (issue 27): the list and the page show their visit, the technician's
// first name and the invoice given, and none of the warehouse's internals (vendor, commission, SLA,
// parts approval).

const t1 = () => db.tenant('1');
const LIST = '/admin/service/complaints';

/** One of the demo customer's complaints, with a visit by a named technician and an issued invoice. */
const visitedComplaint = () => {
  const account = db.state.users.find((u) => u.email === DEMO_ACCOUNTS.customer)!;
  const complaint = t1().complaints.find((c) => c.customerId === account.customerId)!;
  complaint.status = 'assigned';
  complaint.assignedVendorId = t1().vendors.find((v) => v.type === 'vendor')!.id;
  complaint.commissionRateApplied = 12.5;
  const technician = t1().vendors.find((v) => v.type === 'technician')!;
  const template = t1().bookings[0];
  // Its only visit is the one below.
  const bookings = t1().bookings;
  for (let i = bookings.length - 1; i >= 0; i -= 1) if (bookings[i].complaintId === complaint.id) bookings.splice(i, 1);
  const booking = { ...template, id: db.nextId('bookings'), complaintId: complaint.id, scheduledDate: '2030-03-04', scheduledTime: '11:30', assignedTechnicianId: technician.id, status: 'scheduled' as const };
  t1().bookings.push(booking);
  const invoice = { ...t1().invoices[0], id: db.nextId('invoices'), bookingId: booking.id, customerId: complaint.customerId, status: 'sent' as const, number: 'BLR/29-30/00077', kind: 'tax_invoice' as const, totalAmount: 1180, issuedAt: '2030-03-04T09:00:00.000Z', dueDate: '2099-01-01T00:00:00.000Z' };
  t1().invoices.push(invoice);
  return { complaint, technician };
};

describe("A customer's complaints", () => {
  it('the page shows the visit with the technician by first name and the invoice, and no vendor, commission or SLA', async () => {
    const { complaint, technician } = visitedComplaint();
    await signInAs(DEMO_ACCOUNTS.customer);
    await renderScreen(`${LIST}/${complaint.id}/show`);
    const page = within((await screen.findByRole('heading', { name: `Complaint #${complaint.id}` })).closest('article') as HTMLElement);
    const first = technician.name.split(' ')[0];
    expect(page.getByText(`Technician: ${first}`)).toBeInTheDocument();
    const visits = within(screen.getByRole('region', { name: 'Visits' }));
    expect(visits.getByRole('cell', { name: first })).toBeInTheDocument();
    const documents = within(screen.getByRole('region', { name: 'Invoices and service notes' }));
    expect(documents.getByRole('cell', { name: 'Tax invoice BLR/29-30/00077' })).toBeInTheDocument();
    expect(documents.getByRole('cell', { name: /1,180/ })).toBeInTheDocument();
    for (const internal of [/Vendor/, /Commission/, /SLA/, /Parts approval/, /Resolution due/]) expect(page.queryByText(internal)).toBeNull();
    expect(page.queryByText(technician.name)).toBeNull();
  });

  it('the list shows every one of their complaints (no default status) with the visit, and no vendor or commission column', async () => {
    const { complaint } = visitedComplaint();
    await signInAs(DEMO_ACCOUNTS.customer);
    await renderScreen(LIST);
    const table = (await screen.findByText('Complaints')).closest('section') as HTMLElement;
    const row = (await within(table).findByRole('cell', { name: String(complaint.id) })).closest('tr') as HTMLElement;
    expect(within(row).getByText(/Technician:/)).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.join(' ')).not.toMatch(/Vendor|Commission|Due/);
  });

  it('a customer logs a complaint by picking one of their registered products: no customer lookup, no priority', async () => {
    const account = db.state.users.find((u) => u.email === DEMO_ACCOUNTS.customer)!;
    const own = t1().registrations.find((r) => r.customerId === account.customerId)!;
    await signInAs(DEMO_ACCOUNTS.customer);
    const user = userEvent.setup({ delay: null });
    await renderScreen(LIST);
    const form = (await screen.findByRole('button', { name: 'Create Complaint' })).closest('form') as HTMLElement;
    expect(within(form).queryByRole('combobox', { name: /^Customer ID/ })).toBeNull();
    expect(within(form).queryByRole('combobox', { name: /^Priority/ })).toBeNull();
    await pickLookup(user, form, /^Your product/, own.serialNo, new RegExp(`^${own.serialNo}`));
    await user.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Sound but no picture');
    await user.click(within(form).getByRole('button', { name: 'Create Complaint' }));
    expect((await screen.findAllByText('Complaint created')).length).toBeGreaterThan(0);
    await waitFor(() => expect(t1().complaints.at(-1)).toMatchObject({ customerId: own.customerId, productId: own.productId, serialNo: own.serialNo, productRegistrationId: own.id, priority: 'normal' }));
  });
});
