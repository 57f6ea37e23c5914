import { describe, expect, it } from 'vitest';
import { clashOnMove, isDay, isQueued, shiftWeek, weekDays, weekStart } from '../../src/domain/dispatch';

// The dispatch board's week, queue and clash rules (src/domain/dispatch.ts).

describe('dispatch board rules', () => {
  it('a week runs Monday to Sunday around any of its days, across a month and a year end', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekDays('2026-12-31')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(shiftWeek('2026-11-25', -1)).toBe('2026-11-16');
    expect(shiftWeek('2026-11-25', 1)).toBe('2026-11-30');
    expect([isDay('2026-02-29'), isDay('2028-02-29'), isDay('2026-1-5'), isDay(null)]).toEqual([false, true, false, false]);
  });

  it('queues open bookings without a technician or a date, never completed or cancelled ones', () => {
    expect(isQueued({ status: 'scheduled', assignedTechnicianId: null, scheduledDate: '2026-11-25' })).toBe(true);
    expect(isQueued({ status: 'in_progress', assignedTechnicianId: 3, scheduledDate: '' })).toBe(true);
    expect(isQueued({ status: 'scheduled', assignedTechnicianId: 3, scheduledDate: '2026-11-25' })).toBe(false);
    expect(isQueued({ status: 'cancelled', assignedTechnicianId: null, scheduledDate: '2026-11-25' })).toBe(false);
    expect(isQueued({ status: 'completed', assignedTechnicianId: null, scheduledDate: '' })).toBe(false);
  });

  it("a move clashes with the technician's other open booking at that day and time only", () => {
    const moving = { id: 1, assignedTechnicianId: null, scheduledDate: '2026-11-24', scheduledTime: '10:00', status: 'scheduled' };
    const others = [
      { id: 2, assignedTechnicianId: 7, scheduledDate: '2026-11-26', scheduledTime: '10:00', status: 'scheduled' },
      { id: 3, assignedTechnicianId: 7, scheduledDate: '2026-11-27', scheduledTime: '10:00', status: 'cancelled' },
      { id: 4, assignedTechnicianId: 8, scheduledDate: '2026-11-28', scheduledTime: '10:00', status: 'in_progress' },
    ];
    expect(clashOnMove(moving, 7, '2026-11-26', others)).toBe(2);
    expect(clashOnMove(moving, 7, '2026-11-27', others)).toBeNull();
    expect(clashOnMove(moving, 7, '2026-11-28', others)).toBeNull();
    expect(clashOnMove(moving, 8, '2026-11-28', others)).toBe(4);
    expect(clashOnMove({ ...moving, scheduledTime: '11:30' }, 7, '2026-11-26', others)).toBeNull();
    // The booking itself never clashes with where it was.
    expect(clashOnMove({ ...others[0] }, 7, '2026-11-26', others)).toBeNull();
  });
});
