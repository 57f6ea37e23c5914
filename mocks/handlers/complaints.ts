import { http as rest } from 'msw';
import { db } from '../db';
import { api, v1, json, fail, readBody, authorize, audit, notify, commit, numericId, findOr404, queryOf, type RequestContext } from './util';
import { pageBounds } from '../../src/domain/paging';
import { autoAssign, NoActiveVendorError, warrantyForComplaint } from '../../src/domain/complaints';
import { COMPLAINT_STATUSES } from '../../src/config';
import type { Complaint } from '../types';

/** What the list shows beside the stored fields: the vendor's name. */
const present = (ctx: RequestContext, c: Complaint) => ({
  ...c,
  assignedVendorName: c.assignedVendorId ? ctx.t.vendors.find((v) => v.id === c.assignedVendorId)?.name ?? null : null,
});

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

/** Past this many rows before the end of the page, a full sort is cheaper than keeping the best rows. */
const TOP_ROWS_LIMIT = 2000;

/**
 * One page of the complaint list: `status` filter, `sort`/`order` (newest first by id when no other
 * field is asked for) and `page`/`limit`, with the total. The same result as filtering, stably
 * sorting and slicing, without copying or sorting all rows: the bench runs it over 100,000
 * complaints (DESIGN section 11, p95 at most 10 ms).
 */
export const listComplaints = (rows: readonly Complaint[], query: URLSearchParams): { data: Complaint[]; total: number } => {
  const status = query.get('status');
  const field = query.get('sort');
  const ascending = (query.get('order') || 'DESC').toUpperCase() === 'ASC';
  const { start, end } = pageBounds(Number(query.get('page') || 1), Number(query.get('limit') || 10));
  const matches = (c: Complaint) => !status || c.status === status;

  // Rows are stored in id order, so id order is a walk, forwards or backwards.
  if (!field || field === 'id') {
    if (!status) {
      const total = rows.length;
      const page = ascending ? rows.slice(start, end) : rows.slice(Math.max(0, total - end), Math.max(0, total - start)).reverse();
      return { data: page, total };
    }
    const data: Complaint[] = [];
    let total = 0;
    for (let k = 0; k < rows.length; k++) {
      const c = rows[ascending ? k : rows.length - 1 - k];
      if (!matches(c)) continue;
      if (total >= start && total < end) data.push(c);
      total++;
    }
    return { data, total };
  }

  // Another field: nulls last, ties in stored order (as a stable sort keeps them).
  const dir = ascending ? 1 : -1;
  const compare = (a: Complaint, b: Complaint) => {
    const x = (a as unknown as Record<string, unknown>)[field] as any;
    const y = (b as unknown as Record<string, unknown>)[field] as any;
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x > y ? 1 : -1) * dir;
  };
  if (end > TOP_ROWS_LIMIT) {
    const all = rows.filter(matches).sort(compare);
    return { data: all.slice(start, end), total: all.length };
  }
  // Keep the best `end` rows, in order, as (row, stored position) pairs.
  const best: Array<[Complaint, number]> = [];
  const before = (a: [Complaint, number], b: [Complaint, number]) => (compare(a[0], b[0]) || a[1] - b[1]) < 0;
  let total = 0;
  // Walking in the asked direction first fills `best` with good rows, so most others are turned away at once.
  for (let k = 0; k < rows.length; k++) {
    const position = ascending ? k : rows.length - 1 - k;
    const c = rows[position];
    if (!matches(c)) continue;
    total++;
    const entry: [Complaint, number] = [c, position];
    if (best.length === end && !before(entry, best[end - 1])) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(entry, best[mid])) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, entry);
    if (best.length > end) best.pop();
  }
  return { data: best.slice(start, end).map(([c]) => c), total };
};

export const complaintHandlers = [
  rest.get(api('/complaints'), ({ request }) => {
    const ctx = authorize(request, 'complaints', 'list');
    const query = queryOf(request);
    const status = query.get('status');
    if (status && !(COMPLAINT_STATUSES as readonly string[]).includes(status)) return fail(400, `Unknown status "${status}"`);
    const { data, total } = listComplaints(visible(ctx, ctx.t.complaints), query);
    return json({ data: data.map((c) => present(ctx, c)), total });
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
  rest.patch(api('/complaints/:id/resolve'), ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'edit');
    const c = findOr404(ctx.t.complaints, numericId(params.id as string), 'Complaint');
    if (c.status === 'closed') return fail(409, `Complaint #${c.id} is closed`);
    c.status = 'resolved';
    audit(ctx, 'complaint', c.id, 'resolve');
    return commit(json(present(ctx, c)));
  }),
  rest.patch(v1('/service/complaints/:id/auto-assign'), ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'assign');
    const c = findOr404(ctx.t.complaints, numericId(params.id as string), 'Complaint');
    if (c.status === 'resolved' || c.status === 'closed') return fail(409, `Complaint #${c.id} is ${c.status} and cannot be assigned`);
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
