import { useCanAccess, useDataProvider, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { toDate } from '../../domain/dates';
import { useAnchoredMenu } from '../../ui/useAnchoredMenu';

const LATEST = 5;
const REFRESH_MS = 60_000;
const NOTIFICATIONS_PATH = '/admin/notifications';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago" / "5 मिनट पहले", in the console's language. */
export const relativeTime = (value: unknown, locale: string, now: number = Date.now()): string => {
  const date = toDate(value as string);
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit);
  }
  return '';
};

interface NotificationRecord extends RaRecord {
  title?: string;
  message?: string;
  createdAt?: string;
}

/** Bell with the unread count and the latest unread notifications; polls every minute. */
export const NotificationsMenu = () => {
  const { canAccess } = useCanAccess({ resource: 'notifications', action: 'list' });
  return canAccess ? <UnreadNotifications /> : null;
};

const UnreadNotifications = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { close, buttonProps, menuProps } = useAnchoredMenu();
  const { data, error } = useQuery({
    queryKey: ['notifications', 'unread'],
    queryFn: () => dataProvider.getUnreadNotifications(LATEST),
    refetchInterval: REFRESH_MS,
  });
  const unread = data?.total ?? 0;
  const items = (data?.data ?? []).slice(0, LATEST) as NotificationRecord[];
  const label = translate('layout.notifications.label');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          // The name carries the count the badge shows, so what is seen is also what is announced.
          aria-label={unread ? translate('layout.notifications.labelWithCount', { count: unread > 99 ? '99+' : unread }) : label}
          {...buttonProps}
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="notifications-badge">
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        {...menuProps}
        slotProps={{ list: { 'aria-label': label }, paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2" component="p">
            {translate('layout.notifications.heading')}
          </Typography>
        </Box>
        <Divider />
        {error ? (
          <Typography role="alert" color="error" variant="body2" sx={{ px: 2, py: 1.5 }}>
            {translate('layout.notifications.loadFailed', { message: (error as Error).message })}
          </Typography>
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
            {translate('layout.notifications.empty')}
          </Typography>
        ) : (
          items.map((n) => (
            <MenuItem key={n.id} component={RouterLink} to={NOTIFICATIONS_PATH} onClick={close} sx={{ whiteSpace: 'normal' }}>
              <ListItemText
                primary={n.title}
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block' }}>
                      {n.message}
                    </Box>
                    <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', mt: 0.25 }}>
                      {relativeTime(n.createdAt, locale)}
                    </Box>
                  </>
                }
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </MenuItem>
          ))
        )}
        <Divider />
        <MenuItem component={RouterLink} to={NOTIFICATIONS_PATH} onClick={close} sx={{ justifyContent: 'center', color: 'primary.main' }}>
          {translate('layout.notifications.viewAll')}
        </MenuItem>
      </Menu>
    </>
  );
};
