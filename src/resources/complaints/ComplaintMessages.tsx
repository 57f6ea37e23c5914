import { Button } from '@mui/material';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { ReferenceManyField, useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useState } from 'react';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../ui/errorText';
import { MessagesTable } from '../messages/MessagesTable';

// A complaint's messages to its customer (issue 30; docs/architecture.md, "Customer messages"): the
// Customer messages screen's table for this complaint (each by channel, as written in the customer's
// language, with its delivery, attempts and last error, and Resend), and "Open the customer's link".

const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;

export const ComplaintMessages = () => (
  <ReferenceManyField reference="service/messages" target="complaintId" perPage={50} sort={NEWEST_FIRST}>
    <MessagesTable withComplaint={false} empty="complaints.messages.empty" />
  </ReferenceManyField>
);

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
