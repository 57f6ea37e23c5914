// Field-service rules: booking transitions, vendor inputs, pincodes (docs/architecture.md, "Business rules").
import { businessIsoDate } from './dates';

export type BookingStatus = 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
export type BookingAction = 'start' | 'complete' | 'cancel';

const TRANSITIONS: Record<BookingAction, { from: BookingStatus[]; to: BookingStatus }> = {
  start: { from: ['scheduled'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['scheduled', 'in_progress'], to: 'cancelled' },
};

export const canTransition = (status: BookingStatus, action: BookingAction) => TRANSITIONS[action].from.includes(status);

/** A technician may be (re)assigned only while the booking is still open (scheduled or in progress). */
export const canAssignTechnician = (status: BookingStatus) => status === 'scheduled' || status === 'in_progress';

/** The status a booking may move to from `from`, or null when the move is refused. */
export const nextBookingStatus = (from: BookingStatus, to: BookingStatus): BookingStatus | null => {
  const action = (Object.keys(TRANSITIONS) as BookingAction[]).find((a) => TRANSITIONS[a].to === to);
  return action && canTransition(from, action) ? to : null;
};

export const BOOKING_DEFAULTS = { serviceType: 'repair', scheduledTime: '10:00', estimatedCost: 500 } as const;
export const SERVICE_TYPES = ['repair', 'installation', 'maintenance', 'inspection'] as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A rating must be numeric; it is clamped to 1..5. Null when not a number. */
export const clampRating = (value: unknown): number | null => {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, n));
};

/** Comma-separated text into a trimmed list without empty entries. */
export const splitList = (text: string | string[] | null | undefined): string[] => {
  if (Array.isArray(text)) return text.map((s) => String(s).trim()).filter(Boolean);
  return String(text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
};

export const PINCODE_PATTERN = /^\d{6}$/;
export const isValidPincode = (p: string) => PINCODE_PATTERN.test(String(p).trim());

export const VENDOR_DEFAULT_COMMISSION = 15.5;
export const COVERAGE_TYPES = ['full', 'partial', 'none'] as const;
export type Coverage = (typeof COVERAGE_TYPES)[number];
export const isCoverage = (v: unknown): v is Coverage => (COVERAGE_TYPES as readonly unknown[]).includes(v);

export const AREA_DEFAULTS = {
  coverage: 'full' as Coverage,
  serviceTypes: ['repair', 'installation', 'maintenance'],
  maxResponseTimeHours: 24,
  serviceCharge: 50,
  travelCharge: 20,
  active: true,
};

// Visits are booked for today or later (issue 27): a new booking, or a reschedule, to a day before
// today is refused. "Today" is the date in the warehouses' time zone, India's (BUSINESS_TIME_ZONE,
// src/domain/dates.ts), whatever zone the browser or the server runs in. A booking already on a past
// day keeps it when its other fields change; only a move to another past day is refused.

/** Today's date in India, 'YYYY-MM-DD' (the date a visit is checked against). */
export const visitToday = (now: number | Date = Date.now()): string => businessIsoDate(now) as string;

/** The refusal's text key (i18n/en.json serverText.*) and its parameters. */
export const VISIT_DATE_PAST = 'serverText.visitDatePast';

/**
 * The refusal of a visit's date, or null when it may be booked: a day before `today` is refused,
 * unless it is the day the booking already has (`current`: an edit that keeps it). Dates are
 * 'YYYY-MM-DD' (a longer ISO text is read by its first ten characters).
 */
export const visitDateRefusal = (date: string, today: string, current?: string | null): { key: typeof VISIT_DATE_PAST; params: { date: string; today: string } } | null => {
  const day = date.slice(0, 10);
  if (day >= today || (current && day === current.slice(0, 10))) return null;
  return { key: VISIT_DATE_PAST, params: { date: day, today } };
};
