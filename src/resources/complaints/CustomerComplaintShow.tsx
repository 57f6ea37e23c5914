import { DataTable, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';
import { RecordPage, RecordSection } from '../../ui/RecordPage';
import { TranslatedStatus, useEnumLabel } from '../../ui/TranslatedStatus';
import { ComplaintDetails } from './ComplaintDetails';
import { ComplaintTimeline } from './ComplaintTimeline';
import { WarrantyCell } from './ComplaintsTable';
import { VisitText, visitToShow, type CustomerComplaint, type Visit } from './CustomerComplaintsTable';

/** The visits of the complaint: when, what, who, and where each stands. */
const Visits = ({ visits }: { visits: Visit[] }) => {
  const translate = useTranslate();
  const label = useEnumLabel();
  if (!visits.length) return <EmptyState text={translate('complaints.customerView.noVisit')} />;
  return (
    <DataTable data={visits} bulkActionButtons={false} rowClick={false} sort={{ field: 'scheduledDate', order: 'ASC' }}>
      <DataTable.Col
        source="scheduledDate"
        label="bookings.columns.scheduled"
        disableSort
        render={(v: Visit) => (
          <>
            <DateText value={v.scheduledDate} /> {v.scheduledTime}
          </>
        )}
      />
      <DataTable.Col source="serviceType" label="bookings.columns.serviceType" disableSort render={(v: Visit) => label('bookings.serviceType', v.serviceType)} />
      <DataTable.Col
        source="technicianFirstName"
        label="bookings.columns.technician"
        disableSort
        render={(v: Visit) => v.technicianFirstName ?? translate('complaints.customerView.technicianTba')}
      />
      <DataTable.Col source="status" label="bookings.columns.status" disableSort render={(v: Visit) => <TranslatedStatus ns="bookings" status={v.status} />} />
    </DataTable>
  );
};

/** The documents given to the customer: number, date, amount, status. */
const Documents = ({ invoices }: { invoices: CustomerComplaint['invoices'] }) => {
  const translate = useTranslate();
  const label = useEnumLabel();
  if (!invoices.length) return <EmptyState text={translate('complaints.customerView.noInvoices')} />;
  return (
    <DataTable data={invoices} bulkActionButtons={false} rowClick={false} sort={{ field: 'issuedAt', order: 'ASC' }}>
      <DataTable.Col source="number" label="complaints.customerView.document" disableSort render={(i) => `${label('invoices.kind', i.kind)} ${i.number ?? ''}`} />
      <DataTable.Col source="issuedAt" label="complaints.customerView.issued" disableSort render={(i) => <DateText value={i.issuedAt} />} />
      <DataTable.Col source="totalAmount" label="complaints.customerView.amount" disableSort render={(i) => <Money value={i.totalAmount} />} />
      <DataTable.Col source="status" label="bookings.columns.status" disableSort render={(i) => <TranslatedStatus ns="invoices" status={i.status} />} />
    </DataTable>
  );
};

const TEXTS = { back: 'complaints.show.back', loadFailure: 'complaints.show.loadFailure' };

/** A customer's complaint page: what they reported, the product, warranty, visits, documents and the story so far. */
export const CustomerComplaintShow = () => {
  const translate = useTranslate();
  return (
    <RecordPage<CustomerComplaint>
      texts={TEXTS}
      title={(complaint) => translate('complaints.show.title', { id: complaint.id })}
      badge={(complaint) => <TranslatedStatus ns="complaints" status={complaint.status} />}
      sections={(complaint) => (
        <>
          <RecordSection title={translate('complaints.customerView.visits')}>
            <Visits visits={complaint.visits ?? []} />
          </RecordSection>
          <RecordSection title={translate('complaints.customerView.invoices')}>
            <Documents invoices={complaint.invoices ?? []} />
          </RecordSection>
          <RecordSection title={translate('complaints.timeline.title')}>
            <ComplaintTimeline complaintId={complaint.id} />
          </RecordSection>
        </>
      )}
    >
      {(complaint) => (
        <ComplaintDetails
          description={complaint.description}
          items={[
            { label: 'complaints.columns.product', value: complaint.productName ?? '—' },
            { label: 'complaints.columns.serial', value: complaint.serialNo },
            { label: 'complaints.columns.warranty', value: <WarrantyCell record={complaint} /> },
            { label: 'complaints.customerView.visit', value: <VisitText visit={visitToShow(complaint.visits ?? [])} /> },
            { label: 'complaints.columns.created', value: <DateText value={complaint.createdAt} withTime /> },
            ...(complaint.resolvedAt ? [{ label: 'complaints.show.resolvedAt', value: <DateText value={complaint.resolvedAt} withTime /> }] : []),
          ]}
        />
      )}
    </RecordPage>
  );
};
