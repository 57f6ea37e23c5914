import type { z } from 'zod';
import type * as R from '../../schemas/records';
/** An approval as GET /api/approvals returns it (src/schemas/records.ts). */
export type Approval = z.infer<typeof R.ApprovalView>;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What the Approve and Reject buttons send (spec part 2, section 4). */
export type ApprovalDecision = 'approve' | 'reject';

export interface ApprovalActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
