import type { CommissionPayer, ComplaintStatus, PartsApprovalStatus } from '../../domain/complaints';

/** A complaint row as GET /api/complaints returns it (spec part 1, section 3). */
export interface Complaint {
  id: number;
  customerId: number;
  /** Optional extras a server may send; the table prefers them to bare ids. */
  customerName?: string | null;
  productRegistrationId: number | null;
  productId: number;
  productName?: string | null;
  serialNo: string;
  description: string;
  status: ComplaintStatus;
  createdAt: string;
  isUnderWarranty: boolean;
  warrantyEndDate: string | null;
  assignedVendorId: number | null;
  assignedVendorName?: string | null;
  commissionRateApplied: number | null;
  commissionPaidBy: CommissionPayer | null;
  partsApprovalStatus: PartsApprovalStatus;
}

export interface ComplaintActionProps {
  /** True for the sample row shown after a failed load: nothing may be sent for it. */
  disabled?: boolean;
}
