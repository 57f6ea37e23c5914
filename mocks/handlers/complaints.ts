import { http as rest } from 'msw';
import { db } from '../db';
import { api, v1, json, fail, readBody, authorize, audit, notify, commit, numericId, findOr404, paged, queryOf, sorted, type RequestContext } from './util';
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

export const complaintHandlers = [
  rest.get(api('/complaints'), ({ request }) => {
    const ctx = authorize(request, 'complaints', 'list');
    const status = queryOf(request).get('status');
    if (status && !(COMPLAINT_STATUSES as readonly string[]).includes(status)) return fail(400, `Unknown status "${status}"`);
    // Rows are stored in id order, so newest-first needs no sort unless another field is asked for.
    let rows = visible(ctx, ctx.t.complaints);
    if (status) rows = rows.filter((c) => c.status === status);
    const q = queryOf(request);
    rows = q.get('sort') && q.get('sort') !== 'id' ? sorted(rows, request) : (q.get('order') || 'DESC').toUpperCase() === 'ASC' ? rows : [...rows].reverse();
    const { data, total } = paged(rows, request);
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
