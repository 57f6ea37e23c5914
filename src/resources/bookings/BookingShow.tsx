import { Divider, Typography } from '@mui/material';
import { ReferenceFieldBase, useTranslate } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { DateText } from '../../ui/DateText';
import { DetailGrid, type DetailItem } from '../../ui/DetailGrid';
import { Money } from '../../ui/Money';
import { RecordPage, RecordSection } from '../../ui/RecordPage';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { parseDay } from '../../ui/DayInput';
import { AssignTechnicianButton } from './AssignTechnicianButton';
import { CancelBookingButton } from './CancelBookingButton';
import { CompleteBookingButton } from './CompleteBookingButton';
import { StartBookingButton } from './StartBookingButton';
import { RelatedSpareRequests } from '../spare-requests/RelatedSpareRequests';
import { BookingHistoryTable, BookingWork } from './BookingWork';
import type { Booking } from './types';

const TEXTS = { back: 'bookings.show.back', loadFailure: 'bookings.show.loadFailure' };

/** A field of the booking's complaint (its customer, its product), read through the complaint. */
const OfComplaint = ({ source, reference, fallback }: { source: string; reference: string; fallback: string }) => (
  <ReferenceFieldBase source="complaintId" reference="service/complaints" loading={null}>
    <ReferenceName source={source} reference={reference} fallback={fallback} />
  </ReferenceFieldBase>
);

/** /admin/service/bookings/:id/show: the visit with its complaint (customer, product), technician and spare requests. */
const BookingShow = () => {
  const translate = useTranslate();
  const { canAccess: canReadComplaints } = useAccess('service/complaints', 'show');
  const { canAccess: canListSpareRequests } = useAccess('spares/requests', 'list');
  const items = (booking: Booking): DetailItem[] => [
    { label: 'bookings.columns.date', value: <DateText value={parseDay(booking.scheduledDate)} /> },
    { label: 'bookings.columns.time', value: booking.scheduledTime },
    { label: 'bookings.columns.serviceType', value: translate(`bookings.serviceType.${booking.serviceType}`, { _: booking.serviceType }) },
    { label: 'bookings.columns.status', value: <StatusBadge status={booking.status} label={translate(`bookings.status.${booking.status}`, { _: booking.status })} /> },
    { label: 'bookings.columns.estimatedCost', value: <Money value={booking.estimatedCost} /> },
    { label: 'bookings.columns.actualCost', value: <Money value={booking.actualCost} /> },
    {
      label: 'bookings.columns.technician',
      value: <ReferenceName source="assignedTechnicianId" reference="third-parties" emptyKey="bookings.technician.unassigned" />,
    },
    { label: 'bookings.columns.complaint', value: <ReferenceName source="complaintId" reference="service/complaints" /> },
    ...(canReadComplaints
      ? [
          { label: 'bookings.show.customer', value: <OfComplaint source="customerId" reference="service/customers" fallback="customerName" /> },
          { label: 'bookings.show.product', value: <OfComplaint source="productId" reference="products" fallback="productName" /> },
        ]
      : []),
    { label: 'bookings.show.created', value: <DateText value={booking.createdAt} withTime /> },
  ];
  return (
    <RecordPage<Booking>
      texts={TEXTS}
      title={(booking) => translate('bookings.show.title', { id: booking.id })}
      actions={
        <>
          <StartBookingButton />
          <CompleteBookingButton />
          <CancelBookingButton />
          <AssignTechnicianButton />
        </>
      }
      sections={(booking) => (
        <>
          {booking.status === 'completed' && booking.workNotes !== undefined ? (
            <RecordSection title={translate('bookings.show.work')}>
              <BookingWork booking={booking} />
            </RecordSection>
          ) : null}
          <RecordSection title={translate('bookings.show.history')}>
            <BookingHistoryTable booking={booking} />
          </RecordSection>
          {canListSpareRequests ? (
            <RecordSection title={translate('bookings.show.spareRequests')}>
              <RelatedSpareRequests target="bookingId" emptyKey="bookings.show.noSpareRequests" />
            </RecordSection>
          ) : null}
        </>
      )}
    >
      {(booking) => (
        <>
          <DetailGrid items={items(booking)} />
          {booking.notes ? (
            <>
              <Divider />
              <DetailGrid items={[{ label: 'bookings.columns.notes', value: <Typography sx={{ whiteSpace: 'pre-wrap' }}>{booking.notes}</Typography> }]} />
            </>
          ) : null}
        </>
      )}
    </RecordPage>
  );
};

export default BookingShow;
