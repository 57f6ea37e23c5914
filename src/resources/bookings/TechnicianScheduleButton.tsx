import { useState } from 'react';
import { Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { BookingSummaryTable, inScheduleOrder } from './BookingSummaryTable';
import { BookingsDialog } from './BookingsDialog';
import type { Booking, DateRange } from './types';

/** GET /v1/service/bookings/technician/{id}/schedule, for the list's current date range. */
const TechnicianScheduleDialog = ({ technicianId, name, range, onClose }: { technicianId: number; name: string; range: DateRange; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['service/bookings', 'technicianSchedule', technicianId, range],
    queryFn: () => dataProvider.getTechnicianSchedule(technicianId, range).then((r) => r.data as Booking[]),
  });
  const ordered = inScheduleOrder(data ?? []);
  const title = translate('bookings.schedule.title', { name });
  return (
    <BookingsDialog
      title={title}
      subtitle={range.dateFrom || range.dateTo ? translate('bookings.schedule.range', { from: range.dateFrom ?? '…', to: range.dateTo ?? '…' }) : null}
      isPending={isPending}
      error={error}
      errorTitle={translate('bookings.schedule.loadFailure')}
      onClose={onClose}
    >
      <BookingSummaryTable bookings={ordered} show="complaint" label={title} />
    </BookingsDialog>
  );
};

/** The Technician cell: the name opens that technician's schedule. */
export const TechnicianScheduleButton = ({ technicianId, name }: { technicianId: number | null; name: string | null }) => {
  const translate = useTranslate();
  const { filterValues = {} } = useListContext();
  const [open, setOpen] = useState(false);
  if (technicianId === null || !name) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('bookings.technician.unassigned')}
      </Typography>
    );
  }
  const range: DateRange = {
    ...(filterValues.dateFrom ? { dateFrom: String(filterValues.dateFrom) } : {}),
    ...(filterValues.dateTo ? { dateTo: String(filterValues.dateTo) } : {}),
  };
  return (
    <>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => setOpen(true)}
        aria-label={translate('bookings.technician.showSchedule', { name })}
        sx={{ textAlign: 'left' }}
      >
        {name}
      </Link>
      {open ? <TechnicianScheduleDialog technicianId={technicianId} name={name} range={range} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
