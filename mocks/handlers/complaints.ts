import { http as rest } from 'msw';
import { queueCustomerMessages } from './customerMessages';
import { db } from '../db';
import { api, v1, json, fail, authorize, audit, notify, commit, numericId, findOr404, findById, queryOf, parse, existing, idIs, type RequestContext } from './util';
import { holds, type Condition } from '../../src/domain/listQuery';
import {
  autoAssign,
  canAutoAssign,
  canMoveComplaint,
  canRequestParts,
  moveRefusal,
  type ComplaintMove,
  NoActiveVendorError,
  statusAfter,
  warrantyForComplaint,
} from '../../src/domain/complaints';
import { COMPLAINT_STATUSES } from '../../src/config';
import type { Complaint } from '../types';
import { listComplaints } from './complaintList';
import { raiseSlaAlerts, withSla } from './complaintSla';
import { isPriority, isSlaStatus, PRIORITY_REFUSAL, slaConditions, slaDueTimes, slaJudge, type SlaStatus } from '../../src/domain/sla';
import { isOwnComplaint, ownCustomerIds, technicianRecordIds } from '../../src/domain/ownership';
import { complaintPriority, customerComplaint, mayLogOn } from '../../src/domain/customerView';
import { cannotSortBy, isSortable } from '../../src/domain/listSort';

/**
 * What a complaint carries beside its stored fields: the names of its customer, product and vendor,
 * for readers who may not look those records up (a customer reading its own complaint).
 */
const present = (ctx: RequestContext, c: Complaint) => presentPage(ctx, [c])[0];

/** `present` for a page of rows: each name found by id (findById), not by a walk over the collection. */
const presentPage = (ctx: RequestContext, rows: Complaint[]) => {
  const namesOf = <T extends { id: number; name: string }>(all: T[], ids: (number | null)[]) => {
    const names = new Map<number, string>();
    for (const id of new Set(ids)) {
      const found = id ? findById(all, id) : undefined;
      if (found) names.set(found.id, found.name);
    }
    return names;
  };
  const vendors = namesOf(ctx.t.vendors, rows.map((c) => c.assignedVendorId));
  const customers = namesOf(ctx.t.customers, rows.map((c) => c.customerId));
  const products = namesOf(ctx.t.products, rows.map((c) => c.productId));
  // A customer reads their own view: visits with the technician's first name, the documents given.
  if (ctx.role === 'customer') return customerPage(ctx, rows, customers, products);
  // Priority, due times and the SLA status at the time of the read
  // (docs/architecture.md, "Lifecycle and SLA").
  const judge = slaJudge();
  return rows.map((c) =>
    Object.assign(withSla(c, judge), {
      customerName: customers.get(c.customerId) ?? null,
      productName: products.get(c.productId) ?? null,
      assignedVendorName: c.assignedVendorId ? vendors.get(c.assignedVendorId) ?? null : null,
    }),
  );
};

/** A customer's view of their complaints (src/domain/customerView.ts): their visits and the documents given for them. */
const customerPage = (ctx: RequestContext, rows: Complaint[], customers: Map<number, string>, products: Map<number, string>) => {
  const ids = new Set(rows.map((c) => c.id));
  const visits = new Map<number, (typeof ctx.t.bookings)[number][]>();
  for (const b of ctx.t.bookings) if (ids.has(b.complaintId)) visits.set(b.complaintId, [...(visits.get(b.complaintId) ?? []), b]);
  const visitIds = new Set([...visits.values()].flat().map((b) => b.id));
  const invoices = ctx.t.invoices.filter((i) => visitIds.has(i.bookingId));
  const technicianName = (id: number) => ctx.t.vendors.find((v) => v.id === id)?.name;
  return rows.map((c) =>
    customerComplaint(c, { customerName: customers.get(c.customerId) ?? null, productName: products.get(c.productId) ?? null }, visits.get(c.id) ?? [], technicianName, invoices),
  );
};

/** Customers see only their own complaints (the customer record their account is linked to). */
const visible = (ctx: RequestContext, rows: Complaint[]) => {
  if (ctx.role !== 'customer') return rows;
  const mine = ownCustomerIds(ctx.user, ctx.role, ctx.tenantId);
  return rows.filter((c) => mine.includes(c.customerId));
};

/**
 * A complaint matches a search by its id ('#181' asks for that id alone), a part of its customer's
 * name or phone (four digits at least), or a part of its description.
 */
