import type { z } from 'zod';
import type * as R from '../../schemas/records';
import type * as N from '../../schemas/answers';
/** Technician or vendor (spec part 1, section 5). */
export const VENDOR_TYPES = ['technician', 'vendor'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

/** A vendor or technician as GET /api/vendor-assignments returns it (src/schemas/records.ts). */
export type Vendor = z.infer<typeof R.Vendor>;

/**
 * GET /api/vendor-assignments/stats: the overview tiles (real figures,
 * docs/architecture.md, "Paths the spec leaves open").
 */
export type VendorStats = z.infer<typeof N.VendorStats>;

/** GET /api/vendor-assignments/{id}/performance. */
export type VendorPerformance = z.infer<typeof N.VendorPerformance>;

export interface VendorActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
