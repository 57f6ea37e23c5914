import type { CommissionPayer, ComplaintStatus, PartsApprovalStatus } from '../../domain/complaints';
import type { Priority, SlaStatus } from '../../domain/sla';

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
  /** SLA (DESIGN 6a): the server sends them; a server without SLAs may not. */
  priority?: Priority;
  responseDueAt?: string | null;
  resolutionDueAt?: string | null;
  resolvedAt?: string | null;
  slaStatus?: SlaStatus;
}

export interface ComplaintActionProps {
  /** True for the sample row shown after a failed load: nothing may be sent for it. */
  disabled?: boolean;
}
