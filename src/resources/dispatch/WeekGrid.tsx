import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useDroppable } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';
import type { Booking } from '../bookings/types';
import { leaveOn, type LeaveDay } from '../../domain/leaveDays';
import { BookingBlock } from './BookingBlock';
import type { BoardRow, Place } from './useDispatchData';

/** The technicians' column: wide enough for a short name, which wraps when longer. */
const NAMES_WIDTH = 96;
/**
 * Below this the week would squeeze its days past reading (a phone): the board then scrolls
 * sideways in its own box, the names column staying in view. From a 1366 px laptop up it fits.
 */
const MIN_BOARD_WIDTH = NAMES_WIDTH + 7 * 92;

/** The names column stays put when the board scrolls sideways: above the days that pass under it. */
const STICKY = { position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' } as const;

/**
 * A technician's day: where a booking is dropped to be theirs on that day. A day before today is
 * shaded, and so is a leave day of theirs, which says so (with its reason) above its bookings.
 */
const DayCell = ({ row, day, dayLabel, past, leave, bookings, placeOf, busy, canMove }: {
  row: BoardRow;
  day: string;
  dayLabel: string;
  past: boolean;
  leave: LeaveDay | undefined;
  bookings: Booking[];
  placeOf: (booking: Booking) => Place;
  busy: ReadonlySet<number>;
  canMove: boolean;
}) => {
  const { setNodeRef, isOver } = useDroppable({ id: `cell-${row.id}-${day}`, data: { technicianId: row.id, day, label: `${row.name}, ${dayLabel}` } });
  return (
    <TableCell
      ref={setNodeRef}
      data-day={day}
      data-past={past || undefined}
      data-leave={leave ? true : undefined}
      sx={{ verticalAlign: 'top', p: 0.25, minWidth: 0, overflow: 'hidden', bgcolor: isOver ? 'action.selected' : past || leave ? 'action.hover' : undefined }}
    >
      {leave && <LeaveLabel leave={leave} />}
      {bookings.map((b) => (
        <BookingBlock key={b.id} booking={b} place={placeOf(b)} canMove={canMove} busy={busy.has(b.id)} />
      ))}
    </TableCell>
  );
};

/** 'On leave' in a technician's day, its reason beside it. */
const LeaveLabel = ({ leave }: { leave: LeaveDay }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'block', px: 0.5, py: 0.25, typography: 'caption', fontWeight: 600, color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {translate('dispatch.onLeave')}
      {leave.reason ? ` · ${leave.reason}` : ''}
    </Box>
  );
};

/**
 * Technicians as rows, the week's days as columns, each booking in its technician's day. The week
 * fits the board's width (a fixed layout: the names column, then seven equal days), so no day is
 * cut and nothing scrolls on a 1366 px laptop; narrower, it scrolls in its own box with the names
 * column sticky.
 */
export const WeekGrid = ({ rows, days, dayLabels, today, bookings, leaveDays, placeOf, busy, canMove }: {
  rows: BoardRow[];
  days: readonly string[];
  dayLabels: readonly string[];
  /** 'YYYY-MM-DD' in India: the days before it are past (a drop there is refused). */
  today: string;
  bookings: Booking[];
  /** The technicians' leave days of the week. */
  leaveDays: readonly LeaveDay[];
  placeOf: (booking: Booking) => Place;
  /** Bookings whose move is still being saved or waits for its Undo: not draggable meanwhile. */
  busy: ReadonlySet<number>;
  canMove: boolean;
}) => {
  const translate = useTranslate();
  const cellOf = new Map<string, Booking[]>();
  for (const b of bookings) {
    if (b.assignedTechnicianId === null) continue;
    const key = `${b.assignedTechnicianId}|${b.scheduledDate}`;
    cellOf.set(key, [...(cellOf.get(key) ?? []), b]);
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('dispatch.grid')} sx={{ tableLayout: 'fixed', width: '100%', minWidth: MIN_BOARD_WIDTH }}>
        <colgroup>
          <col style={{ width: NAMES_WIDTH }} />
          {days.map((day) => (
            <col key={day} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...STICKY, zIndex: 3, px: 1 }}>
              {translate('dispatch.technician')}
            </TableCell>
            {days.map((day, i) => (
              <TableCell key={day} component="th" scope="col" data-day={day} sx={{ px: 0.75, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', color: day < today ? 'text.secondary' : undefined }}>
                {dayLabels[i]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row" sx={{ ...STICKY, verticalAlign: 'top', fontWeight: 600, px: 1, overflowWrap: 'anywhere' }}>
                <Box component="span">{row.name}</Box>
              </TableCell>
              {days.map((day, i) => (
                <DayCell
                  key={day}
                  row={row}
                  day={day}
                  dayLabel={dayLabels[i]}
                  past={day < today}
                  leave={leaveOn(row.id, day, leaveDays)}
                  bookings={cellOf.get(`${row.id}|${day}`) ?? []}
                  placeOf={placeOf}
                  busy={busy}
                  canMove={canMove}
                />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
