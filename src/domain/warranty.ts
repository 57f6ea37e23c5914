import { addMonths } from 'date-fns';
import { DAY_MS, toDate } from './dates';
import { labourLine, type PricedLine } from './taxInvoice';
import type { Condition } from './listQuery';
import { refusal, type Refusal } from './refusal';

export const EXPIRING_SOON_DAYS = 30;
export const DEFAULT_REGISTRATION_MONTHS = 24;
export const DEFAULT_EXTENSION_MONTHS = 12;

export type WarrantyStatus = 'active' | 'expiring_soon' | 'expired';

/**
 * `months` calendar months after `from`, by date-fns' addMonths (a day the target month lacks becomes
 * its last day: 31 Jan + 1 month = 28 Feb). Counted on the UTC calendar day, whatever the machine's
 * time zone, keeping the time of day: 2026-11-20 + 24 months = 2028-11-20.
 */
export const addCalendarMonths = (from: Date, months: number): Date => {
  const local = addMonths(new Date(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 12), Math.round(Number(months) || 0));
  const timeOfDay = from.getTime() - Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) + timeOfDay);
};

/**
 * Warranty end = purchase date + warrantyMonths calendar months
 * (docs/architecture.md, "Money: GST and warranty"; the spec's 30-day month is a departure).
 */
export const warrantyEndDate = (purchaseDate: string | Date, warrantyMonths: number): Date => {
  const start = toDate(purchaseDate);
  if (!start) throw new Error('Invalid purchase date');
  return addCalendarMonths(start, warrantyMonths);
};

export interface WarrantyLike {
  purchaseDate?: string | null;
  warrantyMonths?: number | null;
  warrantyEndDate?: string | null;
}

export const effectiveEndDate = (w: WarrantyLike): Date | null => {
  const end = toDate(w.warrantyEndDate ?? null);
  if (end) return end;
  if (w.purchaseDate && w.warrantyMonths != null) return warrantyEndDate(w.purchaseDate, w.warrantyMonths);
  return null;
};

/** Expired when the end is in the past; Expiring Soon with 30 days or fewer left; else Active. */
export const warrantyStatus = (w: WarrantyLike, now: Date = new Date()): WarrantyStatus => {
  const end = effectiveEndDate(w);
  if (!end) return 'expired';
  const left = end.getTime() - now.getTime();
  if (left < 0) return 'expired';
  if (left <= EXPIRING_SOON_DAYS * DAY_MS) return 'expiring_soon';
  return 'active';
};

/**
 * `warrantyStatus` as conditions on the stored end date, for a list filtered by the store (the SQL on
 * the server). Every stored registration carries `warrantyEndDate` as an ISO 8601 timestamp (set at
 * registration and at each extension), which compares as text; one without it counts as expired.
 */
export const warrantyStatusConditions = (status: WarrantyStatus, now: Date = new Date()): Condition[] => {
  const today = now.toISOString();
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS).toISOString();
  if (status === 'expired') return [{ op: 'or', any: [[{ field: 'warrantyEndDate', op: 'null' }], [{ field: 'warrantyEndDate', op: 'lt', value: today }]] }];
  if (status === 'expiring_soon') return endsWithin(EXPIRING_SOON_DAYS, now);
  return [{ field: 'warrantyEndDate', op: 'gt', value: soon }];
};

/** The warranties still running that end within `days` days of `now` (GET /api/warranties/expiring). */
export const endsWithin = (days: number, now: Date = new Date()): Condition[] => [
  { field: 'warrantyEndDate', op: 'gte', value: now.toISOString() },
  { field: 'warrantyEndDate', op: 'lte', value: new Date(now.getTime() + days * DAY_MS).toISOString() },
];

export const isUnderWarranty = (w: WarrantyLike, now: Date = new Date()): boolean =>
  warrantyStatus(w, now) !== 'expired';

export interface ExtensionEntry {
  months: number;
  reason: string;
  cost: number;
  date: string;
}

/**
 * Adds `months` calendar months to the current end (the stored one, else purchase + months). An end
 * already past is extended from that end, not from today, as before: an extension covers the
 * months after the old end, so a warranty that ended long ago may stay expired.
 */
export const extendWarranty = <T extends WarrantyLike & { extensions?: ExtensionEntry[] }>(
  w: T,
  months: number,
  reason: string,
  cost: number,
  now: Date = new Date(),
): T & { warrantyEndDate: string; extensions: ExtensionEntry[] } => {
  if (!Number.isFinite(months) || months <= 0) throw new Error('Additional months must be a positive number');
  const end = effectiveEndDate(w) ?? now;
  const next = addCalendarMonths(end, months);
  return {
    ...w,
    warrantyMonths: (Number(w.warrantyMonths) || 0) + Math.round(months),
    warrantyEndDate: next.toISOString(),
    extensions: [...(w.extensions ?? []), { months: Math.round(months), reason, cost, date: now.toISOString() }],
  };
};

