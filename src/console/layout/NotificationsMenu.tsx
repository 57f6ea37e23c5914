import { useRef } from 'react';
import { useDataProvider, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { toDate } from '../../domain/dates';
import { errorText, noticeText, type ServerNotice } from '../../ui/errorText';
import { useAnchoredMenu } from '../../ui/useAnchoredMenu';
import { intlLocale } from '../../i18n/intlLocale';

const LATEST = 5;
const REFRESH_MS = 60_000;
const FIRST_RETRY_MS = 5_000;

/**
 * Milliseconds to the next poll after `failures` failed loads in a row: 5 s, 10 s, 20 s, 40 s, then
 * the normal minute; after a success (0 failures) the normal minute.
 */
export const nextPollMs = (failures: number): number =>
  failures <= 0 ? REFRESH_MS : Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), REFRESH_MS);
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
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit);
  }
  return '';
};

interface NotificationRecord extends RaRecord, ServerNotice {
  createdAt?: string;
}

/**
 * Bell with the unread count and the latest unread notifications; polls every minute while the tab
 * is visible. A failed load shows on the bell (no stale count) and in the menu with Retry, and is
 * retried with back-off (nextPollMs).
 */
export const NotificationsMenu = () => {
  const { canAccess } = useAccess('notifications', 'list');
  return canAccess ? <UnreadNotifications /> : null;
};

const UnreadNotifications = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { close, buttonProps, menuProps } = useAnchoredMenu();
  // Failed loads in a row, counted by the call itself (react-query resets its own count each fetch).
  const failures = useRef(0);
  const { data, error, refetch, isFetching } = useQuery({
    queryKey: ['notifications', 'unread'],
    queryFn: async () => {
      try {
        const result = await dataProvider.getUnreadNotifications(LATEST);
        failures.current = 0;
        return result;
      } catch (e) {
        failures.current += 1;
        throw e;
      }
    },
    retry: false,
    refetchInterval: () => nextPollMs(failures.current),
    // No polling while the tab is hidden (react-query's focusManager reads document.visibilityState).
    refetchIntervalInBackground: false,
  });
  const unread = data?.total ?? 0;
  const items = (data?.data ?? []).slice(0, LATEST) as NotificationRecord[];
  const label = translate('layout.notifications.label');
  // After a failed load the last count is stale: the bell shows the failure instead.
  const buttonName = error
    ? translate('layout.notifications.labelFailed')
    : unread
      ? translate('layout.notifications.labelWithCount', { count: unread > 99 ? '99+' : unread })
      : label;

  return (
    <>
      <Tooltip title={error ? buttonName : label}>
        <IconButton
          color="inherit"
          // The name carries the count the badge shows (or the failure), so what is seen is also what is announced.
          aria-label={buttonName}
          {...buttonProps}
        >
          {error ? (
            // A badge of its own: MUI keeps a hidden badge's last content, the stale count.
            <Badge key="failed" variant="dot" color="warning" data-testid="notifications-badge">
              <NotificationsOffOutlined />
            </Badge>
          ) : (
            <Badge key="count" badgeContent={unread} color="error" max={99} data-testid="notifications-badge">
              <NotificationsNoneOutlined />
            </Badge>
          )}
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
          [
            <Typography key="failure" role="alert" color="error" variant="body2" sx={{ px: 2, py: 1.5 }}>
              {translate('layout.notifications.loadFailed', { message: errorText(error, translate) })}
            </Typography>,
            // A menu item, so the arrow keys reach it; the menu stays open to show the outcome.
            <MenuItem key="retry" disabled={isFetching} onClick={() => refetch()}>
              <RefreshIcon fontSize="small" sx={{ mr: 1 }} />
              {translate('layout.notifications.retry')}
            </MenuItem>,
          ]
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
            {translate('layout.notifications.empty')}
          </Typography>
        ) : (
          items.map((n) => (
            <MenuItem key={n.id} component={RouterLink} to={NOTIFICATIONS_PATH} onClick={close} sx={{ whiteSpace: 'normal' }}>
              <ListItemText
                primary={noticeText(translate, n, 'title')}
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block' }}>
                      {noticeText(translate, n, 'message')}
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
