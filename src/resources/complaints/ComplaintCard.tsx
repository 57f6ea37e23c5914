import { CardField, defineCard } from '../../ui/RecordCards';
import { ReferenceName } from '../../ui/ReferenceName';
import { TranslatedStatus } from '../../ui/TranslatedStatus';
import { ComplaintRowActions } from './ComplaintRowActions';
import { DueCell } from './SlaCells';
import type { Complaint } from './types';

const ComplaintStatus = ({ record }: { record: Complaint }) => {
  return <TranslatedStatus ns="complaints" status={record.status} />;
};

/** A complaint on a phone: #id · serial (opens its page), status, customer, SLA due, the row actions. */
export const COMPLAINT_CARD = defineCard<Complaint>({
  primary: (r) => `#${r.id} · ${r.serialNo || '—'}`,
  tertiary: (r) => <ComplaintStatus record={r} />,
  secondary: (r) => (
    <>
      <CardField label="complaints.columns.customer">
        <ReferenceName source="customerId" reference="service/customers" fallback="customerName" />
      </CardField>
      <CardField label="complaints.columns.due">
        <DueCell record={r} />
      </CardField>
    </>
  ),
  actions: (_r, sample) => <ComplaintRowActions disabled={sample} />,
  rowClick: 'show',
});
