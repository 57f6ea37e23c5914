import { Box, Link } from '@mui/material';
import { DataTable, ReferenceField, ReferenceManyField, useRecordContext, useTranslate } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';
import { RecordPage, RecordSection } from '../../ui/RecordPage';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { ComplaintRowActions } from './ComplaintRowActions';
import { ComplaintDetails } from './ComplaintDetails';
import { ComplaintTimeline } from './ComplaintTimeline';
import { CommissionCell, WarrantyCell } from './ComplaintsTable';
import { slaDetails } from './SlaCells';
import { RelatedSpareRequests } from '../spare-requests/RelatedSpareRequests';
import type { Complaint } from './types';
import { CustomerComplaintShow } from './CustomerComplaintShow';
import { useCustomerReader } from './useCustomerReader';
import { ComplaintMessages, OpenCustomerLinkButton } from './ComplaintMessages';

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

const TEXTS = { back: 'complaints.show.back', loadFailure: 'complaints.show.loadFailure' };

/** /admin/service/complaints/:id/show: the complaint with its customer, product, warranty, vendor, visits and parts. */
const StaffComplaintShow = () => {
  const translate = useTranslate();
  const { canAccess: canListBookings } = useAccess('service/bookings', 'list');
  const { canAccess: canListSpareRequests } = useAccess('spares/requests', 'list');
  // The customer's messages and link are for those who may edit complaints (docs/api.md 7.17).
  const { canAccess: canEdit } = useAccess('service/complaints', 'edit');
  return (
    <RecordPage<Complaint>
      texts={TEXTS}
      title={(complaint) => translate('complaints.show.title', { id: complaint.id })}
      badge={(complaint) => <StatusValue record={complaint} />}
      actions={<ComplaintRowActions />}
      sections={(complaint) => (
        <>
          <RecordSection title={translate('complaints.timeline.title')}>
            <ComplaintTimeline complaintId={complaint.id} />
          </RecordSection>
          {canListBookings ? (
            <RecordSection title={translate('complaints.show.bookings')}>
              <ComplaintBookings />
            </RecordSection>
          ) : null}
          {canListSpareRequests ? (
            <RecordSection title={translate('complaints.show.spareRequests')}>
              <RelatedSpareRequests target="complaintId" emptyKey="complaints.show.noSpareRequests" />
            </RecordSection>
          ) : null}
          {canEdit ? (
            <RecordSection title={translate('complaints.messages.title')}>
              <Box sx={{ mb: 2 }}>
                <OpenCustomerLinkButton complaintId={complaint.id} />
              </Box>
              <ComplaintMessages />
            </RecordSection>
          ) : null}
        </>
      )}
    >
      {(complaint) => (
        <ComplaintDetails
          description={complaint.description}
          items={[
            { label: 'complaints.columns.customer', value: <CustomerValue /> },
            { label: 'complaints.columns.product', value: <ReferenceName source="productId" reference="products" fallback="productName" /> },
            { label: 'complaints.columns.serial', value: complaint.serialNo },
            { label: 'complaints.show.registration', value: <ReferenceName source="productRegistrationId" reference="catalog/registrations" /> },
            { label: 'complaints.columns.warranty', value: <WarrantyCell record={complaint} /> },
            {
              label: 'complaints.columns.vendor',
              value: <ReferenceName source="assignedVendorId" reference="third-parties" fallback="assignedVendorName" emptyKey="complaints.vendor.unassigned" />,
            },
            { label: 'complaints.columns.commission', value: <CommissionCell record={complaint} /> },
            {
              label: 'complaints.columns.partsApproval',
              value: (
                <StatusBadge
                  status={complaint.partsApprovalStatus}
                  label={translate(`complaints.partsApproval.${complaint.partsApprovalStatus}`, { _: complaint.partsApprovalStatus })}
                />
              ),
            },
            { label: 'complaints.columns.created', value: <DateText value={complaint.createdAt} withTime /> },
            ...slaDetails(complaint),
            // The customer's rating from their job link (issue 30), once given.
            ...(complaint.feedback
              ? [
                  {
                    label: 'complaints.show.feedback',
                    value: [translate('complaints.show.rating', { rating: complaint.feedback.rating }), complaint.feedback.comment].filter(Boolean).join(' · '),
                  },
                ]
              : []),
          ]}
        />
      )}
    </RecordPage>
  );
};

/** A customer reads their own view of the complaint (issue 27); staff the whole record. */
const ComplaintShow = () => (useCustomerReader() ? <CustomerComplaintShow /> : <StaffComplaintShow />);

export default ComplaintShow;
