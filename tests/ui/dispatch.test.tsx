import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, renderScreen, signInAs } from './harness';
import { isQueued, weekDays } from '../../src/domain/dispatch';
import { visitToday } from '../../src/domain/service';
import { openAssignDialog, pickTechnicianAndDay } from './assignDialog';

// The dispatch board (issue 16 scope 1, issue 27) against the demo backend: the seeded week in the
// technicians' days, each card with its customer and area, the days before today shaded, the queue,
// a queued booking assigned and scheduled through Assign…, a past day refused there, and the warning
// when the technician is already booked at that time. Dragging, its accuracy and its Undo are covered
// end to end (tests/e2e/dispatch.spec.ts): dnd-kit measures layout, which jsdom has not.

const PATH = '/admin/service/dispatch';
const t1 = () => db.tenant('1');
/** Today as the board reads it: India's date. */
const today = () => visitToday();
const days = () => weekDays(today());
const technicianName = (id: number) => t1().vendors.find((v) => v.id === id)!.name;
/** The customer of a booking, through its complaint. */
const customerOf = (b: { complaintId: number }) => t1().customers.find((c) => c.id === t1().complaints.find((x) => x.id === b.complaintId)!.customerId)!;

/** The board's cell of a technician's day. */
const cellOf = async (technicianId: number, day: string) => {
  const header = await screen.findByRole('rowheader', { name: technicianName(technicianId) });
  const row = header.closest('tr') as HTMLTableRowElement;
  return row.cells[days().indexOf(day) + 1] as HTMLElement;
};
const queueCard = () => screen.getByRole('region', { name: /^Queue/ });

describe('Dispatch board', () => {
  it("shows the seeded week: every booking of it in its technician's day, linking to its page, with its customer and area, and the queue", async () => {
    await signInAs();
    await renderScreen(PATH);
    const week = t1().bookings.filter((b) => days().includes(b.scheduledDate) && b.assignedTechnicianId !== null);
    expect(week.length).toBeGreaterThan(3);
    // The customers and their areas come after the bookings (the complaints, then the customers).
    const first = customerOf(week[0]);
    await within(await cellOf(week[0].assignedTechnicianId!, week[0].scheduledDate)).findByText(`${first.pincode} · ${first.city}`);
    for (const b of week) {
      const block = within(await cellOf(b.assignedTechnicianId!, b.scheduledDate)).getByRole('group', { name: `Booking #${b.id}` });
      const link = within(block).getByRole('link', { name: `${b.scheduledTime} · ${b.serviceType[0].toUpperCase()}${b.serviceType.slice(1)}` });
      expect(link).toHaveAttribute('href', `/admin/service/bookings/${b.id}/show`);
      expect(link).toHaveAttribute('title', expect.stringContaining(`Complaint #${b.complaintId}`));
      const customer = customerOf(b);
      expect(block).toHaveTextContent(`Customer: ${customer.name}`);
      expect(block).toHaveTextContent(`Area: ${customer.pincode} · ${customer.city}`);
    }
    // Monday to Sunday as the columns, after the technician's; the days before today shaded.
    expect(screen.getAllByRole('columnheader')).toHaveLength(8);
    const row = screen.getAllByRole('rowheader')[0].closest('tr') as HTMLTableRowElement;
    expect([...row.cells].slice(1).map((c) => c.hasAttribute('data-past'))).toEqual(days().map((d) => d < today()));
    // The queue: open bookings without a technician, this week's among them (the seed puts some there).
    const queued = t1().bookings.filter(isQueued);
    expect(queued.filter((b) => days().includes(b.scheduledDate)).length).toBeGreaterThanOrEqual(2);
    for (const b of queued) expect(within(queueCard()).getByRole('group', { name: `Booking #${b.id}` })).toBeInTheDocument();
    expect(within(queueCard()).getByRole('heading', { name: `Queue (${queued.length})` })).toBeInTheDocument();
    // Another week: the previous one's bookings, and back.
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('button', { name: 'This week' })).toBeEnabled();
  });

  it('assigns a queued booking to a technician and a day through Assign…: the block moves into that cell and the booking is stored so', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    // Today: in the week shown whatever day it is, and never refused as past.
    const day = today();
    const booking = t1().bookings.find((b) => isQueued(b) && b.scheduledDate !== day)!;
    const technician = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!;
    await renderScreen(PATH);

    const dialog = await openAssignDialog(user, booking.id);
    // Nothing is sent without a technician.
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await pickTechnicianAndDay(user, dialog, technician, day);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText(new RegExp(`^Booking #${booking.id} assigned to ${technician.name} on `))).toBeInTheDocument();
    const stored = t1().bookings.find((b) => b.id === booking.id)!;
    expect(stored).toMatchObject({ assignedTechnicianId: technician.id, scheduledDate: day, scheduledTime: booking.scheduledTime });
    expect(await within(await cellOf(technician.id, day)).findByRole('group', { name: `Booking #${booking.id}` })).toBeInTheDocument();
    expect(within(queueCard()).queryByRole('group', { name: `Booking #${booking.id}` })).toBeNull();
  });

  it('warns in the dialog when the technician already has a booking at that day and time, and still assigns', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    // A visit of the technician's today (a past day would be refused), at the queued booking's time.
    const taken = t1().bookings.find((b) => b.status === 'scheduled' && b.assignedTechnicianId !== null && days().includes(b.scheduledDate))!;
    taken.scheduledDate = today();
    const booking = t1().bookings.find((b) => isQueued(b) && b.id !== taken.id)!;
    booking.scheduledTime = taken.scheduledTime;
    const name = technicianName(taken.assignedTechnicianId!);
    await renderScreen(PATH);

    const dialog = await openAssignDialog(user, booking.id);
    await pickTechnicianAndDay(user, dialog, { id: taken.assignedTechnicianId!, name }, taken.scheduledDate);
    const warning = await within(dialog).findByText(new RegExp(`^${name} already has booking #${taken.id} on .* at ${taken.scheduledTime}\\.`));
    expect(warning.closest('[role="alert"]')).not.toBeNull();
    // Another day is free: the warning goes.
    const free = days().find((d) => !t1().bookings.some((b) => b.assignedTechnicianId === taken.assignedTechnicianId && b.scheduledDate === d && b.scheduledTime === taken.scheduledTime))!;
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: free } });
    await expect.poll(() => within(dialog).queryByText(/already has booking/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: taken.scheduledDate } });
    await within(dialog).findByText(/already has booking/);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await screen.findByText(new RegExp(`^Booking #${booking.id} assigned to ${name}`));
    expect(t1().bookings.find((b) => b.id === booking.id)).toMatchObject({ assignedTechnicianId: taken.assignedTechnicianId, scheduledDate: taken.scheduledDate });
  });
});
