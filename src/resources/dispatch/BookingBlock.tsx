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
import type { Place } from './useDispatchData';

/** The block's colour: StatusBadge's colour of the booking's status. */
const colorOf = (status: string) => (theme: Theme) => {
  const color = statusColor(status);
  return color === 'default' ? theme.palette.grey[500] : theme.palette[color].main;
};

/** Read by screen readers, not shown: what a line of the block is ("Customer", "Area"). */
const HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
/** One line, cut with an ellipsis when the day is narrow (the whole text in its title). */
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** What a block reads first: its time and service type (and the day, in the queue). */
export const BlockText = ({ booking, withDay = false }: { booking: Booking; withDay?: boolean }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const text = translate('dispatch.card', {
    time: booking.scheduledTime || '—',
    serviceType: translate(`bookings.serviceType.${booking.serviceType}`, { _: booking.serviceType }),
  });
  return <>{withDay ? `${formatDate(booking.scheduledDate)} · ${text}` : text}</>;
};

/** A line of the block: its label for screen readers, its text cut to one line. */
const Line = ({ label, text, strong = false }: { label: string; text: string; strong?: boolean }) => (
  <Typography
    variant="caption"
    component="div"
    title={text}
    color={strong ? 'text.primary' : 'text.secondary'}
    sx={{ ...ONE_LINE, position: 'relative', lineHeight: 1.35, fontWeight: strong ? 500 : 400, fontSize: strong ? '0.75rem' : '0.7rem' }}
  >
    <Box component="span" sx={HIDDEN}>
      {`${label}: `}
    </Box>
    {text}
  </Typography>
);

/**
 * One booking on the board, compact enough for a day of a 1366 px wide week: a link to its page
 * (time and service type), the customer and the area (pincode and city), its number and status, a
 * handle to drag it onto a technician's day (the pointer anywhere on the block, or the keyboard on
 * the handle) and Assign… (the same move in a dialog). Completed and cancelled bookings stay where
 * they are, and so does one whose move is still being saved or waits for its Undo (`busy`).
 */
export const BookingBlock = ({ booking, place, canMove, busy = false, withDay = false }: {
  booking: Booking;
  place?: Place;
  canMove: boolean;
  busy?: boolean;
  withDay?: boolean;
}) => {
  const translate = useTranslate();
  const movable = canMove && !busy && canAssignTechnician(booking.status);
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `booking-${booking.id}`,
    data: { booking },
    disabled: !movable,
  });
  const label = translate('dispatch.blockLabel', { id: booking.id });
  const complaint = translate('dispatch.block', {
    time: booking.scheduledTime || '—',
    complaintId: booking.complaintId,
    serviceType: translate(`bookings.serviceType.${booking.serviceType}`, { _: booking.serviceType }),
  });
  const customer = place?.customer ?? booking.customerName ?? null;
  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-label={label}
      aria-busy={busy || undefined}
      data-booking={booking.id}
      // The pointer drags from anywhere on the block; a click (no move) still follows the link.
      // Only from the block itself: the dialog's pointer events reach it through React's tree too.
      onPointerDown={(event) => {
        if (movable && event.currentTarget.contains(event.target as Node)) listeners?.onPointerDown?.(event);
      }}
      sx={(theme) => ({
        borderLeft: `3px solid ${colorOf(booking.status)(theme)}`,
        bgcolor: 'action.hover',
        borderRadius: 1,
        pl: 0.5,
        pr: 0.25,
        py: 0.375,
        mb: 0.5,
        minWidth: 0,
        opacity: isDragging || busy ? 0.5 : 1,
        cursor: movable ? 'grab' : 'default',
        touchAction: movable ? 'none' : undefined,
      })}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3, fontSize: '0.8125rem', overflowWrap: 'break-word' }}>
        <Link to={`/admin/service/bookings/${booking.id}/show`} title={complaint} style={{ color: 'inherit' }} draggable={false}>
          <BlockText booking={booking} withDay={withDay} />
        </Link>
      </Typography>
      {customer ? <Line label={translate('dispatch.customerLabel')} text={customer} strong /> : null}
      {place?.area ? <Line label={translate('dispatch.areaLabel')} text={place.area} /> : null}
      <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.35, fontSize: '0.7rem' }}>
        #{booking.id} · {translate(`bookings.status.${booking.status}`, { _: booking.status })}
      </Typography>
      {movable ? (
        // Assign… without its icon, and the handle: both fit a narrow day.
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 0.25,
            mt: 0.25,
            '& .sd-row-action': { fontSize: '0.75rem', px: 0.75, py: 0 },
            '& .sd-row-action > svg': { display: 'none' },
          }}
        >
          <RecordContextProvider value={booking}>
            <AssignBookingButton />
          </RecordContextProvider>
          <Box
            component="button"
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            onKeyDown={(event: KeyboardEvent) => listeners?.onKeyDown?.(event)}
            aria-label={translate('dispatch.drag', { id: booking.id })}
            title={translate('dispatch.drag', { id: booking.id })}
            sx={{ border: 0, background: 'none', p: 0, m: 0, color: 'text.secondary', cursor: 'grab', display: 'inline-flex', flexShrink: 0 }}
          >
            <DragIndicatorIcon sx={{ fontSize: 18 }} aria-hidden />
          </Box>
        </Box>
      ) : null}
    </Box>
  );
};
