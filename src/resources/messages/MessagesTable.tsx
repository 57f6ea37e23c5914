import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { WIDE_TABLE_SX } from '../../ui/tableSx';
import { ResendMessageButton } from './ResendMessageButton';
import type { Message } from './types';

const Column = DataTable.Col<Message>;

/** Its delivery: the status, then the attempts, whether it was only written to the log, and the last error. */
const Delivery = ({ message }: { message: Message }) => {
  const translate = useTranslate();
  const notes = [
    translate('messages.attempts', { smart_count: message.attempts }),
    ...(message.attemptLog.at(-1)?.via === 'log' ? [translate('messages.logged')] : []),
    ...(message.lastError ? [message.lastError] : []),
  ];
  return (
    <>
      <StatusBadge status={message.status} label={translate(`messages.status.${message.status}`)} />
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
        {notes.join(' · ')}
      </Typography>
    </>
  );
};

/**
 * The messages of the surrounding list (the warehouse's, or one complaint's on its page, without the
 * complaint column): when written, the complaint, channel and address, subject, delivery, Resend.
 */
export const MessagesTable = ({ withComplaint = true, empty = 'messages.empty' }: { withComplaint?: boolean; empty?: string }) => {
  const translate = useTranslate();
  return (
    <DataTable<Message> bulkActionButtons={false} rowClick={false} empty={<EmptyState text={translate(empty)} />} sx={WIDE_TABLE_SX}>
      <Column source="createdAt" label="messages.columns.created" render={(m) => <DateText value={m.createdAt} withTime />} />
      {withComplaint ? (
        <Column source="complaintId" label="messages.columns.complaint" disableSort render={() => <ReferenceName source="complaintId" reference="service/complaints" />} />
      ) : null}
      <Column source="channel" label="messages.columns.channel" render={(m) => `${translate(`messages.channels.${m.channel}`)} · ${m.to}`} />
      <Column source="subject" label="messages.columns.subject" disableSort />
      <Column source="status" label="messages.columns.status" render={(m) => <Delivery message={m} />} />
      <Column label="messages.columns.actions" disableSort render={() => <ResendMessageButton />} />
    </DataTable>
  );
};
