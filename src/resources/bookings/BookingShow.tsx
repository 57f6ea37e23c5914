import { Box, Card, CardContent, Divider, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, ReferenceFieldBase, ReferenceManyField, ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import { useAccess } from '../../console/useAccess';
import { DateText } from '../../ui/DateText';
import { DetailGrid, DetailSection, type DetailItem } from '../../ui/DetailGrid';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Money } from '../../ui/Money';
import { PageLoading } from '../../ui/PageLoading';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { parseDay } from './BookingDateInput';
import { AssignTechnicianButton } from './AssignTechnicianButton';
import { CancelBookingButton } from './CancelBookingButton';
import { CompleteBookingButton } from './CompleteBookingButton';
import { StartBookingButton } from './StartBookingButton';
import type { Booking } from './types';

const LIST = '/admin/service/bookings';

/** A field of the booking's complaint (its customer, its product), read through the complaint. */
const OfComplaint = ({ source, reference, fallback }: { source: string; reference: string; fallback: string }) => (
  <ReferenceFieldBase source="complaintId" reference="service/complaints" loading={null}>
    <ReferenceName source={source} reference={reference} fallback={fallback} />
  </ReferenceFieldBase>
);

/** The parts asked for on this visit: GET /api/spare-requests?bookingId=<id>. */
const BookingSpareRequests = () => {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="spares/requests" target="bookingId" perPage={50} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState text={translate('bookings.show.noSpareRequests')} />}>
        <DataTable.Col source="id" label="spareRequests.columns.id" disableSort />
        <DataTable.Col
          source="requestedItems"
          label="spareRequests.columns.items"
          disableSort
          render={(r) => r.requestedItems.map((i: { partName: string; quantity: number }) => `${i.partName} × ${i.quantity}`).join(', ')}
        />
        <DataTable.Col
          source="status"
          label="spareRequests.columns.status"
          disableSort
          render={(r) => <StatusBadge status={r.status} label={translate(`spareRequests.status.${r.status}`, { _: r.status })} />}
        />
        <DataTable.Col source="totalEstimatedCost" label="spareRequests.columns.totalEstimatedCost" disableSort render={(r) => <Money value={r.totalEstimatedCost} />} />
        <DataTable.Col source="requestedBy" label="spareRequests.columns.requestedBy" disableSort render={() => <ReferenceName source="requestedBy" reference="users" />} />
        <DataTable.Col source="createdAt" label="spareRequests.columns.created" disableSort render={(r) => <DateText value={r.createdAt} />} />
      </DataTable>
    </ReferenceManyField>
  );
};

const BookingShowView = () => {
  const translate = useTranslate();
  const { record, error, isPending } = useShowContext<Booking>();
  const { canAccess: canReadComplaints } = useAccess('service/complaints', 'show');
  const { canAccess: canListSpareRequests } = useAccess('spares/requests', 'list');
  if (isPending) return <PageLoading />;
  if (error || !record) return <ErrorAlert title={translate('bookings.show.loadFailure')} error={error} sx={{ my: 2 }} />;
  const title = translate('bookings.show.title', { id: record.id });
  const items: DetailItem[] = [
    { label: 'bookings.columns.date', value: <DateText value={parseDay(record.scheduledDate)} /> },
    { label: 'bookings.columns.time', value: record.scheduledTime },
    { label: 'bookings.columns.serviceType', value: translate(`bookings.serviceType.${record.serviceType}`, { _: record.serviceType }) },
    { label: 'bookings.columns.status', value: <StatusBadge status={record.status} label={translate(`bookings.status.${record.status}`, { _: record.status })} /> },
    { label: 'bookings.columns.estimatedCost', value: <Money value={record.estimatedCost} /> },
    { label: 'bookings.columns.actualCost', value: <Money value={record.actualCost} /> },
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
    { label: 'bookings.show.created', value: <DateText value={record.createdAt} withTime /> },
  ];
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={title} />
      <Card component="article" aria-labelledby="booking-heading">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography id="booking-heading" component="h1" variant="h5">
              {title}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              <StartBookingButton />
              <CompleteBookingButton />
              <CancelBookingButton />
              <AssignTechnicianButton />
            </Box>
          </Box>
          <DetailGrid items={items} />
          {record.notes ? (
            <>
              <Divider />
              <DetailGrid items={[{ label: 'bookings.columns.notes', value: <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.notes}</Typography> }]} />
            </>
          ) : null}
        </CardContent>
      </Card>
      {canListSpareRequests ? (
        <Card>
          <CardContent>
            <DetailSection title={translate('bookings.show.spareRequests')}>
              <BookingSpareRequests />
            </DetailSection>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
};

/** /admin/service/bookings/:id/show: the visit with its complaint (customer, product), technician and spare requests. */
const BookingShow = () => {
  const translate = useTranslate();
  return (
    <>
      <Link component={RouterLink} to={LIST} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate('bookings.show.back')}
      </Link>
      {/* A missing or foreign booking shows the server's message instead of react-admin's redirect. */}
      <ShowBase queryOptions={{ retry: false, onError: () => undefined }} disableAuthentication>
        <BookingShowView />
      </ShowBase>
    </>
  );
};

export default BookingShow;
