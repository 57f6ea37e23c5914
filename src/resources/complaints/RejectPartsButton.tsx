import { ComplaintActionButton } from './ComplaintActionButton';
import type { ComplaintActionProps } from './types';

/** PATCH /v1/service/complaints/{id}/parts-approval {partsApprovalStatus: 'rejected'}, from any state. */
export const RejectPartsButton = (props: ComplaintActionProps) => (
  <ComplaintActionButton
    {...props}
    action="rejectParts"
    permission="parts-approval"
    color="error"
    call={(dataProvider, id) => dataProvider.setPartsApproval(id, 'rejected')}
  />
);
