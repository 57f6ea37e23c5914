import { Stack } from '@mui/material';
import { ApproveButton } from './ApproveButton';
import { RejectButton } from './RejectButton';
import type { ApprovalActionProps } from './types';

/** Approve and Reject, on every row regardless of its status (spec part 2, section 2). */
export const ApprovalRowActions = ({ disabled = false }: ApprovalActionProps) => (
  <Stack direction="row" spacing={0.75}>
    <ApproveButton disabled={disabled} />
    <RejectButton disabled={disabled} />
  </Stack>
);
