import { http as rest } from 'msw';
import { db } from '../db';
import { api, v1, json, fail, readBody, authorize, audit, notify, commit, numericId, findOr404, queryOf, type RequestContext } from './util';
import { pageBounds } from '../../src/domain/paging';
import {
  autoAssign,
  canMoveComplaint,
  moveRefusal,
  type ComplaintMove,
  NoActiveVendorError,
  REOPEN_REASON_MAX,
  REOPEN_REASON_REQUIRED,
  statusAfter,
  warrantyForComplaint,
} from '../../src/domain/complaints';
import { COMPLAINT_STATUSES } from '../../src/config';
import type { Complaint } from '../types';

/**
 * What a complaint carries beside its stored fields: the names of its customer, product and vendor,
 * for readers who may not look those records up (a customer reading its own complaint).
 */
const present = (ctx: RequestContext, c: Complaint) => presentPage(ctx, [c])[0];

/** `present` for a page of rows: one walk over each collection, not one search per row. */
const presentPage = (ctx: RequestContext, rows: Complaint[]) => {
  const namesOf = <T extends { id: number; name: string }>(all: T[], ids: (number | null)[]) => {
    const wanted = new Set(ids.filter(Boolean));
    const names = new Map<number, string>();
    if (wanted.size) for (const r of all) if (wanted.has(r.id)) names.set(r.id, r.name);
    return names;
  };
  const vendors = namesOf(ctx.t.vendors, rows.map((c) => c.assignedVendorId));
  const customers = namesOf(ctx.t.customers, rows.map((c) => c.customerId));
  const products = namesOf(ctx.t.products, rows.map((c) => c.productId));
  return rows.map((c) => ({
    ...c,
    customerName: customers.get(c.customerId) ?? null,
    productName: products.get(c.productId) ?? null,
    assignedVendorName: c.assignedVendorId ? vendors.get(c.assignedVendorId) ?? null : null,
  }));
};

/** Customers see only their own complaints (matched on e-mail). */
const visible = (ctx: RequestContext, rows: Complaint[]) => {
  if (ctx.role !== 'customer') return rows;
  const mine = ctx.t.customers.filter((c) => c.email.toLowerCase() === ctx.user.email.toLowerCase()).map((c) => c.id);
  return rows.filter((c) => mine.includes(c.customerId));
};

const positiveInt = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const create = async ({ request }: { request: Request }) => {
  const ctx = authorize(request, 'complaints', 'create');
  const body = await readBody(request);
  const customerId = positiveInt(body.customerId);
  const productId = positiveInt(body.productId);
  if (!customerId) return fail(400, 'Customer ID must be a positive number');
  if (!productId) return fail(400, 'Product ID must be a positive number');
  if (ctx.role === 'customer' && !ctx.t.customers.some((c) => c.id === customerId && c.email.toLowerCase() === ctx.user.email.toLowerCase()))
    return fail(403, 'Customers may log complaints only for themselves');
  const serialNo = String(body.serialNo ?? '').trim();
  const description = String(body.description ?? '').trim();
  if (!serialNo) return fail(400, 'Serial number is required');
  if (!description) return fail(400, 'Description is required');
  const regRaw = body.productRegistrationId;
  const productRegistrationId = regRaw === null || regRaw === undefined || regRaw === '' ? null : positiveInt(regRaw);
  if (regRaw !== null && regRaw !== undefined && regRaw !== '' && !productRegistrationId) return fail(400, 'Registration ID must be a positive number');
  const warranty = warrantyForComplaint({ productRegistrationId, serialNo }, ctx.t.registrations);
  const complaint: Complaint = {
    id: db.nextId('complaints'),
    customerId,
    productRegistrationId: warranty.productRegistrationId,
    productId,
    serialNo,
    description,
    status: 'open',
    createdAt: new Date().toISOString(),
    isUnderWarranty: warranty.isUnderWarranty,
    warrantyEndDate: warranty.warrantyEndDate,
    assignedVendorId: null,
    commissionRateApplied: null,
    commissionPaidBy: null,
    partsApprovalStatus: 'pending',
  };
  ctx.t.complaints.push(complaint);
  audit(ctx, 'complaint', complaint.id, 'create');
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
  audit(ctx, 'complaint', complaint.id, 'auto-assign');
  notify(ctx, 'Complaint assigned', `Complaint #${complaint.id} was assigned to ${vendor?.name ?? `vendor #${result.vendorId}`} at ${result.commissionRateApplied}%`);
};

/** Lists this long get indexes kept between calls; shorter ones are simply filtered and sorted. */
const INDEX_FROM = 5000;

/** Nulls last, whatever the direction (as the other lists of the demo backend sort). */
const compareBy = (field: string, ascending: boolean) => {
  const dir = ascending ? 1 : -1;
  return (a: Complaint, b: Complaint) => {
    const x = (a as unknown as Record<string, any>)[field];
    const y = (b as unknown as Record<string, any>)[field];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x > y ? 1 : -1) * dir;
  };
};

