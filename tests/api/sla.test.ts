import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/providers/http';
import { slaStatus, SLA_STATUSES, type SlaStatus } from '../../src/domain/sla';
import { signInAs, db } from './utils';

// Priority and SLA on the demo backend (docs/architecture.md, "Lifecycle and SLA"): the clock is moved
// with vi.setSystemTime and the list, its slaStatus filter and the dashboard's counts follow; a
// notification goes out once per state.

const t1 = () => db.tenant('1');
const H = 3_600_000;
type Row = { id: number; priority: string; responseDueAt: string; resolutionDueAt: string; slaStatus: SlaStatus; status: string };

const createComplaint = async (body: Record<string, unknown> = {}) => {
  const c = t1().customers[0];
  return (await http.post('/api/complaints', { customerId: c.id, productId: t1().products[0].id, serialNo: 'SN-SLA-1', description: 'Picture fades', ...body })) as Row;
};
const list = async (query: Record<string, string | number> = {}) =>
  (await http.get('/api/complaints', { page: 1, limit: 100, ...query })) as { data: Row[]; total: number };
const idsWith = async (slaStatus: SlaStatus) => {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await list({ slaStatus, page });
    ids.push(...data.map((r) => r.id));
    if (ids.length >= total || data.length === 0) return { ids, total };
  }
};
const dashboardSla = async () => (await http.get('/api/dashboard/stats')).slaStats as Record<'onTrack' | 'atRisk' | 'breached' | 'met', number>;
const notificationsAbout = (id: number) => t1().notifications.filter((n) => n.message.startsWith(`Complaint #${id} `));
/** What the rule says of the stored complaints at the (fake) time now. */
const expectedCount = (state: SlaStatus) => t1().complaints.filter((c) => slaStatus(c, Date.now()) === state).length;

const at = (ms: number) => vi.setSystemTime(ms);

afterEach(() => {
  vi.useRealTimers();
});

