import { ComplaintActionButton } from './ComplaintActionButton';
import type { ComplaintActionProps } from './types';

/** Approve Parts or Reject Parts: PATCH /v1/service/complaints/{id}/parts-approval with the decision, from any state. */
export const PartsDecisionButton = ({ decision, ...props }: ComplaintActionProps & { decision: 'approved' | 'rejected' }) => (
  <ComplaintActionButton
    {...props}
    action={decision === 'approved' ? 'approveParts' : 'rejectParts'}
    permission="parts-approval"
    color={decision === 'approved' ? 'success' : 'error'}
    call={(dataProvider, id) => dataProvider.setPartsApproval(id, decision)}
  />
);
