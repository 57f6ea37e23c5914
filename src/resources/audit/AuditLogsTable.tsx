import { Stack, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { splitAuditAction } from '../../ui/humanize';
import { EnumText, useEnumLabel } from '../../ui/TranslatedStatus';
import type { AuditLog } from './types';
import { ListTable } from '../../ui/ListTable';
import { WIDE_TABLE_SX } from '../../ui/tableSx';

const Column = DataTable.Col<AuditLog>;

const ActorCell = ({ record }: { record: AuditLog }) => {
  const translate = useTranslate();
  if (record.actorId === null || record.actorId === undefined) return <>{translate('audit.system')}</>;
  return <>{record.actorName || translate('audit.actor', { id: record.actorId })}</>;
};

/** A logged value as read: empty for none, lists and records as short JSON. */
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The fields the action changed, each `field: before → after` (issue 27), from the row's details. */
const ChangesCell = ({ record }: { record: AuditLog }) => {
  const changes = (record.details?.changes ?? null) as Record<string, { from: unknown; to: unknown }> | null;
  if (!changes) return <>—</>;
  return (
    <Stack component="ul" spacing={0.25} sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 420 }}>
      {Object.entries(changes).map(([field, { from, to }]) => (
        <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{field}</strong>: {shown(from)} → {shown(to)}
        </Typography>
      ))}
    </Stack>
  );
};

/** The action in words; free text the server adds after ': ' (a reason, a number) is kept as sent. */
const ActionCell = ({ action }: { action: string }) => {
  const label = useEnumLabel();
  const [word, detail] = splitAuditAction(action);
  return <>{detail === null ? label('audit.actions', word) : `${label('audit.actions', word)}: ${detail}`}</>;
};

/** The audit rows of the surrounding ListContext: the live page, or the sample rows after a failed load. */
export const AuditLogsTable = () => {
  const storeKey = useTableStoreKey();
  return (
    <ListTable<AuditLog>
      // The columns are the user's own (the list's Columns menu).
      storeKey={storeKey}
      rowClick={false}
      emptyKey="audit.empty"
      sx={WIDE_TABLE_SX}
    >
      <Column source="id" label="audit.columns.id" disableSort />
      <Column source="entityType" label="audit.columns.entity" render={(r) => <EnumText prefix="audit.entityTypes" value={r.entityType} />} />
      <Column source="entityId" label="audit.columns.entityId" disableSort render={(r) => (r.entityId === null ? '—' : String(r.entityId))} />
      <Column source="action" label="audit.columns.action" render={(r) => <ActionCell action={r.action} />} />
      <Column source="actorId" label="audit.columns.actor" disableSort render={(r) => <ActorCell record={r} />} />
      <Column source="details" label="audit.columns.changes" disableSort render={(r) => <ChangesCell record={r} />} />
      <Column source="createdAt" label="audit.columns.date" render={(r) => <DateText value={r.createdAt} withTime />} />
    </ListTable>
  );
};
