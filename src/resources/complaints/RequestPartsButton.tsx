import { canRequestParts } from '../../domain/complaints';
import { ComplaintActionButton } from './ComplaintActionButton';
import type { ComplaintActionProps } from './types';

/** PATCH /v1/service/complaints/{id}/parts-request with an empty item list, as the spec's screen does; approval becomes pending. */
export const RequestPartsButton = (props: ComplaintActionProps) => (
  <ComplaintActionButton
    {...props}
    action="requestParts"
    permission="parts-request"
    call={(dataProvider, id) => dataProvider.requestParts(id, [])}
    // Not once it is resolved or closed (issue 28: the server refuses it).
    offered={(complaint) => canRequestParts(complaint.status)}
  />
);
