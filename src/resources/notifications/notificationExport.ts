import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';

/** The notifications list's export: its columns, the read state in words. */
export const NOTIFICATION_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'title', label: 'notifications.columns.title' },
    { source: 'message', label: 'notifications.columns.message' },
    { source: 'createdAt', label: 'notifications.columns.created', kind: 'dateTime' },
    { source: 'isRead', label: 'notifications.columns.state', value: (r, translate) => translate(`notifications.state.${r.isRead ? 'read' : 'unread'}`) },
  ],
};
