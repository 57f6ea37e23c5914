import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, renderScreen, signInAs } from './harness';
import { isQueued } from '../../src/domain/dispatch';
import { visitToday } from '../../src/domain/service';
import { openAssignDialog, pickTechnicianAndDay } from './assignDialog';

// The technicians' leave days on the dispatch board (src/entities/leaveDays.ts): a leave day of the
// week reads 'On leave' with its reason in the technician's day, and a visit given to them that day
// is refused with the API's text. A drop on a leave day is refused by the same rule before any call
// (DispatchBoard's onDragEnd, src/domain/leaveDays.ts onLeaveRefusal, tested in tests/unit/leave-days.test.ts).

const t1 = () => db.tenant('1');

/** A leave day of `technicianId` on `day` (default today), added to the store as the API would. */
const leaveOn = (technicianId: number, reason: string | null, day = visitToday()) => {
  t1().leaveDays.push({ id: db.nextId('leaveDays'), technicianId, date: day, reason, createdAt: new Date().toISOString(), createdBy: 1 });
};
const tomorrow = () => new Date(Date.parse(`${visitToday()}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

describe('leave days on the dispatch board', () => {
  it("shows 'On leave' and the reason in the technician's day", async () => {
    const [tech, other] = t1().vendors.filter((v) => v.type === 'technician' && v.isActive);
    leaveOn(tech.id, 'Festival');
    await signInAs();
    await renderScreen('/admin/service/dispatch');
    const grid = await screen.findByRole('table', { name: /Technicians/ });
    const rowOf = async (name: string) => (await within(grid).findByRole('rowheader', { name })).closest('tr') as HTMLElement;
    const cell = (await rowOf(tech.name)).querySelector(`[data-day="${visitToday()}"]`) as HTMLElement;
    expect(await within(cell).findByText('On leave · Festival')).toBeInTheDocument();
    expect(cell).toHaveAttribute('data-leave', 'true');
    expect((await rowOf(other.name)).querySelector(`[data-day="${visitToday()}"]`)).not.toHaveAttribute('data-leave');
  });

  it("Assign… to a technician on leave that day is refused with the API's text, and nothing moves", async () => {
    const tech = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!;
    const booking = t1().bookings.find(isQueued)!;
    const before = { ...booking };
    // Not the booking's present day: the dialog suggests the technicians free on that one.
    const day = booking.scheduledDate === visitToday() ? tomorrow() : visitToday();
    leaveOn(tech.id, null, day);
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen('/admin/service/dispatch');
    const dialog = await openAssignDialog(user, booking.id);
    await pickTechnicianAndDay(user, dialog, tech, day);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(`${tech.name} is on leave on ${day}`)).toBeInTheDocument();
    expect(t1().bookings.find((b) => b.id === booking.id)).toMatchObject({ assignedTechnicianId: before.assignedTechnicianId, scheduledDate: before.scheduledDate });
  });
});
