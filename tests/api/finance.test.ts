import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { signInAs, db } from './utils';

describe('finance and administration API of the demo backend', () => {
  const t1 = () => db.tenant('1');

  it('creates a tiered rule and the calculator uses it; bad tiers are refused', async () => {
    await signInAs();
    t1().commissionRules.forEach((r) => (r.isActive = false));
    await expect(
      http.post('/commission-rules', { party: 'vendor', type: 'tiered', tieredRates: [{ minValue: 0, maxValue: 1000, rate: 10 }, { minValue: 1500, maxValue: null, rate: 5 }] }),
    ).rejects.toMatchObject({ status: 400, message: 'Tier 2 must start where tier 1 ends (1000)' });
    const rule = await http.post('/commission-rules', { party: 'vendor', type: 'tiered', priority: 5, applicableAreas: '560100, 400001', tieredRates: [{ minValue: 0, maxValue: 1000, rate: 10 }, { minValue: 1000, maxValue: null, rate: 7.5 }] });
    expect(rule.description).toBe('Tiered commission for vendor');
    expect(new Date(rule.effectiveUntil).getTime() - new Date(rule.effectiveFrom).getTime()).toBe(365 * 86400000);
    expect(await http.post('/commission-rules/calculate', { party: 'vendor', orderValue: 2000, area: '560100' })).toMatchObject({ applicable: true, commissionAmount: 150, rateApplied: 7.5, ruleType: 'tiered', paidBy: 'Customer' });
    expect(await http.post('/commission-rules/calculate', { party: 'vendor', orderValue: 2000, area: '110001' })).toMatchObject({ applicable: false, message: 'No applicable commission rule' });
  });

  it('reports filter by status and include the whole end day', async () => {
    await signInAs();
    const row = t1().commissions[0];
    row.createdAt = '2026-03-10T23:30:00.000Z';
    const res = await http.get('/api/commissions', { dateFrom: '2026-03-10', dateTo: '2026-03-10', page: 1, limit: 50 });
    expect(res.data.map((r: { id: number }) => r.id)).toContain(row.id);
  });

  it('approvals take approve/reject decisions; audit logs are real', async () => {
    await signInAs();
    const a = t1().approvals.find((x) => x.status === 'pending')!;
    expect(await http.patch(`/api/approvals/${a.id}`, { decision: 'approve', approverId: 1, notes: 'ok' })).toMatchObject({ status: 'approved', approverId: 1 });
    expect(await http.patch(`/api/approvals/${a.id}`, { decision: 'reject', approverId: 1, notes: 'no' })).toMatchObject({ status: 'rejected' });
    const logs = await http.get('/api/audit/logs', { entityType: 'approval', page: 1, limit: 10 });
    expect(logs.total).toBe(2);
  });

  it('invoices carry 18% tax to paise', async () => {
    await signInAs();
    const inv = await http.post('/api/invoices', { bookingId: 1, customerId: 1, lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 499.99 }] });
    expect(inv).toMatchObject({ subtotal: 499.99, taxRate: 0.18, taxAmount: 90, totalAmount: 589.99 });
  });

  it('checks finance bodies by their schemas: another warehouse\'s ids, bad dates and decisions are refused, nothing written', async () => {
    await signInAs();
    const otherUser = db.state.users.find((u) => u.tenantId === 2)!;
    const otherBooking = db.tenant('2').bookings[0];
    const a = t1().approvals.find((x) => x.status === 'pending')!;
    await expect(http.patch(`/api/approvals/${a.id}`, { decision: 'approve', approverId: otherUser.id })).rejects.toMatchObject({ status: 400, message: `User #${otherUser.id} does not exist` });
    await expect(http.patch(`/api/approvals/${a.id}`, { decision: 'maybe' })).rejects.toMatchObject({ status: 400, message: 'Decision must be approve or reject' });
    expect(t1().approvals.find((x) => x.id === a.id)!.status).toBe('pending');
    const invoices = t1().invoices.length;
    await expect(http.post('/api/invoices', { bookingId: otherBooking.id, lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 1 }] })).rejects.toMatchObject({ status: 400, message: `Booking #${otherBooking.id} does not exist` });
    await expect(http.post('/api/invoices', { lineItems: [{ description: 'Visit', quantity: -1, unitPrice: 1 }] })).rejects.toMatchObject({ status: 400, message: 'Every line needs a description, a quantity above 0 and a price of 0 or more' });
    expect(t1().invoices).toHaveLength(invoices);
    const rule = structuredClone(t1().commissionRules[0]);
    await expect(http.put(`/commission-rules/${rule.id}`, { effectiveFrom: 'soon' })).rejects.toMatchObject({ status: 400, message: 'Effective from is not a date' });
    await expect(http.put(`/commission-rules/${rule.id}`, { type: 'tiered', tieredRates: [{ minValue: 0, maxValue: null, rate: -2 }] })).rejects.toMatchObject({ status: 400, message: 'Tier 1: rate must be a number of 0 or more' });
    expect(t1().commissionRules[0]).toEqual(rule);
  });

  it('tenants and roles belong to the super admin; a warehouse admin gets 403', async () => {
    await signInAs();
    await expect(http.post('/api/tenants', { name: 'X' })).rejects.toMatchObject({ status: 400, message: 'Please fill all fields' });
    const t = await http.post('/api/tenants', { name: 'Pune Hub', subdomain: 'pune-hub', plan: 'premium' });
    expect(t).toMatchObject({ status: 'active', plan: 'premium' });
    const tech = db.state.roles.find((r) => r.name === 'technician')!;
    expect((await http.put(`/roles/${tech.id}/permissions`, { permissions: { dashboard: ['list'] } })).permissions).toEqual({ dashboard: ['list'] });
    await signInAs('admin@demo.in');
    await expect(http.get('/api/tenants')).rejects.toMatchObject({ status: 403 });
    await expect(http.get('/roles')).rejects.toMatchObject({ status: 403 });
  });
});
