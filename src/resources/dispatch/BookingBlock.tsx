import type { KeyboardEvent } from 'react';
import { Box, Typography, type Theme } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useDraggable } from '@dnd-kit/core';
import { Link } from 'react-router-dom';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { canAssignTechnician } from '../../domain/service';
import { statusColor } from '../../ui/StatusBadge';
import { useFormatDate } from '../../ui/DateText';
import type { Booking } from '../bookings/types';
import { AssignBookingButton } from './AssignBookingButton';

/** The block's colour: StatusBadge's colour of the booking's status. */
const colorOf = (status: string) => (theme: Theme) => {
  const color = statusColor(status);
  return color === 'default' ? theme.palette.grey[500] : theme.palette[color].main;
};

/** What a block reads: time, complaint and service type (and the day, in the queue). */
export const BlockText = ({ booking, withDay = false }: { booking: Booking; withDay?: boolean }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const text = translate('dispatch.block', {
    time: booking.scheduledTime || '—',
    complaintId: booking.complaintId,
    serviceType: translate(`bookings.serviceType.${booking.serviceType}`, { _: booking.serviceType }),
  });
  return <>{withDay ? `${formatDate(booking.scheduledDate)} · ${text}` : text}</>;
};

/**
 * One booking on the board: a link to its page, its status, a handle to drag it onto a
 * technician's day (the pointer anywhere on the block, or the keyboard on the handle) and Assign…
 * (the same move in a dialog). Completed and cancelled bookings stay where they are.
 */
export const BookingBlock = ({ booking, canMove, withDay = false }: { booking: Booking; canMove: boolean; withDay?: boolean }) => {
  const translate = useTranslate();
  const movable = canMove && canAssignTechnician(booking.status);
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `booking-${booking.id}`,
    data: { booking },
    disabled: !movable,
  });
  const label = translate('dispatch.blockLabel', { id: booking.id });
  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-label={label}
      data-booking={booking.id}
      // The pointer drags from anywhere on the block; a click (no move) still follows the link.
      // Only from the block itself: the dialog's pointer events reach it through React's tree too.
      onPointerDown={(event) => {
        if (movable && event.currentTarget.contains(event.target as Node)) listeners?.onPointerDown?.(event);
      }}
      sx={(theme) => ({
        borderLeft: `4px solid ${colorOf(booking.status)(theme)}`,
        bgcolor: 'action.hover',
        borderRadius: 1,
        px: 0.75,
        py: 0.5,
        mb: 0.75,
        opacity: isDragging ? 0.4 : 1,
        cursor: movable ? 'grab' : 'default',
        touchAction: movable ? 'none' : undefined,
      })}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        <Link to={`/admin/service/bookings/${booking.id}/show`} style={{ color: 'inherit' }} draggable={false}>
          <BlockText booking={booking} withDay={withDay} />
        </Link>
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        #{booking.id} · {translate(`bookings.status.${booking.status}`, { _: booking.status })}
      </Typography>
      {movable ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
          <Box
            component="button"
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            onKeyDown={(event: KeyboardEvent) => listeners?.onKeyDown?.(event)}
            aria-label={translate('dispatch.drag', { id: booking.id })}
            title={translate('dispatch.drag', { id: booking.id })}
            sx={{ border: 0, background: 'none', p: 0, color: 'text.secondary', cursor: 'grab', display: 'inline-flex' }}
          >
            <DragIndicatorIcon fontSize="small" aria-hidden />
          </Box>
          <RecordContextProvider value={booking}>
            <AssignBookingButton />
          </RecordContextProvider>
        </Box>
      ) : null}
    </Box>
  );
};