/** Spec part 2 section 5: the register form's required fields, and the one text shown when any is missing. */
export const REGISTRATION_REQUIRED_FIELDS = ['productId', 'serialNo', 'customerId', 'purchaseDate', 'warrantyMonths'] as const;
export const REGISTRATION_REQUIRED = refusal('serverText.requiredFields');

const isBlankValue = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** The required registration fields that are blank (warrantyMonths 0 counts as blank). */
export const missingRegistrationFields = (input: Record<string, unknown>): string[] =>
  REGISTRATION_REQUIRED_FIELDS.filter((field) => {
    const value = input[field];
    if (isBlankValue(value)) return true;
    if (field === 'warrantyMonths') return !(Number(value) > 0);
    return false;
  });

// A customer registers their own product (issue 27): not asked who they are or how long the warranty
// runs. The registration is for the customer record their account is linked to and runs the
// product's warranty months; staff name the customer and the months (the product's by default).
// Used by the demo backend's and the server's POST /api/warranties.

/** The fields a customer's own registration request must carry: neither the customer nor the months. */
export const OWN_REGISTRATION_REQUIRED_FIELDS = ['productId', 'serialNo', 'purchaseDate'] as const;

/** Who registers: a customer their own product (`own`, with the customer records their account is linked to), or staff anyone's. */
export interface Registrant {
  own: boolean;
  customerIds: readonly number[];
}

/**
 * Whether a registration request carries every field it must (else the form's one text, before the
 * request's schema): a value that is missing, null, '' or 0 counts as not given.
 */
export const hasRegistrationFields = (request: Record<string, unknown>, own: boolean): boolean =>
  (own ? OWN_REGISTRATION_REQUIRED_FIELDS : REGISTRATION_REQUIRED_FIELDS).every((field) => {
    const value = request[field];
    return value !== undefined && value !== null && value !== '' && value !== 0;
  });

/**
 * The customer and the warranty months a registration is made for. A customer's own: the customer
 * named (`mayRegisterFor` checks it is theirs), else their linked record (0 without one: no such
 * customer), and the product's months when it has some, else those sent. Staff: the customer and
 * months sent, the product's months when none are. Months of 0 are refused by the caller.
 */
export const registrationTerms = (
  registrant: Registrant,
  request: { customerId?: number | null; warrantyMonths?: number | null },
  productMonths: number | null | undefined,
): { customerId: number; months: number } => ({
  customerId: registrant.own ? (request.customerId ?? registrant.customerIds[0] ?? 0) : (request.customerId ?? 0),
  months: registrant.own && productMonths != null && productMonths > 0 ? productMonths : (request.warrantyMonths ?? productMonths ?? 0),
});

/** Whether the registrant may register a product for `customerId`: staff for anyone, a customer only for themselves. */
export const mayRegisterFor = (registrant: Registrant, customerId: number): boolean => !registrant.own || registrant.customerIds.includes(customerId);

/**
 * The extension prompt's answer as a whole number of months above 0, else null: the spec's
 * "needs a numeric value, otherwise nothing happens".
 */
export const parseExtensionMonths = (text: string | number | null | undefined): number | null => {
  const raw = String(text ?? '').trim();
  if (!/^\d+$/.test(raw)) return null;
  const months = Number(raw);
  return months > 0 ? months : null;
};

/** The reason of a free extension when none is typed: the spec's fixed text. */
export const DEFAULT_EXTENSION_REASON = 'Warranty extension';
export const FREE_EXTENSION_NEEDS_REASON = refusal('serverText.freeExtensionReason');

/** Why an extension's price and reason are refused (400), else null: a price of 0 needs a reason. */
export const extensionProblem = (cost: number | null | undefined, reason: string | null | undefined): Refusal | null =>
  !(Number(cost) > 0) && !String(reason ?? '').trim() ? FREE_EXTENSION_NEEDS_REASON : null;

/** The product's 12-month extension price x months / 12, to the rupee; null without a price or valid months. */
export const suggestedExtensionPrice = (yearPrice: number | null | undefined, months: number | null): number | null =>
  yearPrice === null || yearPrice === undefined || !Number.isFinite(Number(yearPrice)) || months === null ? null : Math.round((Number(yearPrice) * months) / 12);

/** The one line of a sold extension's invoice: `Extended warranty, <n> months (<serial>)`. */
export const extensionLineText = (months: number, serialNo: string) => `Extended warranty, ${months} months (${serialNo})`;

/** A sold extension's one invoice line: a service contract (SAC 998719) at its price, taxed as every line is (taxInvoice). */
export const extensionLine = (months: number, serialNo: string, price: number): PricedLine => labourLine(extensionLineText(months, serialNo), price);
