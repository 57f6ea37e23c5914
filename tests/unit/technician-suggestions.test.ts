import { describe, expect, it } from 'vitest';
import { suggestTechnicians, type SuggestionBooking, type SuggestionTechnician } from '../../src/domain/technicianSuggestions';

const tech = (id: number, name: string, serviceAreas: string[], extra: Partial<SuggestionTechnician> = {}): SuggestionTechnician => ({
  id,
  name,
  type: 'technician',
  isActive: true,
  serviceAreas,
  rating: 4,
  ...extra,
});
const booking = (id: number, assignedTechnicianId: number | null, scheduledDate: string, scheduledTime: string, status = 'scheduled'): SuggestionBooking => ({
  id,
  assignedTechnicianId,
  scheduledDate,
  scheduledTime,
  status,
});

const wanted = booking(100, null, '2026-11-25', '10:00');

describe('suggestTechnicians', () => {
  it("lists first the technicians serving the customer's pincode, then the rest; only active technicians", () => {
    const technicians = [
      tech(1, 'Asha', ['411001']),
      tech(2, 'Bala', ['560001', '560034']),
      tech(3, 'Chitra', ['560001'], { isActive: false }),
      tech(4, 'Dev', ['560001'], { type: 'vendor' }),
      tech(5, 'Esha', ['560034']),
    ];
    const rows = suggestTechnicians({ booking: wanted, pincode: '560034', technicians, bookings: [] });
    expect(rows.map((r) => [r.name, r.inArea])).toEqual([
      ['Bala', true],
      ['Esha', true],
      ['Asha', false],
    ]);
  });

  it("leaves out a technician on leave on the booking's day, and only that day", () => {
    const technicians = [tech(1, 'Asha', ['560034']), tech(2, 'Bala', ['560034'])];
    const leaveDays = [{ technicianId: 2, date: '2026-11-25' }, { technicianId: 1, date: '2026-11-26' }];
    expect(suggestTechnicians({ booking: wanted, pincode: '560034', technicians, bookings: [], leaveDays }).map((r) => r.name)).toEqual(['Asha']);
    expect(suggestTechnicians({ booking: { ...wanted, scheduledDate: '2026-11-27' }, pincode: '560034', technicians, bookings: [], leaveDays }).map((r) => r.name)).toEqual(['Asha', 'Bala']);
  });

  it('counts each one\'s open jobs (scheduled or in progress, not this booking) and ranks the less busy first', () => {
    const technicians = [tech(1, 'Asha', ['560001']), tech(2, 'Bala', ['560001'])];
    // The booking is Asha's already: it is not one of her other jobs.
    const mine = { ...wanted, assignedTechnicianId: 1 };
    const bookings = [
      mine,
      booking(1, 1, '2026-11-20', '09:00'),
      booking(2, 1, '2026-11-21', '09:00', 'in_progress'),
      booking(3, 2, '2026-11-22', '09:00'),
      booking(4, 2, '2026-11-22', '11:00', 'completed'),
      booking(5, 2, '2026-11-23', '11:00', 'cancelled'),
    ];
    const rows = suggestTechnicians({ booking: mine, pincode: '560001', technicians, bookings });
    expect(rows.map((r) => [r.name, r.openJobs])).toEqual([
      ['Bala', 1],
      ['Asha', 2],
    ]);
  });

  it('flags a technician already booked at the same date and time, and ranks them after the free ones of their group', () => {
    const technicians = [tech(1, 'Asha', ['560001']), tech(2, 'Bala', ['560001'], { rating: 3 }), tech(3, 'Chitra', [])];
    const bookings = [
      booking(7, 1, '2026-11-25T00:00:00.000Z', '10:00'),
      booking(8, 2, '2026-11-25', '11:00'),
      booking(9, 3, '2026-11-25', '10:00', 'cancelled'),
    ];
    const rows = suggestTechnicians({ booking: wanted, pincode: '560001', technicians, bookings });
    expect(rows.map((r) => [r.name, r.inArea, r.conflictBookingId])).toEqual([
      ['Bala', true, null],
      ['Asha', true, 7],
      ['Chitra', false, null],
    ]);
  });

  it('ties: higher rating, then name; with no pincode nobody is in area', () => {
    const technicians = [tech(1, 'Zoya', ['560001'], { rating: 4.5 }), tech(2, 'Arun', ['560001'], { rating: 4.5 }), tech(3, 'Kiran', ['560001'], { rating: 4.9 })];
    const rows = suggestTechnicians({ booking: wanted, pincode: null, technicians, bookings: [] });
    expect(rows.map((r) => r.name)).toEqual(['Kiran', 'Arun', 'Zoya']);
    expect(rows.every((r) => !r.inArea)).toBe(true);
  });
});
