import { Box } from '@mui/material';
import { AutoAssignButton } from './AutoAssignButton';
import { RequestPartsButton } from './RequestPartsButton';
import { PartsDecisionButton } from './PartsDecisionButton';
import { MoveComplaintButton } from './MoveComplaintButton';
import { ReopenComplaintButton } from './ReopenComplaintButton';
import type { ComplaintActionProps } from './types';

/** The row actions; each hides itself when the role may not use it or the complaint's status does not allow it. */
export const ComplaintRowActions = ({ disabled = false }: ComplaintActionProps) => (
  // Two by two keeps the rows short and the column narrow.
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 0.75 }}>
    <AutoAssignButton disabled={disabled} />
    <RequestPartsButton disabled={disabled} />
    <PartsDecisionButton decision="approved" disabled={disabled} />
    <PartsDecisionButton decision="rejected" disabled={disabled} />
    <MoveComplaintButton move="resolve" disabled={disabled} />
    <MoveComplaintButton move="close" disabled={disabled} />
    <ReopenComplaintButton disabled={disabled} />
  </Box>
);
