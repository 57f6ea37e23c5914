import { Box } from '@mui/material';
import { defineCard } from '../../ui/RecordCards';
import { DateText } from '../../ui/DateText';
import { MarkReadButton } from './MarkReadButton';
import { ReadStateBadge } from './NotificationsTable';
import type { Notification } from './types';

/** A notification on a phone: title (bold while unread), read state, message, date, Mark Read. */
export const NOTIFICATION_CARD = defineCard<Notification>({
  primary: (r) => (
    <Box component="span" sx={{ fontWeight: r.isRead ? 400 : 700 }}>
      {r.title}
    </Box>
  ),
  tertiary: (r) => <ReadStateBadge isRead={Boolean(r.isRead)} />,
  secondary: (r) => (
    <>
      <span>{r.message}</span>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        <DateText value={r.createdAt} withTime />
      </Box>
    </>
  ),
  actions: (_r, sample) => <MarkReadButton disabled={sample} />,
});
