// Commission rules and reports, approvals, audit logs, invoices (spec part 2 section 7;
// docs/architecture.md, "Paths the spec leaves open"; docs/architecture.md, "Business rules").
import { http as rest } from 'msw';
import { queueInvoiceMessage } from './customerMessages';
import { db } from '../db';
import type { output as zOutput } from 'zod';
import type { CommissionRuleUpdateBody } from '../../src/schemas/admin';
import { S } from './schemas';
import { api, v1, json, fail, worded, authorize, parse, check, existing, type RequestContext, audit, commit, deleteRow, rowHandler, numericId, findOr404, paged, sorted, queryOf, listPage, warehouseUsers } from './util';
import { calculateCommission, validateTiers, type CommissionRule, type Party, type Tier } from '../../src/domain/commission';
import { commissionPayer } from '../../src/domain/complaints';
import { invoiceFilterConditions, matchesInvoiceFilter } from '../../src/domain/invoice';
import { findGstRate, gstRateProblem, LABOUR_SAC } from '../../src/domain/gst';
import { taxedFor } from './taxParties';
import { moveInvoice, shownInvoice } from './invoiceLife';
import { splitList } from '../../src/domain/service';
import { dayRange } from '../../src/domain/dates';
import { approvalSubject, canDecideApproval } from '../../src/domain/approvals';
import { invoiceOfJob } from '../../src/domain/jobCompletion';
import type { Approval, Invoice } from '../types';
import type { Condition } from '../../src/domain/listQuery';

const PARTIES: Party[] = ['vendor', 'technician'];

/** A rule's fields as its create or update body gives them (src/schemas/admin.ts), already type- and range-checked. */
type RuleBody = zOutput<typeof CommissionRuleUpdateBody>;

/** Rule fields from a checked request body over the rule it changes, with the spec's cross-field checks; the first problem is thrown as a 400. */
const ruleFrom = (body: RuleBody, base?: CommissionRule): Omit<CommissionRule, 'id'> => {
  const merged = { ...base, ...body };
  const { party, type } = merged;
  if (!party || !PARTIES.includes(party)) throw fail(400, 'serverText.partyVendorOrTechnician');
  if (type !== 'percentage' && type !== 'tiered') throw fail(400, 'serverText.typePercentageOrTiered');
  const value = merged.value ?? null;
  const minOrderValue = merged.minOrderValue ?? null;
  const maxOrderValue = merged.maxOrderValue ?? null;
  if (type === 'percentage' && (value === null || value < 0 || value > 100)) throw fail(400, 'serverText.valuePercentage');
  if (minOrderValue !== null && minOrderValue < 0) throw fail(400, 'serverText.minOrderValue');
  if (maxOrderValue !== null && minOrderValue !== null && !(maxOrderValue > minOrderValue)) throw fail(400, 'serverText.maxOrderValue');
  let tieredRates: Tier[] | null = null;
  if (type === 'tiered') {
    tieredRates = (merged.tieredRates ?? []).map((t) => ({ minValue: t.minValue ?? Number.NaN, maxValue: t.maxValue ?? null, rate: t.rate ?? Number.NaN }));
    const problem = validateTiers(tieredRates);
    if (problem) throw fail(400, problem);
  }
  const priority = merged.priority ?? 1;
  const from = merged.effectiveFrom ? new Date(merged.effectiveFrom) : new Date();
  const until = merged.effectiveUntil ? new Date(merged.effectiveUntil) : new Date(from.getTime() + 365 * 86400000);
  if (Number.isNaN(from.getTime()) || Number.isNaN(until.getTime()) || until <= from) throw fail(400, 'serverText.effectiveUntil');
  return {
    party,
    type,
    value: type === 'percentage' ? value : null,
    tieredRates,
    serviceCategory: (merged.serviceCategory ?? '').trim() || null,
    minOrderValue,
    maxOrderValue,
    applicableAreas: splitList(merged.applicableAreas),
    priority,
    effectiveFrom: from.toISOString(),
    effectiveUntil: until.toISOString(),
    description: (merged.description ?? '').trim() || `${type === 'tiered' ? 'Tiered' : 'Percentage'} commission for ${party}`,
    isActive: merged.isActive ?? true,
  };
};

/** The applicable-rule query (GET, no body): the same checks as the calculate body. */
const calcInput = (src: Record<string, string>) => {
  const party = src.party as Party;
  const orderValue = Number(src.orderValue);
  if (!PARTIES.includes(party)) throw fail(400, 'serverText.partyVendorOrTechnician');
  if (!Number.isFinite(orderValue) || orderValue < 0) throw fail(400, 'serverText.orderValue');
  return { party, orderValue, serviceCategory: src.serviceCategory || null, area: src.area || null };
};

