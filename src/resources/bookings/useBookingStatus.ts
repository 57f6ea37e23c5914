import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../ui/errorText';

export type BookingTarget = 'in_progress' | 'completed' | 'cancelled';

/**
 * PATCH /v1/service/bookings/{id}/status {status, notes: 'Status updated to X'} for Start,
 * Complete and Cancel. Says 'Booking #id status updated to X' or 'Failed to update booking status'
 * with the server's message (e.g. its 409 for a refused move).
 */
export const useBookingStatus = (status: BookingTarget) => {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: Identifier) => dataProvider.setBookingStatus(id, status),
    onSuccess: (_result, id) => {
      notify('bookings.actions.status.success', { type: 'success', messageArgs: { id, status } });
      refresh();
    },
    onError: (error) => notify('bookings.actions.status.failure', { type: 'error', messageArgs: { message: errorText(error) } }),
  });
};
