import type { SERVICE_TYPES } from '../../domain/service';
import type { z } from 'zod';
import type * as R from '../../schemas/records';

export type ServiceType = (typeof SERVICE_TYPES)[number];

/** A booking as the API answers it (src/schemas/records.ts). */
export type Booking = z.infer<typeof R.BookingView>;

/** A technician as the vendors resource returns it (only what this screen reads). */
export interface Technician {
  id: number;
  name: string;
  type: 'technician' | 'vendor';
  isActive: boolean;
}

/** The create payload of POST /api/service-bookings (spec part 1, section 7). */
export interface BookingInput {
  complaintId: number | string;
  scheduledDate: string;
  scheduledTime: string;
  serviceType: string;
  assignedTechnicianId: number | null;
  estimatedCost: number | string;
  notes: string;
}

/** The list's date-range filter, as sent to the server. */
export interface DateRange {
  dateFrom?: string;
  dateTo?: string;
}
