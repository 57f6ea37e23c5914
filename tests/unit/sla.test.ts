import { describe, expect, it } from 'vitest';
import { holds } from '../../src/domain/listQuery';
import {
  DEFAULT_PRIORITY,
  PRIORITIES,
  SLA_TARGET_HOURS,
  isPriority,
  nextSlaChange,
  priorityOf,
  slaClock,
  slaDueTimes,
  slaJudge,
  slaStatus,
  slaConditions,
  SLA_STATUSES,
  type Priority,
  type SlaSubject,
} from '../../src/domain/sla';
import { listComplaints } from '../../mocks/handlers/complaintList';
import { createSeed } from '../../mocks/seed';
import { pageSlice } from '../../src/domain/paging';

const H = 3_600_000;
const CREATED = '2026-11-20T08:30:00.000Z';
const T0 = Date.parse(CREATED);

const open = (priority: Priority, extra: Partial<SlaSubject> = {}): SlaSubject => ({
  status: 'assigned',
  createdAt: CREATED,
  priority,
  ...slaDueTimes(CREATED, priority),
  ...extra,
});

/** Both ways of judging (one complaint, and the list's judge) must give the same answer. */
const judged = (c: SlaSubject, now: number) => {
  const one = slaStatus(c, now);
  expect(slaJudge(now)(c), `${c.priority} ${c.status} at ${new Date(now).toISOString()}`).toBe(one);
  return one;
};

