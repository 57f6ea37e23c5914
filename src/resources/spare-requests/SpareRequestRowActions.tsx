import { Box } from '@mui/material';
import { ViewRecordLink } from '../../ui/ViewRecordLink';
import { ApproveSpareRequestButton } from './ApproveSpareRequestButton';
import { RejectSpareRequestButton } from './RejectSpareRequestButton';
import { DeliverSpareRequestButton } from './DeliverSpareRequestButton';
import type { SpareRequestActionProps } from './types';

/** View, Approve, Reject, Delivered; the last three hide themselves when the role may not decide. */
export const SpareRequestRowActions = ({ disabled = false }: SpareRequestActionProps) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 0.75 }}>
    <ViewRecordLink label="spareRequests.actions.view.label" disabled={disabled} />
    <ApproveSpareRequestButton disabled={disabled} />
    <RejectSpareRequestButton disabled={disabled} />
    <DeliverSpareRequestButton disabled={disabled} />
  </Box>
);