/** What an approval is about (issue 27; src/domain/approvals.ts), from the warehouse's records and the users. Null when the record is gone. */
const approvalSubjectOf = (ctx: RequestContext, a: Approval) =>
  approvalSubject(a, { spareRequests: ctx.t.spareRequests, registrations: ctx.t.registrations, products: ctx.t.products, commissions: ctx.t.commissions, users: db.state.users });

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
    const body = await parse((z) => z.CalculateBody, request);
    const input = { party: body.party, orderValue: body.orderValue, serviceCategory: body.serviceCategory || null, area: body.area || null };
    const result = calculateCommission(ctx.t.commissionRules, input);
    if (!result.applicable) return json({ applicable: false, ...worded(result.notice), commissionAmount: null, rateApplied: null, ruleType: null, paidBy: null });
    // Who pays follows the warranty rule; without a complaint at hand a calculation is for out-of-warranty work.
    return json({ ...result, paidBy: commissionPayer(false) });
  }),
  rest.get(v1('/commission-rules/applicable'), ({ request }) => {
    const ctx = authorize(request, 'commission-rules', 'list');
    const q = queryOf(request);
    const input = calcInput(Object.fromEntries(q.entries()));
    const result = calculateCommission(ctx.t.commissionRules, input);
    return json(result.applicable ? ctx.t.commissionRules.find((r) => r.id === result.ruleId) : { applicable: false, ...worded(result.notice) });
  }),
  rest.get(v1('/commission-rules'), async ({ request }) => {
    const ctx = authorize(request, 'commission-rules', 'list');
    const q = queryOf(request);
    const where: Condition[] = [];
    const active = q.get('active');
    if (active === 'true' || active === 'false') where.push({ field: 'isActive', op: 'eq', value: active === 'true' });
    for (const k of ['party', 'type'] as const) {
      const v = q.get(k);
      if (v) where.push({ field: k, op: 'eq', value: v });
    }
    const cat = q.get('serviceCategory')?.trim();
    if (cat) where.push({ field: 'serviceCategory', op: 'contains', value: cat });
    // Newest first.
    return json(await listPage(ctx, 'commissionRules', null, request, where));
  }),
  rest.get(v1('/commission-rules/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'commission-rules', 'show');
    return json(findOr404(ctx.t.commissionRules, numericId(params.id as string), 'Commission rule'));
  }),
  rest.post(v1('/commission-rules'), async ({ request }) => {
    const ctx = authorize(request, 'commission-rules', 'create');
    const fields = ruleFrom(await parse((z) => z.CommissionRuleBody, request));
    const rule: CommissionRule = { id: db.nextId('commissionRules'), ...fields };
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
    (rule, _ctx, raw) => {
      Object.assign(rule, ruleFrom(check(S.CommissionRuleUpdateBody, raw), rule));
    },
  ),
  deleteRow(v1('/commission-rules/:id'), {
    resource: 'commission-rules',
    rows: (ctx) => ctx.t.commissionRules,
    what: 'Commission rule',
    entity: 'commission_rule',
  }),

  rest.get(api('/commissions'), async ({ request }) => {
    const ctx = authorize(request, 'commission-reports', 'list');
    const q = queryOf(request);
    const where: Condition[] = [];
    const status = q.get('status');
    if (status) where.push({ field: 'status', op: 'eq', value: status });
    // The end date includes its whole day: the same rule the report screen and its export use
    // (createdAt is an ISO time, so the day's bounds compare as text).
    const { start, end } = dayRange(q.get('dateFrom'), q.get('dateTo'));
    if (Number.isFinite(start)) where.push({ field: 'createdAt', op: 'gte', value: new Date(start).toISOString() });
    if (Number.isFinite(end)) where.push({ field: 'createdAt', op: 'lte', value: new Date(end).toISOString() });
    return json(await listPage(ctx, 'commissions', null, request, where));
  }),

  rest.get(api('/approvals'), async ({ request }) => {
    const ctx = authorize(request, 'approvals', 'list');
    const status = queryOf(request).get('status');
    const page = await listPage(ctx, 'approvals', 'approvals', request, status ? [{ field: 'status', op: 'eq', value: status }] : []);
    return json({ ...page, data: page.data.map((row) => ({ ...row, subject: approvalSubjectOf(ctx, row) })) });
  }),
  rest.patch(api('/approvals/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'approvals', 'edit');
    const row = findOr404(ctx.t.approvals, numericId(params.id as string), 'Approval');
    const body = await parse((z) => z.ApprovalDecisionBody, request);
    // Decided once (issue 28): a second decision, the same or the other, is refused.
    if (!canDecideApproval(row.status)) return fail(409, 'serverText.approvalDecided', { id: row.id, status: row.status });
    const approverId = body.approverId === undefined ? ctx.user.id : existing(warehouseUsers(ctx), body.approverId, 'User').id;
    row.status = body.decision === 'approve' ? 'approved' : 'rejected';
    row.approverId = approverId;
    row.notes = body.notes ?? row.notes ?? '';
    row.updatedAt = new Date().toISOString();
    audit(ctx, 'approval', row.id, row.status);
    return commit(json({ ...row, subject: approvalSubjectOf(ctx, row) }));
  }),

  rest.get(api('/audit/logs'), async ({ request }) => {
    const ctx = authorize(request, 'audit', 'list');
    const type = queryOf(request).get('entityType')?.trim();
    const page = await listPage(ctx, 'auditLogs', 'auditLogs', request, type ? [{ field: 'entityType', op: 'ieq', value: type }] : []);
    // Who did it, by name (issue 27): the log is read by people, not by ids.
    const names = new Map(db.state.users.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email]));
    return json({ ...page, data: page.data.map((row) => ({ ...row, actorName: row.actorId === null ? null : (names.get(row.actorId) ?? null) })) });
  }),

  rest.get(api('/invoices'), async ({ request }) => {
    const ctx = authorize(request, 'invoices', 'list');
    const status = queryOf(request).get('status');
    const now = new Date();
    // A sort on the status sorts the status as read (overdue is derived): on the rows in memory.
    if (queryOf(request).get('sort') === 'status') {
      let rows = [...ctx.t.invoices].reverse().map((i) => shownInvoice(i, now));
      if (status) rows = rows.filter((i) => matchesInvoiceFilter(i.status, status, i.kind));
      return json(paged(sorted(rows, request, 'invoices'), request));
    }
    // Newest first unless `sort`/`order` ask for another order (domain/listSort.ts; 400 on another field).
    const page = await listPage(ctx, 'invoices', 'invoices', request, status ? invoiceFilterConditions(status, now) : []);
    return json({ ...page, data: page.data.map((i) => shownInvoice(i, now)) });
  }),
  rest.get(api('/invoices/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'invoices', 'show');
    return json(shownInvoice(findOr404(ctx.t.invoices, numericId(params.id as string), 'Invoice')));
  }),
  rest.post(api('/invoices'), async ({ request }) => {
    const ctx = authorize(request, 'invoices', 'create');
    const body = await parse((z) => z.InvoiceCreateBody, request);
    const lines = body.lineItems ?? [];
    if (!lines.length) return fail(400, 'serverText.invoiceNeedsLine');
    if (lines.some((l) => !l.description || !(l.quantity > 0) || !(l.unitPrice >= 0))) return fail(400, 'serverText.invoiceLineInvalid');
    // A new invoice is a draft, or issued at once (numbered): paid, overdue and cancelled are later moves.
    if (body.status && body.status !== 'draft' && body.status !== 'sent') return fail(409, 'serverText.newInvoiceStatus');
    const bookingId = body.bookingId === undefined ? 0 : existing(ctx.t.bookings, body.bookingId, 'Booking').id;
    // One invoice per job (issue 28): while its invoice is not cancelled, a second one is refused, naming it.
    const invoiced = invoiceOfJob(ctx.t.invoices, bookingId);
    if (invoiced) return fail(409, 'serverText.bookingInvoiced', { booking: bookingId, invoice: invoiced.number ?? `#${invoiced.id}` });
    const customerId = body.customerId === undefined ? 0 : existing(ctx.t.customers, body.customerId, 'Customer').id;
    // A line without an HSN/SAC is labour; a code without a rate takes the rate table's (src/domain/gst.ts).
    const priced = lines.map((l) => {
      const hsnSac = l.hsnSac ?? LABOUR_SAC;
      const gstRate = l.gstRate ?? findGstRate(hsnSac)?.rate;
      if (gstRate === undefined) throw fail(400, gstRateProblem(hsnSac) ?? 'serverText.noGstRate');
      return { description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, hsnSac, gstRate };
    });
    const invoice: Invoice = { id: db.nextId('invoices'), bookingId, customerId, ...taxedFor(ctx, customerId, priced), status: 'draft', number: null, createdAt: new Date().toISOString() };
    if (body.status === 'sent') {
      moveInvoice(ctx, invoice, 'sent', { dueDate: body.dueDate }, new Date(invoice.createdAt));
      await queueInvoiceMessage(ctx, invoice);
    }
    ctx.t.invoices.push(invoice);
    audit(ctx, 'invoice', invoice.id, 'create');
    return commit(json(shownInvoice(invoice), 201));
  }),
  // A status is a move of the invoice's life (./invoiceLife.ts): issue, pay, cancel; refused ones are 409s.
  rest.put(api('/invoices/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'invoices', 'edit');
    const invoice = findOr404(ctx.t.invoices, numericId(params.id as string), 'Invoice');
    const { status, ...body } = await parse((z) => z.InvoiceUpdateBody, request);
    const issued = invoice.status !== 'sent' && status === 'sent';
    if (status !== undefined) moveInvoice(ctx, invoice, status, body);
    else audit(ctx, 'invoice', invoice.id, 'update');
    if (issued) await queueInvoiceMessage(ctx, invoice);
    return commit(json(shownInvoice(invoice)));
  }),
];
