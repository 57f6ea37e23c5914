import { DataTable, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { StatusBadge } from '../../ui/StatusBadge';
import { ApprovalRowActions } from './ApprovalRowActions';
import type { Approval } from './types';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { ApprovalBulkActions } from './BulkApprovalButtons';

const Column = DataTable.Col<Approval>;

const ApproverCell = ({ record }: { record: Approval }) => {
  const translate = useTranslate();
  return <>{record.approverId === null || record.approverId === undefined ? '—' : translate('approvals.approver', { id: record.approverId })}</>;
};

/**
 * The approvals of the surrounding ListContext: the live page, or the sample rows after a failed
 * load (then `sample` disables Approve and Reject).
 */
export const ApprovalsTable = ({ sample = false }: { sample?: boolean }) => {
  const translate = useTranslate();
  const storeKey = useTableStoreKey();
  return (
    <DataTable<Approval>
      // Row selection and the bulk bar on the live rows (issue 16 scope 4); the columns are the user's own.
      bulkActionButtons={sample ? false : <ApprovalBulkActions />}
      storeKey={storeKey}
      rowClick={false}
      empty={<EmptyState text={translate('approvals.empty')} />}
      sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
    >
      <Column source="id" label="approvals.columns.id" disableSort />
      <Column
        source="status"
        label="approvals.columns.decision"
        render={(r) => <StatusBadge status={r.status} label={translate(`approvals.status.${r.status}`, { _: r.status })} />}
      />
      <Column source="approverId" label="approvals.columns.approver" disableSort render={(r) => <ApproverCell record={r} />} />
      <Column source="notes" label="approvals.columns.notes" disableSort render={(r) => r.notes || '—'} />
      <Column source="updatedAt" label="approvals.columns.updated" render={(r) => <DateText value={r.updatedAt} withTime />} />
      <Column label="approvals.columns.actions" disableSort render={() => <ApprovalRowActions disabled={sample} />} />
    </DataTable>
  );
};
