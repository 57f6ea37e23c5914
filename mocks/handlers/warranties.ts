// Product (warranty) registrations: register, check, extend, expiring and expired (spec part 2 section 7).
import { http as rest } from 'msw';
import { db, unwrapped } from '../db';
import { api, json, fail, readBody, authorize, audit, auditUpdate, notify, commit, deleteRow, numericId, findOr404, queryOf, check, parse, listPage, idIs, type RequestContext } from './util';
import type { Condition } from '../../src/domain/listQuery';
import { S } from './schemas';
import { DAY_MS } from '../../src/domain/dates';
import { DEFAULT_EXTENSION_REASON, effectiveEndDate, endsWithin, extendWarranty, extensionLine, extensionProblem, hasRegistrationFields, mayRegisterFor, registrationTerms, warrantyEndDate, warrantyStatus, warrantyStatusConditions, type Registrant } from '../../src/domain/warranty';
import { taxedFor } from './taxParties';
import type { Invoice, Registration } from '../types';
import { ownCustomerIds } from '../../src/domain/ownership';
import { refusal } from '../../src/domain/refusal';

const present = (ctx: RequestContext, r: Registration) => ({
  ...r,
  warrantyStatus: warrantyStatus(r),
  product: (() => {
    const p = ctx.t.products.find((x) => x.id === r.productId);
    return p ? { name: p.name, sku: p.sku } : null;
  })(),
  customerName: ctx.t.customers.find((c) => c.id === r.customerId)?.name ?? null,
});

const visibleCustomerIds = (ctx: RequestContext) =>
  ownCustomerIds(ctx.user, ctx.role, ctx.tenantId);

/** The registrations of the list a role may see, as conditions: a customer only its own. */
const visibleWhere = (ctx: RequestContext): Condition[] =>
  ctx.role === 'customer' ? [{ field: 'customerId', op: 'in', values: ownCustomerIds(ctx.user, ctx.role, ctx.tenantId) }] : [];

/** The expiring and expired lists keep the registrations' own order, oldest first. */
const OLDEST_FIRST = { sort: 'id', ascending: true };

/** Customers see only their own registrations (the customer record their account is linked to). */
const visible = (ctx: RequestContext) => {
  if (ctx.role !== 'customer') return ctx.t.registrations;
  const mine = ownCustomerIds(ctx.user, ctx.role, ctx.tenantId);
  return ctx.t.registrations.filter((r) => mine.includes(r.customerId));
};

