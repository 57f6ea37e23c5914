import { taxInvoice } from '../../src/domain/taxInvoice';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXTENSION_MONTHS,
  FREE_EXTENSION_NEEDS_REASON,
  addCalendarMonths,
  extensionLine,
  suggestedExtensionPrice,
  extensionProblem,
  warrantyEndDate,
  DEFAULT_REGISTRATION_MONTHS,
  REGISTRATION_REQUIRED,
  extendWarranty,
  hasRegistrationFields,
  mayRegisterFor,
  missingRegistrationFields,
  registrationTerms,
  parseExtensionMonths,
  warrantyStatus,
} from '../../src/domain/warranty';
import { said } from './said';
import { DAY_MS } from '../../src/domain/dates';

// The status boundaries (30 days left = expiring_soon, 31 = active, past = expired, no end date =
// purchase + months) are covered in tests/unit/complaints-domain.test.ts; this file covers calendar
// months, the extension (free or sold) and the register-form rules.

const NOW = new Date('2025-06-15T12:00:00.000Z');
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

describe('warranty constants (spec part 2 section 9)', () => {
  it('registration defaults to 24 months, the extension prompt to 12', () => {
    expect(DEFAULT_REGISTRATION_MONTHS).toBe(24);
    expect(DEFAULT_EXTENSION_MONTHS).toBe(12);
  });
});

describe('warranty end by calendar months (issue 15; docs/architecture.md, "Money: GST and warranty")', () => {
  const end = (purchase: string, months: number) => warrantyEndDate(purchase, months).toISOString().slice(0, 10);

  it('24 months from 20 Nov 2026 ends on 20 Nov 2028, the date on the warranty card', () => {
    expect(end('2026-11-20', 24)).toBe('2028-11-20');
    expect(end('2026-11-20T00:00:00.000Z', 24)).toBe('2028-11-20');
  });

  it('a day the target month lacks becomes its last day (date-fns addMonths)', () => {
    expect(end('2027-01-31', 1)).toBe('2027-02-28');
    expect(end('2028-01-31', 1)).toBe('2028-02-29');
    expect(end('2028-02-29', 12)).toBe('2029-02-28');
    expect(end('2026-08-31', 1)).toBe('2026-09-30');
    expect(end('2026-03-31', 11)).toBe('2027-02-28');
  });

  it('keeps the time of day and counts on the UTC day, so a late-evening purchase does not move a day', () => {
    expect(warrantyEndDate('2026-11-20T23:30:00.000Z', 24).toISOString()).toBe('2028-11-20T23:30:00.000Z');
    expect(addCalendarMonths(new Date('2027-01-31T00:15:00.000Z'), 1).toISOString()).toBe('2027-02-28T00:15:00.000Z');
    expect(addCalendarMonths(new Date('2027-01-31T00:15:00.000Z'), 0).toISOString()).toBe('2027-01-31T00:15:00.000Z');
  });
});

describe('extendWarranty (docs/architecture.md, "Money: GST and warranty")', () => {
  it('adds calendar months to the stored end date and the months to the term', () => {
    const w = { purchaseDate: '2023-08-01T00:00:00.000Z', warrantyMonths: 24, warrantyEndDate: '2025-07-05T00:00:00.000Z' };
    const next = extendWarranty(w, 12, 'Warranty extension', 0, NOW);
    expect(next.warrantyEndDate).toBe('2026-07-05T00:00:00.000Z');
    expect(next.warrantyMonths).toBe(36);
    expect(extendWarranty({ warrantyMonths: 1, warrantyEndDate: '2028-02-29T00:00:00.000Z' }, 12, 'r', 0, NOW).warrantyEndDate).toBe('2029-02-28T00:00:00.000Z');
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
    // 2024-01-01 + 12 months = 2025-01-01; + 2 months = 2025-03-01.
    expect(extendWarranty(w, 2, 'r', 0, NOW).warrantyEndDate).toBe('2025-03-01T00:00:00.000Z');
  });

  it('an end already past is extended from that end, not from today (an expired one extended past today is active again)', () => {
    const w = { purchaseDate: '2024-05-06T12:00:00.000Z', warrantyMonths: 12, warrantyEndDate: '2025-05-06T12:00:00.000Z' };
    expect(warrantyStatus(w, NOW)).toBe('expired');
    const next = extendWarranty(w, 12, 'r', 0, NOW);
    expect(next.warrantyEndDate).toBe('2026-05-06T12:00:00.000Z');
    expect(warrantyStatus(next, NOW)).toBe('active');
    // One month on an end two months past stays expired.
    expect(warrantyStatus(extendWarranty({ warrantyEndDate: '2025-04-10T00:00:00.000Z' }, 1, 'r', 0, NOW), NOW)).toBe('expired');
  });

  it('refuses zero, negative or non-numeric months', () => {
    const w = { warrantyEndDate: daysFromNow(10), warrantyMonths: 12 };
    for (const months of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => extendWarranty(w, months, 'r', 0, NOW)).toThrow('Additional months must be a positive number');
    }
  });
});

