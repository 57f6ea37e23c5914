import { Box, Card, CardContent, Divider, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import {
  DataTable,
  ReferenceField,
  ReferenceManyField,
  ShowBase,
  Title,
  useRecordContext,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { useAccess } from '../../console/useAccess';
import { DateText } from '../../ui/DateText';
import { DetailGrid, DetailSection } from '../../ui/DetailGrid';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Money } from '../../ui/Money';
import { PageLoading } from '../../ui/PageLoading';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { ComplaintRowActions } from './ComplaintRowActions';
import { CommissionCell, WarrantyCell } from './ComplaintsTable';
import type { Complaint } from './types';

interface CustomerRecord {
  id: number;
  name: string;
  phone?: string;
  email?: string;
  pincode?: string;
  city?: string;
}

/** Who to call and where they are: name, phone (a tel: link), pincode and city. */
const CustomerContact = () => {
  const customer = useRecordContext<CustomerRecord>();
  if (!customer) return null;
  return (
    <div className="sd-stack">
      <span>{customer.name}</span>
      {customer.phone ? (
        <Link href={`tel:${customer.phone}`} onClick={(event) => event.stopPropagation()}>
          {customer.phone}
        </Link>
      ) : null}
      {customer.pincode || customer.city ? <span className="sd-caption">{[customer.pincode, customer.city].filter(Boolean).join(' · ')}</span> : null}
    </div>
  );
};

const CustomerValue = () => {
  const { canAccess } = useAccess('service/customers', 'show');
  return canAccess ? (
    <ReferenceField source="customerId" reference="service/customers" link={false}>
      <CustomerContact />
    </ReferenceField>
  ) : (
    <ReferenceName source="customerId" reference="service/customers" fallback="customerName" />
  );
};

const StatusValue = ({ record }: { record: Complaint }) => {
  const translate = useTranslate();
  return <StatusBadge status={record.status} label={translate(`complaints.status.${record.status}`, { _: record.status })} />;
};

/** The complaint's visits: date and time, service type, technician, status and cost. */
const ComplaintBookings = () => {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="service/bookings" target="complaintId" perPage={50} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState text={translate('complaints.show.noBookings')} />}>
        <DataTable.Col source="id" label="bookings.columns.id" disableSort />
        <DataTable.Col
          source="scheduledDate"
          label="bookings.columns.scheduled"
          disableSort
          render={(b) => (
            <>
              <DateText value={b.scheduledDate} /> {b.scheduledTime}
            </>
          )}
        />
        <DataTable.Col
          source="serviceType"
          label="bookings.columns.serviceType"
          disableSort
          render={(b) => translate(`bookings.serviceType.${b.serviceType}`, { _: b.serviceType })}
        />
        <DataTable.Col
          source="assignedTechnicianId"
          label="bookings.columns.technician"
          disableSort
          render={() => <ReferenceName source="assignedTechnicianId" reference="third-parties" emptyKey="bookings.technician.unassigned" />}
        />
        <DataTable.Col
          source="status"
          label="bookings.columns.status"
          disableSort
          render={(b) => <StatusBadge status={b.status} label={translate(`bookings.status.${b.status}`, { _: b.status })} />}
        />
        <DataTable.Col source="estimatedCost" label="bookings.columns.estimatedCost" disableSort render={(b) => <Money value={b.estimatedCost} />} />
      </DataTable>
    </ReferenceManyField>
  );
};

/** The parts asked for on the complaint's visits, with their decision and cost. */
const ComplaintSpareRequests = () => {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="spares/requests" target="complaintId" perPage={50} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState text={translate('complaints.show.noSpareRequests')} />}>
        <DataTable.Col source="id" label="spareRequests.columns.id" disableSort />
        <DataTable.Col source="bookingId" label="spareRequests.columns.booking" disableSort render={() => <ReferenceName source="bookingId" reference="service/bookings" />} />
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
        <DataTable.Col source="createdAt" label="spareRequests.columns.created" disableSort render={(r) => <DateText value={r.createdAt} />} />
      </DataTable>
    </ReferenceManyField>
  );
};

const ComplaintShowView = () => {
  const translate = useTranslate();
  const { record, error, isPending } = useShowContext<Complaint>();
  const { canAccess: canListBookings } = useAccess('service/bookings', 'list');
  const { canAccess: canListSpareRequests } = useAccess('spares/requests', 'list');
  if (isPending) return <PageLoading />;
  if (error || !record) return <ErrorAlert title={translate('complaints.show.loadFailure')} error={error} sx={{ my: 2 }} />;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('complaints.show.title', { id: record.id })} />
      <Card component="article" aria-labelledby="complaint-heading">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography id="complaint-heading" component="h1" variant="h5">
              {translate('complaints.show.title', { id: record.id })}
            </Typography>
            <StatusValue record={record} />
            <Box sx={{ flexGrow: 1 }} />
            <ComplaintRowActions />
          </Box>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.description}</Typography>
          <Divider />
          <DetailGrid
            items={[
              { label: 'complaints.columns.customer', value: <CustomerValue /> },
              { label: 'complaints.columns.product', value: <ReferenceName source="productId" reference="products" fallback="productName" /> },
              { label: 'complaints.columns.serial', value: record.serialNo },
              {
                label: 'complaints.show.registration',
                value: <ReferenceName source="productRegistrationId" reference="catalog/registrations" />,
              },
              { label: 'complaints.columns.warranty', value: <WarrantyCell record={record} /> },
              {
                label: 'complaints.columns.vendor',
                value: (
                  <ReferenceName source="assignedVendorId" reference="third-parties" fallback="assignedVendorName" emptyKey="complaints.vendor.unassigned" />
                ),
              },
              { label: 'complaints.columns.commission', value: <CommissionCell record={record} /> },
              {
                label: 'complaints.columns.partsApproval',
                value: (
                  <StatusBadge
                    status={record.partsApprovalStatus}
                    label={translate(`complaints.partsApproval.${record.partsApprovalStatus}`, { _: record.partsApprovalStatus })}
                  />
                ),
              },
              { label: 'complaints.columns.created', value: <DateText value={record.createdAt} withTime /> },
            ]}
          />
        </CardContent>
      </Card>
      {canListBookings ? (
        <Card>
          <CardContent>
            <DetailSection title={translate('complaints.show.bookings')}>
              <ComplaintBookings />
            </DetailSection>
          </CardContent>
        </Card>
      ) : null}
      {canListSpareRequests ? (
        <Card>
          <CardContent>
            <DetailSection title={translate('complaints.show.spareRequests')}>
              <ComplaintSpareRequests />
            </DetailSection>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
};

/** /admin/service/complaints/:id/show: the complaint with its customer, product, warranty, vendor, visits and parts. */
const ComplaintShow = () => {
  const translate = useTranslate();
  return (
    <>
      <Link component={RouterLink} to="/admin/service/complaints" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate('complaints.show.back')}
      </Link>
      {/* A missing or foreign complaint shows the server's message instead of react-admin's redirect. */}
      <ShowBase queryOptions={{ retry: false, onError: () => undefined }} disableAuthentication>
        <ComplaintShowView />
      </ShowBase>
    </>
  );
};

export default ComplaintShow;
