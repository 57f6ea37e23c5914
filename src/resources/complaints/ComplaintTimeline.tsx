import { Box, CircularProgress, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useDataProvider, useTranslate, type Identifier, type TranslateFunction } from 'react-admin';
import { formatINR } from '../../domain/money';
import type { TimelineEntry, TimelineRefType } from '../../domain/timeline';
import { useAccess } from '../../ui/useAccess';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';

const RESOURCE_OF: Record<TimelineRefType, string> = { booking: 'service/bookings', spare_request: 'spares/requests', invoice: 'invoices' };

/** The placeholders of an entry's text: statuses, decisions and amounts in the console's language. */
const textArgs = (entry: TimelineEntry, translate: TranslateFunction) => {
  const d = entry.details;
  const word = (prefix: string, value: unknown) => (value == null ? '' : translate(`${prefix}.${value}`, { _: String(value) }));
  return {
    ...d,
    amount: d.amount == null ? '' : formatINR(Number(d.amount)),
    payer: word('commissionRules.paidBy', d.payer),
    serviceType: word('bookings.serviceType', d.serviceType),
    status: entry.kind === 'invoiced' ? word('invoices.status', d.status) : word('bookings.status', d.status),
    decision: entry.kind === 'spareDecided' ? word('spareRequests.status', d.decision) : word('complaints.partsApproval', d.decision),
  };
};

/** The key of an entry's text; an assignment or technician without a name reads without one. */
const textKey = (entry: TimelineEntry) => {
  if (entry.kind === 'assigned' && !entry.details.vendor) return 'complaints.timeline.kinds.assignedPlain';
  if (entry.kind === 'assigned' && entry.details.rate == null) return 'complaints.timeline.kinds.assignedNoRate';
  if (entry.kind === 'technician' && !entry.details.technician) return 'complaints.timeline.kinds.technicianPlain';
  if (entry.kind === 'reopened' && !entry.details.reason) return 'complaints.timeline.kinds.reopenedPlain';
  // A no-charge service note is no invoice (issue 27).
  if (entry.kind === 'invoiced' && entry.details.document === 'service_note') return 'complaints.timeline.kinds.serviceNoted';
  return `complaints.timeline.kinds.${entry.kind}`;
};

const Entry = ({ entry }: { entry: TimelineEntry }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  // A link only to a record the role may open (a customer reads no booking or request pages).
  const { canAccess } = useAccess(entry.ref ? RESOURCE_OF[entry.ref.type] : 'service/complaints', 'show');
  const note = entry.details.note;
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1, '&:last-of-type': { pb: 0 } }}>
      <Box aria-hidden sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(textKey(entry), textArgs(entry, translate))}
        {entry.ref && canAccess ? (
          <>
            {' '}
            <Link component={RouterLink} to={createPath({ resource: RESOURCE_OF[entry.ref.type], id: entry.ref.id as Identifier, type: 'show' })}>
              {translate(`complaints.timeline.open.${entry.ref.type}`, { id: entry.ref.id })}
            </Link>
          </>
        ) : null}
      </Typography>
      {note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {String(note)}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p">
        <DateText value={entry.at} withTime />
        {entry.by ? ` · ${translate('complaints.timeline.by', { name: entry.by })}` : null}
      </Typography>
    </Box>
  );
};

/**
 * The complaint's history in time order (GET /api/complaints/:id/timeline): logged, assigned,
 * visits and their status changes, spare requests and decisions, parts used, invoice, resolved,
 * closed and reopened, each with who and when. Refreshed with the page after every action.
 */
export const ComplaintTimeline = ({ complaintId }: { complaintId: Identifier }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data, error, isPending, isError } = useQuery({
    queryKey: ['service/complaints', 'timeline', String(complaintId)],
    queryFn: () => dataProvider.getComplaintTimeline(complaintId),
  });
  if (isPending) return <CircularProgress size={24} aria-label={translate('complaints.timeline.loading')} />;
  if (isError) return <ErrorAlert title={translate('complaints.timeline.loadFailure')} error={error} />;
  if (!data.data.length) return <EmptyState text={translate('complaints.timeline.empty')} />;
  return (
    <Box component="ol" aria-label={translate('complaints.timeline.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.data.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </Box>
  );
};
