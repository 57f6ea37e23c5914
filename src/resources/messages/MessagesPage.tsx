import { ListCard } from '../../ui/ListCard';
import { ScreenPage } from '../../ui/ScreenPage';
import { MessagesTable } from './MessagesTable';
import { messageFilters } from './messageFilters';

/**
 * /admin/service/messages (issue 30): every message written to the warehouse's customers, newest
 * first, filtered by status (the failures to look at) and channel, each with its attempts and last
 * error, and Resend. For those who may edit complaints (screens.ts `listAction`).
 */
const MessagesPage = () => (
  <ScreenPage title="messages.title">
    <ListCard resource="service/messages" heading="messages.list.title" filters={messageFilters} loadFailure="messages.loadFailure" table={<MessagesTable />} />
  </ScreenPage>
);

export default MessagesPage;
