import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { DetailGrid } from '../../ui/DetailGrid';
import { Money } from '../../ui/Money';
import { RecordPage, RecordSection } from '../../ui/RecordPage';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { ApproveSpareRequestButton } from './ApproveSpareRequestButton';
import { DeliverSpareRequestButton } from './DeliverSpareRequestButton';
import { RejectSpareRequestButton } from './RejectSpareRequestButton';
import { SpareRequestItemsTable } from './SpareRequestItemsTable';
import type { SpareRequest } from './types';

const TEXTS = { back: 'spareRequests.show.back', loadFailure: 'spareRequests.show.loadFailure' };

/** Once approved or rejected: who decided, their notes and the actual cost; before that, a line saying so. */
const Approval = ({ record }: { record: SpareRequest }) => {
  const translate = useTranslate();
  const dash = translate('common.none', { _: '—' });
  const decided = record.approvedBy != null || Boolean(record.approvalNotes) || record.actualCost != null;
  return decided ? (
    <DetailGrid
      items={[
        { label: 'spareRequests.fields.approvedBy', value: <ReferenceName source="approvedBy" reference="users" /> },
        { label: 'spareRequests.fields.approvalNotes', value: <span style={{ whiteSpace: 'pre-wrap' }}>{record.approvalNotes || dash}</span> },
        { label: 'spareRequests.fields.actualCost', value: <Money value={record.actualCost} /> },
      ]}
    />
  ) : (
    <Typography variant="body2" color="text.secondary">
      {translate('spareRequests.actions.view.notDecided')}
    </Typography>
  );
};

/** /admin/spares/requests/:id/show: one spare request with its booking, requester, parts, approval and decisions. */
const SpareRequestShow = () => {
  const translate = useTranslate();
  const dash = translate('common.none', { _: '—' });
  return (
    <RecordPage<SpareRequest>
      texts={TEXTS}
      title={(request) => translate('spareRequests.actions.view.title', { id: request.id })}
      badge={(request) => <StatusBadge status={request.status} label={translate(`spareRequests.status.${request.status}`, { _: request.status })} />}
      // The decisions the role may take, enabled as the status allows (the same buttons as the list's rows).
      actions={
        <>
          <ApproveSpareRequestButton />
          <RejectSpareRequestButton />
          <DeliverSpareRequestButton />
        </>
      }
      sections={(request) => (
        <>
          <RecordSection title={translate('spareRequests.actions.view.items')}>
            <SpareRequestItemsTable record={request} />
          </RecordSection>
          <RecordSection title={translate('spareRequests.actions.view.approval')}>
            <Approval record={request} />
          </RecordSection>
        </>
      )}
    >
      {(request) => (
        <DetailGrid
          items={[
            { label: 'spareRequests.fields.bookingId', value: <ReferenceName source="bookingId" reference="service/bookings" /> },
            { label: 'spareRequests.fields.requestedBy', value: <ReferenceName source="requestedBy" reference="users" /> },
            { label: 'spareRequests.fields.createdAt', value: <DateText value={request.createdAt} withTime /> },
            { label: 'spareRequests.fields.requestNotes', value: <span style={{ whiteSpace: 'pre-wrap' }}>{request.requestNotes || dash}</span> },
            { label: 'spareRequests.fields.totalEstimatedCost', value: <Money value={request.totalEstimatedCost} /> },
          ]}
        />
      )}
    </RecordPage>
  );
};

export default SpareRequestShow;
