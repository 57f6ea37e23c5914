import type { BookingStatus, SERVICE_TYPES } from '../../domain/service';
import type { BookingHistoryEntry } from '../../domain/jobCompletion';

export type ServiceType = (typeof SERVICE_TYPES)[number];

/** A booking as GET /api/service-bookings returns it (spec part 1, section 3). */
export interface Booking {
  id: number;
  complaintId: number;
  /** 'YYYY-MM-DD'. */
  scheduledDate: string;
  /** 'HH:MM'. */
  scheduledTime: string;
  serviceType: ServiceType;
  assignedTechnicianId: number | null;
  status: BookingStatus;
  estimatedCost: number;
  actualCost: number | null;
  notes: string;
  createdAt: string;
  /** Status changes and assignments, oldest first (DESIGN 6a). */
  history?: BookingHistoryEntry[];
  /** Set when the job is completed: what was done, the parts taken from stock and the draft invoice raised. */
  workNotes?: string;
  partsUsed?: { productId: number; name: string; sku: string; quantity: number; unitPrice: number }[];
  invoiceId?: number | null;
}

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
