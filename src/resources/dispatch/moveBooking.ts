import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { moveRefusal, type Slot } from '../../domain/dispatch';
import { visitToday } from '../../domain/service';
import type { Booking } from '../bookings/types';
import { VISIT_DATE_PAST_TEXT } from '../bookings/VisitDayInput';

export type { Slot };

/**
 * A move the console refuses before calling (a day in the past): worded as the API's refusal, under
 * the console's key for it, which errorText translates (its `i18nKey`).
 */
export class MoveRefusedError extends Error {
  readonly i18nKey = VISIT_DATE_PAST_TEXT;
  readonly i18nValues: Record<string, string>;
  constructor(params: { date: string; today: string }) {
    super(`${params.date} is a past date: a visit can be booked for today (${params.today}) or a later day`);
    this.name = 'MoveRefusedError';
    this.i18nValues = params;
  }
}

/**
 * Assigns the booking to the slot's technician (PATCH /v1/service/bookings/:id/assign-technician)
 * and moves it to the slot's day, keeping its time (PUT /api/service-bookings/:id with
 * scheduledDate); each call only when it changes something. A day before today (India's date) is
 * refused first, before either call, as the API would refuse the second: nothing half moved. The
 * technician goes first: it is the one the server may refuse (an inactive technician, a closed
 * booking), and then nothing moved.
 */
export const moveBooking = async (dataProvider: ServiceDeskDataProvider, booking: Booking, slot: Slot) => {
  const refusal = moveRefusal(booking, slot, visitToday());
  if (refusal) throw new MoveRefusedError(refusal.params);
  let data: Booking = booking;
  if (booking.assignedTechnicianId !== slot.technicianId) {
    data = (await dataProvider.assignTechnician(booking.id, slot.technicianId)).data as Booking;
  }
  if (booking.scheduledDate !== slot.day) {
    data = (await dataProvider.update<Booking>('service/bookings', { id: booking.id, data: { scheduledDate: slot.day }, previousData: booking })).data;
  }
  return { data };
};
