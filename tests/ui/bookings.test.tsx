import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { http } from '../../src/providers/http';
import { atPhoneWidth, db, locationPath, pickLookup, renderScreen, server, signInAs } from './harness';
import { postBooking } from './fixtures';
import { pager, recordGets, findCell } from './queries';
import { renderEmptyList, renderFailedList } from './screenChecks';
import { LanguagePicker } from '../../src/console/layout/LanguagePicker';
import { screenNamed } from '../../src/screens';

// The service bookings screen against the demo backend (mocks/handlers/service.ts): create (the
// complaint and technician picked by name), filter, the row actions with their status rules, the
// schedule and complaint dialogs, a booking's own page, and the failure and empty states.


const PATH = '/admin/service/bookings';
const LIST_URL = `${DEMO_ORIGIN}/api/service-bookings`;
const t1 = () => db.tenant('1');
type User = ReturnType<typeof userEvent.setup>;

/** Queries inside the 'New Service Booking' card. */
const createForm = async () => within((await screen.findByText('New Service Booking')).closest('section') as HTMLElement);
/** Queries inside the bookings list card (its table, filters and paging). */
const listCard = async () => within((await screen.findByRole('heading', { name: 'Bookings' })).closest('section') as HTMLElement);
const bodyRows = () => document.querySelectorAll('section table tbody tr');

/** The list row of booking `id` (its ID cell). */
const findRow = async (id: number) => {
  const table = await waitFor(() => {
    const t = document.querySelector('section table');
    expect(t).not.toBeNull();
    return t as HTMLElement;
  });
  return (await findCell(String(id), table)).closest('tr') as HTMLTableRowElement;
};

/**
 * Types a day into an MUI X date picker by its label. The picker's own input takes the day as
 * the locale shows it (dd/MM/yyyy in en-IN), as a browser's autofill would.
 */
const setDate = (scope: ReturnType<typeof within>, label: string, isoDay: string) => {
  const [y, m, d] = isoDay.split('-');
  const input = scope.getByRole('group', { name: label }).parentElement!.querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: `${d}/${m}/${y}` } });
  return input;
};

const chooseOption = async (user: User, combobox: HTMLElement, option: string | RegExp) => {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
};

const activeTechnicians = () => t1().vendors.filter((v) => v.type === 'technician' && v.isActive);

type Complaint = ReturnType<typeof t1>['complaints'][number];
const customerOf = (c: Complaint) => t1().customers.find((x) => x.id === c.customerId)!;
/**
 * A complaint to pick by its customer's name: that customer's newest (the lookup lists newest
 * first), with a description short enough to read whole in the option.
 */
const complaintToPick = (from: number) => {
  const c = t1().complaints.slice(from).find((x) => x.description.length <= 60)!;
  return t1().complaints.filter((x) => x.customerId === c.customerId && x.description.length <= 60).at(-1)!;
};
/** How the complaint lookup offers a complaint: '#181 · Ravi Kumar · TV not powering on'. */
const complaintOption = (c: Complaint) => `#${c.id} · ${customerOf(c).name} · ${c.description}`;
/** How a reference to a complaint reads in a table (the screen table's representation of complaints). */
const complaintName = (c: Complaint) => {
  const represent = screenNamed('service/complaints')!.recordRepresentation!;
  return typeof represent === 'function' ? represent(c as never) : String((c as unknown as Record<string, unknown>)[represent]);
};
const formElement = (form: ReturnType<typeof within>) => form.getByRole('button', { name: 'Create Booking' }).closest('form') as HTMLElement;

/** A fresh scheduled booking (newest, so first in the default list). */
const newBooking = (extra: Record<string, unknown> = {}) => postBooking('Booked by the test', extra);

const bookingTotal = async (status?: string) =>
  (await http.get('/api/service-bookings', { page: 1, limit: 1, ...(status ? { status } : {}) })).total as number;

/** Query strings of every GET /api/service-bookings the screen sends. */
const recordListQueries = () => recordGets('/api/service-bookings');

