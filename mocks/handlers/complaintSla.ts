// SLA on the demo backend's complaints (src/domain/sla.ts; docs/architecture.md, "Lifecycle and SLA"):
// the fields every read carries, the dashboard's counts, and a notification the first time a complaint is
// seen at risk or breached.
import { db, unwrapped } from '../db';
import { audit, notify, type RequestContext } from './util';
import { slaStatusesAt } from './complaintList';
import { nextSlaChange, priorityOf, slaClock, slaDueTimes, slaJudge, type SlaStatus } from '../../src/domain/sla';
import type { Complaint } from '../types';

type Judge = ReturnType<typeof slaJudge>;

/**
 * A complaint as clients read it: its priority and due times (worked out for data stored before
 * they were), its SLA status now, and without the record of the alerts already sent.
 */
export const withSla = (c: Complaint, judge: Judge) => {
  // One copy of the row, completed in place (a list page presents ten of them on every call).
  const { slaAlerts: _alerts, ...shown } = c;
  const priority = priorityOf(c.priority);
  const due = c.resolutionDueAt && c.responseDueAt ? null : slaDueTimes(c.createdAt, priority);
  return Object.assign(shown, {
    priority,
    responseDueAt: c.responseDueAt ?? due!.responseDueAt,
    resolutionDueAt: c.resolutionDueAt ?? due!.resolutionDueAt,
    resolvedAt: c.resolvedAt ?? null,
    slaStatus: judge(c),
  });
};

/** How many complaints are in each SLA status now. */
export const slaCounts = (rows: readonly Complaint[], now = Date.now()): Record<SlaStatus, number> => {
  const statusAt = slaStatusesAt(rows, now);
  const counts: Record<SlaStatus, number> = { on_track: 0, at_risk: 0, breached: 0, met: 0 };
  for (let p = 0; p < rows.length; p++) counts[statusAt(p)] += 1;
  return counts;
};

// notificationText.title.<name> and notificationText.message.<name> in i18n/en.json.
const ALERTS: Partial<Record<SlaStatus, string>> = { at_risk: 'complaintAtRisk', breached: 'complaintBreached' };

const readable = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Per warehouse's complaints: the store version and length last looked at, and when a clock next changes. */
const watched = new WeakMap<Complaint[], { version: number; length: number; nextAt: number }>();

/**
 * Announces each complaint the first time it is seen at risk, and the first time it is seen
 * breached (a notification and an audit row by the system, actor null); called when the complaint
 * list and the dashboard are read. Cheap when nothing can have changed: the next clock change is
 * kept, and only a mutation (the store's version) or that time passing makes it look again.
 */
export const raiseSlaAlerts = (ctx: RequestContext, now = Date.now()) => {
  const rows = ctx.t.complaints;
  const kept = watched.get(rows);
  if (kept && kept.version === db.version && kept.length === rows.length && now < kept.nextAt) return;
  const judge = slaJudge(now);
  let nextAt = Number.POSITIVE_INFINITY;
  let raised = false;
  // Read over the rows as stored (on the server the store would wrap each one it hands out:
  // mocks/db.ts); only a complaint that raises an alert is taken through the collection to be changed.
  const stored = unwrapped(rows);
  for (let i = 0; i < stored.length; i++) {
    const c = stored[i];
    if (c.status === 'resolved' || c.status === 'closed' || c.slaAlerts?.includes('breached')) continue;
    const state = judge(c);
    const alert = ALERTS[state];
    if (alert && !c.slaAlerts?.includes(state)) {
      const clock = slaClock(c);
      rows[i].slaAlerts = [...(c.slaAlerts ?? []), state];
      notify(ctx, `notificationText.title.${alert}`, `notificationText.message.${alert}`, { id: c.id, priority: priorityOf(c.priority), due: readable(clock.dueMs) });
      audit(ctx, 'complaint', c.id, `sla-${state}`).actorId = null;
      raised = true;
    }
    if (state !== 'breached') {
      const next = nextSlaChange(slaClock(c), now);
      if (next !== null && next < nextAt) nextAt = next;
    }
  }
  if (raised) db.persist();
  watched.set(rows, { version: db.version, length: rows.length, nextAt });
};

