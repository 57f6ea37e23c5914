import { describe, expect, it } from 'vitest';
import { canAssignTechnician, canTransition, clampRating, isValidPincode, nextBookingStatus, splitList } from '../../src/domain/service';
import { isOverdue, overdueConditions, spareRequestTotal } from '../../src/domain/spares';
import { holds } from '../../src/domain/listQuery';

describe('booking transitions', () => {
  it.each([
    ['scheduled', 'start', true],
    ['in_progress', 'start', false],
    ['in_progress', 'complete', true],
    ['scheduled', 'complete', false],
    ['scheduled', 'cancel', true],
    ['in_progress', 'cancel', true],
    ['completed', 'cancel', false],
    ['cancelled', 'start', false],
  ] as const)('%s + %s -> allowed %s', (from, action, ok) => expect(canTransition(from, action)).toBe(ok));
  it.each([
    ['scheduled', true],
    ['in_progress', true],
    ['completed', false],
    ['cancelled', false],
  ] as const)('a technician may be assigned to a %s booking: %s', (status, ok) => expect(canAssignTechnician(status)).toBe(ok));
  it('maps target statuses', () => {
    expect(nextBookingStatus('scheduled', 'in_progress')).toBe('in_progress');
    expect(nextBookingStatus('scheduled', 'completed')).toBeNull();
    expect(nextBookingStatus('completed', 'scheduled')).toBeNull();
  });
});

describe('vendor inputs', () => {
  it.each([
    ['3.5', 3.5],
    [0, 1],
    [9, 5],
    ['-2', 1],
    ['abc', null],
    ['', null],
  ])('rating %s -> %s', (input, out) => expect(clampRating(input)).toBe(out));
  it('splits comma-separated lists into trimmed entries', () => {
    expect(splitList(' 560001, 560034 ,,560100 ')).toEqual(['560001', '560034', '560100']);
    expect(splitList('')).toEqual([]);
  });
  it.each([
    ['560001', true],
    ['56001', false],
    ['5600011', false],
    ['56000a', false],
  ])('pincode %s valid: %s', (p, ok) => expect(isValidPincode(p)).toBe(ok));
});

describe('spare requests', () => {
  it('total is the sum of quantity x estimated cost, to paise', () => {
    expect(spareRequestTotal([{ quantity: 2, estimatedCost: 1350.5 }, { quantity: '3', estimatedCost: '0.1' }])).toBe(2701.3);
  });
  it('overdue means approved and created more than 7 days ago', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const sevenDays = new Date(now.getTime() - 7 * 86400000).toISOString();
    const justOver = new Date(now.getTime() - 7 * 86400000 - 1000).toISOString();
    expect(isOverdue({ status: 'approved', createdAt: sevenDays }, now)).toBe(false);
    expect(isOverdue({ status: 'approved', createdAt: justOver }, now)).toBe(true);
    expect(isOverdue({ status: 'pending', createdAt: justOver }, now)).toBe(false);
    // The same rule as conditions for a list filtered by the store selects the same requests.
    const requests = [sevenDays, justOver, new Date(now.getTime() - 30 * 86400000).toISOString(), now.toISOString()].flatMap((createdAt) =>
      ['approved', 'pending', 'delivered'].map((status) => ({ status, createdAt })),
    );
    expect(requests.filter((r) => overdueConditions(now).every((c) => holds(r, c)))).toEqual(requests.filter((r) => isOverdue(r, now)));
  });
});
