import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { parseDay } from '../../ui/DayInput';
import type { Booking } from './types';

/** Earliest first by scheduled day and time (the demo server already answers so; any backend may not). */
export const inScheduleOrder = (bookings: Booking[]) =>
  [...bookings].sort((a, b) => `${a.scheduledDate} ${a.scheduledTime}`.localeCompare(`${b.scheduledDate} ${b.scheduledTime}`));

export interface BookingSummaryTableProps {
  bookings: Booking[];
  /** Shows the Technician column (the complaint view) or the Complaint column (the schedule view). */
  show: 'technician' | 'complaint';
  technicianName?: (id: number | null) => string | null;
  /** An accessible name for the table. */
  label: string;
}

/** The compact bookings table of the schedule and complaint dialogs, in the order given. */
export const BookingSummaryTable = ({ bookings, show, technicianName, label }: BookingSummaryTableProps) => {
  const translate = useTranslate();
  if (bookings.length === 0) return <EmptyState text={translate('bookings.empty')} />;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('bookings.columns.id')}</TableCell>
          {show === 'complaint' ? <TableCell>{translate('bookings.columns.complaint')}</TableCell> : null}
          <TableCell>{translate('bookings.columns.date')}</TableCell>
          <TableCell>{translate('bookings.columns.time')}</TableCell>
          <TableCell>{translate('bookings.columns.serviceType')}</TableCell>
          {show === 'technician' ? <TableCell>{translate('bookings.columns.technician')}</TableCell> : null}
          <TableCell>{translate('bookings.columns.status')}</TableCell>
          <TableCell align="right">{translate('bookings.columns.estimatedCost')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bookings.map((b) => (
          <RecordContextProvider key={b.id} value={b}>
            <TableRow>
              <TableCell>{b.id}</TableCell>
              {show === 'complaint' ? (
                <TableCell>
                  <ReferenceName source="complaintId" reference="service/complaints" />
                </TableCell>
              ) : null}
              <TableCell>
                <DateText value={parseDay(b.scheduledDate)} />
              </TableCell>
              <TableCell>{b.scheduledTime}</TableCell>
              <TableCell>{translate(`bookings.serviceType.${b.serviceType}`, { _: b.serviceType })}</TableCell>
              {show === 'technician' ? (
                <TableCell>{technicianName?.(b.assignedTechnicianId) ?? translate('bookings.technician.unassigned')}</TableCell>
              ) : null}
              <TableCell>
                <StatusBadge status={b.status} label={translate(`bookings.status.${b.status}`, { _: b.status })} />
              </TableCell>
              <TableCell align="right">
                <Money value={b.estimatedCost} />
              </TableCell>
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
};
