import { DataTable, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { ComplaintRowActions } from './ComplaintRowActions';
import { DueCell } from './SlaCells';
import type { Complaint } from './types';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { ComplaintBulkActions } from './BulkAssignButtons';

const Column = DataTable.Col<Complaint>;

// The cells are plain elements styled once by the console theme (`sd-stack`, `sd-muted`, `sd-caption`): ten to fifty
// rows of MUI Stacks and Typographies made the first rows paint late (docs/performance.md).
export const WarrantyCell = ({ record }: { record: Pick<Complaint, 'isUnderWarranty' | 'warrantyEndDate'> }) => {
  const translate = useTranslate();
  const under = Boolean(record.isUnderWarranty);
  return (
    <div className="sd-stack">
      <StatusBadge
        status={under ? 'under_warranty' : 'out_of_warranty'}
        label={translate(under ? 'complaints.warranty.under' : 'complaints.warranty.out')}
      />
      {record.warrantyEndDate ? (
        <span className="sd-caption">
          {translate('complaints.warranty.ends')} <DateText value={record.warrantyEndDate} />
        </span>
      ) : null}
    </div>
  );
};

/** What is wrong, two lines at most in a list (the whole text on hover); the complaint's page shows it whole. */
export const DescriptionCell = ({ record }: { record: Pick<Complaint, 'description'> }) => (
  <span className="sd-clamp" title={record.description}>
    {record.description}
  </span>
);

export const CommissionCell = ({ record }: { record: Complaint }) => {
  const translate = useTranslate();
  const hasRate = record.commissionRateApplied !== null && record.commissionRateApplied !== undefined;
  if (!hasRate && !record.commissionPaidBy) return <>—</>;
  return (
    <div className="sd-stack">
      {hasRate ? <span>{translate('complaints.commission.rate', { rate: Number(record.commissionRateApplied) })}</span> : null}
      {record.commissionPaidBy ? (
        <span className="sd-caption">
          {translate(`complaints.commission.paidBy.${record.commissionPaidBy}`, { _: record.commissionPaidBy })}
        </span>
      ) : null}
    </div>
  );
};

/**
 * The complaints table, reading the surrounding ListContext: the live list, or the sample list
 * after a failed load (then `sample` disables every row action).
 */
export const ComplaintsTable = ({ sample = false }: { sample?: boolean }) => {
  const translate = useTranslate();
  const storeKey = useTableStoreKey();
  return (
    <DataTable<Complaint>
      // Row selection and the bulk bar on the live rows (issue 16 scope 4); the columns are the user's own.
      bulkActionButtons={sample ? false : <ComplaintBulkActions />}
      storeKey={storeKey}
      // A row opens the complaint's page; the sample rows after a failed load open nothing.
      rowClick={sample ? false : 'show'}
      empty={<EmptyState text={translate('complaints.empty')} />}
      // The server sorts newest first; a click on a sortable header asks it for that order (`sort`/`order`, docs/api.md).
      // The Due column sorts by due time (docs/architecture.md, "Lifecycle and SLA"); the id, reference
      // and computed columns do not sort.
      sx={{
        // Wide table: scroll inside the card on narrow screens instead of being clipped.
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
        // Eleven columns: tighter cell padding lets them fit a laptop screen.
        '& .MuiTableCell-root': { px: 1 },
        // The actions stay in view while the other columns scroll under them.
        '& .RaDataTable-table tr > :last-child': {
          position: 'sticky',
          right: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          boxShadow: (theme) => `inset 1px 0 0 ${theme.palette.divider}`,
        },
        '& .RaDataTable-table thead tr > :last-child': { zIndex: 3 },
      }}
    >
      <Column source="id" label="complaints.columns.id" disableSort />
      <Column
        source="customerId"
        label="complaints.columns.customer"
        disableSort
        render={() => <ReferenceName source="customerId" reference="service/customers" fallback="customerName" />}
      />
      <Column
        source="productId"
        label="complaints.columns.product"
        disableSort
        render={() => <ReferenceName source="productId" reference="products" fallback="productName" />}
      />
      <Column source="serialNo" label="complaints.columns.serial" disableSort={sample} />
      <Column source="description" label="complaints.columns.description" disableSort render={(r) => <DescriptionCell record={r} />} />
      <Column source="isUnderWarranty" label="complaints.columns.warranty" disableSort={sample} render={(r) => <WarrantyCell record={r} />} />
      <Column source="assignedVendorId" label="complaints.columns.vendor" disableSort render={() => (
          <ReferenceName source="assignedVendorId" reference="third-parties" fallback="assignedVendorName" emptyKey="complaints.vendor.unassigned" />
        )}
      />
      <Column
        source="commissionRateApplied"
        label="complaints.columns.commission"
        disableSort
        render={(r) => <CommissionCell record={r} />}
      />
      <Column
        source="partsApprovalStatus"
        label="complaints.columns.partsApproval"
        disableSort={sample}
        render={(r) => (
          <StatusBadge
            status={r.partsApprovalStatus}
            label={translate(`complaints.partsApproval.${r.partsApprovalStatus}`, { _: r.partsApprovalStatus })}
          />
        )}
      />
      <Column
        source="status"
        label="complaints.columns.status"
        disableSort={sample}
        render={(r) => <StatusBadge status={r.status} label={translate(`complaints.status.${r.status}`, { _: r.status })} />}
      />
      <Column source="resolutionDueAt" label="complaints.columns.due" disableSort={sample} render={(r) => <DueCell record={r} />} />
      <Column source="createdAt" label="complaints.columns.created" disableSort={sample} render={(r) => <DateText value={r.createdAt} />} />
      <Column label="complaints.columns.actions" disableSort render={() => <ComplaintRowActions disabled={sample} />} />
    </DataTable>
  );
};