const searchConditions = (ctx: RequestContext, raw: string): Condition[] => {
  const search = raw.replace(/^#/, '').toLowerCase();
  if (raw.startsWith('#')) return [idIs('id', search)];
  // A phone is matched on its digits: '98765 43210', '+91 98765' and '9876543210' all find '+91 98765 43210'.
  const digits = /^[\d\s+()-]+$/.test(search) ? search.replace(/\D/g, '') : '';
  const customers = ctx.t.customers
    .filter((c) => c.name.toLowerCase().includes(search) || (digits.length >= 4 && String(c.phone ?? '').replace(/\D/g, '').includes(digits)))
    .map((c) => c.id);
  return [{ op: 'or', any: [[idIs('id', search)], [{ field: 'customerId', op: 'in', values: customers }], [{ field: 'description', op: 'contains', value: search }]] }];
};

const create = async ({ request }: { request: Request }) => {
  const ctx = authorize(request, 'complaints', 'create');
  const body = await parse((s) => s.ComplaintCreateBody, request);
  const { customerId, productId, serialNo, description } = body;
  existing(ctx.t.customers, customerId, 'Customer');
  existing(ctx.t.products, productId, 'Product');
  if (ctx.role === 'customer' && !ownCustomerIds(ctx.user, ctx.role, ctx.tenantId).includes(customerId))
    return fail(403, 'serverText.ownComplaintsOnly');
  const productRegistrationId = body.productRegistrationId ?? null;
  if (productRegistrationId !== null) existing(ctx.t.registrations, productRegistrationId, 'Registration');
  if (!mayLogOn(ctx.role, ownCustomerIds(ctx.user, ctx.role, ctx.tenantId), ctx.t.registrations.find((r) => r.id === productRegistrationId)))
    return fail(403, 'serverText.ownComplaintsOnly');
  const priority = complaintPriority(ctx.role, body.priority);
  if (!isPriority(priority)) return fail(400, PRIORITY_REFUSAL);
  const createdAt = new Date().toISOString();
  const warranty = warrantyForComplaint({ productRegistrationId, serialNo }, ctx.t.registrations);
  const complaint: Complaint = {
    id: db.nextId('complaints'),
    customerId,
    productRegistrationId: warranty.productRegistrationId,
    productId,
    serialNo,
    description,
    status: 'open',
    createdAt,
    isUnderWarranty: warranty.isUnderWarranty,
    warrantyEndDate: warranty.warrantyEndDate,
    assignedVendorId: null,
    commissionRateApplied: null,
    commissionPaidBy: null,
    partsApprovalStatus: 'pending',
    priority,
    ...slaDueTimes(createdAt, priority),
    resolvedAt: null,
  };
  ctx.t.complaints.push(complaint);
  audit(ctx, 'complaint', complaint.id, 'create');
  // The customer hears of it, with their job link (the outbox, saved with the complaint).
  await queueCustomerMessages(ctx, 'complaintLogged', complaint);
  return commit(json(present(ctx, complaint), 201));
};

const doAutoAssign = (ctx: RequestContext, complaint: Complaint) => {
  const customer = ctx.t.customers.find((c) => c.id === complaint.customerId);
  const openByVendor: Record<number, number> = {};
  for (const c of ctx.t.complaints) {
    if (c.assignedVendorId && (c.status === 'assigned' || c.status === 'in_progress'))
      openByVendor[c.assignedVendorId] = (openByVendor[c.assignedVendorId] ?? 0) + 1;
  }
  const result = autoAssign({
    pincode: customer?.pincode,
    underWarranty: complaint.isUnderWarranty,
    vendors: ctx.t.vendors,
    openComplaintsByVendor: openByVendor,
    rules: ctx.t.commissionRules,
  });
  complaint.assignedVendorId = result.vendorId;
  complaint.commissionRateApplied = result.commissionRateApplied;
  complaint.commissionPaidBy = result.commissionPaidBy;
  complaint.status = 'assigned';
  const vendor = ctx.t.vendors.find((v) => v.id === result.vendorId);
  audit(ctx, 'complaint', complaint.id, 'auto-assign', assignmentDetails(complaint));
  notify(ctx, 'notificationText.title.complaintAssigned', 'notificationText.message.complaintAssignedAt', {
    id: complaint.id,
    vendor: vendor?.name ?? `vendor #${result.vendorId}`,
    rate: result.commissionRateApplied,
  });
};

/** Kept on the audit row: the complaint holds only its latest assignment, the timeline shows each. */
const assignmentDetails = (c: Complaint) => ({ vendorId: c.assignedVendorId, rate: c.commissionRateApplied, payer: c.commissionPaidBy });

/** A status move (domain/complaints.ts): refused with 409 where the status does not allow it, else made and audited. */
const moveComplaint = async (ctx: RequestContext, rawId: string, move: ComplaintMove, auditNote = '') => {
  const c = findOr404(ctx.t.complaints, numericId(rawId), 'Complaint');
  if (!canMoveComplaint(c.status, move)) return fail(409, moveRefusal(c.id, c.status, move));
  c.status = statusAfter(move);
  // The SLA is judged on when it was resolved (kept while closed); a reopen runs the first clock again.
  if (move === 'resolve') c.resolvedAt = new Date().toISOString();
  if (move === 'reopen') c.resolvedAt = null;
  audit(ctx, 'complaint', c.id, `${move}${auditNote}`);
  // Resolved: the customer is asked to rate the service on their link.
  if (move === 'resolve') await queueCustomerMessages(ctx, 'feedbackAsked', c);
  return commit(json(present(ctx, c)));
};

export const complaintHandlers = [
  rest.get(api('/complaints'), async ({ request }) => {
    const ctx = authorize(request, 'complaints', 'list');
    const query = queryOf(request);
    const status = query.get('status');
    if (status && !(COMPLAINT_STATUSES as readonly string[]).includes(status)) return fail(400, 'serverText.unknownStatus', { status });
    const slaStatus = query.get('slaStatus');
    if (slaStatus && !isSlaStatus(slaStatus)) return fail(400, 'serverText.unknownSlaStatus', { status: slaStatus });
    const sortField = query.get('sort');
    if (sortField && !isSortable('complaints', sortField)) return fail(400, cannotSortBy(sortField));
    // Complaints that have just turned at risk or breached are announced before they are listed.
    raiseSlaAlerts(ctx);
    // One customer's complaints (the customer page's related list).
    const customerId = query.get('customerId');
    // The complaints on one serial number, in any case (the complaint form's warning of one still open).
    const serialNo = query.get('serialNo')?.trim();
    const onSerial: Condition[] = serialNo ? [{ field: 'serialNo', op: 'ieq', value: serialNo }] : [];
    // The lookups' search (the booking form): the complaint's id, its customer's name or phone, or its description.
    const search = query.get('search')?.trim();
    const searched = search ? searchConditions(ctx, search) : [];
    // A store with its own reader (the server's SQL) answers the list.
    if (db.lists) {
      const where: Condition[] = [
        ...(ctx.role === 'customer' ? [{ field: 'customerId', op: 'in', values: ownCustomerIds(ctx.user, ctx.role, ctx.tenantId) } as const] : []),
        ...(customerId ? [idIs('customerId', customerId)] : []),
        ...onSerial,
        ...(status ? [{ field: 'status', op: 'eq', value: status } as const] : []),
        ...searched,
        ...(slaStatus ? slaConditions(slaStatus as SlaStatus) : []),
      ];
      const { data, total } = await db.lists.complaints(ctx.tenantId, {
        collection: 'complaints',
        where,
        sort: sortField || null,
        ascending: (query.get('order') || 'DESC').toUpperCase() === 'ASC',
        page: Number(query.get('page') || 1),
        limit: Number(query.get('limit') || 10),
      }, request);
      return json({ data: presentPage(ctx, data), total });
    }
    let rows = visible(ctx, ctx.t.complaints);
    if (customerId) rows = rows.filter((c) => String(c.customerId) === customerId);
    if (serialNo) rows = rows.filter((c) => onSerial.every((x) => holds(c, x)));
    if (search) rows = rows.filter((c) => searched.every((x) => holds(c, x)));
    const { data, total } = listComplaints(rows, query);
    return json({ data: presentPage(ctx, data), total });
  }),
  rest.get(api('/complaints/stats'), ({ request }) => {
    const ctx = authorize(request, 'complaints', 'list');
    const rows = visible(ctx, ctx.t.complaints);
    const byStatus = Object.fromEntries(COMPLAINT_STATUSES.map((s) => [s, rows.filter((c) => c.status === s).length]));
    return json({ total: rows.length, ...byStatus, underWarranty: rows.filter((c) => c.isUnderWarranty).length });
  }),
  rest.get(api('/complaints/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'show');
    const c = findOr404(visible(ctx, ctx.t.complaints), numericId(params.id as string), 'Complaint');
    return json(present(ctx, c));
  }),
  rest.post(api('/complaints'), create),
  rest.patch(api('/complaints/:id/assign'), async ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'assign');
    const c = findOr404(ctx.t.complaints, numericId(params.id as string), 'Complaint');
    if (!canMoveComplaint(c.status, 'assign')) return fail(409, moveRefusal(c.id, c.status, 'assign'));
    const body = await parse((s) => s.ComplaintAssignBody, request);
    if (body.vendorId === undefined && body.assignedVendorId === undefined) {
      doAutoAssign(ctx, c);
      return commit(json(present(ctx, c)));
    }
    const vendorId = body.vendorId ?? body.assignedVendorId;
    const vendor = vendorId ? ctx.t.vendors.find((v) => v.id === vendorId && v.isActive) : undefined;
    if (!vendor) return fail(400, 'serverText.activeVendorRequired');
    c.assignedVendorId = vendor.id;
    c.status = 'assigned';
    if (body.commissionRateApplied !== undefined) c.commissionRateApplied = Number(body.commissionRateApplied);
    c.commissionPaidBy = c.isUnderWarranty ? 'Company' : 'Customer';
    audit(ctx, 'complaint', c.id, 'assign', assignmentDetails(c));
    notify(ctx, 'notificationText.title.complaintAssigned', 'notificationText.message.complaintAssigned', { id: c.id, vendor: vendor.name });
    return commit(json(present(ctx, c)));
  }),
  rest.patch(api('/complaints/:id/resolve'), ({ request, params }) =>
    moveComplaint(authorize(request, 'complaints', 'edit'), params.id as string, 'resolve'),
  ),
  rest.patch(api('/complaints/:id/close'), ({ request, params }) => moveComplaint(authorize(request, 'complaints', 'edit'), params.id as string, 'close')),
  rest.patch(api('/complaints/:id/reopen'), async ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'edit');
    const { reason } = await parse((s) => s.ReopenBody, request);
    return moveComplaint(ctx, params.id as string, 'reopen', `: ${reason}`);
  }),
  rest.patch(v1('/service/complaints/:id/auto-assign'), ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'assign');
    const c = findOr404(ctx.t.complaints, numericId(params.id as string), 'Complaint');
    if (!canMoveComplaint(c.status, 'assign')) return fail(409, moveRefusal(c.id, c.status, 'assign'));
    // Only an open complaint is auto-assigned: a second click (or a second tab) finds it assigned (issue 28).
    if (!canAutoAssign(c.status)) {
      const vendor = ctx.t.vendors.find((v) => v.id === c.assignedVendorId);
      return fail(409, 'serverText.complaintAlreadyAssigned', { id: c.id, vendor: vendor?.name ?? `vendor #${c.assignedVendorId}` });
    }
    try {
      doAutoAssign(ctx, c);
    } catch (e) {
      if (e instanceof NoActiveVendorError) return fail(409, e.refusal);
      throw e;
    }
    return commit(json(present(ctx, c)));
  }),
  rest.patch(v1('/service/complaints/:id/parts-request'), async ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'parts-request');
    const c = findOr404(ctx.t.complaints, numericId(params.id as string), 'Complaint');
    const body = await parse((s) => s.PartsRequestBody, request);
    // A technician asks for parts for his own jobs only; nobody for a complaint resolved or closed (issue 28).
    if (!isOwnComplaint(c, ctx.t.bookings, technicianRecordIds(ctx.role, ctx.user.id, ctx.t.vendors))) return fail(403, 'serverText.notYourJob');
    if (!canRequestParts(c.status)) return fail(409, 'serverText.partsRequestClosed', { id: c.id, status: c.status });
    c.partsApprovalStatus = 'pending';
    c.partsRequestedItems = body.items ?? [];
    audit(ctx, 'complaint', c.id, 'parts-request');
    return commit(json(present(ctx, c)));
  }),
  rest.patch(v1('/service/complaints/:id/parts-approval'), async ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'parts-approval');
    const c = findOr404(ctx.t.complaints, numericId(params.id as string), 'Complaint');
    const { partsApprovalStatus: status } = await parse((s) => s.PartsApprovalBody, request);
    c.partsApprovalStatus = status;
    audit(ctx, 'complaint', c.id, `parts-${status}`);
    if (status === 'approved') notify(ctx, 'notificationText.title.partsApproved', 'notificationText.message.complaintPartsApproved', { id: c.id });
    return commit(json(present(ctx, c)));
  }),
];
