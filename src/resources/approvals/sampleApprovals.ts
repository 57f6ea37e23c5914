import type { Approval } from './types';

/**
 * The built-in approvals shown after a failed load (spec part 2, section 8), always under the
 * 'Sample data' banner and with Approve / Reject disabled (DESIGN section 9).
 */
export const SAMPLE_APPROVALS: Approval[] = [
  { id: 1, status: 'pending', approverId: null, notes: '', entityType: 'spare_request', entityId: 1, updatedAt: '2025-01-15T10:30:00.000Z' },
  { id: 2, status: 'approved', approverId: 1, notes: 'Checked against policy', entityType: 'spare_request', entityId: 2, updatedAt: '2025-01-14T09:00:00.000Z' },
  { id: 3, status: 'rejected', approverId: 1, notes: 'Not covered', entityType: 'commission', entityId: 3, updatedAt: '2025-01-13T16:20:00.000Z' },
];
