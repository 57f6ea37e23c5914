import { describe, expect, it } from 'vitest';
import { moveBooking } from '../../src/resources/dispatch/moveBooking';
import type { ServiceDeskDataProvider } from '../../src/providers/dataProvider';
import type { Booking } from '../../src/resources/bookings/types';
import { RefusalError } from '../../src/domain/refusal';

// The dispatch board's move (src/resources/dispatch/moveBooking.ts) around technicians' leave days:
// a move onto a leave day is refused before any call; the two calls go in the order that judges the
// assignment on the day the booking goes to.

const calls = () => {
  const made: string[] = [];
  const dataProvider = {
    assignTechnician: async (id: number, technicianId: number) => {
      made.push(`assign ${technicianId}`);
      return { data: { id, technicianId } };
    },
    update: async (_resource: string, { data }: { data: { scheduledDate: string } }) => {
      made.push(`day ${data.scheduledDate}`);
      return { data };
    },
  } as unknown as ServiceDeskDataProvider;
  return { made, dataProvider };
};

const booking = { id: 7, assignedTechnicianId: 1, scheduledDate: '2099-01-05', scheduledTime: '10:00', status: 'scheduled' } as Booking;

describe('moving a booking around leave days', () => {
  it('refuses a move onto a leave day of the technician, before any call', async () => {
    const { made, dataProvider } = calls();
    const leave = { days: [{ technicianId: 2, date: '2099-01-06' }], name: 'Ravi Kumar' };
    await expect(moveBooking(dataProvider, booking, { technicianId: 2, day: '2099-01-06' }, leave)).rejects.toEqual(
      new RefusalError({ key: 'serverText.technicianOnLeave', params: { technician: 'Ravi Kumar', date: '2099-01-06' } }),
    );
    expect(made).toEqual([]);
  });

  it('assigns first, then moves the day; the day first when the new technician is on leave on the present day', async () => {
    const plain = calls();
    await moveBooking(plain.dataProvider, booking, { technicianId: 2, day: '2099-01-06' });
    expect(plain.made).toEqual(['assign 2', 'day 2099-01-06']);

    const around = calls();
    await moveBooking(around.dataProvider, booking, { technicianId: 2, day: '2099-01-06' }, { days: [{ technicianId: 2, date: '2099-01-05' }] });
    expect(around.made).toEqual(['day 2099-01-06', 'assign 2']);
  });
});
