// Field-service rules: booking transitions, vendor inputs, pincodes (DESIGN section 6).

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
