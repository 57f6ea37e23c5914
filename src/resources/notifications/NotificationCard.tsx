import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { noticeText } from '../../ui/errorText';
import { defineCard } from '../../ui/RecordCards';
import { DateText } from '../../ui/DateText';
import { MarkReadButton } from './MarkReadButton';
import { ReadStateBadge } from './NotificationsTable';
import type { Notification } from './types';

/** A notification's title or message in the console's language (its key, else its English). */
const Text = ({ r, part }: { r: Notification; part: 'title' | 'message' }) => <>{noticeText(useTranslate(), r, part)}</>;

/** A notification on a phone: title (bold while unread), read state, message, date, Mark Read. */
export const NOTIFICATION_CARD = defineCard<Notification>({
  primary: (r) => (
    <Box component="span" sx={{ fontWeight: r.isRead ? 400 : 700 }}>
      <Text r={r} part="title" />
    </Box>
  ),
  tertiary: (r) => <ReadStateBadge isRead={Boolean(r.isRead)} />,
  secondary: (r) => (
    <>
      <span>
        <Text r={r} part="message" />
      </span>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        <DateText value={r.createdAt} withTime />
      </Box>
    </>
  ),
  actions: (_r, sample) => <MarkReadButton disabled={sample} />,
});
