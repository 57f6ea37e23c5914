// Bookings, spare requests and customers' service history (spec part 1 section 7,
// docs/architecture.md, "Paths the spec leaves open"; docs/architecture.md, "Business rules").
import { http as rest } from 'msw';
import { queueCustomerMessages, visitParams } from './customerMessages';
import { db } from '../db';
import { api, v1, json, fail, authorize, audit, notify, commit, deleteRow, rowHandler, numericId, findOr404, queryOf, parse, check, listPage, idIs, existing, warehouseUsers, type RequestContext } from './util';
import { BOOKING_DEFAULTS, canAssignTechnician, visitDateRefusal, visitToday } from '../../src/domain/service';
import { QUEUED } from '../../src/domain/dispatch';
import { rowsWhere, type Condition } from '../../src/domain/listQuery';
import { S } from './schemas';
import { addHistory, completeBooking, moveBooking } from './bookingCompletion';
import { canApproveSpareRequest, canDeliverSpareRequest, canRejectSpareRequest, overdueConditions, spareRequestTotal } from '../../src/domain/spares';
import { deliverSpareParts } from './spareDelivery';
import { isOwnJob, technicianRecordIds } from '../../src/domain/ownership';
import type { Booking, SpareRequest, SpareItem } from '../types';
import { refusal } from '../../src/domain/refusal';
import { onLeaveRefusal } from '../../src/domain/leaveDays';

/** A technician sees and moves only the bookings assigned to them (src/domain/ownership.ts); null: anyone's. */
const technicianVendorIds = (ctx: RequestContext) => technicianRecordIds(ctx.role, ctx.user.id, ctx.t.vendors);

const visibleBookings = (ctx: RequestContext) => {
  const mine = technicianVendorIds(ctx);
  return mine ? ctx.t.bookings.filter((b) => isOwnJob(b, mine)) : ctx.t.bookings;
};

const inRange = (date: string, from: string | null, to: string | null) => (!from || date >= from) && (!to || date <= to);

/** A booking as read: with its complaint's customer name, for the booking lookups ("#42 · 2026-11-25 10:00 · Ravi Kumar"). */
const customerNames = (ctx: RequestContext) => {
  const names = new Map(ctx.t.customers.map((c) => [c.id, c.name]));
  const byComplaint = new Map(ctx.t.complaints.map((c) => [c.id, names.get(c.customerId) ?? null]));
  return (b: Booking) => byComplaint.get(b.complaintId) ?? null;
};
const withCustomer = (ctx: RequestContext, rows: Booking[]) => {
  const nameOf = customerNames(ctx);
  return rows.map((b) => ({ ...b, customerName: nameOf(b) }));
};

/**
 * `search` as a condition: the booking's id or its complaint's id (a leading '#' ignored), or part of
 * the customer's name (the complaints of the customers whose name has it).
 */
