import { ComplaintActionButton } from './ComplaintActionButton';
import type { ComplaintActionProps } from './types';

/** PATCH /v1/service/complaints/{id}/parts-request with an empty item list, as the spec's screen does; approval becomes pending. */
export const RequestPartsButton = (props: ComplaintActionProps) => (
  <ComplaintActionButton {...props} action="requestParts" permission="parts-request" call={(dataProvider, id) => dataProvider.requestParts(id, [])} />
);
