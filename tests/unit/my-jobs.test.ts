import { describe, expect, it } from 'vitest';
import { addressLine, localDay, mapsHref, openJobs, telHref } from '../../src/resources/my-jobs/jobs';

// The technician's day (issue 16, scope 2): which bookings are his jobs and the links a phone opens.

const job = (id: number, scheduledDate: string, scheduledTime: string, status: string) => ({ id, scheduledDate, scheduledTime, status });

describe('my jobs', () => {
  it('keeps jobs in progress (any day) and scheduled ones from today, once each, by date and time', () => {
    const rows = [
      job(1, '2026-11-25', '14:00', 'scheduled'),
      job(2, '2026-11-23', '10:00', 'in_progress'),
      job(3, '2026-11-23', '10:00', 'scheduled'),
      job(4, '2026-11-24', '16:30', 'scheduled'),
      job(5, '2026-11-24', '10:00', 'completed'),
      job(6, '2026-11-25', '10:00', 'cancelled'),
      job(7, '2026-11-25', '11:30', 'scheduled'),
      job(2, '2026-11-23', '10:00', 'in_progress'),
    ];
    expect(openJobs(rows, '2026-11-24').map((b) => b.id)).toEqual([2, 4, 7, 1]);
  });

  it('counts days in the local time zone', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('dials the number without its spaces and keeps the +; no link without a number', () => {
    expect(telHref('+91 79014 55301')).toBe('tel:+917901455301');
    expect(telHref('(080) 2345-6789')).toBe('tel:08023456789');
    expect(telHref('')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('builds the map search from the address and pincode, encoded', () => {
    const place = { address: '10, MG Road', city: 'Bengaluru', pincode: '560034' };
    expect(addressLine(place)).toBe('10, MG Road, Bengaluru 560034');
    expect(mapsHref(place)).toBe('https://www.google.com/maps/search/?api=1&query=10%2C%20MG%20Road%2C%20Bengaluru%20560034');
    expect(mapsHref({ pincode: '560034' })).toBe('https://www.google.com/maps/search/?api=1&query=560034');
    expect(mapsHref({ address: ' ', pincode: '' })).toBeNull();
  });
});
