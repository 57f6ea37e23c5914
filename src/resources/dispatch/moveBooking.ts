import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { moveRefusal, type Slot } from '../../domain/dispatch';
import { visitToday } from '../../domain/service';
import type { Booking } from '../bookings/types';
import { RefusalError } from '../../domain/refusal';

export type { Slot };

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
  // A move the console refuses before calling: the API's refusal, which errorText words by its key.
  if (refusal) throw new RefusalError(refusal);
  let data: Booking = booking;
  if (booking.assignedTechnicianId !== slot.technicianId) {
    data = (await dataProvider.assignTechnician(booking.id, slot.technicianId)).data as Booking;
  }
  if (booking.scheduledDate !== slot.day) {
    data = (await dataProvider.update<Booking>('service/bookings', { id: booking.id, data: { scheduledDate: slot.day }, previousData: booking })).data;
  }
  return { data };
};
