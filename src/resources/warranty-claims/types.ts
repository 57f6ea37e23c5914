import type { WarrantyClaimRecord } from '../../domain/warrantyClaims';

/** A warranty claim as GET /api/warranty-claims returns it (docs/api.md; issue 15 scope 6). */
export type WarrantyClaim = WarrantyClaimRecord;

export interface ClaimActionProps {
  /** True for sample rows (none here yet) or while the page cannot act. */
  disabled?: boolean;
}
