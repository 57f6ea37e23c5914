import type { z } from 'zod';
import type * as R from '../../schemas/records';

/** One requested part (src/schemas/records.ts). */
export type SpareItem = z.infer<typeof R.SpareItem>;

/** A spare request as GET /api/spare-requests returns it (src/schemas/records.ts). */
export type SpareRequest = z.infer<typeof R.SpareRequest>;

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
