import { describe, expect, it } from 'vitest';
import {
  FALLBACK_VENDOR_RATE,
  MATCHED_VENDOR_RATE,
  NoActiveVendorError,
  autoAssign,
  canMoveComplaint,
  moveRefusal,
  statusAfter,
  commissionPayer,
  warrantyForComplaint,
  type AssignableVendor,
  type Registration,
} from '../../src/domain/complaints';
import { said } from './said';
import {
  effectiveEndDate,
  isUnderWarranty,
  endsWithin,
  warrantyEndDate,
  warrantyStatus,
  warrantyStatusConditions,
} from '../../src/domain/warranty';
import { holds } from '../../src/domain/listQuery';
import type { CommissionRule } from '../../src/domain/commission';
import { DAY_MS } from '../../src/domain/dates';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

const vendor = (id: number, serviceAreas: string[], extra: Partial<AssignableVendor> = {}): AssignableVendor => ({
  id,
  isActive: true,
  serviceAreas,
  rating: 4,
  ...extra,
});

const rule = (extra: Partial<CommissionRule>): CommissionRule => ({
  id: 1,
  party: 'vendor',
  type: 'percentage',
  value: 12,
  isActive: true,
  priority: 1,
  ...extra,
});

describe('autoAssign (docs/architecture.md, "Business rules")', () => {
  it('gives the vendor serving the pincode rate 15', () => {
    const result = autoAssign({
      pincode: '560001',
      underWarranty: true,
      vendors: [vendor(1, ['110001']), vendor(2, ['560001', '560002']), vendor(3, [])],
      now: NOW,
    });
    expect(result).toMatchObject({ vendorId: 2, commissionRateApplied: MATCHED_VENDOR_RATE, matchedArea: true, ruleId: null });
    expect(MATCHED_VENDOR_RATE).toBe(15);
  });

  it('matches the pincode after trimming, and ignores inactive vendors serving it', () => {
    const result = autoAssign({
      pincode: ' 560001 ',
      underWarranty: false,
      vendors: [vendor(1, ['560001'], { isActive: false, rating: 5 }), vendor(2, [' 560001'])],
    });
    expect(result.vendorId).toBe(2);
    expect(result.commissionRateApplied).toBe(15);
  });

  it('breaks a tie by the higher rating', () => {
    const result = autoAssign({
      pincode: '400001',
      underWarranty: true,
      vendors: [vendor(1, ['400001'], { rating: 3.5 }), vendor(2, ['400001'], { rating: 4.8 }), vendor(3, ['400001'], { rating: 4.1 })],
    });
    expect(result.vendorId).toBe(2);
  });

  it('with equal ratings, picks the vendor with fewer open complaints', () => {
    const result = autoAssign({
      pincode: '400001',
      underWarranty: true,
      vendors: [vendor(1, ['400001'], { rating: 4.5 }), vendor(2, ['400001'], { rating: 4.5 }), vendor(3, ['400001'], { rating: 4.5 })],
      openComplaintsByVendor: { 1: 5, 2: 1, 3: 3 },
    });
    expect(result.vendorId).toBe(2);
  });

  it('with no pincode match, the first active vendor (lowest id) gets rate 20', () => {
    const result = autoAssign({
      pincode: '999999',
      underWarranty: false,
      vendors: [vendor(7, ['110001']), vendor(3, ['560001'], { isActive: false }), vendor(5, ['400001'])],
    });
    expect(result).toMatchObject({ vendorId: 5, commissionRateApplied: FALLBACK_VENDOR_RATE, matchedArea: false });
    expect(FALLBACK_VENDOR_RATE).toBe(20);
  });

  it('with no pincode at all, also falls back to the first active vendor at 20', () => {
    const result = autoAssign({ pincode: null, underWarranty: true, vendors: [vendor(2, ['']), vendor(1, ['560001'])] });
    expect(result).toMatchObject({ vendorId: 1, commissionRateApplied: 20 });
  });

  it('throws NoActiveVendorError when no vendor is active', () => {
    const run = () =>
      autoAssign({ pincode: '560001', underWarranty: true, vendors: [vendor(1, ['560001'], { isActive: false })] });
    expect(run).toThrow(NoActiveVendorError);
    expect(run).toThrow(expect.objectContaining({ refusal: { key: 'serverText.noActiveVendor' } }));
    expect(said(new NoActiveVendorError().refusal)).toBe('No active vendor is available for assignment');
    expect(() => autoAssign({ pincode: '560001', underWarranty: true, vendors: [] })).toThrow(NoActiveVendorError);
  });

  it('an active vendor commission rule for the area overrides the rate', () => {
    const result = autoAssign({
      pincode: '560001',
      underWarranty: true,
      vendors: [vendor(1, ['560001'])],
      rules: [rule({ id: 9, value: 12.5, applicableAreas: ['560001'] })],
      now: NOW,
    });
    expect(result).toMatchObject({ vendorId: 1, commissionRateApplied: 12.5, ruleId: 9 });
  });

  it('also overrides the fallback rate, and the highest priority rule wins', () => {
    const result = autoAssign({
      pincode: '999999',
      underWarranty: false,
      vendors: [vendor(1, ['560001'])],
      rules: [rule({ id: 1, value: 10, priority: 1 }), rule({ id: 2, value: 18, priority: 5 })],
      now: NOW,
    });
    expect(result).toMatchObject({ commissionRateApplied: 18, ruleId: 2, matchedArea: false });
  });

  it('ignores rules that do not apply: inactive, technician party, another area, outside their window', () => {
    const result = autoAssign({
      pincode: '560001',
      underWarranty: true,
      vendors: [vendor(1, ['560001'])],
      rules: [
        rule({ id: 1, isActive: false }),
        rule({ id: 2, party: 'technician' }),
        rule({ id: 3, applicableAreas: ['110001'] }),
        rule({ id: 4, effectiveFrom: daysFromNow(10) }),
        rule({ id: 5, effectiveUntil: daysFromNow(-1) }),
      ],
      now: NOW,
    });
    expect(result).toMatchObject({ commissionRateApplied: 15, ruleId: null });
  });

  it('a rule restricted by order value still applies when the complaint has no order value yet', () => {
    const result = autoAssign({
      pincode: '560001',
      underWarranty: true,
      vendors: [vendor(1, ['560001'])],
      rules: [rule({ id: 4, value: 9, minOrderValue: 1000, maxOrderValue: 5000 })],
      now: NOW,
    });
    expect(result).toMatchObject({ commissionRateApplied: 9, ruleId: 4 });
  });

  it('the Company pays under warranty, the Customer otherwise', () => {
    const vendors = [vendor(1, ['560001'])];
    expect(autoAssign({ pincode: '560001', underWarranty: true, vendors }).commissionPaidBy).toBe('Company');
    expect(autoAssign({ pincode: '560001', underWarranty: false, vendors }).commissionPaidBy).toBe('Customer');
    expect(commissionPayer(true)).toBe('Company');
    expect(commissionPayer(false)).toBe('Customer');
  });
});

