import type { SpareRequestStatus } from '../../domain/spares';

/** One requested part (spec part 1, section 3). */
export interface SpareItem {
  partName: string;
  partNumber: string;
  quantity: number;
  estimatedCost: number;
  description: string;
  /** The catalogue product, when the part is one (Delivered takes it out of stock). */
  productId?: number | null;
}

/** A spare request as GET /api/spare-requests returns it; an approval adds the last three fields. */
export interface SpareRequest {
  id: number;
  bookingId: number;
  status: SpareRequestStatus;
  requestedItems: SpareItem[];
  requestNotes: string;
  requestedBy: number;
  totalEstimatedCost: number;
  createdAt: string;
  approvedBy?: number | null;
  approvalNotes?: string | null;
  actualCost?: number | null;
}

/** The body of POST /api/spare-requests. */
export interface SpareRequestInput {
  bookingId: number;
  requestedBy: number;
  requestNotes: string;
  requestedItems: SpareItem[];
}

export interface SpareRequestActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
