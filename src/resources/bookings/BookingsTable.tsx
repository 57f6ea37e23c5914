import type { MouseEvent, ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { Money } from '../../ui/Money';
import { StatusBadge } from '../../ui/StatusBadge';
import { parseDay } from '../../ui/DayInput';
import { BookingRowActions } from './BookingRowActions';
import { ComplaintCell } from './ComplaintBookingsButton';
import { TechnicianScheduleButton } from './TechnicianScheduleButton';
import { useTechnicians } from './useTechnicians';
import type { Booking } from './types';
import { DENSE_WIDE_TABLE_SX } from '../../ui/tableSx';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { ListTable } from '../../ui/ListTable';

const Column = DataTable.Col<Booking>;

const ScheduledCell = ({ record }: { record: Booking }) => (
  <Box sx={{ display: 'grid' }}>
    <DateText value={parseDay(record.scheduledDate)} />
    <Typography variant="caption" color="text.secondary">
      {record.scheduledTime}
    </Typography>
  </Box>
);

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A cell's own controls: their clicks, and those of the dialogs they open (React bubbles a portal's
 * events through the tree), do not also open the row.
 */
const OwnClicks = ({ children }: { children: ReactNode }) => (
  <Box component="span" onClick={stop} sx={{ display: 'contents' }}>
    {children}
  </Box>
);

/** The bookings table over the surrounding ListContext (GET /api/service-bookings). */
export const BookingsTable = () => {
  const translate = useTranslate();
  const { nameOf } = useTechnicians();
  const storeKey = useTableStoreKey();
  return (
    <ListTable<Booking>
      // The columns are the user's own (the Columns button, issue 16 scope 4).
      storeKey={storeKey}
      // A row opens the booking's page (/admin/service/bookings/<id>/show).
      rowClick="show"
      // A click on the date, type, status or a cost header asks the server for that order (`sort`/`order`, docs/api.md).
      emptyKey="bookings.empty"
      sx={DENSE_WIDE_TABLE_SX}
    >
      <Column source="id" label="bookings.columns.id" disableSort />
      <Column
        source="complaintId"
        label="bookings.columns.complaint"
        disableSort
        render={(r) => (
          <OwnClicks>
            <ComplaintCell complaintId={r.complaintId} />
          </OwnClicks>
        )}
      />
      <Column source="scheduledDate" label="bookings.columns.scheduled" render={(r) => <ScheduledCell record={r} />} />
      <Column
        source="serviceType"
        label="bookings.columns.serviceType"
        render={(r) => translate(`bookings.serviceType.${r.serviceType}`, { _: r.serviceType })}
      />
      <Column
        source="assignedTechnicianId"
        label="bookings.columns.technician"
        disableSort
        render={(r) => (
          <OwnClicks>
            <TechnicianScheduleButton technicianId={r.assignedTechnicianId} name={nameOf(r.assignedTechnicianId)} />
          </OwnClicks>
        )}
      />
      <Column
        source="status"
        label="bookings.columns.status"
        render={(r) => <StatusBadge status={r.status} label={translate(`bookings.status.${r.status}`, { _: r.status })} />}
      />
      <Column source="estimatedCost" label="bookings.columns.estimatedCost" align="right" render={(r) => <Money value={r.estimatedCost} />} />
      <Column source="actualCost" label="bookings.columns.actualCost" align="right" render={(r) => <Money value={r.actualCost} />} />
      <Column
        source="notes"
        label="bookings.columns.notes"
        disableSort
        render={(r) => (
          <Typography variant="body2" sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>
            {r.notes || '—'}
          </Typography>
        )}
      />
      <Column
        label="bookings.columns.actions"
        disableSort
        render={() => (
          <OwnClicks>
            <BookingRowActions />
          </OwnClicks>
        )}
      />
    </ListTable>
  );
};
