import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { DetailGrid, DetailSection } from '../../ui/DetailGrid';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Money } from '../../ui/Money';
import { PageLoading } from '../../ui/PageLoading';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import { ApproveSpareRequestButton } from './ApproveSpareRequestButton';
import { DeliverSpareRequestButton } from './DeliverSpareRequestButton';
import { RejectSpareRequestButton } from './RejectSpareRequestButton';
import { SpareRequestItemsTable } from './SpareRequestItemsTable';
import type { SpareRequest } from './types';

const LIST_PATH = '/admin/spares/requests';

/** Once approved or rejected: who decided, their notes and the actual cost; before that, a line saying so. */
const Approval = ({ record }: { record: SpareRequest }) => {
  const translate = useTranslate();
  const dash = translate('common.none', { _: '—' });
  const decided = record.approvedBy != null || Boolean(record.approvalNotes) || record.actualCost != null;
  return (
    <DetailSection title={translate('spareRequests.actions.view.approval')}>
      {decided ? (
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
      )}
    </DetailSection>
  );
};

const SpareRequestShowView = () => {
  const translate = useTranslate();
  const { record, error, isPending } = useShowContext<SpareRequest>();
  if (isPending) return <PageLoading />;
  if (error || !record) return <ErrorAlert title={translate('spareRequests.show.loadFailure')} error={error} sx={{ my: 2 }} />;
  const title = translate('spareRequests.actions.view.title', { id: record.id });
  const dash = translate('common.none', { _: '—' });
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={title} />
      <Card component="article" aria-labelledby="spare-request-heading">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography id="spare-request-heading" component="h1" variant="h5">
              {title}
            </Typography>
            <StatusBadge status={record.status} label={translate(`spareRequests.status.${record.status}`, { _: record.status })} />
            <Box sx={{ flexGrow: 1 }} />
            {/* The decisions the role may take, enabled as the status allows (the same buttons as the list's rows). */}
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
              <ApproveSpareRequestButton />
              <RejectSpareRequestButton />
              <DeliverSpareRequestButton />
            </Box>
          </Box>
          <DetailGrid
            items={[
              { label: 'spareRequests.fields.bookingId', value: <ReferenceName source="bookingId" reference="service/bookings" /> },
              { label: 'spareRequests.fields.requestedBy', value: <ReferenceName source="requestedBy" reference="users" /> },
              { label: 'spareRequests.fields.createdAt', value: <DateText value={record.createdAt} withTime /> },
              { label: 'spareRequests.fields.requestNotes', value: <span style={{ whiteSpace: 'pre-wrap' }}>{record.requestNotes || dash}</span> },
              { label: 'spareRequests.fields.totalEstimatedCost', value: <Money value={record.totalEstimatedCost} /> },
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <DetailSection title={translate('spareRequests.actions.view.items')}>
            <SpareRequestItemsTable record={record} />
          </DetailSection>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Approval record={record} />
        </CardContent>
      </Card>
    </Stack>
  );
};

/** /admin/spares/requests/:id/show: one spare request with its booking, requester, parts, approval and decisions. */
const SpareRequestShow = () => {
  const translate = useTranslate();
  return (
    <>
      <Link component={RouterLink} to={LIST_PATH} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate('spareRequests.show.back')}
      </Link>
      {/* A missing or foreign request shows the server's message instead of react-admin's redirect. */}
      <ShowBase queryOptions={{ retry: false, onError: () => undefined }} disableAuthentication>
        <SpareRequestShowView />
      </ShowBase>
    </>
  );
};

export default SpareRequestShow;
