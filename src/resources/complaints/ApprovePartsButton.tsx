import { ComplaintActionButton } from './ComplaintActionButton';
import type { ComplaintActionProps } from './types';

/** PATCH /v1/service/complaints/{id}/parts-approval {partsApprovalStatus: 'approved'}, from any state. */
export const ApprovePartsButton = (props: ComplaintActionProps) => (
  <ComplaintActionButton
    {...props}
    action="approveParts"
    permission="parts-approval"
    color="success"
    call={(dataProvider, id) => dataProvider.setPartsApproval(id, 'approved')}
  />
);