describe('warrantyForComplaint (docs/architecture.md, "Business rules")', () => {
  const registrations: Registration[] = [
    { id: 1, serialNo: 'TV55A-100001', purchaseDate: daysFromNow(-100), warrantyMonths: 12, warrantyEndDate: daysFromNow(260) },
    { id: 2, serialNo: 'TV43B-200002', purchaseDate: daysFromNow(-800), warrantyMonths: 24, warrantyEndDate: daysFromNow(-80) },
    { id: 3, serialNo: 'TV32C-300003', purchaseDate: daysFromNow(-30), warrantyMonths: 24 },
  ];

  it('finds the registration by its id first', () => {
    // The serial points to another (expired) registration; the id wins.
    const result = warrantyForComplaint({ productRegistrationId: 1, serialNo: 'TV43B-200002' }, registrations, NOW);
    expect(result).toEqual({ isUnderWarranty: true, warrantyEndDate: daysFromNow(260), productRegistrationId: 1 });
  });

  it('falls back to the serial number (trimmed, any case) when there is no id or it is unknown', () => {
    expect(warrantyForComplaint({ serialNo: ' tv43b-200002 ' }, registrations, NOW)).toEqual({
      isUnderWarranty: false,
      warrantyEndDate: daysFromNow(-80),
      productRegistrationId: 2,
    });
    expect(warrantyForComplaint({ productRegistrationId: 99, serialNo: 'TV55A-100001' }, registrations, NOW)).toMatchObject({
      isUnderWarranty: true,
      productRegistrationId: 1,
    });
  });

  it('computes the end from purchase date and months when the registration has no stored end', () => {
    const result = warrantyForComplaint({ productRegistrationId: 3 }, registrations, NOW);
    // Bought 2025-05-16 (30 days before NOW), 24 calendar months.
    expect(result.warrantyEndDate).toBe('2027-05-16T12:00:00.000Z');
    expect(result.isUnderWarranty).toBe(true);
  });

  it('with no registration found, the complaint is out of warranty with no end date', () => {
    expect(warrantyForComplaint({ serialNo: 'UNKNOWN-1' }, registrations, NOW)).toEqual({
      isUnderWarranty: false,
      warrantyEndDate: null,
      productRegistrationId: null,
    });
    expect(warrantyForComplaint({ productRegistrationId: null, serialNo: null }, [], NOW).isUnderWarranty).toBe(false);
  });
});

