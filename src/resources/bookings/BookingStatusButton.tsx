import type { ReactNode } from 'react';
import { canTransition, type BookingAction } from '../../domain/service';
import { MutationButton, type MutationConfirmTexts } from '../../ui/MutationButton';
import type { RowActionColor } from '../../ui/RowActionButton';
import type { Booking } from './types';
import { useTranslate } from 'react-admin';

export type BookingTarget = 'in_progress' | 'completed' | 'cancelled';

export interface BookingStatusButtonProps {
  /** The move (docs/architecture.md, "Lifecycle and SLA"): offered only from the states that allow it. */
  action: BookingAction;
  status: BookingTarget;
  label: string;
  icon: ReactNode;
  color?: RowActionColor;
  confirm?: MutationConfirmTexts;
}

/**
 * Start, Complete and Cancel: PATCH /v1/service/bookings/{id}/status {status, notes: 'Status
 * updated to X'}. Says 'Booking #id status updated to X' or 'Failed to update booking status' with
 * the server's message (e.g. its 409 for a refused move).
 */
export const BookingStatusButton = ({ action, status, ...props }: BookingStatusButtonProps) => {
  const translate = useTranslate();
  return (
    <MutationButton<Booking>
      {...props}
      access={{ resource: 'service/bookings', action: 'status' }}
      success="bookings.actions.status.success"
      failure="bookings.actions.status.failure"
      // The status in words, never its code (issue 27: 'in_progress' in a toast).
      args={(record) => ({ id: record.id, status: translate(`bookings.status.${status}`, { _: status }) })}
      mutation={(dataProvider, record) => dataProvider.setBookingStatus(record.id, status)}
      disabled={(record) => !canTransition(record.status, action)}
    />
  );
};
