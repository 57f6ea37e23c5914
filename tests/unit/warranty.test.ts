import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXTENSION_MONTHS,
  DEFAULT_REGISTRATION_MONTHS,
  REGISTRATION_REQUIRED_MESSAGE,
  extendWarranty,
  missingRegistrationFields,
  parseExtensionMonths,
  warrantyStatus,
} from '../../src/domain/warranty';
import { DAY_MS } from '../../src/domain/dates';

// End date (purchase + months x 30 days) and the status boundaries (30 days left = expiring_soon,
// 31 = active, past = expired, no end date = purchase + months) are covered in
// tests/unit/complaints-domain.test.ts; this file covers the extension and the register-form rules.

const NOW = new Date('2025-06-15T12:00:00.000Z');
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

describe('warranty constants (spec part 2 section 9)', () => {
  it('registration defaults to 24 months, the extension prompt to 12', () => {
    expect(DEFAULT_REGISTRATION_MONTHS).toBe(24);
    expect(DEFAULT_EXTENSION_MONTHS).toBe(12);
  });
});

describe('extendWarranty (DESIGN section 6)', () => {
  it('adds months x 30 days to the stored end date and the months to the term', () => {
    const w = { purchaseDate: daysFromNow(-700), warrantyMonths: 24, warrantyEndDate: daysFromNow(20) };
    const next = extendWarranty(w, 12, 'Warranty extension', 0, NOW);
    expect(next.warrantyEndDate).toBe(daysFromNow(20 + 360));
    expect(next.warrantyMonths).toBe(36);
  });

  it('records a history entry with months, reason, cost and date, keeping earlier entries', () => {
    const earlier = { months: 6, reason: 'Goodwill', cost: 500, date: daysFromNow(-10) };
    const w = { purchaseDate: daysFromNow(-100), warrantyMonths: 12, warrantyEndDate: daysFromNow(260), extensions: [earlier] };
    const next = extendWarranty(w, 3, 'Warranty extension', 0, NOW);
    expect(next.extensions).toEqual([earlier, { months: 3, reason: 'Warranty extension', cost: 0, date: NOW.toISOString() }]);
    // The input is not changed.
    expect(w.extensions).toHaveLength(1);
    expect(w.warrantyEndDate).toBe(daysFromNow(260));
  });

  it('without a stored end date, extends from purchase date + months', () => {
    const w = { purchaseDate: '2024-01-01T00:00:00.000Z', warrantyMonths: 12 };
    // 2024-01-01 + 360 days = 2024-12-26; + 2 x 30 days = 2025-02-24.
    expect(extendWarranty(w, 2, 'r', 0, NOW).warrantyEndDate).toBe('2025-02-24T00:00:00.000Z');
  });

  it('an expired warranty extended past today becomes active again', () => {
    const w = { purchaseDate: daysFromNow(-400), warrantyMonths: 12, warrantyEndDate: daysFromNow(-40) };
    expect(warrantyStatus(w, NOW)).toBe('expired');
    const next = extendWarranty(w, 12, 'r', 0, NOW);
    expect(next.warrantyEndDate).toBe(daysFromNow(320));
    expect(warrantyStatus(next, NOW)).toBe('active');
  });

  it('refuses zero, negative or non-numeric months', () => {
    const w = { warrantyEndDate: daysFromNow(10), warrantyMonths: 12 };
    for (const months of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => extendWarranty(w, months, 'r', 0, NOW)).toThrow('Additional months must be a positive number');
    }
  });
});

describe('parseExtensionMonths (spec part 2 section 5: the prompt needs a numeric value)', () => {
  it('accepts a whole number above 0, trimmed', () => {
    expect(parseExtensionMonths('12')).toBe(12);
    expect(parseExtensionMonths(' 6 ')).toBe(6);
    expect(parseExtensionMonths(3)).toBe(3);
  });

  it('anything else gives null, so nothing happens', () => {
    for (const text of ['', '   ', 'abc', '12abc', '0', '-1', '1.5', '1e2', null, undefined]) {
      expect(parseExtensionMonths(text)).toBeNull();
    }
  });
});

describe('missingRegistrationFields (spec part 2 section 5)', () => {
  const complete = { productId: 3, serialNo: 'TV55A-1', customerId: 7, purchaseDate: '2025-01-10', warrantyMonths: 24 };

  it('a complete registration misses nothing; dealer, invoice and notes are optional', () => {
    expect(missingRegistrationFields(complete)).toEqual([]);
    expect(missingRegistrationFields({ ...complete, dealerId: '', invoiceNumber: null, notes: undefined })).toEqual([]);
  });

  it('names each blank required field (spaces count as blank, warranty months must be above 0)', () => {
    expect(missingRegistrationFields({ ...complete, serialNo: '   ', customerId: null })).toEqual(['serialNo', 'customerId']);
    expect(missingRegistrationFields({ ...complete, warrantyMonths: 0 })).toEqual(['warrantyMonths']);
    expect(missingRegistrationFields({ ...complete, warrantyMonths: '' })).toEqual(['warrantyMonths']);
    expect(missingRegistrationFields({})).toEqual(['productId', 'serialNo', 'customerId', 'purchaseDate', 'warrantyMonths']);
    expect(REGISTRATION_REQUIRED_MESSAGE).toBe('Please fill all required fields');
  });
});
