import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { BookingStatusButton } from './BookingStatusButton';

/** Start: scheduled -> in_progress; enabled only from scheduled (DESIGN section 6). */
export const StartBookingButton = () => (
  <BookingStatusButton action="start" status="in_progress" label="bookings.actions.start.label" icon={<PlayArrowIcon fontSize="small" aria-hidden />} />
);
