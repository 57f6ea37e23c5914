import type { Approval } from './types';

/**
 * The built-in approvals shown after a failed load (spec part 2, section 8), always under the
 * 'Sample data' banner and with Approve / Reject disabled (README, "Deliberate departures from the spec").
 */
export const SAMPLE_APPROVALS: Approval[] = [
  { id: 1, status: 'pending', approverId: null, notes: '', entityType: 'spare_request', entityId: 1, updatedAt: '2025-01-15T10:30:00.000Z', subject: { type: 'spare_request', id: 1, label: 'Mainboard MB-4K-A2 × 1', amount: 4200, requester: 'Imran Khan', bookingId: 1 } },
  { id: 2, status: 'approved', approverId: 1, notes: 'Checked against policy', entityType: 'spare_request', entityId: 2, updatedAt: '2025-01-14T09:00:00.000Z', subject: { type: 'spare_request', id: 2, label: 'T-Con Board TC-120Hz × 1', amount: 2650, requester: 'Imran Khan', bookingId: 2 } },
  { id: 3, status: 'rejected', approverId: 1, notes: 'Not covered', entityType: 'commission', entityId: 3, updatedAt: '2025-01-13T16:20:00.000Z', subject: { type: 'commission', id: 3, label: 'Sample Vendor · complaint #3', amount: 375, requester: null, bookingId: null } },
];
