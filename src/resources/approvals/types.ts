/** An approval as GET /api/approvals returns it (spec part 2, section 3). */
export interface Approval {
  id: number;
  status: ApprovalStatus;
  approverId: number | null;
  notes: string | null;
  updatedAt: string | null;
  /** What is being approved, when the server says (the demo backend does). */
  entityType?: string | null;
  entityId?: number | string | null;
}

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What the Approve and Reject buttons send (spec part 2, section 4). */
export type ApprovalDecision = 'approve' | 'reject';

export interface ApprovalActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
