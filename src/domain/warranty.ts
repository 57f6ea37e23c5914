import { DAY_MS, addDays, toDate } from './dates';

/** One warranty month counts as 30 days (DESIGN section 6). */
export const DAYS_PER_WARRANTY_MONTH = 30;
export const EXPIRING_SOON_DAYS = 30;
export const DEFAULT_REGISTRATION_MONTHS = 24;
export const DEFAULT_EXTENSION_MONTHS = 12;

export type WarrantyStatus = 'active' | 'expiring_soon' | 'expired';

export const warrantyEndDate = (purchaseDate: string | Date, warrantyMonths: number): Date => {
  const start = toDate(purchaseDate);
  if (!start) throw new Error('Invalid purchase date');
  return addDays(start, Math.round(Number(warrantyMonths) || 0) * DAYS_PER_WARRANTY_MONTH);
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

export const isUnderWarranty = (w: WarrantyLike, now: Date = new Date()): boolean =>
  warrantyStatus(w, now) !== 'expired';

export interface ExtensionEntry {
  months: number;
  reason: string;
  cost: number;
  date: string;
}

export const extendWarranty = <T extends WarrantyLike & { extensions?: ExtensionEntry[] }>(
  w: T,
  months: number,
  reason: string,
  cost: number,
  now: Date = new Date(),
): T & { warrantyEndDate: string; extensions: ExtensionEntry[] } => {
  if (!Number.isFinite(months) || months <= 0) throw new Error('Additional months must be a positive number');
  const end = effectiveEndDate(w) ?? now;
  const next = addDays(end, Math.round(months) * DAYS_PER_WARRANTY_MONTH);
  return {
    ...w,
    warrantyMonths: (Number(w.warrantyMonths) || 0) + Math.round(months),
    warrantyEndDate: next.toISOString(),
    extensions: [...(w.extensions ?? []), { months: Math.round(months), reason, cost, date: now.toISOString() }],
  };
};

/** Spec part 2 section 5: the register form's required fields, and the one text shown when any is missing. */
export const REGISTRATION_REQUIRED_FIELDS = ['productId', 'serialNo', 'customerId', 'purchaseDate', 'warrantyMonths'] as const;
export const REGISTRATION_REQUIRED_MESSAGE = 'Please fill all required fields';

const isBlankValue = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** The required registration fields that are blank (warrantyMonths 0 counts as blank). */
export const missingRegistrationFields = (input: Record<string, unknown>): string[] =>
  REGISTRATION_REQUIRED_FIELDS.filter((field) => {
    const value = input[field];
    if (isBlankValue(value)) return true;
    if (field === 'warrantyMonths') return !(Number(value) > 0);
    return false;
  });

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
