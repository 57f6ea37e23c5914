import { DataTable, useTranslate } from 'react-admin';
import type { CommissionReportRow, ReferenceType } from '../../domain/commissionReport';
import { DateText } from '../../ui/DateText';
import { Money } from '../../ui/Money';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { EnumText } from '../../ui/TranslatedStatus';
import { ListTable } from '../../ui/ListTable';
import { WIDE_TABLE_SX } from '../../ui/tableSx';

const Column = DataTable.Col<CommissionReportRow>;

/** The screen (resource) of each kind of record a commission is for. */
const REFERENCE_RESOURCES: Record<ReferenceType, string> = {
  booking: 'service/bookings',
  complaint: 'service/complaints',
  invoice: 'invoices',
};

/** 'Complaint #12 · SN…': the reference type in the console's language, then the record as a link to it. */
const ReferenceCell = ({ record }: { record: CommissionReportRow }) => {
  const translate = useTranslate();
  if (record.referenceId === null) return record.referenceType ? <EnumText prefix="commissionReports.referenceTypes" value={record.referenceType} /> : <>—</>;
  // With no type the id could be any record's: nothing to fetch, so the bare id is all there is.
  if (!record.referenceType) return <>#{record.referenceId}</>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {translate(`commissionReports.referenceTypes.${record.referenceType}`, { _: record.referenceType })}{' '}
      <ReferenceName source="referenceId" reference={REFERENCE_RESOURCES[record.referenceType]} />
    </span>
  );
};

/**
 * The report rows of the surrounding ListContext (already normalised): the live page, or the
 * sample rows after a failed load. Read-only, so the sample rows need nothing disabled.
 */
export const CommissionReportsTable = () => {
  const translate = useTranslate();
  return (
    <ListTable<CommissionReportRow> rowClick={false} emptyKey="commissionReports.empty" sx={WIDE_TABLE_SX}>
      <Column source="createdAt" label="commissionReports.columns.created" disableSort render={(r) => <DateText value={r.createdAt} withTime />} />
      <Column source="referenceId" label="commissionReports.columns.reference" disableSort render={(r) => <ReferenceCell record={r} />} />
      <Column source="vendorName" label="commissionReports.columns.vendor" disableSort render={(r) => r.vendorName || '—'} />
      <Column
        source="rate"
        label="commissionReports.columns.rate"
        align="right"
        disableSort
        render={(r) => (r.rate === null ? '—' : String(r.rate))}
      />
      <Column source="amount" label="commissionReports.columns.amount" align="right" disableSort render={(r) => <Money value={r.amount} />} />
      <Column
        source="paidBy"
        label="commissionReports.columns.paidBy"
        disableSort
        render={(r) => (r.paidBy ? translate(`commissionReports.paidBy.${r.paidBy}`, { _: r.paidBy }) : '—')}
      />
      <Column
        source="status"
        label="commissionReports.columns.status"
        disableSort
        render={(r) => <StatusBadge status={r.status} label={translate(`commissionReports.status.${r.status}`, { _: r.status || '—' })} />}
      />
    </ListTable>
  );
};
