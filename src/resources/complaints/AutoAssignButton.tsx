import { canAutoAssign } from '../../domain/complaints';
import { ComplaintActionButton } from './ComplaintActionButton';
import type { ComplaintActionProps } from './types';

/** PATCH /v1/service/complaints/{id}/auto-assign: picks the vendor and commission (domain/complaints.ts, server side). */
export const AutoAssignButton = (props: ComplaintActionProps) => (
  <ComplaintActionButton
    {...props}
    action="autoAssign"
    permission="assign"
    call={(dataProvider, id) => dataProvider.autoAssignComplaint(id)}
    // Only an open complaint: an assigned one is reassigned by naming its vendor (issue 28).
    offered={(complaint) => canAutoAssign(complaint.status)}
    // Not silent (README, "Deliberate departures from the spec"): the server's reason, e.g. no active
    // vendor, is shown on a refusal.
    successArgs={(answer) => ({ vendor: answer.assignedVendorName ?? (answer.assignedVendorId != null ? `#${answer.assignedVendorId}` : '') })}
  />
);
