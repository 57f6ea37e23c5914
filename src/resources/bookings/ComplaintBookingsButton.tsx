import { useState } from 'react';
import { Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { BookingSummaryTable, inScheduleOrder } from './BookingSummaryTable';
import { BookingsDialog } from './BookingsDialog';
import { useTechnicians } from './useTechnicians';
import type { Booking } from './types';

/** GET /v1/service/bookings/complaint/{id}: every booking of one complaint, whatever the list filter. */
const ComplaintBookingsDialog = ({ complaintId, onClose }: { complaintId: number; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { nameOf } = useTechnicians();
  const { data, isPending, error } = useQuery({
    queryKey: ['service/bookings', 'ofComplaint', complaintId],
    queryFn: () => dataProvider.getBookingsOfComplaint(complaintId).then((r) => r.data as Booking[]),
  });
  const ordered = inScheduleOrder(data ?? []);
  const title = translate('bookings.complaintBookings.title', { id: complaintId });
  return (
    <BookingsDialog
      title={title}
      isPending={isPending}
      error={error}
      errorTitle={translate('bookings.complaintBookings.loadFailure')}
      onClose={onClose}
    >
      <BookingSummaryTable bookings={ordered} show="technician" technicianName={nameOf} label={title} />
    </BookingsDialog>
  );
};

/** The Complaint cell: '#id' opens the bookings of that complaint. */
export const ComplaintBookingsButton = ({ complaintId }: { complaintId: number }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => setOpen(true)}
        aria-label={translate('bookings.complaint.showBookings', { id: complaintId })}
      >
        #{complaintId}
      </Link>
      {open ? <ComplaintBookingsDialog complaintId={complaintId} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
