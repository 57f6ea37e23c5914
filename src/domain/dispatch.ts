// The dispatch board's rules (issue 16 scope 1): its week, its queue and a clash on a move. Pure:
// the board and the demo backend's `queue` filter of GET /api/service-bookings both read them.
import { OPEN_BOOKING_STATUSES, suggestTechnicians, type SuggestionBooking } from './technicianSuggestions';
import { holds, type Condition } from './listQuery';
import { visitDateRefusal } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of a calendar date, read as UTC (the bookings' dates are plain days). */
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`);

/** A plain 'YYYY-MM-DD' day that exists. */
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayMs(value)) && dayText(dayMs(value)) === value;

/** The Monday of the week (Monday to Sunday) that holds `day`. */
export const weekStart = (day: string): string => {
  const ms = dayMs(day);
  return dayText(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
};

/** The seven days, Monday to Sunday, of the week that holds `day`. */
export const weekDays = (day: string): string[] => {
  const monday = dayMs(weekStart(day));
  return Array.from({ length: 7 }, (_, i) => dayText(monday + i * DAY_MS));
};

/** The Monday `weeks` weeks after (or before, when negative) the week of `day`. */
export const shiftWeek = (day: string, weeks: number): string => dayText(dayMs(weekStart(day)) + weeks * 7 * DAY_MS);

/**
 * The queue: a booking still to be done (scheduled or in progress) with no technician or no date.
 * As conditions, so a store filters its list by the same rule (src/domain/listQuery.ts).
 */
export const QUEUED: Condition[] = [
  { field: 'status', op: 'in', values: [...OPEN_BOOKING_STATUSES] },
  { op: 'or', any: [[{ field: 'assignedTechnicianId', op: 'null' }], [{ field: 'scheduledDate', op: 'null' }], [{ field: 'scheduledDate', op: 'eq', value: '' }]] },
];

export const isQueued = (b: { status: string; assignedTechnicianId: number | null; scheduledDate?: string | null }) => QUEUED.every((c) => holds(b, c));

/**
 * Another open booking of `technicianId` at the same day and time as `booking` moved to `day`, or
 * null: the same rule as the assign dialog's suggestions (domain/technicianSuggestions.ts).
 */
export const clashOnMove = (booking: SuggestionBooking, technicianId: number, day: string, bookings: readonly SuggestionBooking[]): number | null =>
  suggestTechnicians({
    booking: { ...booking, scheduledDate: day },
    pincode: null,
    technicians: [{ id: technicianId, name: '', type: 'technician', isActive: true, serviceAreas: [], rating: 0 }],
    bookings,
  })[0]?.conflictBookingId ?? null;

/** Where a booking goes on the board: a technician's day. */
export interface Slot {
  technicianId: number;
  day: string;
}

/** What a move reads of the booking it moves. */
export interface PlacedBooking {
  id: number;
  assignedTechnicianId: number | null;
  scheduledDate: string;
}

/**
 * The refusal of moving `booking` to `slot`, or null (issue 27): a move to a day before `today`
 * (India's date, visitToday) is refused as the API refuses the reschedule; one that keeps the
 * booking's own day (another technician only) is not, even when that day is past.
 */
export const moveRefusal = (booking: PlacedBooking, slot: Slot, today: string) =>
  booking.scheduledDate === slot.day ? null : visitDateRefusal(slot.day, today, booking.scheduledDate);

/**
 * Whether a second call can put the booking back where it was after a move to `slot`: it had a
 * technician to assign again (the API cannot take one away) and a day it may be moved back to (today
 * or later, or the day the move kept). A queued booking cannot: its move waits for the Undo instead.
 */
export const canMoveBack = (booking: PlacedBooking, slot: Slot, today: string) =>
  booking.assignedTechnicianId !== null && isDay(booking.scheduledDate) && moveRefusal({ ...booking, scheduledDate: slot.day }, { technicianId: booking.assignedTechnicianId, day: booking.scheduledDate }, today) === null;

/**
 * The board with the moves the server does not show yet (saving, or waiting for their Undo), in
 * order: each booking leaves the week and the queue and is in its slot's day when the week holds it.
 */
export const placeMoves = <B extends PlacedBooking>(week: readonly B[], queue: readonly B[], moves: readonly { booking: B; slot: Slot }[], days: readonly string[]) => {
  let placed = [...week];
  let queued = [...queue];
  for (const { booking, slot } of moves) {
    const moved = { ...booking, assignedTechnicianId: slot.technicianId, scheduledDate: slot.day };
    placed = placed.filter((b) => b.id !== booking.id);
    queued = queued.filter((b) => b.id !== booking.id);
    if (days.includes(slot.day)) placed.push(moved);
  }
  return { placed, queued };
};
