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

const DAY = 86_400_000;
const dayOf = (now: Date, offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

/** The demo's leave days: the first four technicians off on days around today (one a week past, the rest ahead). */
export const sampleLeaveDays = (vendors: readonly VendorLike[], now: Date): LeaveDayValues[] => {
  const technicians = vendors.filter((v) => v.type === 'technician').slice(0, 4);
  const REASONS = ['Family function', 'Medical appointment', null, 'Festival'];
  return technicians.flatMap((t, i) => [
    { technicianId: t.id, date: dayOf(now, i === 0 ? -7 : i + 1), reason: REASONS[i] },
    { technicianId: t.id, date: dayOf(now, 8 + i * 3), reason: null },
  ]);
};
