import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RecordContextProvider, useDataProvider, useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useState } from 'react';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { MutationButton } from '../../ui/MutationButton';
import { StatusBadge } from '../../ui/StatusBadge';
import { errorText } from '../../ui/errorText';

// A complaint's messages to its customer (issue 30; docs/architecture.md, "Customer messages"): each
// by channel, as written in the customer's language, with its delivery status, attempts and last
// error, and Resend for one sent or failed. "Open the customer's link" opens the job link page.

interface Message extends RaRecord {
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  attemptLog: { via: string }[];
}

const queryKey = (complaintId: Identifier) => ['complaintMessages', String(complaintId)];

export const ComplaintMessages = ({ complaintId }: { complaintId: Identifier }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery({ queryKey: queryKey(complaintId), queryFn: () => dataProvider.getComplaintMessages(complaintId) });
  if (isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  if (error) return <ErrorAlert title={translate('complaints.messages.loadFailure')} error={error} />;
  if (!data.data.length) return <EmptyState text={translate('complaints.messages.empty')} />;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {(data.data as Message[]).map((m) => (
        <Box component="li" key={m.id} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate(`complaints.messages.channels.${m.channel}`)} · {m.to}
            </Typography>
            <Typography variant="body2">{m.subject}</Typography>
            <Typography variant="caption" color="text.secondary">
              <DateText value={m.createdAt} withTime /> · {translate('complaints.messages.attempts', { smart_count: m.attempts })}
              {m.attemptLog.at(-1)?.via === 'log' ? ` · ${translate('complaints.messages.logged')}` : ''}
              {m.lastError ? ` · ${m.lastError}` : ''}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StatusBadge status={m.status} label={translate(`complaints.messages.status.${m.status}`)} />
            <RecordContextProvider value={m}>
              <MutationButton<Message>
                access={{ resource: 'service/complaints', action: 'edit' }}
                label="complaints.messages.resend"
                success="complaints.messages.resent"
                failure="complaints.messages.resendFailure"
                hidden={(record) => record.status === 'queued'}
                mutation={(provider, record) => provider.resendMessage(record.id)}
                onSuccess={() => queryClient.invalidateQueries({ queryKey: queryKey(complaintId) })}
              />
            </RecordContextProvider>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
};

/** Opens the complaint's job link page in a new tab (made if it has none). */
export const OpenCustomerLinkButton = ({ complaintId }: { complaintId: Identifier }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    // Opened at the click (a pop-up blocker allows that), pointed at the link once it is here.
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const { url } = (await dataProvider.openJobLink(complaintId)).data;
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (e) {
      tab?.close();
      notify(translate('complaints.messages.linkFailure', { message: errorText(e, translate) }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<OpenInNewOutlined />} onClick={open} disabled={busy}>
      {translate('complaints.messages.openLink')}
    </Button>
  );
};
