import { ListScreen } from '../../ui/ListScreen';
import { NotificationsTable } from './NotificationsTable';
import { NOTIFICATION_CARD } from './NotificationCard';
import { notificationFilters } from './notificationFilters';
import { SAMPLE_NOTIFICATIONS } from './sampleNotifications';
import { NOTIFICATION_LIST_TOOLS } from './notificationExport';

/**
 * /admin/notifications: every notification, newest first, paged, each marked read with one click;
 * the top bar's unread count follows (spec part 2, sections 2-4, 7-9;
 * README, "Deliberate departures from the spec"). After a failed load: the built-in sample notifications,
 * in the same table, Mark Read disabled.
 */
const NotificationsPage = () => (
  <ListScreen
    resource="notifications"
    texts="notifications"
    filters={notificationFilters}
    table={<NotificationsTable />}
    card={NOTIFICATION_CARD}
    sampleData={SAMPLE_NOTIFICATIONS}
    sampleTable={<NotificationsTable sample />}
    tools={NOTIFICATION_LIST_TOOLS}
  />
);

export default NotificationsPage;