/** Positions (in `rows`) of the rows with `status`, or of all rows, in stored (id) order. */
const positionsWith = (rows: readonly Complaint[], status: string | null) => {
  const positions: number[] = [];
  for (let p = 0; p < rows.length; p++) if (!status || rows[p].status === status) positions.push(p);
  return positions;
};

/** A stable sort on `field`: ties keep their stored order. */
const sortPositions = (rows: readonly Complaint[], positions: number[], field: string, ascending: boolean) => {
  const compare = compareBy(field, ascending);
  return positions.sort((a, b) => compare(rows[a], rows[b]) || a - b);
};

/**
 * For a long list: the positions of each status in id order, and each sort asked for so far. Kept
 * until the list changes: its length (rows added) or the store's version (bumped by every committed
 * mutation, see db.persist).
 */
interface ListIndex {
  length: number;
  version: number;
  byStatus: Map<string, number[]>;
  sorted: Map<string, number[]>;
}
const indexes = new WeakMap<readonly Complaint[], ListIndex>();

const indexOf = (rows: readonly Complaint[]): ListIndex => {
  const kept = indexes.get(rows);
  if (kept && kept.length === rows.length && kept.version === db.version) return kept;
  const byStatus = new Map<string, number[]>();
  rows.forEach((c, p) => {
    const list = byStatus.get(c.status);
    if (list) list.push(p);
    else byStatus.set(c.status, [p]);
  });
  const index: ListIndex = { length: rows.length, version: db.version, byStatus, sorted: new Map() };
  indexes.set(rows, index);
  return index;
};

/** Positions in list order for a sort on another field than id, from the index when there is one. */
const sortedPositions = (rows: readonly Complaint[], index: ListIndex | null, field: string, ascending: boolean, status: string | null): number[] => {
  if (!index) return sortPositions(rows, positionsWith(rows, status), field, ascending);
  const key = (s: string | null) => `${field}\u0000${ascending}\u0000${s ?? ''}`;
  if (!index.sorted.has(key(null))) {
    // One full sort per field and direction, then each status's share of it (in the same order).
    const all = sortPositions(rows, positionsWith(rows, null), field, ascending);
    const byStatus = new Map<string, number[]>();
    for (const p of all) {
      const list = byStatus.get(rows[p].status);
      if (list) list.push(p);
      else byStatus.set(rows[p].status, [p]);
    }
    index.sorted.set(key(null), all);
    for (const [s, list] of byStatus) index.sorted.set(key(s), list);
  }
  return index.sorted.get(key(status)) ?? [];
};

/**
 * One page of the complaint list and the total: `status` filter, `sort`/`order` (newest first by id
 * when no other field is asked for) and `page`/`limit`. The result of filtering, stably sorting and
 * slicing, without doing so on every call over a long list: the bench runs it over 100,000
 * complaints (DESIGN section 11, p95 at most 10 ms).
 */
export const listComplaints = (rows: readonly Complaint[], query: URLSearchParams): { data: Complaint[]; total: number } => {
  const status = query.get('status') || null;
  const field = query.get('sort');
  const ascending = (query.get('order') || 'DESC').toUpperCase() === 'ASC';
  const { start, end } = pageBounds(Number(query.get('page') || 1), Number(query.get('limit') || 10));
  const index = rows.length >= INDEX_FROM ? indexOf(rows) : null;

  if (field && field !== 'id') {
    const positions = sortedPositions(rows, index, field, ascending, status);
    return { data: positions.slice(start, end).map((p) => rows[p]), total: positions.length };
  }
  // Rows are stored in id order: newest first reads them from the end.
  const positions = status ? (index ? (index.byStatus.get(status) ?? []) : positionsWith(rows, status)) : null;
  const total = positions ? positions.length : rows.length;
  const data: Complaint[] = [];
  for (let k = start; k < Math.min(end, total); k++) {
    const at = ascending ? k : total - 1 - k;
    data.push(rows[positions ? positions[at] : at]);
  }
  return { data, total };
};

