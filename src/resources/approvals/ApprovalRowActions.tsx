import { Stack } from '@mui/material';
import { DecideApprovalButton } from './DecideApprovalButton';
import type { ApprovalActionProps } from './types';

/** Approve and Reject, on every row regardless of its status (spec part 2, section 2). */
export const ApprovalRowActions = ({ disabled = false }: ApprovalActionProps) => (
  <Stack direction="row" spacing={0.75}>
    <DecideApprovalButton decision="approve" disabled={disabled} />
    <DecideApprovalButton decision="reject" disabled={disabled} />
  </Stack>
);
