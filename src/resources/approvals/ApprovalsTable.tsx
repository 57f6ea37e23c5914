import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useCreatePath, useTranslate } from 'react-admin';
import { Money } from '../../ui/Money';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { StatusBadge } from '../../ui/StatusBadge';
import { ApprovalRowActions } from './ApprovalRowActions';
import type { Approval } from './types';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { ApprovalBulkActions } from './BulkApprovalButtons';

const Column = DataTable.Col<Approval>;

/** The kinds of subject with a record page of their own (react-admin resources), linked from the row. */
const SUBJECT_RESOURCES: Record<string, string> = { spare_request: 'spares/requests' };

/** What the approval is about (issue 27): its kind and record (a link to it), what it is, its amount and who asked. */
const SubjectCell = ({ record }: { record: Approval }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const kind = translate(`approvals.subjects.${record.entityType}`, { _: record.entityType });
  const subject = record.subject;
  if (!subject) return <>{`${kind} #${record.entityId}`}</>;
  const resource = SUBJECT_RESOURCES[subject.type];
  const name = `${kind} #${subject.id}`;
  return (
    <Stack spacing={0.25}>
      {resource ? (
        <Link component={RouterLink} to={createPath({ resource, type: 'show', id: subject.id })} onClick={(e) => e.stopPropagation()}>
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
      <Typography variant="body2" color="text.secondary">
        {subject.label}
      </Typography>
      <Typography variant="body2">
        {subject.amount === null ? null : <Money value={subject.amount} />}
        {subject.requester ? ` · ${translate('approvals.requestedBy', { name: subject.requester })}` : null}
      </Typography>
    </Stack>
  );
};

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
      <Column source="entityType" label="approvals.columns.subject" disableSort render={(r) => <SubjectCell record={r} />} />
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