/** A status move (domain/complaints.ts): refused with 409 where the status does not allow it, else made and audited. */
const moveComplaint = (ctx: RequestContext, rawId: string, move: ComplaintMove, auditNote = '') => {
  const c = findOr404(ctx.t.complaints, numericId(rawId), 'Complaint');
  if (!canMoveComplaint(c.status, move)) return fail(409, moveRefusal(c.id, c.status, move));
  c.status = statusAfter(move);
  audit(ctx, 'complaint', c.id, `${move}${auditNote}`);
  return commit(json(present(ctx, c)));
};

export const complaintHandlers = [
  rest.get(api('/complaints'), ({ request }) => {
    const ctx = authorize(request, 'complaints', 'list');
    const query = queryOf(request);
    const status = query.get('status');
    if (status && !(COMPLAINT_STATUSES as readonly string[]).includes(status)) return fail(400, `Unknown status "${status}"`);
    const { data, total } = listComplaints(visible(ctx, ctx.t.complaints), query);
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
    const body = await readBody(request);
    if (body.vendorId === undefined && body.assignedVendorId === undefined) {
      doAutoAssign(ctx, c);
      return commit(json(present(ctx, c)));
    }
    const vendorId = positiveInt(body.vendorId ?? body.assignedVendorId);
    const vendor = vendorId ? ctx.t.vendors.find((v) => v.id === vendorId && v.isActive) : undefined;
    if (!vendor) return fail(400, 'An active vendor is required');
    c.assignedVendorId = vendor.id;
    c.status = 'assigned';
    if (body.commissionRateApplied !== undefined) c.commissionRateApplied = Number(body.commissionRateApplied);
    c.commissionPaidBy = c.isUnderWarranty ? 'Company' : 'Customer';
    audit(ctx, 'complaint', c.id, 'assign');
    notify(ctx, 'Complaint assigned', `Complaint #${c.id} was assigned to ${vendor.name}`);
    return commit(json(present(ctx, c)));
  }),
  rest.patch(api('/complaints/:id/resolve'), ({ request, params }) =>
    moveComplaint(authorize(request, 'complaints', 'edit'), params.id as string, 'resolve'),
  ),
  rest.patch(api('/complaints/:id/close'), ({ request, params }) => moveComplaint(authorize(request, 'complaints', 'edit'), params.id as string, 'close')),
  rest.patch(api('/complaints/:id/reopen'), async ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'edit');
    const body = await readBody(request);
    const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
    if (!reason) return fail(400, REOPEN_REASON_REQUIRED);
    if (reason.length > REOPEN_REASON_MAX) return fail(400, `The reason may be at most ${REOPEN_REASON_MAX} characters`);
    return moveComplaint(ctx, params.id as string, 'reopen', `: ${reason}`);
  }),
  rest.patch(v1('/service/complaints/:id/auto-assign'), ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'assign');
    const c = findOr404(ctx.t.complaints, numericId(params.id as string), 'Complaint');
    if (!canMoveComplaint(c.status, 'assign')) return fail(409, moveRefusal(c.id, c.status, 'assign'));
    try {
      doAutoAssign(ctx, c);
    } catch (e) {
      if (e instanceof NoActiveVendorError) return fail(409, e.message);
      throw e;
    }
    return commit(json(present(ctx, c)));
  }),
  rest.patch(v1('/service/complaints/:id/parts-request'), async ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'parts-request');
    const c = findOr404(ctx.t.complaints, numericId(params.id as string), 'Complaint');
    const body = await readBody(request);
    if (body.items !== undefined && !Array.isArray(body.items)) return fail(400, 'items must be a list');
    c.partsApprovalStatus = 'pending';
    c.partsRequestedItems = body.items ?? [];
    audit(ctx, 'complaint', c.id, 'parts-request');
    return commit(json(present(ctx, c)));
  }),
  rest.patch(v1('/service/complaints/:id/parts-approval'), async ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'parts-approval');
    const c = findOr404(ctx.t.complaints, numericId(params.id as string), 'Complaint');
    const body = await readBody(request);
    const status = body.partsApprovalStatus;
    if (status !== 'approved' && status !== 'rejected') return fail(400, 'partsApprovalStatus must be approved or rejected');
    c.partsApprovalStatus = status;
    audit(ctx, 'complaint', c.id, `parts-${status}`);
    if (status === 'approved') notify(ctx, 'Parts approved', `Parts for complaint #${c.id} were approved`);
    return commit(json(present(ctx, c)));
  }),
];
