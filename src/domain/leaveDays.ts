// Technicians' leave days: a day a technician does not work. A leave day names a technician
// (a vendor record of type technician), a day, and why; one technician has at most one per day.
import { refusal, type Refusal } from './refusal';

export interface LeaveDayValues {
  technicianId: number;
  date: string;
  reason: string | null;
}

interface VendorLike {
  id: number;
  type?: string;
}

/** The first reason a new leave day is refused, or null. */
export const leaveDayRefusal = (values: LeaveDayValues, days: readonly LeaveDayValues[], vendors: readonly VendorLike[]): Refusal | null => {
  const technician = vendors.find((v) => v.id === values.technicianId);
  if (!technician || technician.type !== 'technician') return refusal('serverText.leaveDayNotTechnician', { id: values.technicianId });
  if (days.some((d) => d.technicianId === values.technicianId && d.date === values.date)) return refusal('serverText.leaveDayTaken', { date: values.date });
  return null;
};

/** A leave day as the rules read it. */
export interface LeaveDay {
  technicianId: number;
  date: string;
  reason?: string | null;
}

/** The leave day of `technicianId` on `day` (`YYYY-MM-DD`, or a time on it), if they have one. */
export const leaveOn = <D extends LeaveDay>(technicianId: number | null, day: string | null | undefined, days: readonly D[]): D | undefined =>
  technicianId === null || !day ? undefined : days.find((d) => d.technicianId === technicianId && d.date === day.slice(0, 10));

/**
 * The refusal of a visit of technician `technicianId` (`name`) on `day` when it is one of their leave
 * days (a booking made, moved to that day, or given to them): the dispatch board, the bookings and
 * the API refuse it alike.
 */
export const onLeaveRefusal = (technicianId: number | null, day: string | null | undefined, days: readonly LeaveDay[], name?: string): Refusal | null =>
  leaveOn(technicianId, day, days) ? refusal('serverText.technicianOnLeave', { technician: name || `#${technicianId}`, date: String(day).slice(0, 10) }) : null;

const DAY = 86_400_000;
const dayOf = (now: Date, offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

/**
 * The demo's leave days: the first four technicians off on days away from the current week (its
 * bookings are spread over this week, mocks/seedJobs.ts): one two weeks past, the rest from two
 * weeks ahead.
 */
export const sampleLeaveDays = (vendors: readonly VendorLike[], now: Date): LeaveDayValues[] => {
  const technicians = vendors.filter((v) => v.type === 'technician').slice(0, 4);
  const REASONS = ['Family function', 'Medical appointment', null, 'Festival'];
  return technicians.flatMap((t, i) => [
    { technicianId: t.id, date: dayOf(now, i === 0 ? -14 : 14 + i), reason: REASONS[i] },
    { technicianId: t.id, date: dayOf(now, 21 + i * 3), reason: null },
  ]);
};