export const warrantyHandlers = [
  rest.get(api('/warranties/check'), ({ request }) => {
    const ctx = authorize(request, 'registrations', 'list');
    const q = queryOf(request);
    const serial = q.get('serialNo')?.trim();
    const productId = q.get('productId');
    if (!serial) return fail(400, 'serverText.serialRequired');
    const reg = visible(ctx).find((r) => r.serialNo.toLowerCase() === serial.toLowerCase() && (!productId || String(r.productId) === productId));
    if (!reg) return json({ isValid: false, message: `No registration found for serial ${serial}`, details: null });
    const status = warrantyStatus(reg);
    const end = effectiveEndDate(reg)!;
    const daysLeft = Math.ceil((end.getTime() - Date.now()) / DAY_MS);
    return json({
      isValid: status !== 'expired',
      message: status === 'expired' ? `Warranty expired on ${end.toISOString().slice(0, 10)}` : `Warranty valid until ${end.toISOString().slice(0, 10)}`,
      details: { ...present(ctx, reg), daysLeft },
    });
  }),
  rest.get(api('/warranties/expiring'), async ({ request }) => {
    const ctx = authorize(request, 'registrations', 'list');
    const days = Number(queryOf(request).get('days') || 30);
    if (!Number.isFinite(days) || days < 0) return fail(400, 'serverText.daysNonNegative');
    const { data, ...page } = await listPage(ctx, 'registrations', null, request, [...visibleWhere(ctx), ...endsWithin(days)], { order: OLDEST_FIRST });
    return json({ ...page, data: data.map((r) => present(ctx, r)) });
  }),
  rest.get(api('/warranties/expired'), async ({ request }) => {
    const ctx = authorize(request, 'registrations', 'list');
    const { data, ...page } = await listPage(ctx, 'registrations', null, request, [...visibleWhere(ctx), ...warrantyStatusConditions('expired')], { order: OLDEST_FIRST });
    return json({ ...page, data: data.map((r) => present(ctx, r)) });
  }),
  rest.get(api('/warranties/customer/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'registrations', 'list');
    const id = numericId(params.id as string);
    return json(visible(ctx).filter((r) => r.customerId === id).map((r) => present(ctx, r)));
  }),
  rest.get(api('/warranties/product/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'registrations', 'list');
    const id = numericId(params.id as string);
    return json(visible(ctx).filter((r) => r.productId === id).map((r) => present(ctx, r)));
  }),
  rest.get(api('/warranties'), async ({ request }) => {
    const ctx = authorize(request, 'registrations', 'list');
    const q = queryOf(request);
    const where = visibleWhere(ctx);
    for (const key of ['customerId', 'productId'] as const) {
      const v = q.get(key);
      if (v) where.push(idIs(key, v));
    }
    const serial = q.get('serialNo')?.trim().toLowerCase();
    if (serial) where.push({ field: 'serialNo', op: 'contains', value: serial });
    // The lookups' search: a serial or invoice number (part of it), or the registration's id.
    const search = q.get('search')?.trim().toLowerCase();
    if (search)
      where.push({ op: 'or', any: [[{ field: 'serialNo', op: 'contains', value: search }], [{ field: 'invoiceNumber', op: 'contains', value: search }], [idIs('id', search)]] });
    // The warranty status is judged from the end date at the time of the call.
    const status = q.get('warrantyStatus');
    if (status === 'active' || status === 'expiring_soon' || status === 'expired') where.push(...warrantyStatusConditions(status));
    else if (status) where.push({ field: 'id', op: 'in', values: [] });
    const { data, total } = await listPage(ctx, 'registrations', 'registrations', request, where);
    return json({ data: data.map((r) => present(ctx, r)), total });
  }),
  rest.get(api('/warranties/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'registrations', 'show');
    return json(present(ctx, findOr404(visible(ctx), numericId(params.id as string), 'Registration')));
  }),
  rest.post(api('/warranties'), async ({ request }) => {
    const ctx = authorize(request, 'registrations', 'create');
    const raw = await readBody<unknown>(request);
    // A customer registers their own product (issue 27): their customer record and the product's warranty months, not typed (src/domain/warranty.ts).
    const registrant: Registrant = { own: ctx.role === 'customer', customerIds: visibleCustomerIds(ctx) };
    // A field left empty is the form's one text (spec); then the call's schema, before anything is written.
    if (raw && typeof raw === 'object' && !Array.isArray(raw) && !hasRegistrationFields(raw as Record<string, unknown>, registrant.own)) return fail(400, 'serverText.requiredFields');
    const { productId, serialNo, ...body } = check(S.RegistrationCreateBody, raw);
    const product = ctx.t.products.find((p) => p.id === productId);
    const { customerId, months } = registrationTerms(registrant, body, product?.warrantyMonths);
    if (!(months > 0)) return fail(400, 'serverText.requiredFields');
    const purchase = new Date(body.purchaseDate);
    if (Number.isNaN(purchase.getTime())) return fail(400, 'serverText.purchaseNotDate');
    if (purchase.getTime() > Date.now() + DAY_MS) return fail(400, 'serverText.purchaseInFuture');
    if (!product) return fail(400, 'serverText.productNotFound', { id: productId });
    if (!ctx.t.customers.some((c) => c.id === customerId)) return fail(400, 'serverText.customerNotFound', { id: customerId });
    if (!mayRegisterFor(registrant, customerId)) return fail(403, 'serverText.ownProductsOnly');
    if (ctx.t.registrations.some((r) => r.serialNo.toLowerCase() === serialNo.toLowerCase())) return fail(409, 'serverText.serialRegistered', { serial: serialNo });
    const reg: Registration = {
      id: db.nextId('registrations'),
      productId,
      serialNo,
      customerId,
      purchaseDate: purchase.toISOString(),
      warrantyMonths: months,
      warrantyEndDate: warrantyEndDate(purchase, months).toISOString(),
      dealerId: body.dealerId || null,
      invoiceNumber: body.invoiceNumber || null,
      notes: body.notes || null,
      extensions: [],
      createdAt: new Date().toISOString(),
    };
    ctx.t.registrations.push(reg);
    audit(ctx, 'warranty', reg.id, 'register');
    return commit(json(present(ctx, reg), 201));
  }),
  rest.put(api('/warranties/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'registrations', 'edit');
    const reg = findOr404(ctx.t.registrations, numericId(params.id as string), 'Registration');
    const before = structuredClone(unwrapped(reg));
    const raw = await readBody<Record<string, unknown>>(request);
    // An unreadable purchase date or months is the form's one text (spec), as before the schema.
    if (raw && typeof raw === 'object' && (raw.purchaseDate || raw.warrantyMonths)) {
      const date = new Date(String(raw.purchaseDate ?? reg.purchaseDate));
      if (Number.isNaN(date.getTime()) || !(Number(raw.warrantyMonths ?? reg.warrantyMonths) > 0)) return fail(400, 'serverText.requiredFields');
    }
    const body = check(S.RegistrationUpdateBody, raw);
    const purchase = new Date(body.purchaseDate ?? reg.purchaseDate);
    const months = Number(body.warrantyMonths ?? reg.warrantyMonths);
    // Check first, then write: a refused request changes nothing.
    if ((body.purchaseDate || body.warrantyMonths) && (Number.isNaN(purchase.getTime()) || !(months > 0))) return fail(400, 'serverText.requiredFields');
    // A field sent as null or '' is cleared; one not sent is kept.
    for (const k of ['dealerId', 'invoiceNumber', 'notes'] as const) if (raw[k] !== undefined) reg[k] = body[k] || null;
    if (body.purchaseDate || body.warrantyMonths) {
      reg.purchaseDate = purchase.toISOString();
      reg.warrantyMonths = months;
      reg.warrantyEndDate = warrantyEndDate(purchase, months).toISOString();
    }
    auditUpdate(ctx, 'warranty', reg, before);
    return commit(json(present(ctx, reg)));
  }),
  rest.patch(api('/warranties/:id/extend-warranty'), async ({ request, params }) => {
    const ctx = authorize(request, 'registrations', 'edit');
    const reg = findOr404(ctx.t.registrations, numericId(params.id as string), 'Registration');
    const body = await parse((s) => s.ExtendWarrantyBody, request);
    const months = body.additionalMonths;
    const cost = body.cost ?? 0;
    const reason = body.reason?.trim() ?? '';
    // A price of 0 is a free extension (a service promise): it needs its reason.
    const problem = extensionProblem(cost, reason);
    if (problem) return fail(400, problem);
    Object.assign(reg, extendWarranty(reg, months, reason || DEFAULT_EXTENSION_REASON, cost));
    // A sold extension raises a draft invoice for the customer, as a completed job does (no booking: 0, as POST /api/invoices).
    let invoiceId: number | null = null;
    if (cost > 0) {
      const invoice: Invoice = { id: db.nextId('invoices'), bookingId: 0, registrationId: reg.id, customerId: reg.customerId, ...taxedFor(ctx, reg.customerId, [extensionLine(months, reg.serialNo, cost)]), status: 'draft', createdAt: new Date().toISOString() };
      ctx.t.invoices.push(invoice);
      invoiceId = invoice.id;
      audit(ctx, 'invoice', invoice.id, 'create');
    }
    audit(ctx, 'warranty', reg.id, 'extend', { months, cost, reason: reason || DEFAULT_EXTENSION_REASON, invoiceId });
    notify(ctx, 'notificationText.title.warrantyExtended', 'notificationText.message.warrantyExtended', { serial: reg.serialNo, months });
    return commit(json({ ...present(ctx, reg), invoiceId }));
  }),
  deleteRow(api('/warranties/:id'), {
    resource: 'registrations',
    rows: (ctx) => ctx.t.registrations,
    what: 'Registration',
    entity: 'warranty',
    // Refused while complaints were logged against it.
    usedBy: (row, ctx) => [
      refusal('serverText.registrationUsedBy', { serial: row.serialNo }),
      [{ count: ctx.t.complaints.filter((c) => c.productRegistrationId === row.id).length, kind: 'complaint' }],
    ],
  }),
];