describe('warranty end and status (docs/architecture.md, "Money: GST and warranty")', () => {
  it('end = purchase date + warrantyMonths calendar months (tests/unit/warranty.test.ts has the month ends)', () => {
    expect(warrantyEndDate('2024-01-01T00:00:00.000Z', 12).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(warrantyEndDate('2024-01-01T00:00:00.000Z', 1).toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(warrantyEndDate('2024-01-01T00:00:00.000Z', 0).toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(() => warrantyEndDate('not a date', 12)).toThrow('Invalid purchase date');
  });

  it('a stored end date wins over purchase date + months', () => {
    const end = effectiveEndDate({ purchaseDate: '2024-01-01T00:00:00.000Z', warrantyMonths: 12, warrantyEndDate: '2026-01-01T00:00:00.000Z' });
    expect(end?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(effectiveEndDate({})).toBeNull();
  });

  it('exactly 30 days left is expiring_soon; 31 days left is active', () => {
    expect(warrantyStatus({ warrantyEndDate: daysFromNow(30) }, NOW)).toBe('expiring_soon');
    expect(warrantyStatus({ warrantyEndDate: daysFromNow(31) }, NOW)).toBe('active');
    expect(warrantyStatus({ warrantyEndDate: daysFromNow(1) }, NOW)).toBe('expiring_soon');
  });

  it('the status as conditions on the stored end date selects exactly the registrations warrantyStatus judges so', () => {
    const ends = [-400, -31, -1, -1 / 86_400_000, 0, 1 / 86_400_000, 1, 29, 30, 30 + 1 / 86_400_000, 31, 365].map((d) => ({ warrantyEndDate: daysFromNow(d) }));
    const all = [...ends, { warrantyEndDate: null }];
    for (const status of ['active', 'expiring_soon', 'expired'] as const) {
      const selected = all.filter((r) => warrantyStatusConditions(status, NOW).every((c) => holds(r, c)));
      expect({ status, selected }).toEqual({ status, selected: all.filter((r) => (r.warrantyEndDate ? warrantyStatus(r, NOW) : 'expired') === status) });
    }
    // Expiring within 7 days: still running, ending no later than a week from now.
    expect(ends.filter((r) => endsWithin(7, NOW).every((c) => holds(r, c))).map((r) => r.warrantyEndDate)).toEqual([0, 1 / 86_400_000, 1].map(daysFromNow));
  });

  it('an end in the past is expired; ending right now is still expiring_soon', () => {
    expect(warrantyStatus({ warrantyEndDate: daysFromNow(-1) }, NOW)).toBe('expired');
    expect(warrantyStatus({ warrantyEndDate: new Date(NOW.getTime() - 1).toISOString() }, NOW)).toBe('expired');
    expect(warrantyStatus({ warrantyEndDate: NOW.toISOString() }, NOW)).toBe('expiring_soon');
  });

  it('from purchase date and months: 12 months bought on 15 Jul 2024 ends 15 Jul 2025, 30 days after NOW', () => {
    const w = { purchaseDate: '2024-07-15T12:00:00.000Z', warrantyMonths: 12 };
    expect(warrantyStatus(w, NOW)).toBe('expiring_soon');
    expect(warrantyStatus({ purchaseDate: '2024-07-16T12:00:00.000Z', warrantyMonths: 12 }, NOW)).toBe('active');
    expect(warrantyStatus({ purchaseDate: '2024-06-14T12:00:00.000Z', warrantyMonths: 12 }, NOW)).toBe('expired');
  });

  it('no dates at all counts as expired, and under warranty means not expired', () => {
    expect(warrantyStatus({}, NOW)).toBe('expired');
    expect(isUnderWarranty({ warrantyEndDate: daysFromNow(5) }, NOW)).toBe(true);
    expect(isUnderWarranty({ warrantyEndDate: daysFromNow(-5) }, NOW)).toBe(false);
  });
});

describe('complaint status moves (docs/architecture.md, "Lifecycle and SLA")', () => {
  const STATUSES = ['open', 'assigned', 'in_progress', 'resolved', 'closed'] as const;
  it.each([
    ['assign', ['open', 'assigned', 'in_progress'], 'assigned'],
    ['resolve', ['open', 'assigned', 'in_progress'], 'resolved'],
    ['close', ['resolved'], 'closed'],
    ['reopen', ['resolved', 'closed'], 'open'],
  ] as const)('%s is allowed from %j only and leads to %s', (move, allowed, to) => {
    for (const status of STATUSES) expect(canMoveComplaint(status, move), `${move} from ${status}`).toBe((allowed as readonly string[]).includes(status));
    expect(statusAfter(move)).toBe(to);
  });

  it('names the complaint, its status and the move in a refusal', () => {
    expect(moveRefusal(7, 'open', 'close')).toEqual({ key: 'serverText.complaintNotClosable', params: { id: 7, status: 'open' } });
    expect(said(moveRefusal(7, 'open', 'close'))).toBe('Complaint #7 is open and cannot be closed');
    expect(said(moveRefusal(12, 'resolved', 'assign'))).toBe('Complaint #12 is resolved and cannot be assigned');
    expect(said(moveRefusal(3, 'assigned', 'reopen'))).toBe('Complaint #3 is assigned and cannot be reopened');
  });
});