describe('complaint priority and SLA (docs/architecture.md, "Lifecycle and SLA")', () => {
  it('priorities are low, normal, high, urgent; normal by default and for anything unknown', () => {
    expect(PRIORITIES).toEqual(['low', 'normal', 'high', 'urgent']);
    expect(DEFAULT_PRIORITY).toBe('normal');
    expect(isPriority('urgent')).toBe(true);
    expect(isPriority('URGENT')).toBe(false);
    expect(isPriority('critical')).toBe(false);
    expect(priorityOf(undefined)).toBe('normal');
    expect(priorityOf('high')).toBe('high');
  });

  it.each([
    ['urgent', 4, 24],
    ['high', 8, 48],
    ['normal', 24, 72],
    ['low', 48, 120],
  ] as const)('%s: first response due %i h and resolution due %i h after createdAt (calendar hours)', (priority, response, resolution) => {
    expect(SLA_TARGET_HOURS[priority]).toEqual({ response, resolution });
    expect(slaDueTimes(CREATED, priority)).toEqual({
      responseDueAt: new Date(T0 + response * H).toISOString(),
      resolutionDueAt: new Date(T0 + resolution * H).toISOString(),
    });
  });

  it('calendar hours run through nights and weekends: a Friday-evening urgent complaint is due Saturday evening', () => {
    expect(slaDueTimes('2026-11-20T18:00:00.000Z', 'urgent').resolutionDueAt).toBe('2026-11-21T18:00:00.000Z');
  });

  it.each(PRIORITIES)('%s: on_track, then at_risk at exactly 20%% of the window left, at_risk up to the due time, breached 1 ms after', (priority) => {
    const window = SLA_TARGET_HOURS[priority].resolution * H;
    const due = T0 + window;
    const riskFrom = due - window * 0.2;
    const c = open(priority);
    expect(judged(c, T0)).toBe('on_track');
    expect(judged(c, riskFrom - 1)).toBe('on_track');
    expect(judged(c, riskFrom)).toBe('at_risk');
    expect(judged(c, riskFrom + 1)).toBe('at_risk');
    expect(judged(c, due - 1)).toBe('at_risk');
    expect(judged(c, due)).toBe('at_risk');
    expect(judged(c, due + 1)).toBe('breached');
    expect(judged(c, due + 30 * 24 * H)).toBe('breached');
  });

  it.each(PRIORITIES)('%s: resolved or closed at or before the due time is met, 1 ms after it is breached, whatever the time now', (priority) => {
    const due = T0 + SLA_TARGET_HOURS[priority].resolution * H;
    const at = (ms: number) => new Date(ms).toISOString();
    for (const status of ['resolved', 'closed']) {
      for (const now of [due - H, due + 1, due + 90 * 24 * H]) {
        expect(judged(open(priority, { status, resolvedAt: at(T0 + H) }), now)).toBe('met');
        expect(judged(open(priority, { status, resolvedAt: at(due - 1) }), now)).toBe('met');
        expect(judged(open(priority, { status, resolvedAt: at(due) }), now)).toBe('met');
        expect(judged(open(priority, { status, resolvedAt: at(due + 1) }), now)).toBe('breached');
      }
    }
  });

  it('a resolved complaint with no known resolve time is met; a reopened one runs on its first clock again', () => {
    const due = T0 + 72 * H;
    expect(judged(open('normal', { status: 'resolved', resolvedAt: null }), due + 5 * H)).toBe('met');
    expect(judged(open('normal', { status: 'open', resolvedAt: null }), due + 5 * H)).toBe('breached');
  });

  it('a complaint stored before priorities existed counts as normal, due 72 h after createdAt', () => {
    const legacy: SlaSubject = { status: 'open', createdAt: CREATED };
    expect(judged(legacy, T0 + 57 * H)).toBe('on_track');
    expect(judged(legacy, T0 + 57.6 * H)).toBe('at_risk');
    expect(judged(legacy, T0 + 72 * H + 1)).toBe('breached');
    expect(slaClock(legacy).dueMs).toBe(T0 + 72 * H);
  });

  it('the list judge agrees with slaStatus on every status, priority and time around the thresholds', () => {
    const statuses = ['open', 'assigned', 'in_progress', 'resolved', 'closed'];
    for (const priority of PRIORITIES) {
      const window = SLA_TARGET_HOURS[priority].resolution * H;
      const marks = [0, window * 0.8 - 1, window * 0.8, window - 1, window, window + 1, 2 * window].map((m) => T0 + m);
      for (const status of statuses) {
        for (const resolved of [null, ...marks.map((m) => new Date(m).toISOString())]) {
          for (const now of marks) judged(open(priority, { status, resolvedAt: resolved }), now);
        }
      }
    }
  });

  it('the next change of an open clock: the time it turns at risk, then 1 ms past due; none once breached or done', () => {
    const clock = slaClock(open('urgent'));
    const due = T0 + 24 * H;
    expect(nextSlaChange(clock, T0)).toBe(due - 4.8 * H);
    expect(slaStatus(open('urgent'), nextSlaChange(clock, T0)!)).toBe('at_risk');
    expect(nextSlaChange(clock, due - 4.8 * H)).toBe(due + 1);
    expect(nextSlaChange(clock, due)).toBe(due + 1);
    expect(nextSlaChange(clock, due + 1)).toBeNull();
    expect(nextSlaChange(slaClock(open('urgent', { status: 'resolved', resolvedAt: CREATED })), T0)).toBeNull();
  });

  it("the complaint list's slaStatus filter, short or long (indexed), with the status filter and the due-time sort: the rows the rule picks, in order", () => {
    for (const size of [300, 6000]) {
      const now = Date.now();
      const rows = createSeed({ size, tenants: 1, now: new Date(now) }).data['1'].complaints;
      for (const sla of ['on_track', 'at_risk', 'breached', 'met'] as const) {
        for (const status of [null, 'open', 'closed']) {
          for (const [sort, order] of [[null, 'DESC'], [null, 'ASC'], ['resolutionDueAt', 'ASC'], ['resolutionDueAt', 'DESC']] as const) {
            const q = new URLSearchParams({ slaStatus: sla, page: '2', limit: '25', order });
            if (status) q.set('status', status);
            if (sort) q.set('sort', sort);
            let want = rows.filter((c) => (!status || c.status === status) && slaStatus(c, now) === sla);
            if (sort) want = [...want].sort((a, b) => a.resolutionDueAt!.localeCompare(b.resolutionDueAt!) * (order === 'ASC' ? 1 : -1));
            else if (order === 'DESC') want = [...want].reverse();
            const got = listComplaints(rows, q, now);
            expect(got.total, `${size} ${q}`).toBe(want.length);
            expect(got.data.map((c) => c.id), `${size} ${q}`).toEqual(pageSlice(want, 2, 25).map((c) => c.id));
          }
        }
      }
    }
  });

  it('the seed spreads priorities so that every SLA state shows now, and counts the alerts of its present states as sent', () => {
    const now = Date.now();
    const rows = createSeed({ size: 60, tenants: 1, now: new Date(now) }).data['1'].complaints;
    const states = rows.map((c) => slaStatus(c, now));
    for (const state of ['on_track', 'at_risk', 'breached', 'met'] as const) expect(states, state).toContain(state);
    expect(new Set(rows.map((c) => c.priority))).toEqual(new Set(PRIORITIES));
    rows.forEach((c, i) => {
      // Open clocks only: a resolved or closed complaint raises no alert.
      if (c.status !== 'resolved' && c.status !== 'closed')
        expect(c.slaAlerts ?? [], String(c.id)).toEqual(states[i] === 'at_risk' || states[i] === 'breached' ? [states[i]] : []);
      expect(Date.parse(c.resolutionDueAt!) - Date.parse(c.createdAt)).toBe(SLA_TARGET_HOURS[c.priority!].resolution * H);
    });
  });
});

describe('slaConditions: the SLA rule as a list filter', () => {
  it('selects exactly the complaints slaJudge gives that status, for every seeded complaint at many times', () => {
    const complaints = Object.values(createSeed({ size: 150 }).data).flatMap((t) => t.complaints);
    const base = Date.now();
    let judged = 0;
    const seen = new Set<string>();
    for (const offsetHours of [-2000, -200, -30, -5, 0, 1, 7, 30, 100, 400]) {
      const now = base + offsetHours * 3_600_000;
      const judge = slaJudge(now);
      for (const status of SLA_STATUSES) {
        const conditions = slaConditions(status, now);
        for (const c of complaints) {
          const byRule = judge(c) === status;
          expect(conditions.every((x) => holds(c, x)), `complaint ${c.id} at ${offsetHours} h: ${status}`).toBe(byRule);
          if (byRule) seen.add(status);
          judged++;
        }
      }
    }
    // Every status occurs, so the agreement is not agreement on nothing.
    expect([...seen].sort()).toEqual([...SLA_STATUSES].sort());
    expect(judged).toBeGreaterThan(10_000);
  });
});
