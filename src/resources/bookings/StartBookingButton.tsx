import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { BookingStatusButton } from './BookingStatusButton';

/**
 * Start: scheduled -> in_progress; enabled only from scheduled
 * (docs/architecture.md, "Lifecycle and SLA").
 */
export const StartBookingButton = () => (
  <BookingStatusButton action="start" status="in_progress" label="bookings.actions.start.label" icon={<PlayArrowIcon fontSize="small" aria-hidden />} />
);
