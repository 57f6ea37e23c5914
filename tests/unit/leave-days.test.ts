import { describe, expect, it } from 'vitest';
import { leaveDayRefusal, leaveOn, onLeaveRefusal, sampleLeaveDays } from '../../src/domain/leaveDays';

const vendors = [
  { id: 1, type: 'technician' },
  { id: 2, type: 'vendor' },
  { id: 3, type: 'technician' },
];

describe('leave days (src/domain/leaveDays.ts)', () => {
  it('takes a technician on a free day, with or without a reason', () => {
    expect(leaveDayRefusal({ technicianId: 1, date: '2026-12-01', reason: 'Festival' }, [], vendors)).toBeNull();
    expect(leaveDayRefusal({ technicianId: 3, date: '2026-12-01', reason: null }, [{ technicianId: 1, date: '2026-12-01', reason: null }], vendors)).toBeNull();
  });

  it('refuses a vendor that is not a technician, and a record not in the warehouse', () => {
    expect(leaveDayRefusal({ technicianId: 2, date: '2026-12-01', reason: null }, [], vendors)).toEqual({ key: 'serverText.leaveDayNotTechnician', params: { id: 2 } });
    expect(leaveDayRefusal({ technicianId: 9, date: '2026-12-01', reason: null }, [], vendors)).toEqual({ key: 'serverText.leaveDayNotTechnician', params: { id: 9 } });
  });

  it('refuses a second leave day of the same technician on the same day', () => {
    const days = [{ technicianId: 1, date: '2026-12-01', reason: null }];
    expect(leaveDayRefusal({ technicianId: 1, date: '2026-12-01', reason: 'Again' }, days, vendors)).toEqual({ key: 'serverText.leaveDayTaken', params: { date: '2026-12-01' } });
    expect(leaveDayRefusal({ technicianId: 1, date: '2026-12-02', reason: null }, days, vendors)).toBeNull();
  });

  it("samples two days for each of the first four technicians, none twice, none the rule refuses", () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, type: i === 1 ? 'vendor' : 'technician' }));
    const days = sampleLeaveDays(many, new Date('2026-11-27T10:00:00Z'));
    expect(days).toHaveLength(8);
    expect(new Set(days.map((d) => d.technicianId))).toEqual(new Set([1, 3, 4, 5]));
    days.forEach((day, i) => expect(leaveDayRefusal(day, days.slice(0, i), many)).toBeNull());
    expect(days[0]).toEqual({ technicianId: 1, date: '2026-11-13', reason: 'Family function' });
    // None in the week around today, whose bookings the demo spreads.
    expect(days.every((d) => d.date <= '2026-11-13' || d.date >= '2026-12-11')).toBe(true);
  });

  it("refuses a technician's visit on a leave day of theirs, and only there", () => {
    const days = [{ technicianId: 1, date: '2026-12-01', reason: 'Festival' }];
    expect(leaveOn(1, '2026-12-01T10:00:00Z', days)).toBe(days[0]);
    expect(onLeaveRefusal(1, '2026-12-01', days, 'Ravi Kumar')).toEqual({ key: 'serverText.technicianOnLeave', params: { technician: 'Ravi Kumar', date: '2026-12-01' } });
    expect(onLeaveRefusal(1, '2026-12-01', days)).toEqual({ key: 'serverText.technicianOnLeave', params: { technician: '#1', date: '2026-12-01' } });
    expect(onLeaveRefusal(1, '2026-12-02', days)).toBeNull();
    expect(onLeaveRefusal(3, '2026-12-01', days)).toBeNull();
    expect(onLeaveRefusal(null, '2026-12-01', days)).toBeNull();
    expect(onLeaveRefusal(1, null, days)).toBeNull();
  });
});