describe('Service bookings screen', () => {
  it('creates a booking with the defaults (repair, 10:00, ₹500), the complaint picked by its customer name: success text, form cleared, row listed', async () => {
    await signInAs();
    const complaint = complaintToPick(3);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const form = await createForm();
    // The spec's defaults are shown before anything is typed.
    expect(form.getByRole('combobox', { name: /Service Type/ })).toHaveTextContent('Repair');
    expect(form.getByLabelText('Scheduled Time')).toHaveValue('10:00');
    expect(form.getByRole('spinbutton', { name: 'Estimated Cost (₹)' })).toHaveValue(500);
    expect(form.getByRole('combobox', { name: /^Technician/ })).toHaveValue('');

    const picked = await pickLookup(user, formElement(form), /^Complaint ID/, customerOf(complaint).name, complaintOption(complaint));
    expect(picked).toHaveValue(complaintOption(complaint));
    setDate(form, 'Scheduled Date', '2030-08-15');
    await user.type(form.getByRole('textbox', { name: 'Notes' }), 'Bring a spare panel');
    await user.click(form.getByRole('button', { name: 'Create Booking' }));

    expect(await screen.findByText('Service booking created successfully')).toBeInTheDocument();
    const stored = t1().bookings.at(-1)!;
    expect(stored).toMatchObject({
      complaintId: complaint.id,
      scheduledDate: '2030-08-15',
      scheduledTime: '10:00',
      serviceType: 'repair',
      estimatedCost: 500,
      assignedTechnicianId: null,
      status: 'scheduled',
      notes: 'Bring a spare panel',
    });
    // The form is empty again, with its defaults back.
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Complaint ID/ })).toHaveValue(''));
    expect(form.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    expect(form.getByLabelText('Scheduled Time')).toHaveValue('10:00');

    const row = await findRow(stored.id);
    // The complaint reads as a name, a link to its page; the bookings of the complaint are a button beside it.
    const link = await within(row).findByRole('link', { name: complaintName(complaint) });
    expect(link).toHaveAttribute('href', `/admin/service/complaints/${complaint.id}/show`);
    expect(link).not.toHaveTextContent(new RegExp(`^#${complaint.id}$`));
    expect(within(row).getByRole('button', { name: `Show the bookings of complaint #${complaint.id}` })).toBeInTheDocument();
    expect(within(row).getByText('15 Aug 2030')).toBeInTheDocument();
    expect(within(row).getByText('10:00')).toBeInTheDocument();
    expect(within(row).getByText('Repair')).toBeInTheDocument();
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row).getByText('₹500.00')).toBeInTheDocument();
    expect(within(row).getByText('Not assigned')).toBeInTheDocument();
    expect(within(row).getByText('Bring a spare panel')).toBeInTheDocument();

    // Columns names the table's columns: date and time share 'Scheduled', which hides both.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Time' })).toBeNull();
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Scheduled' }));
    await waitFor(() => expect(within(row).queryByText('15 Aug 2030')).toBeNull());
    expect(within(row).queryByText('10:00')).toBeNull();
  });

  it('the complaint lookup also finds a complaint by its number or a word of its description', async () => {
    await signInAs();
    const complaint = complaintToPick(7);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();

    await pickLookup(user, formElement(form), /^Complaint ID/, `#${complaint.id}`, complaintOption(complaint));
    const combo = form.getByRole('combobox', { name: /^Complaint ID/ });
    await user.clear(combo);
    await user.click(combo);
    await user.paste(complaint.description.slice(0, 12));
    expect(await screen.findByRole('option', { name: complaintOption(complaint) })).toBeInTheDocument();
    // Every option offered matches what was typed.
    for (const option of screen.getAllByRole('option')) expect(option.textContent?.toLowerCase()).toContain(complaint.description.slice(0, 12).toLowerCase());
  });

  it('creates a booking with a chosen service type, time, cost and active technician picked by name', async () => {
    await signInAs();
    const complaint = complaintToPick(5);
    const [tech, retired] = activeTechnicians();
    retired.isActive = false;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const form = await createForm();
    await pickLookup(user, formElement(form), /^Complaint ID/, customerOf(complaint).name, complaintOption(complaint));
    setDate(form, 'Scheduled Date', '2030-09-01');
    fireEvent.change(form.getByLabelText('Scheduled Time'), { target: { value: '14:45' } });
    await chooseOption(user, form.getByRole('combobox', { name: /Service Type/ }), 'Installation');
    // Only active technicians are offered.
    await user.click(form.getByRole('combobox', { name: /^Technician/ }));
    await user.paste(tech.name);
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: tech.name })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: retired.name })).not.toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: tech.name }));
    expect(form.getByRole('combobox', { name: /^Technician/ })).toHaveValue(tech.name);
    const cost = form.getByRole('spinbutton', { name: 'Estimated Cost (₹)' });
    await user.clear(cost);
    await user.type(cost, '1250');
    await user.click(form.getByRole('button', { name: 'Create Booking' }));

    expect(await screen.findByText('Service booking created successfully')).toBeInTheDocument();
    expect(t1().bookings.at(-1)).toMatchObject({
      complaintId: complaint.id,
      scheduledDate: '2030-09-01',
      scheduledTime: '14:45',
      serviceType: 'installation',
      estimatedCost: 1250,
      assignedTechnicianId: tech.id,
    });
    const row = await findRow(t1().bookings.at(-1)!.id);
    expect(within(row).getByRole('button', { name: `Show the schedule of ${tech.name}` })).toBeInTheDocument();
    expect(within(row).getByText('₹1,250.00')).toBeInTheDocument();
  });

  // An unknown complaint id cannot be picked any more: its refusal is checked in tests/api/bookings.test.ts.
  it('a refused create shows the server message and keeps what was entered', async () => {
    await signInAs();
    const complaint = complaintToPick(0);
    const before = t1().bookings.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const form = await createForm();
    await pickLookup(user, formElement(form), /^Complaint ID/, customerOf(complaint).name, complaintOption(complaint));
    const date = setDate(form, 'Scheduled Date', '2030-10-20');
    const cost = form.getByRole('spinbutton', { name: 'Estimated Cost (₹)' });
    await user.clear(cost);
    await user.type(cost, '-5');
    await user.type(form.getByRole('textbox', { name: 'Notes' }), 'Negative cost');
    await user.click(form.getByRole('button', { name: 'Create Booking' }));

    const title = await form.findByText('Failed to create booking');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Estimated cost cannot be negative');
    expect(form.getByRole('combobox', { name: /^Complaint ID/ })).toHaveValue(complaintOption(complaint));
    expect(form.getByRole('textbox', { name: 'Notes' })).toHaveValue('Negative cost');
    expect(date).toHaveValue('20/10/2030');
    expect(form.getByLabelText('Scheduled Time')).toHaveValue('10:00');
    expect(cost).toHaveValue(-5);
    expect(t1().bookings.length).toBe(before);

    // Without a date the server refuses too, and says so.
    await user.clear(cost);
    await user.type(cost, '500');
    await user.click(within(form.getByRole('group', { name: 'Scheduled Date' }).parentElement!).getByRole('button', { name: 'Clear' }));
    await user.click(form.getByRole('button', { name: 'Create Booking' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Scheduled date is required'));
    expect(form.getByRole('combobox', { name: /^Complaint ID/ })).toHaveValue(complaintOption(complaint));
    expect(t1().bookings.length).toBe(before);
  });

  it('assigns an active technician through the dialog', async () => {
    await signInAs();
    const booking = await newBooking();
    const [tech, retired] = activeTechnicians();
    retired.isActive = false;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const row = await findRow(booking.id);
    await user.click(await within(row).findByRole('button', { name: 'Assign Technician' }));
    const dialog = await screen.findByRole('dialog', { name: `Assign a technician to booking #${booking.id}` });
    // A choice is needed before Assign is offered.
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Technician/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: new RegExp(retired.name) })).not.toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: `${tech.name} (#${tech.id})` }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText(`Technician #${tech.id} assigned to booking #${booking.id}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t1().bookings.find((b) => b.id === booking.id)?.assignedTechnicianId).toBe(tech.id);
    expect(await within(await findRow(booking.id)).findByRole('button', { name: `Show the schedule of ${tech.name}` })).toBeInTheDocument();
    // The dialog's clicks did not also open the row.
    expect(locationPath()).toBe(PATH);
  });

  it('a refused assignment keeps the dialog open with Failed to assign technician and the message', async () => {
    await signInAs();
    const booking = await newBooking();
    const tech = activeTechnicians()[0];
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const row = await findRow(booking.id);
    await user.click(await within(row).findByRole('button', { name: 'Assign Technician' }));
    const dialog = await screen.findByRole('dialog');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: /Technician/ }), `${tech.name} (#${tech.id})`);
    // Deactivated meanwhile: the server refuses with 409.
    tech.isActive = false;
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const title = await within(dialog).findByText('Failed to assign technician');
    expect(title.closest('[role="alert"]')).toHaveTextContent(`Technician #${tech.id} is not active`);
    expect(t1().bookings.find((b) => b.id === booking.id)?.assignedTechnicianId).toBeNull();
  });

  it("the assign dialog lists first the technicians serving the customer's pincode, with open jobs, and flags one booked at that time", async () => {
    await signInAs();
    const booking = await newBooking();
    const complaint = t1().complaints.find((c) => c.id === booking.complaintId)!;
    const pincode = customerOf(complaint).pincode;
    const [near, busy, ...others] = activeTechnicians();
    for (const t of others) t.serviceAreas = ['999999'];
    near.serviceAreas = [pincode];
    busy.serviceAreas = ['999999', pincode];
    // `busy` already has a visit at the very date and time of this booking.
    const clash = await newBooking({ assignedTechnicianId: busy.id });
    const openJobs = (id: number) => t1().bookings.filter((b) => b.id !== booking.id && b.assignedTechnicianId === id && ['scheduled', 'in_progress'].includes(b.status)).length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const row = await findRow(booking.id);
    await user.click(await within(row).findByRole('button', { name: 'Assign Technician' }));
    const dialog = await screen.findByRole('dialog', { name: `Assign a technician to booking #${booking.id}` });
    expect(await within(dialog).findByText(`Technicians serving pincode ${pincode} are listed first`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Technician/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.slice(0, 2).map((o) => o.getAttribute('aria-label'))).toEqual([`${near.name} (#${near.id})`, `${busy.name} (#${busy.id})`]);
    expect(options).toHaveLength(2 + others.length);
    const jobs = (n: number) => (n === 1 ? '1 open job' : `${n} open jobs`);
    expect(options[0]).toHaveAccessibleDescription(`Serves ${pincode} · ${jobs(openJobs(near.id))}`);
    expect(options[1]).toHaveAccessibleDescription(`Serves ${pincode} · ${jobs(openJobs(busy.id))} · Booked at 11:30 (booking #${clash.id})`);
    // The rest, out of the area, the least busy first.
    const rest = options.slice(2).map((o) => others.find((t) => o.getAttribute('aria-label') === `${t.name} (#${t.id})`)!);
    const restJobs = rest.map((t) => openJobs(t.id));
    expect(restJobs).toEqual([...restJobs].sort((a, b) => a - b));
    expect(options[2]).toHaveAccessibleDescription(jobs(restJobs[0]));

    // Picking the booked one warns, and still lets the admin assign.
    await user.click(options[1]);
    expect(await within(dialog).findByText(`${busy.name} is already booked on 1 Jun 2030 at 11:30 (booking #${clash.id}).`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(`Technician #${busy.id} assigned to booking #${booking.id}`)).toBeInTheDocument();
    expect(t1().bookings.find((b) => b.id === booking.id)?.assignedTechnicianId).toBe(busy.id);
  });

  // A backend without the call (404), a failing one (500) and no network: the dialog still works.
  it.each([
    ['404', () => HttpResponse.json({ message: 'Not here' }, { status: 404 })],
    ['500', () => HttpResponse.json({ message: 'Suggestions store down' }, { status: 500 })],
    ['network failure', () => HttpResponse.error()],
  ])('the assign dialog still offers every active technician when the suggestions call fails (%s)', async (_fault, reply) => {
    await signInAs();
    const booking = await newBooking();
    server.use(rest.get(`${DEMO_ORIGIN}/v1/service/bookings/:id/technician-suggestions`, reply));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(booking.id);
    await user.click(await within(row).findByRole('button', { name: 'Assign Technician' }));
    const dialog = await screen.findByRole('dialog');
    const tech = activeTechnicians()[0];
    await chooseOption(user, within(dialog).getByRole('combobox', { name: /Technician/ }), `${tech.name} (#${tech.id})`);
    expect(within(screen.getByRole('dialog')).queryByText(/listed first/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(`Technician #${tech.id} assigned to booking #${booking.id}`)).toBeInTheDocument();
  });

  it('Start then Complete: status texts and which buttons are enabled', async () => {
    await signInAs();
    const booking = await newBooking();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const list = await listCard();
    // Show every status, so the row stays in view as it moves on.
    await chooseOption(user, list.getByRole('combobox', { name: /Status/ }), 'All');

    let row = await findRow(booking.id);
    expect(await within(row).findByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Complete' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await user.click(within(row).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(`Booking #${booking.id} status updated to In progress`)).toBeInTheDocument();
    await waitFor(async () => expect(within(await findRow(booking.id)).getByText('In progress')).toBeInTheDocument());
    row = await findRow(booking.id);
    expect(within(row).getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Complete' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // The move is kept in the history; the booking's notes stay as they were.
    const stored = t1().bookings.find((b) => b.id === booking.id)!;
    expect(stored).toMatchObject({ status: 'in_progress', notes: 'Booked by the test' });
    expect(stored.history?.at(-1)).toMatchObject({ status: 'in_progress', by: 'Sunita Rao', note: 'Status updated to in_progress' });

    await user.click(within(row).getByRole('button', { name: 'Complete' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Complete booking #${booking.id}` }));
    await user.click(dialog.getByRole('textbox', { name: /Work notes/ }));
    await user.paste('Checked the set, no fault found');
    await user.click(dialog.getByRole('button', { name: 'Complete booking' }));
    expect(await screen.findByText(`Booking #${booking.id} status updated to Completed`)).toBeInTheDocument();
    await waitFor(async () => expect(within(await findRow(booking.id)).getByText('Completed')).toBeInTheDocument());
    row = await findRow(booking.id);
    for (const name of ['Start', 'Complete', 'Cancel', 'Assign Technician']) {
      expect(within(row).getByRole('button', { name })).toBeDisabled();
    }
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(t1().bookings.find((b) => b.id === booking.id)?.status).toBe('completed');
  });

  it('a 409 from the backend shows Failed to update booking status with its message', async () => {
    await signInAs();
    const booking = await newBooking();
    server.use(
      rest.patch(`${DEMO_ORIGIN}/v1/service/bookings/:id/status`, ({ params }) =>
        HttpResponse.json({ message: `Booking #${params.id} cannot move from completed to in_progress` }, { status: 409 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(booking.id);
    await user.click(await within(row).findByRole('button', { name: 'Start' }));
    expect(
      await screen.findByText(`Failed to update booking status: Booking #${booking.id} cannot move from completed to in_progress`),
    ).toBeInTheDocument();
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(t1().bookings.find((b) => b.id === booking.id)?.status).toBe('scheduled');
  });

  it("Complete records the work and a part: the part's stock drops, the complaint is resolved, the page shows the history and the invoice", async () => {
    await signInAs();
    const booking = await newBooking();
    const complaint = t1().complaints.find((c) => c.id === booking.complaintId)!;
    complaint.status = 'assigned';
    await http.patch(`/service/bookings/${booking.id}/status`, { status: 'in_progress', notes: 'Status updated to in_progress' });
    const part = t1().products.find((p) => p.isActive && p.stock >= 3 && p.category !== 'Televisions')!;
    const stockBefore = part.stock;
    const user = userEvent.setup({ delay: null });
    await renderScreen(`${PATH}/${booking.id}/show`);
    const heading = await screen.findByRole('heading', { name: `Booking #${booking.id}` });
    const page = within(heading.closest('article') as HTMLElement);

    await user.click(await page.findByRole('button', { name: 'Complete' }));
    const dialogEl = await screen.findByRole('dialog', { name: `Complete booking #${booking.id}` });
    const dialog = within(dialogEl);
    expect(dialog.getByText('No parts used. Add the parts taken from stock, if any.')).toBeInTheDocument();
    await user.click(dialog.getByRole('textbox', { name: /Work notes/ }));
    await user.paste('Replaced the T-con board');
    const cost = dialog.getByRole('spinbutton', { name: /Actual cost/ });
    expect(cost).toHaveValue(750);
    await user.clear(cost);
    await user.type(cost, '900');
    await user.click(dialog.getByRole('button', { name: 'Add part' }));
    await pickLookup(user, dialogEl, /^Product/, part.sku, `${part.name} (${part.sku}) · ${part.stock} in stock`);
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(dialog.getByRole('button', { name: 'Complete booking' }));

    expect(await screen.findByText(`Booking #${booking.id} status updated to Completed`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(part.stock).toBe(stockBefore - 2);
    expect(t1().movements.filter((m) => m.ref === `BK-${booking.id}`).map((m) => [m.productId, m.type, m.qty])).toEqual([[part.id, 'OUT', 2]]);
    expect(complaint.status).toBe('resolved');
    const invoice = t1().invoices.find((i) => i.bookingId === booking.id)!;
    expect(invoice.status).toBe('draft');
    expect(invoice.lineItems.map((l) => [l.quantity, l.unitPrice])).toEqual([[1, 900], [2, part.price]]);

    // The page, refreshed: the work done with its part and invoice, and the status history with who and when.
    const work = within(await screen.findByRole('region', { name: 'Work done' }));
    expect(work.getByText('Replaced the T-con board')).toBeInTheDocument();
    expect(work.getByRole('link', { name: `${part.name} (${part.sku})` })).toHaveAttribute('href', `/admin/products/${part.id}/show`);
    expect(work.getByRole('link', { name: `Draft invoice #${invoice.id}` })).toHaveAttribute('href', `/admin/invoices/${invoice.id}/show`);
    const history = within(screen.getByRole('table', { name: 'Status history' }));
    const rows = history.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Scheduled', 'In progress', 'Completed']);
    expect(rows[2]).toHaveTextContent('Sunita Rao');
    expect(rows[2]).toHaveTextContent('Replaced the T-con board');
    expect(rows[1]).toHaveTextContent('Status updated to in_progress');
  });

  it('Complete checks the work notes first, then shows the 409 naming a part short of stock and keeps what was typed', async () => {
    await signInAs();
    const booking = await newBooking();
    await http.patch(`/service/bookings/${booking.id}/status`, { status: 'in_progress', notes: 'Status updated to in_progress' });
    const part = t1().products.find((p) => p.isActive && p.stock >= 3 && p.category !== 'Televisions')!;
    part.stock = 1;
    const written = () => JSON.stringify([t1().products, t1().movements, t1().bookings, t1().complaints, t1().invoices]);
    const before = written();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const list = await listCard();
    await chooseOption(user, list.getByRole('combobox', { name: /Status/ }), 'All');
    await user.click(await within(await findRow(booking.id)).findByRole('button', { name: 'Complete' }));
    const dialogEl = await screen.findByRole('dialog', { name: `Complete booking #${booking.id}` });
    const dialog = within(dialogEl);
    await user.click(dialog.getByRole('button', { name: 'Add part' }));
    await pickLookup(user, dialogEl, /^Product/, part.sku, `${part.name} (${part.sku}) · 1 in stock`);
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');

    // No work notes: refused before any call.
    await user.click(dialog.getByRole('button', { name: 'Complete booking' }));
    expect(await dialog.findByText('Work notes are required')).toBeInTheDocument();
    expect(written()).toBe(before);

    await user.click(dialog.getByRole('textbox', { name: /Work notes/ }));
    await user.paste('Board replaced');
    await user.click(dialog.getByRole('button', { name: 'Complete booking' }));
    const title = await dialog.findByText('Failed to update booking status');
    expect(title.closest('[role="alert"]')).toHaveTextContent(`Not enough stock of ${part.name}: 1 in stock, 2 needed`);
    expect(dialog.queryByText('Work notes are required')).not.toBeInTheDocument();
    // What was typed is kept, and nothing changed.
    expect(dialog.getByRole('textbox', { name: /Work notes/ })).toHaveValue('Board replaced');
    expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect((dialog.getByRole('combobox', { name: /^Product/ }) as HTMLInputElement).value).toContain(part.name);
    expect(written()).toBe(before);

    // Removing the part completes the job without it.
    await user.click(dialog.getByRole('button', { name: 'Remove part 1' }));
    await user.click(dialog.getByRole('button', { name: 'Complete booking' }));
    expect(await screen.findByText(`Booking #${booking.id} status updated to Completed`)).toBeInTheDocument();
    expect(part.stock).toBe(1);
    expect(t1().bookings.find((b) => b.id === booking.id)).toMatchObject({ status: 'completed', partsUsed: [], workNotes: 'Board replaced' });
  });

  it('cancels after a confirmation; Keep booking leaves it scheduled', async () => {
    await signInAs();
    const booking = await newBooking();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const row = await findRow(booking.id);
    await user.click(await within(row).findByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: `Cancel booking #${booking.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t1().bookings.find((b) => b.id === booking.id)?.status).toBe('scheduled');

    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: `Cancel booking #${booking.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(`Booking #${booking.id} status updated to Cancelled`)).toBeInTheDocument();
    expect(t1().bookings.find((b) => b.id === booking.id)?.status).toBe('cancelled');
    // It left the default 'scheduled' list.
    await waitFor(() => expect(within(document.querySelector('section table') as HTMLElement).queryByRole('cell', { name: String(booking.id) })).toBeNull());
  });

  it('deletes after a confirmation', async () => {
    await signInAs();
    const booking = await newBooking();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const row = await findRow(booking.id);
    await user.click(await within(row).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete booking #${booking.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Booking #${booking.id} deleted`)).toBeInTheDocument();
    expect(t1().bookings.some((b) => b.id === booking.id)).toBe(false);
    await waitFor(() => expect(within(document.querySelector('section table') as HTMLElement).queryByRole('cell', { name: String(booking.id) })).toBeNull());
  });

  it('a refused delete says Failed to delete booking with the message and keeps the row', async () => {
    await signInAs();
    const booking = await newBooking();
    server.use(rest.delete(`${LIST_URL}/:id`, () => HttpResponse.json({ message: 'Booking has an invoice' }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(booking.id);
    await user.click(await within(row).findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete booking: Booking has an invoice')).toBeInTheDocument();
    expect(await findRow(booking.id)).toBeInTheDocument();
  });

  it("the date range filters the list, and a technician's name opens their schedule in date order", async () => {
    await signInAs();
    const tech = activeTechnicians()[0];
    // Created later-date first, so the server's newest-first list and the date order differ.
    const later = await newBooking({ assignedTechnicianId: tech.id, scheduledDate: '2031-01-20', scheduledTime: '09:00' });
    const earlier = await newBooking({ assignedTechnicianId: tech.id, scheduledDate: '2031-01-05', scheduledTime: '16:30', serviceType: 'repair' });
    await newBooking({ assignedTechnicianId: tech.id, scheduledDate: '2031-03-01' });
    const queries = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const list = await listCard();
    setDate(list, 'From', '2031-01-01');
    setDate(list, 'To', '2031-01-31');
    expect(await list.findByText('Total: 2')).toBeInTheDocument();
    expect(queries.at(-1)?.get('dateFrom')).toBe('2031-01-01');
    expect(queries.at(-1)?.get('dateTo')).toBe('2031-01-31');
    expect(queries.at(-1)?.get('status')).toBe('scheduled');

    const row = await findRow(later.id);
    await user.click(within(row).getByRole('button', { name: `Show the schedule of ${tech.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Schedule of ${tech.name}` });
    expect(within(dialog).getByText('From 2031-01-01 to 2031-01-31')).toBeInTheDocument();
    const rows = await within(dialog).findAllByRole('row');
    // Header, then the two bookings of the range, earliest first.
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('cell', { name: String(earlier.id) })).toBeInTheDocument();
    expect(within(rows[1]).getByText('5 Jan 2031')).toBeInTheDocument();
    expect(within(rows[1]).getByText('16:30')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('cell', { name: String(later.id) })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(locationPath()).toBe(PATH);
  });

  it("the button beside a complaint's name opens every booking of that complaint", async () => {
    await signInAs();
    const complaintId = t1().complaints[2].id;
    const first = await newBooking({ complaintId, scheduledDate: '2030-02-02' });
    await http.patch(`/service/bookings/${first.id}/status`, { status: 'cancelled' });
    const second = await newBooking({ complaintId, scheduledDate: '2030-03-03' });
    const expected = t1().bookings.filter((b) => b.complaintId === complaintId);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const row = await findRow(second.id);
    await user.click(within(row).getByRole('button', { name: `Show the bookings of complaint #${complaintId}` }));
    const dialog = await screen.findByRole('dialog', { name: `Bookings of complaint #${complaintId}` });
    await within(dialog).findByRole('cell', { name: String(second.id) });
    // Every status, not just the list's filter.
    expect(within(dialog).getAllByRole('row')).toHaveLength(expected.length + 1);
    expect(within(dialog).getByRole('cell', { name: String(first.id) }).closest('tr')).toHaveTextContent('Cancelled');
    expect(locationPath()).toBe(PATH);
  });

  it('a click on a row opens /admin/service/bookings/<id>/show with the booking, its complaint and its spare requests', async () => {
    await signInAs();
    const request = t1().spareRequests.find((r) => t1().bookings.some((b) => b.id === r.bookingId && b.assignedTechnicianId !== null))!;
    const booking = t1().bookings.find((b) => b.id === request.bookingId)!;
    booking.status = 'scheduled';
    booking.scheduledDate = '2032-04-09';
    const complaint = t1().complaints.find((c) => c.id === booking.complaintId)!;
    const tech = t1().vendors.find((v) => v.id === booking.assignedTechnicianId)!;
    const product = t1().products.find((p) => p.id === complaint.productId)!;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const list = await listCard();
    setDate(list, 'From', '2032-04-09');
    setDate(list, 'To', '2032-04-09');
    expect(await list.findByText('Total: 1')).toBeInTheDocument();
    const row = await findRow(booking.id);
    await user.click(within(row).getByText('9 Apr 2032'));

    const heading = await screen.findByRole('heading', { name: `Booking #${booking.id}` });
    expect(locationPath()).toBe(`${PATH}/${booking.id}/show`);
    const page = within(heading.closest('article') as HTMLElement);
    expect(page.getByText('9 Apr 2032')).toBeInTheDocument();
    expect(page.getByText(booking.scheduledTime)).toBeInTheDocument();
    expect(page.getByText(`${booking.serviceType[0].toUpperCase()}${booking.serviceType.slice(1)}`)).toBeInTheDocument();
    expect(page.getByText('Scheduled')).toBeInTheDocument();
    // References arrive as text, then as links: wait for the text to settle, not for its first node.
    await waitFor(() => expect(page.getByText(tech.name)).toBeInTheDocument());
    await waitFor(() => expect(page.getByRole('link', { name: complaintName(complaint) })).toHaveAttribute('href', `/admin/service/complaints/${complaint.id}/show`));
    await waitFor(() => expect(page.getByText(customerOf(complaint).name)).toBeInTheDocument());
    await waitFor(() => expect(page.getByText(`${product.name} (${product.sku})`)).toBeInTheDocument());

    const requests = within(screen.getByRole('region', { name: 'Spare requests' }));
    expect(await requests.findByRole('cell', { name: String(request.id) })).toBeInTheDocument();
    expect(requests.getByText(request.requestedItems.map((i) => `${i.partName} × ${i.quantity}`).join(', '))).toBeInTheDocument();
    const own = t1().spareRequests.filter((r) => r.bookingId === booking.id);
    expect(requests.getAllByRole('row')).toHaveLength(own.length + 1);

    // The page's own actions work there too.
    await user.click(page.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(`Booking #${booking.id} status updated to In progress`)).toBeInTheDocument();
    expect(await page.findByText('In progress')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to bookings' }));
    expect(await screen.findByText('New Service Booking')).toBeInTheDocument();
    expect(locationPath()).toBe(PATH);
  });

  it('on a phone the list shows each booking as a card with its key fields and row actions, and no table', async () => {
    await atPhoneWidth(async () => {
      await signInAs();
      const booking = t1().bookings.find((b) => b.assignedTechnicianId !== null)!;
      Object.assign(booking, { status: 'scheduled', scheduledDate: '2032-04-10', scheduledTime: '11:30' });
      const complaint = t1().complaints.find((c) => c.id === booking.complaintId)!;
      const tech = t1().vendors.find((v) => v.id === booking.assignedTechnicianId)!;
      const user = userEvent.setup({ delay: null });
      await renderScreen(PATH);
      const list = await listCard();
      setDate(list, 'From', '2032-04-10');
      setDate(list, 'To', '2032-04-10');
      expect(await list.findByText('Total: 1')).toBeInTheDocument();

      const title = await list.findByRole('link', { name: '10 Apr 2032 · 11:30' });
      expect(title).toHaveAttribute('href', `${PATH}/${booking.id}/show`);
      const card = within(list.getByRole('listitem', { name: '10 Apr 2032 · 11:30' }));
      expect(card.getByText('Scheduled')).toBeInTheDocument();
      expect(card.getByText(`${booking.serviceType[0].toUpperCase()}${booking.serviceType.slice(1)}`)).toBeInTheDocument();
      await waitFor(() => expect(card.getByRole('link', { name: complaintName(complaint) })).toBeInTheDocument());
      await waitFor(() => expect(card.getByText(tech.name)).toBeInTheDocument());
      expect(list.queryByRole('table')).toBeNull();

      // The row's actions work from the card.
      await user.click(card.getByRole('button', { name: 'Start' }));
      expect(await screen.findByText(`Booking #${booking.id} status updated to In progress`)).toBeInTheDocument();
      expect(t1().bookings.find((b) => b.id === booking.id)?.status).toBe('in_progress');
    });
  });

  it('a booking page opened by its URL says when it has no spare requests; an unknown booking shows the server message', async () => {
    await signInAs();
    const lonely = t1().bookings.find((b) => !t1().spareRequests.some((r) => r.bookingId === b.id))!;
    const view = await renderScreen(`${PATH}/${lonely.id}/show`);
    expect(await screen.findByRole('heading', { name: `Booking #${lonely.id}` })).toBeInTheDocument();
    expect(await screen.findByText('No spare requests for this booking')).toBeInTheDocument();
    view.unmount();

    await renderScreen(`${PATH}/999999/show`);
    const alert = (await screen.findByText('Failed to load the booking')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Booking #999999 not found');
  });

  it("status filter: 'scheduled' by default, 'All' sends no status, and a filter change goes back to page 1", async () => {
    await signInAs();
    const scheduled = await bookingTotal('scheduled');
    const all = await bookingTotal();
    const completed = await bookingTotal('completed');
    expect(all).toBeGreaterThan(10);
    const queries = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const list = await listCard();
    expect(await list.findByText(`Total: ${scheduled}`)).toBeInTheDocument();
    const status = list.getByRole('combobox', { name: /Status/ });
    expect(status).toHaveTextContent('scheduled');
    expect(queries.at(-1)?.get('status')).toBe('scheduled');
    const badges = within(document.querySelector('section table') as HTMLElement).getAllByText(/^(Scheduled|In progress|Completed|Cancelled)$/);
    expect(badges.every((b) => b.textContent === 'Scheduled')).toBe(true);

    await chooseOption(user, status, 'All');
    expect(await list.findByText(`Total: ${all}`)).toBeInTheDocument();
    expect(queries.at(-1)?.has('status')).toBe(false);
    let nav = await pager();
    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText(`Page 2 of ${Math.ceil(all / 10)}`)).toBeInTheDocument();

    await chooseOption(user, list.getByRole('combobox', { name: /Status/ }), 'completed');
    expect(await list.findByText(`Total: ${completed}`)).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('completed');
    expect(queries.at(-1)?.get('page')).toBe('1');
    nav = await pager();
    expect(nav.getByText(`Page 1 of ${Math.max(1, Math.ceil(completed / 10))}`)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, completed)));
  });

  it("an empty list says 'No bookings found'", async () => {
    await renderEmptyList(PATH, LIST_URL, 'No bookings found');
    expect(document.querySelector('section table')).toBeNull();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('a failed load shows the red alert with the server message', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 500, message: 'Database is offline' }, 'Failed to load bookings');
    expect(document.querySelector('section table')).toBeNull();
    // The create form still works without the list.
    expect(screen.getByRole('button', { name: 'Create Booking' })).toBeInTheDocument();
  });

  it('a technician may start their bookings but not create, assign or delete', async () => {
    await signInAs();
    const techUser = db.state.users.find((u) => u.email === 'tech@demo.in')!;
    const mine = t1().vendors.filter((v) => v.userId === techUser.id).map((v) => v.id);
    const booking = await newBooking({ assignedTechnicianId: mine[0] });
    const visible = t1().bookings.filter((b) => b.status === 'scheduled' && b.assignedTechnicianId !== null && mine.includes(b.assignedTechnicianId));
    await signInAs('tech@demo.in');
    await renderScreen(PATH);
    expect(await screen.findByText(`Total: ${visible.length}`)).toBeInTheDocument();
    expect(screen.queryByText('New Service Booking')).not.toBeInTheDocument();
    const row = await findRow(booking.id);
    expect(await within(row).findByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Complete' })).toBeDisabled();
    expect(within(row).queryByRole('button', { name: 'Assign Technician' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('speaks Hindi after switching the language', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH, { beside: <LanguagePicker /> });
    await pager();
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(await screen.findByText('नई सेवा बुकिंग')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'बुकिंग बनाएँ' })).toBeInTheDocument();
    expect(screen.getAllByText('निर्धारित').length).toBeGreaterThan(0);
  });

  it('has no axe violations, with a dialog open too', async () => {
    await signInAs();
    const booking = await newBooking();
    const user = userEvent.setup({ delay: null });
    const view = await renderScreen(PATH);
    await pager();
    const row = await findRow(booking.id);
    await within(row).findByRole('button', { name: 'Assign Technician' });
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    const main = view.container.querySelector('main') ?? view.container;
    const violations = (r: axe.AxeResults) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations(await axe.run(main, rules))).toEqual([]);
    await user.click(within(row).getByRole('button', { name: 'Assign Technician' }));
    const dialog = await screen.findByRole('dialog');
    expect(violations(await axe.run(dialog, rules))).toEqual([]);
  });

  it('the Complete dialog, with a part row, has no axe violations', async () => {
    await signInAs();
    const booking = await newBooking();
    await http.patch(`/service/bookings/${booking.id}/status`, { status: 'in_progress', notes: 'Status updated to in_progress' });
    const user = userEvent.setup({ delay: null });
    await renderScreen(`${PATH}/${booking.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: `Complete booking #${booking.id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Add part' }));
    expect(within(dialog).getByRole('group', { name: 'Part 1' })).toBeInTheDocument();
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
