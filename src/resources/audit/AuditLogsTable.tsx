import { DataTable, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import type { AuditLog } from './types';

const Column = DataTable.Col<AuditLog>;

const ActorCell = ({ record }: { record: AuditLog }) => {
  const translate = useTranslate();
  return <>{record.actorId === null || record.actorId === undefined ? translate('audit.system') : translate('audit.actor', { id: record.actorId })}</>;
};

/** The audit rows of the surrounding ListContext: the live page, or the sample rows after a failed load. */
export const AuditLogsTable = () => {
  const translate = useTranslate();
  return (
    <DataTable<AuditLog>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyState text={translate('audit.empty')} />}
      sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
    >
      <Column source="id" label="audit.columns.id" disableSort />
      <Column source="entityType" label="audit.columns.entity" disableSort />
      <Column source="entityId" label="audit.columns.entityId" disableSort render={(r) => (r.entityId === null ? '—' : String(r.entityId))} />
      <Column source="action" label="audit.columns.action" disableSort />
      <Column source="actorId" label="audit.columns.actor" disableSort render={(r) => <ActorCell record={r} />} />
      <Column source="createdAt" label="audit.columns.date" disableSort render={(r) => <DateText value={r.createdAt} withTime />} />
    </DataTable>
  );
};
