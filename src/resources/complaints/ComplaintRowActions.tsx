import { Box } from '@mui/material';
import { AutoAssignButton } from './AutoAssignButton';
import { RequestPartsButton } from './RequestPartsButton';
import { ApprovePartsButton } from './ApprovePartsButton';
import { RejectPartsButton } from './RejectPartsButton';
import type { ComplaintActionProps } from './types';

/** The four row actions; each hides itself when the role may not use it. */
export const ComplaintRowActions = ({ disabled = false }: ComplaintActionProps) => (
  // Two by two keeps the rows short and the column narrow.
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 0.75 }}>
    <AutoAssignButton disabled={disabled} />
    <RequestPartsButton disabled={disabled} />
    <ApprovePartsButton disabled={disabled} />
    <RejectPartsButton disabled={disabled} />
  </Box>
);
