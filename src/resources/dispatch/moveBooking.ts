import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import type { Booking } from '../bookings/types';

/** Where a booking goes on the board: a technician's day. */
export interface Slot {
  technicianId: number;
  day: string;
}

/**
 * Assigns the booking to the slot's technician (PATCH /v1/service/bookings/:id/assign-technician)
 * and moves it to the slot's day, keeping its time (PUT /api/service-bookings/:id with
 * scheduledDate); each call only when it changes something. The technician goes first: it is the
 * one the server may refuse (an inactive technician, a closed booking), and then nothing moved.
 */
export const moveBooking = async (dataProvider: ServiceDeskDataProvider, booking: Booking, slot: Slot) => {
  let data: Booking = booking;
  if (booking.assignedTechnicianId !== slot.technicianId) {
    data = (await dataProvider.assignTechnician(booking.id, slot.technicianId)).data as Booking;
  }
  if (booking.scheduledDate !== slot.day) {
    data = (await dataProvider.update<Booking>('service/bookings', { id: booking.id, data: { scheduledDate: slot.day }, previousData: booking })).data;
  }
  return { data };
};
