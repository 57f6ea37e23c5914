import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';
import { noticeText, type ServerNotice } from '../../ui/errorText';

/** The notifications list's export: its columns, title and message in the console's language, the read state in words. */
export const NOTIFICATION_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'title', label: 'notifications.columns.title', value: (r, translate) => noticeText(translate, r as ServerNotice, 'title') },
    { source: 'message', label: 'notifications.columns.message', value: (r, translate) => noticeText(translate, r as ServerNotice, 'message') },
    { source: 'createdAt', label: 'notifications.columns.created', kind: 'dateTime' },
    { source: 'isRead', label: 'notifications.columns.state', value: (r, translate) => translate(`notifications.state.${r.isRead ? 'read' : 'unread'}`) },
  ],
};
