import BlockIcon from '@mui/icons-material/Block';
import { BookingStatusButton } from './BookingStatusButton';

const CONFIRM = {
  title: 'bookings.actions.cancel.title',
  content: 'bookings.actions.cancel.content',
  confirm: 'bookings.actions.cancel.confirm',
  cancel: 'bookings.actions.cancel.keep',
};

/**
 * Cancel, after a confirmation: from scheduled or in_progress only
 * (docs/architecture.md, "Lifecycle and SLA").
 */
export const CancelBookingButton = () => (
  <BookingStatusButton
    action="cancel"
    status="cancelled"
    label="bookings.actions.cancel.label"
    icon={<BlockIcon fontSize="small" aria-hidden />}
    color="warning"
    confirm={CONFIRM}
  />
);
