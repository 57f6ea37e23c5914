import DoneIcon from '@mui/icons-material/Done';
import { BookingStatusButton } from './BookingStatusButton';

/** Complete: in_progress -> completed; enabled only from in_progress (DESIGN section 6). */
export const CompleteBookingButton = () => (
  <BookingStatusButton
    action="complete"
    status="completed"
    label="bookings.actions.complete.label"
    icon={<DoneIcon fontSize="small" aria-hidden />}
    color="success"
  />
);
