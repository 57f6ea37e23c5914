import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { moveRefusal, type Slot } from '../../domain/dispatch';
import { visitToday } from '../../domain/service';
import type { Booking } from '../bookings/types';
import { RefusalError } from '../../domain/refusal';
import { leaveOn, onLeaveRefusal, type LeaveDay } from '../../domain/leaveDays';

export type { Slot };

/**
 * Assigns the booking to the slot's technician (PATCH /v1/service/bookings/:id/assign-technician)
 * and moves it to the slot's day, keeping its time (PUT /api/service-bookings/:id with
 * scheduledDate); each call only when it changes something. A day before today (India's date) is
 * refused first, before either call, as the API would refuse the second: nothing half moved. The
 * technician goes first: it is the one the server may refuse (an inactive technician, a closed
 * booking), and then nothing moved. A leave day of the technician on the slot's day (`leave.days`,
 * src/domain/leaveDays.ts) is refused first too. And when the new technician is on leave on the
 * booking's present day, the day moves first, so that the assignment is judged on the day the
 * booking goes to.
 */
export const moveBooking = async (dataProvider: ServiceDeskDataProvider, booking: Booking, slot: Slot, leave: { days: readonly LeaveDay[]; name?: string } = { days: [] }) => {
  const leaveDays = leave.days;
  const refusal = moveRefusal(booking, slot, visitToday()) ?? onLeaveRefusal(slot.technicianId, slot.day, leaveDays, leave.name);
  // A move the console refuses before calling: the API's refusal, which errorText words by its key.
  if (refusal) throw new RefusalError(refusal);
  let data: Booking = booking;
  const assign = async () => {
    if (booking.assignedTechnicianId !== slot.technicianId) data = (await dataProvider.assignTechnician(booking.id, slot.technicianId)).data as Booking;
  };
  const reschedule = async () => {
    if (booking.scheduledDate !== slot.day) {
      data = (await dataProvider.update<Booking>('service/bookings', { id: booking.id, data: { scheduledDate: slot.day }, previousData: booking })).data;
    }
  };
  const dayFirst = leaveOn(slot.technicianId, booking.scheduledDate, leaveDays) !== undefined && leaveOn(booking.assignedTechnicianId, slot.day, leaveDays) === undefined;
  for (const step of dayFirst ? [reschedule, assign] : [assign, reschedule]) await step();
  return { data };
};

/**
 * The leave days of the slot's technician on the slot's day (GET /api/leave-days), for a move made
 * away from the board's week (Assign…): none where the role may not read them (the API still refuses).
 */
export const leaveDaysOf = async (dataProvider: ServiceDeskDataProvider, slot: Slot, canRead: boolean): Promise<LeaveDay[]> =>
  canRead
    ? (await dataProvider.getList<LeaveDay & { id: number }>('leave-days', { pagination: { page: 1, perPage: 10 }, sort: { field: 'date', order: 'ASC' }, filter: { technicianId: slot.technicianId, dateFrom: slot.day, dateTo: slot.day } })).data
    : [];
