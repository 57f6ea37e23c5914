import { Box } from '@mui/material';
import { AutoAssignButton } from './AutoAssignButton';
import { RequestPartsButton } from './RequestPartsButton';
import { PartsDecisionButton } from './PartsDecisionButton';
import { MoveComplaintButton } from './MoveComplaintButton';
import { ReopenComplaintButton } from './ReopenComplaintButton';
import type { ComplaintActionProps } from './types';
import { Deferred } from '../../ui/Deferred';

/** Two by two keeps the rows short and the column narrow. */
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 0.75 } as const;

/**
 * The row actions; each hides itself when the role may not use it or the complaint's status does not allow it.
 * They render in a pass of their own (ui/Deferred): the rows' text paints first, the buttons (up to six
 * per row, each with its access and mutation hooks) a moment later (docs/performance.md).
 */
export const ComplaintRowActions = ({ disabled = false }: ComplaintActionProps) => (
  <Box sx={GRID}>
    <Deferred>
      <AutoAssignButton disabled={disabled} />
      <RequestPartsButton disabled={disabled} />
      <PartsDecisionButton decision="approved" disabled={disabled} />
      <PartsDecisionButton decision="rejected" disabled={disabled} />
      <MoveComplaintButton move="resolve" disabled={disabled} />
      <MoveComplaintButton move="close" disabled={disabled} />
      <ReopenComplaintButton disabled={disabled} />
    </Deferred>
  </Box>
);
