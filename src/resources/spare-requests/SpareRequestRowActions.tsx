import { Box } from '@mui/material';
import { ViewSpareRequestButton } from './ViewSpareRequestButton';
import { ApproveSpareRequestButton } from './ApproveSpareRequestButton';
import { RejectSpareRequestButton } from './RejectSpareRequestButton';
import { DeliverSpareRequestButton } from './DeliverSpareRequestButton';
import type { SpareRequestActionProps } from './types';

/** View, Approve, Reject, Delivered; the last three hide themselves when the role may not decide. */
export const SpareRequestRowActions = ({ disabled = false }: SpareRequestActionProps) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 0.75 }}>
    <ViewSpareRequestButton disabled={disabled} />
    <ApproveSpareRequestButton disabled={disabled} />
    <RejectSpareRequestButton disabled={disabled} />
    <DeliverSpareRequestButton disabled={disabled} />
  </Box>
);
