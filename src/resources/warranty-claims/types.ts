import type { WarrantyClaimStatus } from '../../domain/warrantyClaims';

/** A warranty claim as GET /api/warranty-claims returns it (docs/api.md; issue 15 scope 6). */
export interface WarrantyClaim {
  id: number;
  complaintId: number;
  bookingId: number;
  registrationId: number | null;
  productId: number;
  brand: string;
  serialNo: string;
  partsCost: number;
  labourCost: number;
  totalCost: number;
  status: WarrantyClaimStatus;
  createdAt: string;
}

export interface ClaimActionProps {
  /** True for sample rows (none here yet) or while the page cannot act. */
  disabled?: boolean;
}
