// Technician suggestions for a booking (issue 12 item 6): who serves the customer's pincode, how
// busy each one is, and who is already booked at the booking's date and time; one on leave that
// day is left out. Pure: the demo backend answers
// GET /v1/service/bookings/:id/technician-suggestions with it.

import { leaveOn, type LeaveDay } from './leaveDays';

/** Bookings that still hold a technician: counted as open jobs, and able to clash. */
export const OPEN_BOOKING_STATUSES: readonly string[] = ['scheduled', 'in_progress'];

export interface SuggestionTechnician {
  id: number;
  name: string;
  type: string;
  isActive: boolean;
  serviceAreas: readonly string[];
  rating: number;
}

export interface SuggestionBooking {
  id: number;
  assignedTechnicianId: number | null;
  scheduledDate: string;
  scheduledTime: string;
  status: string;
}

export interface TechnicianSuggestion {
  id: number;
  name: string;
  rating: number;
  /** Its service areas hold the customer's pincode. */
  inArea: boolean;
  /** Its other bookings still scheduled or in progress. */
  openJobs: number;
  /** Another open booking of its at the same date and time, or null. */
  conflictBookingId: number | null;
}

export interface SuggestionInput {
  /** The booking a technician is wanted for. */
  booking: SuggestionBooking;
  /** The customer's pincode (the booking's complaint's customer); null when unknown. */
  pincode: string | null;
  technicians: readonly SuggestionTechnician[];
  /** The warehouse's bookings (the booking itself may be among them: it is never counted). */
  bookings: readonly SuggestionBooking[];
  /** The technicians' leave days (src/domain/leaveDays.ts): one on leave on the booking's day is not suggested. */
  leaveDays?: readonly LeaveDay[];
}

/**
 * The active technicians not on leave on the booking's day (the API would refuse them), best first: those serving the pincode, then those free at the booking's
 * date and time, then fewer open jobs, then higher rating, then by name. Each carries what the
 * assign dialog shows: in area, open-job count, and the clashing booking.
 */
export const suggestTechnicians = ({ booking, pincode, technicians, bookings, leaveDays = [] }: SuggestionInput): TechnicianSuggestion[] => {
  const pin = String(pincode ?? '').trim();
  const others = bookings.filter((b) => b.id !== booking.id && b.assignedTechnicianId !== null && OPEN_BOOKING_STATUSES.includes(b.status));
  const day = String(booking.scheduledDate ?? '').slice(0, 10);
  return technicians
    .filter((t) => t.type === 'technician' && t.isActive && !leaveOn(t.id, day, leaveDays))
    .map((t) => {
      const jobs = others.filter((b) => b.assignedTechnicianId === t.id);
      const clash = jobs.find((b) => String(b.scheduledDate).slice(0, 10) === day && b.scheduledTime === booking.scheduledTime);
      return {
        id: t.id,
        name: t.name,
        rating: Number(t.rating) || 0,
        inArea: pin !== '' && (t.serviceAreas ?? []).map((a) => String(a).trim()).includes(pin),
        openJobs: jobs.length,
        conflictBookingId: clash ? clash.id : null,
      };
    })
    .sort(
      (a, b) =>
        Number(b.inArea) - Number(a.inArea) ||
        Number(a.conflictBookingId !== null) - Number(b.conflictBookingId !== null) ||
        a.openJobs - b.openJobs ||
        b.rating - a.rating ||
        a.name.localeCompare(b.name) ||
        a.id - b.id,
    );
};
