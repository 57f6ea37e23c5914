// A complaint's timeline (issue 12 scope 4): GET /api/complaints/:id/timeline, built by
// src/domain/timeline.ts from the complaint, its bookings, spare requests, OUT movements, invoices
// and the audit log.
import { http as rest } from 'msw';
import { db } from '../db';
import { api, json, authorize, numericId, findOr404 } from './util';
import { buildTimeline, customerTimeline } from '../../src/domain/timeline';
import { ownCustomerIds } from '../../src/domain/ownership';

export const timelineHandlers = [
  rest.get(api('/complaints/:id/timeline'), ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'show');
    const id = numericId(params.id as string);
    // A customer reads only its own complaints (by the account's customer link), as GET /api/complaints/:id.
    const mine =
      ctx.role === 'customer' ? new Set(ownCustomerIds(ctx.user, ctx.role, ctx.tenantId)) : null;
    const complaint = findOr404(mine ? ctx.t.complaints.filter((c) => mine.has(c.customerId)) : ctx.t.complaints, id, 'Complaint');
    const bookings = ctx.t.bookings.filter((b) => b.complaintId === complaint.id);
    const bookingIds = new Set(bookings.map((b) => b.id));
    const spareRequests = ctx.t.spareRequests.filter((s) => bookingIds.has(s.bookingId));
    const refs = new Set([...bookings.map((b) => `BK-${b.id}`), ...spareRequests.map((s) => `SR-${s.id}`)]);
    const users = new Map(db.state.users.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email]));
    const vendors = new Map(ctx.t.vendors.map((v) => [v.id, v.name]));
    const entries = buildTimeline({
      complaint,
      bookings,
      spareRequests,
      movements: ctx.t.movements.filter((m) => m.type === 'OUT' && refs.has(m.ref)),
      invoices: ctx.t.invoices.filter((i) => bookingIds.has(i.bookingId)),
      audit: ctx.t.auditLogs,
      userName: (userId) => (userId == null ? null : users.get(userId) ?? null),
      vendorName: (vendorId) => (vendorId == null ? null : vendors.get(vendorId) ?? null),
    });
    return json(mine ? customerTimeline(entries) : entries);
  }),
];
