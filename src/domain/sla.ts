// Complaint priority and SLA clocks (docs/architecture.md, "Lifecycle and SLA"): shared by the console
// and the demo backend.
import type { Condition } from './listQuery';
import { refusal } from './refusal';

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: Priority = 'normal';

/** Targets in calendar hours from the complaint's createdAt: first response, and resolution. */
export const SLA_TARGET_HOURS: Record<Priority, { response: number; resolution: number }> = {
  urgent: { response: 4, resolution: 24 },
  high: { response: 8, resolution: 48 },
  normal: { response: 24, resolution: 72 },
  low: { response: 48, resolution: 120 },
};

export const SLA_STATUSES = ['on_track', 'at_risk', 'breached', 'met'] as const;
export type SlaStatus = (typeof SLA_STATUSES)[number];

/** The share of the resolution window left at which a complaint is at risk (this share or less). */
export const AT_RISK_SHARE = 0.2;

export const PRIORITY_REFUSAL = refusal('serverText.priorityRefusal');

const HOUR_MS = 3_600_000;

export const isPriority = (value: unknown): value is Priority => (PRIORITIES as readonly unknown[]).includes(value);
export const isSlaStatus = (value: unknown): value is SlaStatus => (SLA_STATUSES as readonly unknown[]).includes(value);

/** A stored priority, or the default for a complaint that has none (logged before priorities existed). */
export const priorityOf = (value: unknown): Priority => (isPriority(value) ? value : DEFAULT_PRIORITY);

/** The resolution window of a priority, in milliseconds. */
export const resolutionWindowMs = (priority: Priority) => SLA_TARGET_HOURS[priority].resolution * HOUR_MS;

/** How long before the resolution due time a complaint of this priority turns at risk (20% of its window). */
const riskLeadMs = (priority: Priority) => Math.floor(resolutionWindowMs(priority) * AT_RISK_SHARE);

/** The due times of a complaint created at `createdAt` with `priority`, as ISO strings. */
export const slaDueTimes = (createdAt: string | number | Date, priority: Priority) => {
  const start = new Date(createdAt).getTime();
  const { response, resolution } = SLA_TARGET_HOURS[priority];
  return {
    responseDueAt: new Date(start + response * HOUR_MS).toISOString(),
    resolutionDueAt: new Date(start + resolution * HOUR_MS).toISOString(),
  };
};

/** What the SLA rule reads of a complaint. */
export interface SlaSubject {
  status: string;
  createdAt: string;
  priority?: string | null;
  resolutionDueAt?: string | null;
  /** When it was resolved; kept while closed, cleared by a reopen. */
  resolvedAt?: string | null;
}

/** A complaint's clock in milliseconds: when it is due, when it turns at risk, and when it was resolved (if it is). */
export interface SlaClock {
  dueMs: number;
  riskFromMs: number;
  done: boolean;
  /** null: resolved or closed at an unknown time (data from before resolvedAt was kept), judged met. */
  resolvedMs: number | null;
}

export const isDone = (status: string) => status === 'resolved' || status === 'closed';

export const slaClock = (c: SlaSubject): SlaClock => {
  const priority = priorityOf(c.priority);
  const stored = c.resolutionDueAt ? Date.parse(c.resolutionDueAt) : Number.NaN;
  const dueMs = Number.isNaN(stored) ? Date.parse(c.createdAt) + resolutionWindowMs(priority) : stored;
  const resolved = c.resolvedAt ? Date.parse(c.resolvedAt) : Number.NaN;
  return { dueMs, riskFromMs: dueMs - riskLeadMs(priority), done: isDone(c.status), resolvedMs: Number.isNaN(resolved) ? null : resolved };
};

/**
 * met: resolved or closed by the due time (exactly at it counts as met); breached: past the due time
 * (1 ms after it), or resolved late; at_risk: 20% or less of the window left, up to the due time
 * itself; on_track otherwise.
 */
export const slaStatusAt = (clock: SlaClock, nowMs: number): SlaStatus => {
  if (clock.done) return clock.resolvedMs === null || clock.resolvedMs <= clock.dueMs ? 'met' : 'breached';
  if (nowMs > clock.dueMs) return 'breached';
  return nowMs >= clock.riskFromMs ? 'at_risk' : 'on_track';
};

export const slaStatus = (c: SlaSubject, now: Date | number = Date.now()): SlaStatus => slaStatusAt(slaClock(c), +now);

