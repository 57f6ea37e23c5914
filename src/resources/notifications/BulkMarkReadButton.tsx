import DoneIcon from '@mui/icons-material/Done';
import { BulkCallButton } from '../../ui/list-tools/BulkCallButton';
import { BulkExportButton } from '../../ui/list-tools/BulkExportButton';

/** The bulk bar of the notifications: mark the selected unread ones read, export the selected. */
export const NotificationBulkActions = () => (
  <>
    <BulkCallButton
      label="notifications.bulk.markRead"
      confirm="notifications.bulk.markReadConfirm"
      icon={<DoneIcon />}
      offered={(n) => !n.isRead}
      call={(dp, n) => dp.markNotificationRead(n.id)}
    />
    <BulkExportButton />
  </>
);
