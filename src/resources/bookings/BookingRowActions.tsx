import { Box } from '@mui/material';
import { StartBookingButton } from './StartBookingButton';
import { CompleteBookingButton } from './CompleteBookingButton';
import { CancelBookingButton } from './CancelBookingButton';
import { AssignTechnicianButton } from './AssignTechnicianButton';
import { DeleteBookingButton } from './DeleteBookingButton';
import { EstimateButtons } from './EstimateButtons';

/** The row actions; each hides itself when the role may not use it and greys out when the status forbids it. */
export const BookingRowActions = () => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, maxWidth: 300 }}>
    <StartBookingButton />
    <CompleteBookingButton />
    <EstimateButtons />
    <CancelBookingButton />
    <AssignTechnicianButton />
    <DeleteBookingButton />
  </Box>
);
