import { DataTable, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type * as R from '../../schemas/records';
import { DateText } from '../../ui/DateText';
import { CardField } from '../../ui/RecordCards';
import { TranslatedStatus } from '../../ui/TranslatedStatus';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { DescriptionCell, WarrantyCell } from './ComplaintsTable';
import { ListTable } from '../../ui/ListTable';

// A customer's own complaints (issue 27): the API answers them their view (src/domain/customerView.ts),
// with the visits, the technician's first name and the documents given, and none of the warehouse's
// internals (vendor, commission, SLA, parts approval); these screens show that view.

export type CustomerComplaint = z.infer<typeof R.CustomerComplaintView>;
export type Visit = CustomerComplaint['visits'][number];

/** The visit to tell the customer about: the next one still to come, or else the latest. */
export const visitToShow = (visits: Visit[]): Visit | undefined =>
  visits.find((v) => v.status === 'scheduled' || v.status === 'in_progress') ?? visits[visits.length - 1];

/** A visit in a line: date and time, and who comes. */
export const VisitText = ({ visit }: { visit: Visit | undefined }) => {
  const translate = useTranslate();
  if (!visit) return <span className="sd-muted">{translate('complaints.customerView.noVisit')}</span>;
  return (
    <div className="sd-stack">
      <span>
        <DateText value={visit.scheduledDate} /> {visit.scheduledTime}
      </span>
      <span className="sd-caption">
        {visit.technicianFirstName
          ? translate('complaints.customerView.technician', { name: visit.technicianFirstName })
          : translate('complaints.customerView.technicianTba')}
      </span>
    </div>
  );
};

const Column = DataTable.Col<CustomerComplaint>;

/** The customer's complaints: product, serial, what is wrong, warranty, the visit, status. */
export const CustomerComplaintsTable = () => {
  const storeKey = useTableStoreKey();
  return (
    <ListTable<CustomerComplaint> storeKey={`${storeKey}.customer`} rowClick="show" emptyKey="complaints.empty" sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
      <Column source="id" label="complaints.columns.id" disableSort />
      <Column source="productName" label="complaints.columns.product" disableSort render={(r) => r.productName ?? '—'} />
      <Column source="serialNo" label="complaints.columns.serial" />
      <Column source="description" label="complaints.columns.description" disableSort render={(r) => <DescriptionCell record={r} />} />
      <Column source="isUnderWarranty" label="complaints.columns.warranty" render={(r) => <WarrantyCell record={r} />} />
      <Column source="visits" label="complaints.customerView.visit" disableSort render={(r) => <VisitText visit={visitToShow(r.visits)} />} />
      <Column source="status" label="complaints.columns.status" render={(r) => <TranslatedStatus ns="complaints" status={r.status} />} />
      <Column source="createdAt" label="complaints.columns.created" render={(r) => <DateText value={r.createdAt} />} />
    </ListTable>
  );
};

/** A customer's complaint on a phone card: the product and the visit (the card: ComplaintsPage). */
export const CustomerComplaintCardFields = ({ record }: { record: CustomerComplaint }) => (
  <>
    <CardField label="complaints.columns.product">{record.productName ?? '—'}</CardField>
    <CardField label="complaints.customerView.visit">
      <VisitText visit={visitToShow(record.visits)} />
    </CardField>
  </>
);

