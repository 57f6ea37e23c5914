import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useDroppable } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';
import type { Booking } from '../bookings/types';
import { BookingBlock } from './BookingBlock';
import type { BoardRow } from './useDispatchData';

/** A technician's day: where a booking is dropped to be theirs on that day. */
const DayCell = ({ row, day, dayLabel, bookings, canMove }: { row: BoardRow; day: string; dayLabel: string; bookings: Booking[]; canMove: boolean }) => {
  const { setNodeRef, isOver } = useDroppable({ id: `cell-${row.id}-${day}`, data: { technicianId: row.id, day, label: `${row.name}, ${dayLabel}` } });
  return (
    <TableCell ref={setNodeRef} data-day={day} sx={{ verticalAlign: 'top', p: 0.5, minWidth: 128, bgcolor: isOver ? 'action.selected' : undefined }}>
      {bookings.map((b) => (
        <BookingBlock key={b.id} booking={b} canMove={canMove} />
      ))}
    </TableCell>
  );
};

/** Technicians as rows, the week's days as columns, each booking in its technician's day. */
export const WeekGrid = ({ rows, days, dayLabels, bookings, canMove }: {
  rows: BoardRow[];
  days: readonly string[];
  dayLabels: readonly string[];
  bookings: Booking[];
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
      <Table size="small" aria-label={translate('dispatch.grid')} sx={{ tableLayout: 'fixed', minWidth: 1040 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: 150 }}>
              {translate('dispatch.technician')}
            </TableCell>
            {days.map((day, i) => (
              <TableCell key={day} component="th" scope="col" data-day={day}>
                {dayLabels[i]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', fontWeight: 600 }}>
                <Box component="span">{row.name}</Box>
              </TableCell>
              {days.map((day, i) => (
                <DayCell key={day} row={row} day={day} dayLabel={dayLabels[i]} bookings={cellOf.get(`${row.id}|${day}`) ?? []} canMove={canMove} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
