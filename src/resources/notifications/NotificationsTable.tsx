import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { StatusBadge } from '../../ui/StatusBadge';
import { MarkReadButton } from './MarkReadButton';
import type { Notification } from './types';
import { WIDE_TABLE_SX } from '../../ui/tableSx';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { NotificationBulkActions } from './BulkMarkReadButton';
import { noticeText } from '../../ui/errorText';

const Column = DataTable.Col<Notification>;

export const ReadStateBadge = ({ isRead }: { isRead: boolean }) => {
  const translate = useTranslate();
  const state = isRead ? 'read' : 'unread';
  return <StatusBadge status={state} color={isRead ? 'default' : 'info'} label={translate(`notifications.state.${state}`)} />;
};

/**
 * The notifications table, reading the surrounding ListContext: the live list, or the sample list
 * after a failed load (then `sample` disables Mark Read).
 */
export const NotificationsTable = ({ sample = false }: { sample?: boolean }) => {
  const translate = useTranslate();
  const storeKey = useTableStoreKey();
  return (
    <DataTable<Notification>
      // Row selection and the bulk bar on the live rows (issue 16 scope 4); the columns are the user's own.
      bulkActionButtons={sample ? false : <NotificationBulkActions />}
      storeKey={storeKey}
      rowClick={false}
      empty={<EmptyState text={translate('notifications.empty')} />}
      sx={WIDE_TABLE_SX}
    >
      <Column
        source="title"
        label="notifications.columns.title"
        // The server sorts by the stored English title, not by what a Hindi reader sees.
        disableSort
        // Unread ones stand out, as in a mail inbox.
        render={(r) => (
          <Typography variant="body2" component="span" sx={{ fontWeight: r.isRead ? 400 : 600 }}>
            {noticeText(translate, r, 'title')}
          </Typography>
        )}
      />
      <Column source="message" label="notifications.columns.message" disableSort render={(r) => noticeText(translate, r, 'message')} />
      <Column source="createdAt" label="notifications.columns.created" render={(r) => <DateText value={r.createdAt} withTime />} />
      <Column source="isRead" label="notifications.columns.state" render={(r) => <ReadStateBadge isRead={Boolean(r.isRead)} />} />
      <Column label="notifications.columns.actions" disableSort render={() => <MarkReadButton disabled={sample} />} />
    </DataTable>
  );
};
