import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { db, renderScreen, signInAs } from './harness';
import { isQueued, weekDays } from '../../src/domain/dispatch';

// The dispatch board (issue 16 scope 1) against the demo backend: the seeded week in the
// technicians' days, the queue, a queued booking assigned and scheduled through Assign…, and the
// warning when the technician is already booked at that time. Dragging is covered end to end
// (tests/e2e/dispatch.spec.ts): dnd-kit measures layout, which jsdom has not.

const PATH = '/admin/service/dispatch';
const t1 = () => db.tenant('1');
const days = () => weekDays(format(new Date(), 'yyyy-MM-dd'));
const technicianName = (id: number) => t1().vendors.find((v) => v.id === id)!.name;

/** The board's cell of a technician's day. */
const cellOf = async (technicianId: number, day: string) => {
  const header = await screen.findByRole('rowheader', { name: technicianName(technicianId) });
  const row = header.closest('tr') as HTMLTableRowElement;
  return row.cells[days().indexOf(day) + 1] as HTMLElement;
};
const queueCard = () => screen.getByRole('region', { name: /^Queue/ });

describe('Dispatch board', () => {
  it("shows the seeded week: every booking of it in its technician's day, linking to its page, and the queue", async () => {
    await signInAs();
    await renderScreen(PATH);
    const week = t1().bookings.filter((b) => days().includes(b.scheduledDate) && b.assignedTechnicianId !== null);
    expect(week.length).toBeGreaterThan(3);
    for (const b of week) {
      const block = within(await cellOf(b.assignedTechnicianId!, b.scheduledDate)).getByRole('group', { name: `Booking #${b.id}` });
      const link = within(block).getByRole('link', { name: new RegExp(`^${b.scheduledTime} · Complaint #${b.complaintId} · `) });
      expect(link).toHaveAttribute('href', `/admin/service/bookings/${b.id}/show`);
    }
    // Monday to Sunday as the columns, after the technician's.
    expect(screen.getAllByRole('columnheader')).toHaveLength(8);
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
    const booking = t1().bookings.find((b) => isQueued(b) && days().includes(b.scheduledDate))!;
    const technician = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!;
    const day = days().find((d) => d !== booking.scheduledDate)!;
    await renderScreen(PATH);

    const block = await within(await screen.findByRole('region', { name: /^Queue/ })).findByRole('group', { name: `Booking #${booking.id}` });
    await user.click(within(block).getByRole('button', { name: 'Assign…' }));
    const dialog = await screen.findByRole('dialog', { name: `Assign booking #${booking.id}` });
    // Nothing is sent without a technician.
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Technician/ }));
    await user.click(await screen.findByRole('option', { name: `${technician.name} (#${technician.id})` }));
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: day } });
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
    const taken = t1().bookings.find((b) => b.status === 'scheduled' && b.assignedTechnicianId !== null && days().includes(b.scheduledDate))!;
    const booking = t1().bookings.find((b) => isQueued(b) && b.id !== taken.id)!;
    booking.scheduledTime = taken.scheduledTime;
    const name = technicianName(taken.assignedTechnicianId!);
    await renderScreen(PATH);

    const block = await within(await screen.findByRole('region', { name: /^Queue/ })).findByRole('group', { name: `Booking #${booking.id}` });
    await user.click(within(block).getByRole('button', { name: 'Assign…' }));
    const dialog = await screen.findByRole('dialog', { name: `Assign booking #${booking.id}` });
    await user.click(within(dialog).getByRole('combobox', { name: /Technician/ }));
    await user.click(await screen.findByRole('option', { name: `${name} (#${taken.assignedTechnicianId})` }));
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: taken.scheduledDate } });
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