describe('sold and free extensions (docs/architecture.md, "Money: GST and warranty")', () => {
  it('a price of 0 needs a reason (a service promise); a price above 0 does not', () => {
    expect(extensionProblem(0, '')).toBe(FREE_EXTENSION_NEEDS_REASON);
    expect(said(FREE_EXTENSION_NEEDS_REASON)).toBe('A free extension (price 0) needs a reason, e.g. the service promise it keeps');
    expect(extensionProblem(0, '   ')).toBe(FREE_EXTENSION_NEEDS_REASON);
    expect(extensionProblem(undefined, undefined)).toBe(FREE_EXTENSION_NEEDS_REASON);
    expect(extensionProblem(0, 'Screen replaced late: 6 months free')).toBeNull();
    expect(extensionProblem(2499, '')).toBeNull();
  });

  it('a sold extension invoices one service line (SAC 998719) at its price, taxed like every line', () => {
    const line = extensionLine(12, 'VST43 100234', 2499.5);
    expect(line).toEqual({ description: 'Extended warranty, 12 months (VST43 100234)', hsnSac: '998719', quantity: 1, unitPrice: 2499.5, gstRate: 18 });
    const invoice = taxInvoice([line], { name: 'W', address: '', stateCode: '29', gstin: null }, { name: 'C', address: '', stateCode: '27', gstin: null });
    expect(invoice).toMatchObject({ subtotal: 2499.5, igstAmount: 449.91, taxAmount: 449.91, totalAmount: 2949.41 });
  });
});

describe('suggestedExtensionPrice (the Extend dialog starts at the product price for the months)', () => {
  it('is the 12-month price x months / 12 to the rupee, and none without a price or months', () => {
    expect(suggestedExtensionPrice(2399, 12)).toBe(2399);
    expect(suggestedExtensionPrice(2399, 6)).toBe(1200);
    expect(suggestedExtensionPrice(2399, 18)).toBe(3599);
    expect(suggestedExtensionPrice(null, 12)).toBeNull();
    expect(suggestedExtensionPrice(2399, null)).toBeNull();
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
    expect(said(REGISTRATION_REQUIRED)).toBe('Please fill all required fields');
  });
});

describe("a customer's own product registration (issue 27)", () => {
  const customer = { own: true, customerIds: [7] };
  const unlinked = { own: true, customerIds: [] };
  const staff = { own: false, customerIds: [] };
  const full = { productId: 3, serialNo: 'TV55A-1', customerId: 9, purchaseDate: '2025-01-10', warrantyMonths: 12 };

  it('asks a customer for neither the customer nor the months; staff for both (missing, null, empty or 0 is not given)', () => {
    const { customerId: _c, warrantyMonths: _m, ...own } = full;
    expect(hasRegistrationFields(own, true)).toBe(true);
    expect(hasRegistrationFields(own, false)).toBe(false);
    expect(hasRegistrationFields(full, false)).toBe(true);
    for (const blank of [undefined, null, '', 0]) {
      expect(hasRegistrationFields({ ...full, customerId: blank }, false)).toBe(false);
      expect(hasRegistrationFields({ ...full, serialNo: blank }, true)).toBe(false);
    }
    // Spaces are left to the request's schema.
    expect(hasRegistrationFields({ ...full, serialNo: ' ' }, true)).toBe(true);
  });

  it("registers a customer's product for their linked record, for the product's months", () => {
    expect(registrationTerms(customer, {}, 24)).toEqual({ customerId: 7, months: 24 });
    // Months sent are ignored when the product has some, used when it has none.
    expect(registrationTerms(customer, { warrantyMonths: 6 }, 24)).toEqual({ customerId: 7, months: 24 });
    expect(registrationTerms(customer, { warrantyMonths: 6 }, 0)).toEqual({ customerId: 7, months: 6 });
    expect(registrationTerms(customer, {}, undefined)).toEqual({ customerId: 7, months: 0 });
    // A customer named is kept (and checked by mayRegisterFor); an unlinked account has no customer (0).
    expect(registrationTerms(customer, { customerId: 9 }, 24).customerId).toBe(9);
    expect(registrationTerms(unlinked, {}, 24)).toEqual({ customerId: 0, months: 24 });
  });

  it("takes the customer and months staff send, the product's months when none are sent", () => {
    expect(registrationTerms(staff, { customerId: 9, warrantyMonths: 6 }, 24)).toEqual({ customerId: 9, months: 6 });
    expect(registrationTerms(staff, { customerId: 9 }, 24)).toEqual({ customerId: 9, months: 24 });
    expect(registrationTerms(staff, { customerId: 9 }, undefined)).toEqual({ customerId: 9, months: 0 });
  });

  it('lets staff register for anyone, a customer only for their own record', () => {
    expect(mayRegisterFor(staff, 9)).toBe(true);
    expect(mayRegisterFor(customer, 7)).toBe(true);
    expect(mayRegisterFor(customer, 9)).toBe(false);
    expect(mayRegisterFor(unlinked, 0)).toBe(false);
  });
});
