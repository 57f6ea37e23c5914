import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { signInAs, db, unwrapped } from './utils';
import { financialYear, serialOf } from '../../src/domain/invoiceSeries';

describe('finance and administration API of the demo backend', () => {
  const t1 = () => db.tenant('1');

  it('GET /api/invoices sorts on sort/order (total, due date) within the status filter; an unsortable field is 400', async () => {
    await signInAs();
    const rows = async (query: Record<string, unknown>) =>
      ((await http.get('/api/invoices', { page: 1, limit: 500, ...query })).data as { id: number; totalAmount: number; dueDate: string | null }[]);
    const totals = t1().invoices.map((i) => i.totalAmount);
    expect((await rows({ sort: 'totalAmount', order: 'ASC' })).map((i) => i.totalAmount)).toEqual([...totals].sort((a, b) => a - b));
    expect((await rows({ sort: 'totalAmount', order: 'DESC' })).map((i) => i.totalAmount)).toEqual([...totals].sort((a, b) => b - a));
    const due = (await rows({ sort: 'dueDate', order: 'ASC' })).map((i) => i.dueDate).filter(Boolean);
    expect(due).toEqual([...due].sort());
    await expect(http.get('/api/invoices', { sort: 'lineItems' })).rejects.toMatchObject({ status: 400, message: 'Cannot sort by lineItems' });
  });

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
    // Saved as a handler's commit saves its change (on the server, into its tables: api-server project).
    await db.save();
    const res = await http.get('/api/commissions', { dateFrom: '2026-03-10', dateTo: '2026-03-10', page: 1, limit: 50 });
    expect(res.data.map((r: { id: number }) => r.id)).toContain(row.id);
  });

  it('approvals take approve/reject decisions; audit logs are real', async () => {
    await signInAs();
    // Each decided once (issue 28: a decided approval is not decided again, tests/api/holes.test.ts).
    const [a, b] = t1().approvals.filter((x) => x.status === 'pending');
    expect(await http.patch(`/api/approvals/${a.id}`, { decision: 'approve', approverId: 1, notes: 'ok' })).toMatchObject({ status: 'approved', approverId: 1 });
    expect(await http.patch(`/api/approvals/${b.id}`, { decision: 'reject', approverId: 1, notes: 'no' })).toMatchObject({ status: 'rejected' });
    const logs = await http.get('/api/audit/logs', { entityType: 'approval', page: 1, limit: 10 });
    expect(logs.total).toBe(2);
  });

  it('invoices carry 18% tax to paise', async () => {
    await signInAs();
    const inv = await http.post('/api/invoices', { bookingId: 1, customerId: 1, lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 499.99 }] });
    expect(inv).toMatchObject({ subtotal: 499.99, taxRate: 0.18, taxAmount: 90, totalAmount: 589.99 });
  });

  it('an invoice is a GST tax invoice: CGST + SGST for a customer in the warehouse state, IGST for one outside, taxed again at issue', async () => {
    await signInAs();
    const warehouse = db.state.tenants.find((t) => t.id === 1)!;
    expect(warehouse.stateCode).toBe('29');
    const local = t1().customers.find((c) => c.stateCode === '29')!;
    const outside = t1().customers.find((c) => c.stateCode && c.stateCode !== '29')!;
    const lines = [{ description: 'Visit', quantity: 1, unitPrice: 499.99 }, { description: 'Panel', quantity: 2, unitPrice: 11500, hsnSac: '852990' }];
    const mine = await http.post('/api/invoices', { customerId: local.id, lineItems: lines });
    expect(mine).toMatchObject({ placeOfSupply: '29', intraState: true, cgstAmount: 2115, sgstAmount: 2115, igstAmount: 0, totalAmount: 27729.99, supplier: { gstin: warehouse.gstin, stateCode: '29' } });
    expect(mine.lineItems.map((l: { hsnSac: string }) => l.hsnSac)).toEqual(['998719', '852990']);
    const theirs = await http.post('/api/invoices', { customerId: outside.id, lineItems: lines });
    expect(theirs).toMatchObject({ placeOfSupply: outside.stateCode, intraState: false, cgstAmount: 0, igstAmount: 4230, totalAmount: 27729.99 });
    await expect(http.post('/api/invoices', { customerId: local.id, lineItems: [{ description: 'X', quantity: 1, unitPrice: 1, hsnSac: '12' }] })).rejects.toMatchObject({ status: 400, message: 'HSN/SAC code must be 4 to 8 digits' });

    // The customer moves out of state before issue: the issued invoice is taxed where they are now.
    t1().customers.find((c) => c.id === local.id)!.stateCode = '27';
    const issued = await http.put(`/api/invoices/${mine.id}`, { status: 'sent' });
    expect(issued).toMatchObject({ status: 'sent', placeOfSupply: '27', igstAmount: 4230, cgstAmount: 0, recipient: { stateCode: '27' } });

    // No GSTIN, no tax invoice: issuing is refused and nothing is numbered.
    const gstin = warehouse.gstin;
    warehouse.gstin = null;
    await expect(http.put(`/api/invoices/${theirs.id}`, { status: 'sent' })).rejects.toMatchObject({ status: 409, message: "Set the warehouse's GSTIN before issuing an invoice" });
    expect(t1().invoices.find((i) => i.id === theirs.id)).toMatchObject({ status: 'draft', number: null });
    warehouse.gstin = gstin;
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
    const rule = structuredClone(unwrapped(t1().commissionRules[0]));
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

  describe('invoice series and life (issue 15)', () => {
    // Invoices of no job: a job is invoiced once (issue 28), these tests make several.
    const draft = async () => (await http.post('/api/invoices', { customerId: 1, lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 1000 }] })).id as number;
    const serial = (n: string) => Number(n.split('/')[2]);

    it('issuing assigns consecutive numbers of the warehouse and financial year, and a due date 15 days on', async () => {
      await signInAs();
      const year = financialYear(new Date());
      const highest = Math.max(0, ...t1().invoices.map((i) => serialOf(i.number, 'BLR', year) ?? 0));
      const [a, b] = [await draft(), await draft()];
      expect(t1().invoices.find((i) => i.id === a)).toMatchObject({ status: 'draft', number: null });
      const first = await http.put(`/api/invoices/${b}`, { status: 'sent' });
      const second = await http.put(`/api/invoices/${a}`, { status: 'sent', dueDate: '2099-01-31' });
      expect(first.number).toBe(`BLR/${year}/${String(highest + 1).padStart(5, '0')}`);
      expect(serial(second.number)).toBe(serial(first.number) + 1);
      expect(first.number.length).toBeLessThanOrEqual(16);
      expect(new Date(first.dueDate).getTime() - new Date(first.issuedAt).getTime()).toBe(15 * 86_400_000);
      expect(second.dueDate).toBe('2099-01-31T00:00:00.000Z');
      // Another warehouse's series is its own.
      expect(t1().invoices.filter((i) => i.number === first.number)).toHaveLength(1);
      // Issued at creation: numbered too.
      const sent = await http.post('/api/invoices', { customerId: 1, status: 'sent', lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 1 }] });
      expect(serial(sent.number)).toBe(serial(second.number) + 1);
      // The default list (open) and the derived overdue.
      const open = await http.get('/api/invoices', { status: 'open', page: 1, limit: 500 });
      expect(new Set(open.data.map((i: { status: string }) => i.status))).toEqual(new Set(['draft', 'sent', 'overdue']));
      t1().invoices.find((i) => i.id === b)!.dueDate = '2020-01-01T00:00:00.000Z';
      expect((await http.get(`/api/invoices/${b}`)).status).toBe('overdue');
      expect(t1().invoices.find((i) => i.id === b)!.status).toBe('sent');
    });

    it('pays with a date, a mode and a reference; a cancelled invoice keeps its number and has a credit note', async () => {
      await signInAs();
      const [p, c] = [await draft(), await draft()];
      await http.put(`/api/invoices/${p}`, { status: 'sent' });
      const issued = await http.put(`/api/invoices/${c}`, { status: 'sent' });
      await expect(http.put(`/api/invoices/${p}`, { status: 'paid' })).rejects.toMatchObject({ status: 400, message: 'A payment needs a date and a mode' });
      await expect(http.put(`/api/invoices/${p}`, { status: 'paid', paidAt: '2020-01-01', paymentMode: 'upi' })).rejects.toMatchObject({ status: 400, message: 'Payment date cannot be before the issue date' });
      await expect(http.put(`/api/invoices/${p}`, { status: 'paid', paidAt: new Date().toISOString(), paymentMode: 'barter' })).rejects.toMatchObject({ status: 400 });
      const paid = await http.put(`/api/invoices/${p}`, { status: 'paid', paidAt: new Date().toISOString(), paymentMode: 'upi', paymentReference: 'UTR123' });
      expect(paid).toMatchObject({ status: 'paid', paymentMode: 'upi', paymentReference: 'UTR123' });

      const year = financialYear(new Date());
      const cnBefore = Math.max(0, ...t1().invoices.map((i) => serialOf(i.creditNote?.number, 'CN', year) ?? 0));
      const cancelled = await http.put(`/api/invoices/${c}`, { status: 'cancelled', cancelReason: 'Billed twice' });
      expect(cancelled).toMatchObject({ status: 'cancelled', number: issued.number });
      expect(cancelled.creditNote).toEqual({
        number: `CN/${year}/${String(cnBefore + 1).padStart(5, '0')}`,
        invoiceId: c,
        invoiceNumber: issued.number,
        issuedAt: expect.any(String),
        reason: 'Billed twice',
        subtotal: 1000,
        taxAmount: 180,
        totalAmount: 1180,
      });
      // The number is never given again.
      const next = await http.put(`/api/invoices/${await draft()}`, { status: 'sent' });
      expect(next.number).not.toBe(issued.number);
      const logs = await http.get('/api/audit/logs', { entityType: 'credit_note', page: 1, limit: 5 });
      expect(logs.data[0]).toMatchObject({ entityId: cancelled.creditNote.number });
    });

    it('refuses moves the life does not allow with 409 and a clear text, writing nothing', async () => {
      await signInAs();
      const d = await draft();
      const refused = async (status: string, message: string) => {
        const before = JSON.stringify(t1().invoices);
        await expect(http.put(`/api/invoices/${d}`, { status, paidAt: new Date().toISOString(), paymentMode: 'cash' })).rejects.toMatchObject({ status: 409, message });
        expect(JSON.stringify(t1().invoices)).toBe(before);
      };
      await refused('paid', 'A draft invoice cannot be paid: issue it first');
      await refused('overdue', 'Overdue follows from the due date and cannot be set');
      await http.put(`/api/invoices/${d}`, { status: 'sent' });
      await refused('draft', 'An issued invoice cannot go back to draft');
      await http.put(`/api/invoices/${d}`, { status: 'paid', paidAt: new Date().toISOString(), paymentMode: 'cash' });
      await refused('cancelled', 'A paid invoice cannot be cancelled');
      await expect(http.post('/api/invoices', { status: 'paid', lineItems: [{ description: 'V', quantity: 1, unitPrice: 1 }] })).rejects.toMatchObject({ status: 409, message: 'A new invoice is a draft or sent' });
    });

    it('the seed numbers its issued invoices gaplessly per series and financial year; a ₹0 one is a service note (issue 27)', () => {
      const issued = t1().invoices.filter((i) => i.number);
      const numbers = issued.map((i) => i.number!);
      expect(numbers.length).toBeGreaterThan(0);
      // Each series (the warehouse's tax invoices, the SN service notes) is gapless on its own.
      const bySeries = new Map<string, number[]>();
      for (const n of numbers) {
        const series = n.split('/').slice(0, 2).join('/');
        bySeries.set(series, [...(bySeries.get(series) ?? []), serial(n)]);
      }
      for (const serials of bySeries.values()) expect(serials.sort((x, y) => x - y)).toEqual(serials.map((_, i) => i + 1));
      expect(t1().invoices.every((i) => i.status !== 'overdue')).toBe(true);
      // No tax-invoice number for a ₹0 document: it is a service note of the SN series, nothing due.
      expect(issued.some((i) => i.kind === 'service_note')).toBe(true);
      for (const invoice of issued) {
        if (invoice.totalAmount === 0) expect(invoice).toMatchObject({ kind: 'service_note', number: expect.stringMatching(/^SN\//), dueDate: null, status: 'sent' });
        else expect(invoice).toMatchObject({ kind: 'tax_invoice', number: expect.stringMatching(/^BLR\//) });
      }
    });
  });
});