/** When an open clock next changes its status (turns at risk, then breached); null once it cannot change. */
export const nextSlaChange = (clock: SlaClock, nowMs: number): number | null => {
  if (clock.done) return null;
  if (nowMs < clock.riskFromMs) return clock.riskFromMs;
  if (nowMs <= clock.dueMs) return clock.dueMs + 1;
  return null;
};

// An ISO time as toISOString writes it ('2026-11-24T10:00:00.000Z'): such strings sort as the times do.
const isIsoUtc = (s: string | null | undefined): s is string => typeof s === 'string' && s.length === 24 && s.charCodeAt(23) === 90;

/**
 * `slaStatus` at one `now` for many complaints (a list over 100,000 rows, the dashboard's counts):
 * the stored due and resolve times are compared as ISO strings with thresholds worked out once,
 * with no date parsing per row. Same answers as `slaStatus` (tests/unit/sla.test.ts).
 */
export const slaJudge = (now: Date | number = Date.now()) => {
  const nowMs = +now;
  const nowIso = new Date(nowMs).toISOString();
  // A clock is at risk from riskFrom = due - lead, i.e. while due <= now + lead.
  const riskUpTo = Object.fromEntries(PRIORITIES.map((p) => [p, new Date(nowMs + riskLeadMs(p)).toISOString()])) as Record<Priority, string>;
  return (c: SlaSubject): SlaStatus => {
    const due = c.resolutionDueAt;
    if (!isIsoUtc(due)) return slaStatus(c, nowMs);
    if (isDone(c.status)) {
      const resolved = c.resolvedAt;
      if (resolved === null || resolved === undefined || resolved === '') return 'met';
      if (!isIsoUtc(resolved)) return slaStatus(c, nowMs);
      return resolved <= due ? 'met' : 'breached';
    }
    if (due < nowIso) return 'breached';
    return due <= riskUpTo[priorityOf(c.priority)] ? 'at_risk' : 'on_track';
  };
};

const OPEN_STATUSES = ['open', 'assigned', 'in_progress'];
const DONE_STATUSES = ['resolved', 'closed'];

/**
 * The complaints whose SLA status at `now` is `status`, as conditions (src/domain/listQuery.ts), so
 * a store filters its list by the rule (the server's SQL): `slaJudge`'s rule for complaints with a
 * resolution due time, which every complaint has since due times are stored (tests/unit/sla.test.ts
 * checks the two agree on every seeded complaint at many times).
 */
export const slaConditions = (status: SlaStatus, now: Date | number = Date.now()): Condition[] => {
  const nowIso = new Date(+now).toISOString();
  const open: Condition = { field: 'status', op: 'in', values: OPEN_STATUSES };
  const done: Condition = { field: 'status', op: 'in', values: DONE_STATUSES };
  const withPriority = (p: Priority): Condition[][] =>
    p === DEFAULT_PRIORITY ? [[{ field: 'priority', op: 'eq', value: p }], [{ field: 'priority', op: 'null' }]] : [[{ field: 'priority', op: 'eq', value: p }]];
  // Per priority: at risk from (due - lead), i.e. while due <= now + lead.
  const riskUpTo = (p: Priority) => new Date(+now + riskLeadMs(p)).toISOString();
  const byPriority = (dueCondition: (p: Priority) => Condition): Condition => ({
    op: 'or',
    any: PRIORITIES.flatMap((p) => withPriority(p).map((match) => [...match, dueCondition(p)])),
  });
  switch (status) {
    case 'met':
      return [done, { op: 'or', any: [[{ field: 'resolvedAt', op: 'null' }], [{ field: 'resolvedAt', op: 'eq', value: '' }], [{ field: 'resolvedAt', op: 'lteField', other: 'resolutionDueAt' }]] }];
    case 'breached':
      return [{ op: 'or', any: [[done, { field: 'resolvedAt', op: 'gtField', other: 'resolutionDueAt' }], [open, { field: 'resolutionDueAt', op: 'lt', value: nowIso }]] }];
    case 'at_risk':
      return [open, { field: 'resolutionDueAt', op: 'gte', value: nowIso }, byPriority((p) => ({ field: 'resolutionDueAt', op: 'lte', value: riskUpTo(p) }))];
    case 'on_track':
      return [open, byPriority((p) => ({ field: 'resolutionDueAt', op: 'gt', value: riskUpTo(p) }))];
  }
};
