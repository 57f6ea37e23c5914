// Approvals (spec part 2 section 7): a pending approval is decided once, approved or rejected
// (issue 28: a decided one is not decided again; a change of mind is a new request).

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

/** Whether an approval in `status` may still be decided: only while pending. */
export const canDecideApproval = (status: string): boolean => status === 'pending';