describe('complaint SLA on the demo backend', () => {
  it('on_track -> at_risk -> breached as the clock moves: in the list, its filter and the dashboard counts, with one notification per state', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = Math.floor(Date.now() / 1000) * 1000;
    at(t0);
    await signInAs();
    const created = await createComplaint({ priority: 'urgent' });
    expect(created).toMatchObject({
      priority: 'urgent',
      responseDueAt: new Date(t0 + 4 * H).toISOString(),
      resolutionDueAt: new Date(t0 + 24 * H).toISOString(),
      slaStatus: 'on_track',
    });

    const check = async (state: SlaStatus) => {
      const row = (await http.get(`/api/complaints/${created.id}`)) as Row;
      expect(row.slaStatus).toBe(state);
      expect((await list({ status: 'open' })).data.find((r) => r.id === created.id)?.slaStatus).toBe(state);
      const dashboard = await dashboardSla();
      for (const s of SLA_STATUSES) {
        const { ids, total } = await idsWith(s);
        expect(ids.includes(created.id), `${s} filter`).toBe(s === state);
        expect(total, s).toBe(expectedCount(s));
      }
      expect(dashboard).toEqual({ onTrack: expectedCount('on_track'), atRisk: expectedCount('at_risk'), breached: expectedCount('breached'), met: expectedCount('met') });
    };

    await check('on_track');
    at(t0 + 19.2 * H - 1);
    await check('on_track');
    expect(notificationsAbout(created.id)).toEqual([]);

    // Exactly 20% of the 24 h window left.
    at(t0 + 19.2 * H);
    await check('at_risk');
    const atRisk = notificationsAbout(created.id);
    expect(atRisk).toHaveLength(1);
    expect(atRisk[0]).toMatchObject({ title: 'Complaint at risk', isRead: false });
    expect(atRisk[0].message).toContain('urgent priority');
    expect(t1().auditLogs.filter((a) => a.entityId === created.id && a.action === 'sla-at_risk')).toEqual([
      expect.objectContaining({ entityType: 'complaint', actorId: null }),
    ]);

    at(t0 + 24 * H);
    await check('at_risk');
    at(t0 + 24 * H + 1);
    await check('breached');
    expect(notificationsAbout(created.id).map((n) => n.title)).toEqual(['Complaint at risk', 'Complaint SLA breached']);

    // Read again and later: each state is announced once.
    at(t0 + 48 * H);
    await check('breached');
    await dashboardSla();
    expect(notificationsAbout(created.id)).toHaveLength(2);
    expect(t1().auditLogs.filter((a) => a.entityId === created.id && a.action.startsWith('sla-'))).toHaveLength(2);
  });

  it('resolved by the due time is met, after it breached; reopening runs the first clock again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = Math.floor(Date.now() / 1000) * 1000;
    at(t0);
    await signInAs();
    const onTime = await createComplaint({ priority: 'high' });
    const late = await createComplaint({ priority: 'high', serialNo: 'SN-SLA-2' });
    at(t0 + 48 * H);
    // Days later the user signs in again: access tokens live 15 minutes, refresh tokens 7 days.
    await signInAs();
    expect((await http.patch(`/api/complaints/${onTime.id}/resolve`, {})).slaStatus).toBe('met');
    at(t0 + 48 * H + 1);
    expect((await http.patch(`/api/complaints/${late.id}/resolve`, {})).slaStatus).toBe('breached');
    expect(t1().complaints.find((c) => c.id === late.id)?.resolvedAt).toBe(new Date(t0 + 48 * H + 1).toISOString());

    // Closing keeps the verdict, whatever the time.
    at(t0 + 500 * H);
    await signInAs();
    expect((await http.patch(`/api/complaints/${onTime.id}/close`, {})).slaStatus).toBe('met');
    const reopened = await http.patch(`/api/complaints/${onTime.id}/reopen`, { reason: 'Fault came back' });
    expect(reopened).toMatchObject({ status: 'open', resolvedAt: null, slaStatus: 'breached' });
  });

  it('priority: normal by default; anything else than low, normal, high, urgent is refused and nothing is stored', async () => {
    await signInAs();
    const before = t1().complaints.length;
    for (const priority of ['critical', 'URGENT', 3, true]) {
      await expect(createComplaint({ priority })).rejects.toMatchObject({ status: 400, message: 'Priority must be one of low, normal, high, urgent' });
    }
    expect(t1().complaints.length).toBe(before);
    const plain = await createComplaint();
    expect(plain.priority).toBe('normal');
    expect(Date.parse(plain.resolutionDueAt) - Date.parse(t1().complaints.at(-1)!.createdAt)).toBe(72 * H);
    for (const priority of ['low', 'high']) expect((await createComplaint({ priority })).priority).toBe(priority);
  });

  it('an unknown SLA status filter is a 400; the list sorts by resolution due time either way, with the status filter', async () => {
    await signInAs();
    await expect(list({ slaStatus: 'late' })).rejects.toMatchObject({ status: 400, message: 'Unknown SLA status "late"' });
    for (const order of ['ASC', 'DESC']) {
      const { data, total } = await list({ sort: 'resolutionDueAt', order });
      expect(total).toBe(t1().complaints.length);
      const dues = data.map((r) => r.resolutionDueAt);
      expect(dues).toEqual([...dues].sort((a, b) => (order === 'ASC' ? a.localeCompare(b) : b.localeCompare(a))));
    }
    const breachedOpen = await list({ sort: 'resolutionDueAt', order: 'ASC', status: 'open', slaStatus: 'breached' });
    expect(breachedOpen.data.every((r) => r.status === 'open' && r.slaStatus === 'breached')).toBe(true);
    expect(breachedOpen.total).toBe(t1().complaints.filter((c) => c.status === 'open' && slaStatus(c) === 'breached').length);
    const dues = breachedOpen.data.map((r) => r.resolutionDueAt);
    expect(dues).toEqual([...dues].sort());
  });

  it('the seed shows complaints in every SLA state now, and starts with no SLA notifications to send', async () => {
    await signInAs();
    const before = t1().notifications.length;
    const counts = await dashboardSla();
    expect(counts.onTrack).toBeGreaterThan(0);
    expect(counts.atRisk).toBeGreaterThan(0);
    expect(counts.breached).toBeGreaterThan(0);
    expect(counts.met).toBeGreaterThan(0);
    expect(new Set(t1().complaints.map((c) => c.priority))).toEqual(new Set(['low', 'normal', 'high', 'urgent']));
    expect(t1().notifications.length).toBe(before);
  });
});
