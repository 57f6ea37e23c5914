import { useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import type { DetailItem } from '../../ui/DetailGrid';
import { StatusBadge, type BadgeColor } from '../../ui/StatusBadge';
import { priorityOf, type SlaStatus } from '../../domain/sla';
import type { Complaint } from './types';

// Amber while at risk, red once breached; each state also reads as words, never colour alone.
const SLA_COLORS: Record<SlaStatus, BadgeColor> = { on_track: 'default', at_risk: 'warning', breached: 'error', met: 'success' };

/** The SLA status as a labelled badge: On track, At risk (amber), Breached (red), Met (green). */
export const SlaBadge = ({ status }: { status: SlaStatus }) => {
  const translate = useTranslate();
  return <StatusBadge status={`sla_${status}`} color={SLA_COLORS[status] ?? 'default'} label={translate(`complaints.sla.${status}`, { _: status })} />;
};

export const PriorityText = ({ record }: { record: Complaint }) => {
  const translate = useTranslate();
  const priority = priorityOf(record.priority);
  return <span data-priority={priority}>{translate(`complaints.priority.${priority}`, { _: priority })}</span>;
};

/** The list's Due cell: the resolution due time and the SLA status; a dash when the server sends no due time. */
export const DueCell = ({ record }: { record: Complaint }) => {
  if (!record.resolutionDueAt) return <>—</>;
  return (
    <div className="sd-stack" data-sla={record.slaStatus}>
      <DateText value={record.resolutionDueAt} withTime />
      {record.slaStatus ? <SlaBadge status={record.slaStatus} /> : null}
    </div>
  );
};

/** The complaint page's SLA values: priority, status, the two due times and, once resolved, when. */
export const slaDetails = (complaint: Complaint): DetailItem[] =>
  complaint.resolutionDueAt
    ? [
        { label: 'complaints.columns.priority', value: <PriorityText record={complaint} /> },
        { label: 'complaints.show.slaStatus', value: complaint.slaStatus ? <SlaBadge status={complaint.slaStatus} /> : '—' },
        { label: 'complaints.show.responseDue', value: <DateText value={complaint.responseDueAt} withTime /> },
        { label: 'complaints.show.resolutionDue', value: <DateText value={complaint.resolutionDueAt} withTime /> },
        ...(complaint.resolvedAt ? [{ label: 'complaints.show.resolvedAt', value: <DateText value={complaint.resolvedAt} withTime /> }] : []),
      ]
    : [];
