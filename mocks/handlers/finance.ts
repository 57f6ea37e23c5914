// Commission rules and reports, approvals, audit logs, invoices (spec part 2 section 7; DESIGN sections 5, 6).
import { http as rest } from 'msw';
import { db } from '../db';
import { api, v1, json, fail, readBody, authorize, audit, commit, deleteRow, rowHandler, numericId, findOr404, paged, queryOf } from './util';
import { calculateCommission, validateTiers, type CommissionRule, type Party } from '../../src/domain/commission';
import { commissionPayer } from '../../src/domain/complaints';
import { invoiceTotals, TAX_RATE } from '../../src/domain/invoice';
import { splitList } from '../../src/domain/service';
import { dayRange } from '../../src/domain/dates';
import type { Invoice } from '../types';

const PARTIES: Party[] = ['vendor', 'technician'];

/** Rule fields from a request body, with the spec's checks; the first problem is thrown as a 400. */
const ruleFrom = (body: Record<string, any>, base?: CommissionRule): Omit<CommissionRule, 'id'> => {
  const merged: Record<string, any> = { ...(base ?? {}), ...body };
  if (!PARTIES.includes(merged.party)) throw fail(400, 'Party must be vendor or technician');
  if (merged.type !== 'percentage' && merged.type !== 'tiered') throw fail(400, 'Type must be percentage or tiered');
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  const value = num(merged.value);
  const minOrderValue = num(merged.minOrderValue);
  const maxOrderValue = num(merged.maxOrderValue);
  if (merged.type === 'percentage' && (value === null || !Number.isFinite(value) || value < 0 || value > 100)) throw fail(400, 'Value must be a percentage between 0 and 100');
  if (minOrderValue !== null && (!Number.isFinite(minOrderValue) || minOrderValue < 0)) throw fail(400, 'Min order value must be 0 or more');
  if (maxOrderValue !== null && minOrderValue !== null && !(maxOrderValue > minOrderValue)) throw fail(400, 'Max order value must be greater than min order value');
  let tieredRates = null;
  if (merged.type === 'tiered') {
    tieredRates = (Array.isArray(merged.tieredRates) ? merged.tieredRates : []).map((t: any) => ({ minValue: Number(t.minValue), maxValue: num(t.maxValue), rate: Number(t.rate) }));
    const problem = validateTiers(tieredRates);
    if (problem) throw fail(400, problem);
  }
  const priority = merged.priority === undefined || merged.priority === '' ? 1 : Number(merged.priority);
  if (!Number.isInteger(priority)) throw fail(400, 'Priority must be a whole number');
  const from = merged.effectiveFrom ? new Date(merged.effectiveFrom) : new Date();
  const until = merged.effectiveUntil ? new Date(merged.effectiveUntil) : new Date(from.getTime() + 365 * 86400000);
  if (Number.isNaN(from.getTime()) || Number.isNaN(until.getTime()) || until <= from) throw fail(400, 'Effective until must be after effective from');
  return {
    party: merged.party,
    type: merged.type,
    value: merged.type === 'percentage' ? value : null,
    tieredRates,
    serviceCategory: String(merged.serviceCategory ?? '').trim() || null,
    minOrderValue,
    maxOrderValue,
    applicableAreas: splitList(merged.applicableAreas),
    priority,
    effectiveFrom: from.toISOString(),
    effectiveUntil: until.toISOString(),
    description: String(merged.description ?? '').trim() || `${merged.type === 'tiered' ? 'Tiered' : 'Percentage'} commission for ${merged.party}`,
    isActive: merged.isActive === undefined ? true : !!merged.isActive,
  };
};

const calcInput = (src: Record<string, any>) => {
  const party = src.party as Party;
  const orderValue = Number(src.orderValue);
  if (!PARTIES.includes(party)) throw fail(400, 'Party must be vendor or technician');
  if (!Number.isFinite(orderValue) || orderValue < 0) throw fail(400, 'Order value must be a number of 0 or more');
  return { party, orderValue, serviceCategory: src.serviceCategory || null, area: src.area || null };
};