const bookingSearch = (ctx: RequestContext, raw: string): Condition => {
  const search = raw.replace(/^#/, '').trim().toLowerCase();
  const customers = new Set(rowsWhere(ctx.t.customers, [{ field: 'name', op: 'contains', value: search }]).map((c) => c.id));
  const complaints = ctx.t.complaints.filter((c) => customers.has(c.customerId)).map((c) => c.id);
  return { op: 'or', any: [[idIs('id', search)], [idIs('complaintId', search)], [{ field: 'complaintId', op: 'in', values: complaints }]] };
};

const technicianIdOf = (ctx: RequestContext, raw: unknown): number | null => {
  if (raw === null || raw === undefined || raw === '') return null;
  const id = Number(raw);
  const tech = ctx.t.vendors.find((v) => v.id === id && v.type === 'technician');
  if (!tech) throw fail(400, 'serverText.technicianNotFound', { id: String(raw) });
  if (!tech.isActive) throw fail(409, 'serverText.technicianInactive', { id });
  return id;
};

/**
 * A 409 when the technician is on leave on the visit's day (src/domain/leaveDays.ts): thrown before
 * anything is written. Data stored before leave days existed has none.
 */
const refuseOnLeave = (ctx: RequestContext, technicianId: number | null, day: string | null | undefined) => {
  const name = technicianId === null ? undefined : ctx.t.vendors.find((v) => v.id === technicianId)?.name;
  const onLeave = onLeaveRefusal(technicianId, day, ctx.t.leaveDays ?? [], name);
  if (onLeave) throw fail(409, onLeave);
};

/** An item's catalogue product (optional): 400 when the id is not a product of this warehouse. */
const catalogueProduct = (ctx: RequestContext, raw: unknown) => {
  if (raw === undefined || raw === null || raw === '') return null;
  const product = ctx.t.products.find((p) => p.id === Number(raw));
  if (!product) throw fail(400, 'serverText.productNotFound', { id: String(raw) });
  return product;
};

/** The requested items; one naming a catalogue product takes its name and SKU where none is given. */
const items = (raw: SpareRequestInput['requestedItems'], ctx: RequestContext): SpareItem[] =>
  raw.map((i) => {
    const product = catalogueProduct(ctx, i.productId);
    const partName = i.partName || product?.name || '';
    if (!partName) throw fail(400, 'serverText.partNameRequired');
    const partNumber = i.partNumber || product?.sku || '';
    return { partName, partNumber, quantity: i.quantity, estimatedCost: i.estimatedCost ?? 0, description: i.description ?? '', ...(product ? { productId: product.id } : {}) };
  });
type SpareRequestInput = ReturnType<typeof S.SpareRequestCreateBody.parse>;

export const serviceHandlers = [
  // Bookings
  rest.get(api('/service-bookings'), async ({ request }) => {
    const ctx = authorize(request, 'bookings', 'list');
    const q = queryOf(request);
    const where: Condition[] = [];
    // A technician sees the bookings of its own technician records.
    const mine = technicianVendorIds(ctx);
    if (mine) where.push({ field: 'assignedTechnicianId', op: 'in', values: mine });
    const status = q.get('status');
    const complaintId = q.get('complaintId')?.trim();
    if (status) where.push({ field: 'status', op: 'eq', value: status });
    if (complaintId) where.push(idIs('complaintId', complaintId));
    // The dispatch board's queue: open bookings without a technician or a date (domain/dispatch.ts).
    if (q.get('queue') === 'true') where.push(...QUEUED);
    const dateFrom = q.get('dateFrom');
    const dateTo = q.get('dateTo');
    if (dateFrom) where.push({ field: 'scheduledDate', op: 'gte', value: dateFrom });
    if (dateTo) where.push({ field: 'scheduledDate', op: 'lte', value: dateTo });
    const search = q.get('search')?.trim();
    if (search) where.push(bookingSearch(ctx, search));
    // Newest first unless `sort`/`order` ask for another order (domain/listSort.ts; 400 on another field).
    const { data, ...page } = await listPage(ctx, 'bookings', 'bookings', request, where);
    return json({ ...page, data: withCustomer(ctx, data) });
  }),
  rest.get(api('/service-bookings/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'bookings', 'show');
    return json(withCustomer(ctx, [findOr404(visibleBookings(ctx), numericId(params.id as string), 'Booking')])[0]);
  }),
  rest.post(api('/service-bookings'), async ({ request }) => {
    const ctx = authorize(request, 'bookings', 'create');
    const body = await parse((s) => s.BookingCreateBody, request);
    // A new visit is for today or later, today in India (src/domain/service.ts, issue 27).
    const past = visitDateRefusal(body.scheduledDate, visitToday());
    if (past) return fail(400, past);
    // The complaint and the technician are of this warehouse; checked before anything is written.
    const complaint = ctx.t.complaints.find((c) => c.id === body.complaintId);
    if (!complaint) return fail(400, 'serverText.complaintNotFound', { id: String(body.complaintId) });
    const assignedTechnicianId = technicianIdOf(ctx, body.assignedTechnicianId);
    refuseOnLeave(ctx, assignedTechnicianId, body.scheduledDate);
    const booking: Booking = {
      id: db.nextId('bookings'),
      complaintId: complaint.id,
      scheduledDate: body.scheduledDate.slice(0, 10),
      scheduledTime: body.scheduledTime ?? BOOKING_DEFAULTS.scheduledTime,
      serviceType: body.serviceType ?? BOOKING_DEFAULTS.serviceType,
      assignedTechnicianId,
      status: 'scheduled',
      estimatedCost: body.estimatedCost ?? BOOKING_DEFAULTS.estimatedCost,
      actualCost: null,
      notes: body.notes ?? '',
      createdAt: new Date().toISOString(),
    };
    addHistory(ctx, booking, 'Booking created', booking.createdAt);
    ctx.t.bookings.push(booking);
    audit(ctx, 'booking', booking.id, 'create');
    await queueCustomerMessages(ctx, 'visitBooked', complaint, visitParams(booking));
    return commit(json(booking, 201));
  }),
  rowHandler(
    'put',
    api('/service-bookings/:id'),
    { resource: 'bookings', action: 'edit', rows: (ctx) => ctx.t.bookings, what: 'Booking', entity: 'booking', auditAction: 'update' },
    async (b, ctx, raw) => {
      const body = check(S.BookingUpdateBody, raw);
      const before = { date: b.scheduledDate, time: b.scheduledTime };
      // A reschedule is to today or later; a booking already on a past day may keep it (issue 27).
      const past = body.scheduledDate ? visitDateRefusal(body.scheduledDate, visitToday(), b.scheduledDate) : null;
      if (past) return fail(400, past);
      // Moved to a day its technician is on leave: refused.
      if (body.scheduledDate) refuseOnLeave(ctx, b.assignedTechnicianId, body.scheduledDate);
      if (body.status !== undefined && body.status !== b.status) moveBooking(ctx, b, body.status);
      if (body.scheduledDate) b.scheduledDate = body.scheduledDate.slice(0, 10);
      if (body.scheduledTime) b.scheduledTime = body.scheduledTime;
      if (body.serviceType) b.serviceType = body.serviceType;
      if (body.estimatedCost !== undefined) b.estimatedCost = body.estimatedCost;
      if (body.notes !== undefined) b.notes = body.notes;
      // A visit moved to another day or time: its customer hears the new one.
      if (b.status === 'scheduled' && (b.scheduledDate !== before.date || b.scheduledTime !== before.time)) {
        const complaint = ctx.t.complaints.find((c) => c.id === b.complaintId);
        if (complaint) await queueCustomerMessages(ctx, 'visitMoved', complaint, visitParams(b));
      }
    },
  ),
  deleteRow(api('/service-bookings/:id'), {
    resource: 'bookings',
    rows: (ctx) => ctx.t.bookings,
    what: 'Booking',
    entity: 'booking',
    // Refused while records point at it: its spare requests and its invoice.
    usedBy: (row, ctx) => [
      refusal('serverText.bookingUsedBy', { id: row.id }),
      [
        { count: ctx.t.spareRequests.filter((r) => r.bookingId === row.id).length, kind: 'spareRequest' },
        { count: ctx.t.invoices.filter((i) => i.bookingId === row.id).length, kind: 'invoice' },
      ],
    ],
  }),
  rest.patch(api('/service-bookings/:id/complete'), async ({ request, params }) => {
    const ctx = authorize(request, 'bookings', 'status');
    const b = findOr404(visibleBookings(ctx), numericId(params.id as string), 'Booking');
    completeBooking(ctx, b, await parse((s) => s.CompleteBookingBody, request));
    const complaint = ctx.t.complaints.find((c) => c.id === b.complaintId);
    if (complaint) await queueCustomerMessages(ctx, 'jobCompleted', complaint);
    return commit(json(b));
  }),
  rest.patch(v1('/service/bookings/:id/assign-technician'), async ({ request, params }) => {
    const ctx = authorize(request, 'bookings', 'assign');
    const b = findOr404(ctx.t.bookings, numericId(params.id as string), 'Booking');
    const body = await parse((s) => s.AssignTechnicianBody, request);
    if (!canAssignTechnician(b.status)) return fail(409, 'serverText.bookingIs', { id: b.id, status: b.status });
    const technicianId = technicianIdOf(ctx, body.technicianId);
    refuseOnLeave(ctx, technicianId, b.scheduledDate);
    b.assignedTechnicianId = technicianId;
    const tech = ctx.t.vendors.find((v) => v.id === b.assignedTechnicianId);
    addHistory(ctx, b, `Technician ${tech ? `${tech.name} ` : ''}(#${b.assignedTechnicianId}) assigned`);
    audit(ctx, 'booking', b.id, 'assign-technician');
    notify(ctx, 'notificationText.title.technicianAssigned', 'notificationText.message.technicianAssigned', { technician: String(b.assignedTechnicianId), id: b.id });
    return commit(json(b));
  }),
  rest.patch(v1('/service/bookings/:id/status'), async ({ request, params }) => {
    const ctx = authorize(request, 'bookings', 'status');
    const b = findOr404(visibleBookings(ctx), numericId(params.id as string), 'Booking');
    const body = await parse((s) => s.BookingStatusBody, request);
    moveBooking(ctx, b, body.status, body.notes || undefined);
    return commit(json(b));
  }),
  rest.get(v1('/service/bookings/technician/:id/schedule'), ({ request, params }) => {
    const ctx = authorize(request, 'bookings', 'list');
    const id = numericId(params.id as string);
    const q = queryOf(request);
    const rows = visibleBookings(ctx)
      .filter((b) => b.assignedTechnicianId === id && inRange(b.scheduledDate, q.get('dateFrom'), q.get('dateTo')))
      .sort((a, b) => (a.scheduledDate + a.scheduledTime).localeCompare(b.scheduledDate + b.scheduledTime));
    return json(rows);
  }),
  rest.get(v1('/service/bookings/complaint/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'bookings', 'list');
    const id = numericId(params.id as string);
    return json(visibleBookings(ctx).filter((b) => b.complaintId === id));
  }),

  // Spare requests
  rest.get(api('/spare-requests'), async ({ request }) => {
    const ctx = authorize(request, 'spare-requests', 'list');
    const q = queryOf(request);
    const where: Condition[] = [];
    const status = q.get('status');
    const bookingId = q.get('bookingId');
    const complaintId = q.get('complaintId')?.trim();
    if (status) where.push({ field: 'status', op: 'eq', value: status });
    if (bookingId) where.push(idIs('bookingId', bookingId.trim()));
    if (complaintId) {
      // A complaint's requests are those of its bookings (the complaint page's related list).
      const bookings = ctx.t.bookings.filter((b) => String(b.complaintId) === complaintId).map((b) => b.id);
      where.push({ field: 'bookingId', op: 'in', values: bookings });
    }
    // Overdue is judged at the time of the call (src/domain/spares.ts).
    if (q.get('overdue') === 'true') where.push(...overdueConditions());
    return json(await listPage(ctx, 'spareRequests', 'spareRequests', request, where));
  }),
  rest.get(api('/spare-requests/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'spare-requests', 'show');
    return json(findOr404(ctx.t.spareRequests, numericId(params.id as string), 'Spare request'));
  }),
  rest.post(api('/spare-requests'), async ({ request }) => {
    const ctx = authorize(request, 'spare-requests', 'create');
    const body = await parse((s) => s.SpareRequestCreateBody, request);
    const booking = ctx.t.bookings.find((b) => b.id === body.bookingId);
    if (!booking) return fail(400, 'serverText.bookingNotFound', { id: String(body.bookingId) });
    // A technician files for his own jobs, in his own name (issue 28); staff may file for a user of the warehouse.
    const mine = technicianVendorIds(ctx);
    if (!isOwnJob(booking, mine)) return fail(403, 'serverText.notYourJob');
    const requestedBy = mine ? ctx.user.id : existing(warehouseUsers(ctx), body.requestedBy, 'User').id;
    const requestedItems = items(body.requestedItems, ctx);
    const row: SpareRequest = {
      id: db.nextId('spareRequests'),
      bookingId: booking.id,
      status: 'pending',
      requestedItems,
      requestNotes: body.requestNotes ?? '',
      requestedBy,
      totalEstimatedCost: spareRequestTotal(requestedItems),
      createdAt: new Date().toISOString(),
    };
    ctx.t.spareRequests.push(row);
    audit(ctx, 'spare_request', row.id, 'create');
    return commit(json(row, 201));
  }),
  rest.put(api('/spare-requests/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'spare-requests', 'edit');
    const row = findOr404(ctx.t.spareRequests, numericId(params.id as string), 'Spare request');
    const body = await parse((s) => s.SpareRequestUpdateBody, request);
    const status = body.status;
    if (status) {
      // The same rules that enable the screen's Approve / Reject / Delivered buttons.
      const allowed: Record<string, (from: string) => boolean> = {
        approved: canApproveSpareRequest,
        rejected: canRejectSpareRequest,
        delivered: canDeliverSpareRequest,
        pending: (from) => from === 'pending',
      };
      if (!allowed[status]) return fail(400, 'serverText.unknownSpareStatus');
      if (!allowed[status](row.status)) return fail(409, 'serverText.spareRequestCannotBecome', { id: row.id, status: row.status, to: status });
      // Checked before anything is written.
      const cost = body.actualCost ?? row.totalEstimatedCost;
      // Delivered takes the catalogue items out of stock (ref SR-<id>): all of them, or a 409 naming the part short.
      const refusal = status === 'delivered' ? deliverSpareParts(ctx, row) : null;
      if (refusal) return refusal;
      row.status = status;
      if (status === 'approved' || status === 'rejected') {
        // Whoever decides is the signed-in user: an approvedBy in the body is not taken (issue 28).
        row.approvedBy = ctx.user.id;
        row.approvalNotes = body.approvalNotes ?? '';
        if (status === 'approved') {
          row.actualCost = cost;
          notify(ctx, 'notificationText.title.partsApproved', 'notificationText.message.spareRequestApproved', { id: row.id });
        }
        // The complaint's parts approval follows the request's decision
        // (docs/architecture.md, "Lifecycle and SLA").
        const complaintId = ctx.t.bookings.find((b) => b.id === row.bookingId)?.complaintId;
        const complaint = ctx.t.complaints.find((c) => c.id === complaintId);
        if (complaint) complaint.partsApprovalStatus = status;
      }
      if (status === 'delivered' && body.notes) row.approvalNotes = [row.approvalNotes, body.notes].filter(Boolean).join(' | ');
      audit(ctx, 'spare_request', row.id, status);
    }
    if (body.requestNotes !== undefined) row.requestNotes = body.requestNotes;
    return commit(json(row));
  }),

  // Customers' service history: registrations, complaints, bookings and spare requests in date order.
  rest.get(v1('/customers/:id/service-history'), ({ request, params }) => {
    const ctx = authorize(request, 'customers', 'show');
    const id = numericId(params.id as string);
    findOr404(ctx.t.customers, id, 'Customer');
    const complaints = ctx.t.complaints.filter((c) => c.customerId === id);
    const complaintIds = new Set(complaints.map((c) => c.id));
    const bookings = ctx.t.bookings.filter((b) => complaintIds.has(b.complaintId));
    const bookingIds = new Set(bookings.map((b) => b.id));
    const entries = [
      ...ctx.t.registrations.filter((r) => r.customerId === id).map((r) => ({ id: `registration-${r.id}`, type: 'registration', summary: `Registered ${ctx.t.products.find((p) => p.id === r.productId)?.name ?? `product #${r.productId}`} (serial ${r.serialNo})`, date: r.purchaseDate })),
      ...complaints.map((c) => ({ id: `complaint-${c.id}`, type: 'complaint', summary: `Complaint #${c.id}: ${c.description} (${c.status})`, date: c.createdAt })),
      ...bookings.map((b) => ({ id: `booking-${b.id}`, type: 'booking', summary: `Booking #${b.id}: ${b.serviceType} on ${b.scheduledDate} ${b.scheduledTime} (${b.status})`, date: `${b.scheduledDate}T${b.scheduledTime}:00.000Z` })),
      ...ctx.t.spareRequests.filter((s) => bookingIds.has(s.bookingId)).map((s) => ({ id: `spare-${s.id}`, type: 'spare_request', summary: `Spare request #${s.id}: ${s.requestedItems.length} item(s), ${s.status}`, date: s.createdAt })),
    ].sort((a, b) => b.date.localeCompare(a.date));
    return json(entries);
  }),
];
