import DoneIcon from '@mui/icons-material/Done';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate, type GetListResult, type Identifier } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { errorText } from '../../ui/errorText';
import type { Notification, NotificationActionProps } from './types';
import { useAccess } from '../../ui/useAccess';

/** Key of the app bar's unread count and dropdown (src/console/layout/NotificationsMenu.tsx). */
export const UNREAD_NOTIFICATIONS_KEY = ['notifications', 'unread'] as const;
/** Prefix of react-admin's getList queries for this resource. */
const NOTIFICATION_LISTS_KEY = ['notifications', 'getList'] as const;

/**
 * 'Mark Read': PATCH /api/notifications/{id}/read {isRead: true}; disabled once read (spec part 2,
 * section 4). On success the row turns read at once, the list is refetched and the top bar's
 * unread count is asked again.
 */
export const MarkReadButton = ({ disabled = false }: NotificationActionProps) => {
  const record = useRecordContext<Notification>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { canAccess } = useAccess('notifications', 'edit');
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Identifier) => dataProvider.markNotificationRead(id),
    onSuccess: async (_result, id) => {
      // The row shows read straight away rather than after the refetch (no second click meanwhile).
      queryClient.setQueriesData<GetListResult<Notification>>({ queryKey: NOTIFICATION_LISTS_KEY }, (list) =>
        list ? { ...list, data: list.data.map((n) => (n.id === id ? { ...n, isRead: true } : n)) } : list,
      );
      notify('notifications.actions.markRead.success', { type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: UNREAD_NOTIFICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_KEY }),
      ]);
    },
    onError: (error) => notify('notifications.actions.markRead.failure', { type: 'error', messageArgs: { message: errorText(error, translate) } }),
  });
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('notifications.actions.markRead.label')}
      icon={<DoneIcon />}
      busy={isPending}
      disabled={disabled || Boolean(record.isRead)}
      onClick={() => mutate(record.id)}
    />
  );
};