export const financeHandlers = [
  rest.get(v1('/commission-rules/active'), ({ request }) => {
    const ctx = authorize(request, 'commission-rules', 'list');
    const now = Date.now();
    return json(ctx.t.commissionRules.filter((r) => r.isActive && (!r.effectiveUntil || new Date(r.effectiveUntil).getTime() >= now)));
  }),
  rest.get(v1('/commission-rules/party/:party'), ({ request, params }) => {
    const ctx = authorize(request, 'commission-rules', 'list');
    return json(ctx.t.commissionRules.filter((r) => r.party === params.party));
  }),
  rest.post(v1('/commission-rules/calculate'), async ({ request }) => {
    const ctx = authorize(request, 'commission-rules', 'list');
    const input = calcInput(await readBody(request));
    const result = calculateCommission(ctx.t.commissionRules, input);
    if (!result.applicable) return json({ applicable: false, message: result.message, commissionAmount: null, rateApplied: null, ruleType: null, paidBy: null });
    // Who pays follows the warranty rule; without a complaint at hand a calculation is for out-of-warranty work.
    return json({ ...result, paidBy: commissionPayer(false) });
  }),
  rest.get(v1('/commission-rules/applicable'), ({ request }) => {
    const ctx = authorize(request, 'commission-rules', 'list');
    const q = queryOf(request);
    const input = calcInput(Object.fromEntries(q.entries()));
    const result = calculateCommission(ctx.t.commissionRules, input);
    return json(result.applicable ? ctx.t.commissionRules.find((r) => r.id === result.ruleId) : { applicable: false, message: result.message });
  }),
  rest.get(v1('/commission-rules'), ({ request }) => {
    const ctx = authorize(request, 'commission-rules', 'list');
    const q = queryOf(request);
    let rows = ctx.t.commissionRules;
    const active = q.get('active');
    if (active === 'true' || active === 'false') rows = rows.filter((r) => String(r.isActive) === active);
    for (const k of ['party', 'type'] as const) {
      const v = q.get(k);
      if (v) rows = rows.filter((r) => r[k] === v);
    }
    const cat = q.get('serviceCategory')?.trim().toLowerCase();
    if (cat) rows = rows.filter((r) => (r.serviceCategory ?? '').toLowerCase().includes(cat));
    return json(paged([...rows].reverse(), request));
  }),
  rest.get(v1('/commission-rules/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'commission-rules', 'show');
    return json(findOr404(ctx.t.commissionRules, numericId(params.id as string), 'Commission rule'));
  }),
  rest.post(v1('/commission-rules'), async ({ request }) => {
    const ctx = authorize(request, 'commission-rules', 'create');
    const rule: CommissionRule = { id: db.nextId('commissionRules'), ...ruleFrom(await readBody(request)) };
    ctx.t.commissionRules.push(rule);
    audit(ctx, 'commission_rule', rule.id, 'create');
    return commit(json(rule, 201));
  }),
  rowHandler(
    'put',
    v1('/commission-rules/:id'),
    {
      resource: 'commission-rules',
      action: 'edit',
      rows: (ctx) => ctx.t.commissionRules,
      what: 'Commission rule',
      entity: 'commission_rule',
      auditAction: 'update',
    },
    (rule, _ctx, body) => {
      Object.assign(rule, ruleFrom(body, rule));
    },
  ),
  deleteRow(v1('/commission-rules/:id'), {
    resource: 'commission-rules',
    rows: (ctx) => ctx.t.commissionRules,
    what: 'Commission rule',
    entity: 'commission_rule',
  }),

  rest.get(api('/commissions'), ({ request }) => {
    const ctx = authorize(request, 'commission-reports', 'list');
    const q = queryOf(request);
    let rows = [...ctx.t.commissions].reverse();
    const status = q.get('status');
    if (status) rows = rows.filter((r) => r.status === status);
    // The end date includes its whole day: the same rule the report screen and its export use.
    const { start, end } = dayRange(q.get('dateFrom'), q.get('dateTo'));
    rows = rows.filter((r) => {
      const t = new Date(r.createdAt).getTime();
      return t >= start && t <= end;
    });
    return json(paged(rows, request));
  }),

  rest.get(api('/approvals'), ({ request }) => {
    const ctx = authorize(request, 'approvals', 'list');
    const status = queryOf(request).get('status');
    let rows = [...ctx.t.approvals].reverse();
    if (status) rows = rows.filter((a) => a.status === status);
    return json(paged(rows, request));
  }),
  rest.patch(api('/approvals/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'approvals', 'edit');
    const row = findOr404(ctx.t.approvals, numericId(params.id as string), 'Approval');
    const body = await readBody(request);
    row.status = body.decision === 'approve' ? 'approved' : body.decision === 'reject' ? 'rejected' : 'pending';
    row.approverId = body.approverId === undefined ? ctx.user.id : Number(body.approverId);
    row.notes = String(body.notes ?? row.notes ?? '');
    row.updatedAt = new Date().toISOString();
    audit(ctx, 'approval', row.id, row.status);
    return commit(json(row));
  }),

  rest.get(api('/audit/logs'), ({ request }) => {
    const ctx = authorize(request, 'audit', 'list');
    const type = queryOf(request).get('entityType')?.trim().toLowerCase();
    let rows = [...ctx.t.auditLogs].reverse();
    if (type) rows = rows.filter((a) => a.entityType.toLowerCase() === type);
    return json(paged(rows, request));
  }),

  rest.get(api('/invoices'), ({ request }) => {
    const ctx = authorize(request, 'invoices', 'list');
    const status = queryOf(request).get('status');
    let rows = [...ctx.t.invoices].reverse();
    if (status) rows = rows.filter((i) => i.status === status);
    return json(paged(rows, request));
  }),
  rest.get(api('/invoices/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'invoices', 'show');
    return json(findOr404(ctx.t.invoices, numericId(params.id as string), 'Invoice'));
  }),
  rest.post(api('/invoices'), async ({ request }) => {
    const ctx = authorize(request, 'invoices', 'create');
    const body = await readBody(request);
    const lines = Array.isArray(body.lineItems) ? body.lineItems : [];
    if (!lines.length) return fail(400, 'An invoice needs at least one line item');
    const lineItems = lines.map((l: any) => ({ description: String(l.description ?? '').trim(), quantity: Number(l.quantity), unitPrice: Number(l.unitPrice), amount: Math.round(Number(l.quantity) * Number(l.unitPrice) * 100) / 100 }));
    if (lineItems.some((l: any) => !l.description || !(l.quantity > 0) || !(l.unitPrice >= 0))) return fail(400, 'Every line needs a description, a quantity above 0 and a price of 0 or more');
    const invoice: Invoice = { id: db.nextId('invoices'), bookingId: Number(body.bookingId) || 0, customerId: Number(body.customerId) || 0, lineItems, ...invoiceTotals(lineItems, TAX_RATE), status: ['draft', 'sent', 'paid', 'overdue'].includes(body.status) ? body.status : 'draft', createdAt: new Date().toISOString() };
    ctx.t.invoices.push(invoice);
    audit(ctx, 'invoice', invoice.id, 'create');
    return commit(json(invoice, 201));
  }),
  rest.put(api('/invoices/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'invoices', 'edit');
    const invoice = findOr404(ctx.t.invoices, numericId(params.id as string), 'Invoice');
    const body = await readBody(request);
    if (body.status !== undefined) {
      if (!['draft', 'sent', 'paid', 'overdue'].includes(body.status)) return fail(400, 'Unknown invoice status');
      invoice.status = body.status;
    }
    audit(ctx, 'invoice', invoice.id, 'update');
    return commit(json(invoice));
  }),
];
