import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { MutationButton } from '../../ui/MutationButton';
import type { Booking } from './types';

const CONFIRM = {
  title: 'bookings.actions.delete.title',
  content: 'bookings.actions.delete.content',
  confirm: 'bookings.actions.delete.label',
};

/** Delete, after a confirmation: DELETE /api/service-bookings/{id}; a refusal is notified with the server's message. */
export const DeleteBookingButton = () => (
  <MutationButton<Booking>
    access={{ resource: 'service/bookings', action: 'delete' }}
    label="bookings.actions.delete.label"
    success="bookings.actions.delete.success"
    failure="bookings.actions.delete.failure"
    icon={<DeleteOutlineIcon fontSize="small" aria-hidden />}
    color="error"
    args={(record) => ({ id: record.id })}
    confirm={CONFIRM}
    mutation={(dataProvider, record) => dataProvider.delete<Booking>('service/bookings', { id: record.id, previousData: record })}
  />
);
