import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ReferenceName } from '../../ui/ReferenceName';
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

/** A small button that opens every booking of one complaint (GET /v1/service/bookings/complaint/{id}). */
export const ComplaintBookingsButton = ({ complaintId }: { complaintId: number }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('bookings.complaint.showBookings', { id: complaintId });
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" onClick={() => setOpen(true)} aria-label={label}>
          <EventNoteIcon fontSize="inherit" aria-hidden />
        </IconButton>
      </Tooltip>
      {open ? <ComplaintBookingsDialog complaintId={complaintId} onClose={() => setOpen(false)} /> : null}
    </>
  );
};

/**
 * The Complaint cell of a booking (the record in context): the complaint's name, a link to its page,
 * and beside it the button that lists every booking of that complaint.
 */
export const ComplaintCell = ({ complaintId }: { complaintId: number }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
    <ReferenceName source="complaintId" reference="service/complaints" />
    <ComplaintBookingsButton complaintId={complaintId} />
  </Box>
);
