// A complaint's history in time order (issue 12 scope 4, docs/architecture.md, "Lifecycle and SLA"):
// logged, assigned, bookings and their status changes, spare requests and their decisions, parts used,
// invoice, resolved, closed and reopened, each with who and when. Built from the complaint, its related
// records and the audit log by the demo backend's GET /api/complaints/:id/timeline; pure, so it is
// unit-tested on its own.

import { givenToCustomer } from './customerView';
import { invoiceKind } from './invoiceSeries';

export { TIMELINE_KINDS, type TimelineKind } from './timelineKinds';
import { TIMELINE_KINDS, type TimelineKind } from './timelineKinds';

export type TimelineRefType = 'booking' | 'spare_request' | 'invoice';

export interface TimelineEntry {
  /** Unique within the timeline. */
  id: string;
  kind: TimelineKind;
  /** When it happened (ISO 8601). */
  at: string;
  /** Who did it (a user's name), or null where no one is recorded (e.g. seeded history). */
  by: string | null;
  /** The record it is about. */
  ref: { type: TimelineRefType; id: number } | null;
  /** What the entry's text shows: vendor, rate, payer, status, decision, parts, amount, reason, note. */
  details: Record<string, string | number | null>;
}

export interface TimelineAuditRow {
  entityType: string;
  entityId: number | string;
  action: string;
  actorId: number | null;
  createdAt: string;
  /** An assignment's vendor, rate and payer as decided then (older rows have none). */
  details?: { vendorId?: unknown; rate?: unknown; payer?: unknown } | Record<string, unknown>;
}

export interface TimelineHistoryItem {
  status: string;
  at: string;
  /** A user id or a name. */
  by?: number | string | null;
  note?: string | null;
}

export interface TimelineInput {
  complaint: {
    id: number;
    createdAt: string;
    status: string;
    assignedVendorId: number | null;
    commissionRateApplied: number | null;
    commissionPaidBy: string | null;
    /** When it was last resolved, where known. */
    resolvedAt?: string | null;
  };
  bookings: {
    id: number;
    createdAt: string;
    status: string;
    scheduledDate: string;
    scheduledTime: string;
    serviceType: string;
    assignedTechnicianId: number | null;
    history?: TimelineHistoryItem[] | null;
  }[];
  spareRequests: {
    id: number;
    bookingId: number;
    createdAt: string;
    status: string;
    requestedItems: { partName: string; quantity: number }[];
    requestedBy: number | null;
    approvedBy?: number | null;
    approvalNotes?: string | null;
    totalEstimatedCost: number;
  }[];
  /** OUT movements of the complaint's bookings (ref `BK-<id>`) and spare requests (ref `SR-<id>`). */
  movements: { id: number; product: { name: string; sku?: string }; qty: number; type: string; ref: string; createdAt: string }[];
  invoices: { id: number; bookingId: number; totalAmount: number; status: string; createdAt: string; number?: string | null; kind?: string | null }[];
  /** Audit rows; those not about this complaint or its records are ignored. */
  audit: TimelineAuditRow[];
  /** A user's name by id (actors, requesters, approvers). */
  userName: (id: number | null | undefined) => string | null;
  /** A vendor's or technician's name by id. */
  vendorName: (id: number | null | undefined) => string | null;
}

const BOOKING_STATUS_ACTION = /^status-(\w+)$/;

/** The complaint's history, oldest first; nothing before the complaint was logged. */
export const buildTimeline = (input: TimelineInput): TimelineEntry[] => {
  const { complaint, bookings, spareRequests, movements, invoices, userName, vendorName } = input;
  const entries: TimelineEntry[] = [];
  const add = (kind: TimelineKind, key: string | number, at: string, by: string | null, details: TimelineEntry['details'] = {}, ref: TimelineEntry['ref'] = null) =>
    entries.push({ id: `${kind}-${key}`, kind, at, by, ref, details });

  const bookingIds = new Set(bookings.map((b) => b.id));
  const spareIds = new Set(spareRequests.map((s) => s.id));
  const invoiceIds = new Set(invoices.map((i) => i.id));
  const auditOf = (type: string, ids: Set<number>) => (a: TimelineAuditRow) => a.entityType === type && ids.has(Number(a.entityId));
  const rows = [...input.audit].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const complaintRows = rows.filter(auditOf('complaint', new Set([complaint.id])));
  const bookingRows = rows.filter(auditOf('booking', bookingIds));
  const spareRows = rows.filter(auditOf('spare_request', spareIds));
  const invoiceRows = rows.filter(auditOf('invoice', invoiceIds));
  const actor = (a: TimelineAuditRow | undefined) => (a ? userName(a.actorId) : null);
  const created = (list: TimelineAuditRow[], id: number) => list.find((a) => Number(a.entityId) === id && a.action === 'create');

  // Logged, then what happened to the complaint itself.
  add('logged', complaint.id, complaint.createdAt, actor(created(complaintRows, complaint.id)));
  const assignments = complaintRows.filter((a) => a.action === 'assign' || a.action === 'auto-assign');
  const assignment = () => ({
    vendor: vendorName(complaint.assignedVendorId),
    rate: complaint.commissionRateApplied,
    payer: complaint.commissionPaidBy,
  });
  // Each assignment as its audit row kept it; a row from before rows kept it knows only the latest
  // one, which the complaint holds.
  const recorded = (a: TimelineAuditRow) => {
    const d = a.details as { vendorId?: number | null; rate?: number | null; payer?: string | null } | undefined;
    return d && d.vendorId != null ? { vendor: vendorName(d.vendorId), rate: d.rate ?? null, payer: d.payer ?? null } : null;
  };
  assignments.forEach((a, i) =>
    add('assigned', `${a.createdAt}-${i}`, a.createdAt, actor(a), recorded(a) ?? (i === assignments.length - 1 && complaint.assignedVendorId ? assignment() : {})),
  );
  if (!assignments.length && complaint.assignedVendorId) add('assigned', 'seed', complaint.createdAt, null, assignment());
  const seen = { resolved: false, closed: false };
  complaintRows.forEach((a, i) => {
    const key = `${a.createdAt}-${i}`;
    if (a.action === 'parts-request') add('partsRequested', key, a.createdAt, actor(a));
    else if (a.action === 'parts-approved' || a.action === 'parts-rejected') add('partsDecided', key, a.createdAt, actor(a), { decision: a.action.slice(6) });
    else if (a.action.startsWith('resolve')) {
      seen.resolved = true;
      add('resolved', key, a.createdAt, actor(a));
    } else if (a.action === 'close') {
      seen.closed = true;
      add('closed', key, a.createdAt, actor(a));
    } else if (a.action === 'reopen' || a.action.startsWith('reopen:')) {
      add('reopened', key, a.createdAt, actor(a), { reason: a.action.replace(/^reopen:?\s*/, '') || null });
    }
  });

  // Bookings: booked, technician, status changes (the booking's history, else the audit log, else its status).
  for (const b of bookings) {
    const ref = { type: 'booking' as const, id: b.id };
    const own = bookingRows.filter((a) => Number(a.entityId) === b.id);
    add('booked', b.id, b.createdAt, actor(created(own, b.id)), { booking: b.id, date: b.scheduledDate, time: b.scheduledTime, serviceType: b.serviceType }, ref);
    const techRows = own.filter((a) => a.action === 'assign-technician');
    techRows.forEach((a, i) =>
      add('technician', `${b.id}-${i}`, a.createdAt, actor(a), { booking: b.id, technician: i === techRows.length - 1 ? vendorName(b.assignedTechnicianId) : null }, ref),
    );
    // The history's status changes (its first entry is the booking made; assignments keep the status).
    let previous = 'scheduled';
    const history = (b.history ?? []).filter((h) => {
      const changed = h.status !== previous;
      previous = h.status;
      return changed;
    });
    if (history.length) {
      history.forEach((h, i) =>
        add('bookingStatus', `${b.id}-${i}`, h.at, typeof h.by === 'number' ? userName(h.by) : h.by ?? null, { booking: b.id, status: h.status, note: h.note ?? null }, ref),
      );
      continue;
    }
    const moves = own.map((a) => ({ a, to: a.action === 'complete' ? 'completed' : BOOKING_STATUS_ACTION.exec(a.action)?.[1] })).filter((m) => m.to);
    moves.forEach(({ a, to }, i) => add('bookingStatus', `${b.id}-${i}`, a.createdAt, actor(a), { booking: b.id, status: to!, note: null }, ref));
    if (!moves.length && b.status !== 'scheduled')
      add('bookingStatus', `${b.id}-now`, `${b.scheduledDate}T${b.scheduledTime || '00:00'}:00.000Z`, null, { booking: b.id, status: b.status, note: null }, ref);
  }

  // Spare requests and their decisions.
  for (const s of spareRequests) {
    const ref = { type: 'spare_request' as const, id: s.id };
    const own = spareRows.filter((a) => Number(a.entityId) === s.id);
    const parts = s.requestedItems.map((i) => `${i.partName} × ${i.quantity}`).join(', ');
    add('spareRequested', s.id, s.createdAt, userName(s.requestedBy) ?? actor(created(own, s.id)), { request: s.id, parts, amount: s.totalEstimatedCost }, ref);
    const decisions = own.filter((a) => ['approved', 'rejected', 'delivered'].includes(a.action));
    decisions.forEach((a, i) => add('spareDecided', `${s.id}-${i}`, a.createdAt, actor(a), { request: s.id, decision: a.action, note: a.action === 'delivered' ? null : s.approvalNotes || null }, ref));
    if (!decisions.length && s.status !== 'pending')
      add('spareDecided', `${s.id}-now`, s.createdAt, userName(s.approvedBy), { request: s.id, decision: s.status, note: s.approvalNotes || null }, ref);
  }

  // Parts used: the OUT movements of one booking or request, together.
  const byRef = new Map<string, TimelineInput['movements']>();
  for (const m of movements) if (m.type === 'OUT') byRef.set(m.ref, [...(byRef.get(m.ref) ?? []), m]);
  for (const [refText, list] of byRef) {
    const match = /^(BK|SR)-(\d+)$/.exec(refText);
    const ref = match ? { type: match[1] === 'BK' ? ('booking' as const) : ('spare_request' as const), id: Number(match[2]) } : null;
    add('partsUsed', refText, list[0].createdAt, null, { parts: list.map((m) => `${m.product.name} × ${m.qty}`).join(', '), ref: refText }, ref);
  }

  for (const inv of invoices) {
    const own = invoiceRows.filter((a) => Number(a.entityId) === inv.id);
    add('invoiced', inv.id, inv.createdAt, actor(created(own, inv.id)), { invoice: inv.number ?? `#${inv.id}`, amount: inv.totalAmount, status: inv.status, document: invoiceKind(inv) }, { type: 'invoice', id: inv.id });
  }

  // A resolved or closed complaint with no such row in its log (seeded history): when it was resolved, else after what is known.
  const last = () => entries.reduce((max, e) => (e.at > max ? e.at : max), complaint.createdAt);
  if ((complaint.status === 'resolved' || complaint.status === 'closed') && !seen.resolved) add('resolved', 'seed', complaint.resolvedAt || last(), null);
  if (complaint.status === 'closed' && !seen.closed) add('closed', 'seed', last(), null);

  return sortTimeline(entries, complaint.createdAt);
};

/**
 * Oldest first; at one instant in the order of TIMELINE_KINDS, then as built. Nothing sorts before
 * the complaint was logged (a seeded record may carry an earlier date), though its own time is kept.
 */
export const sortTimeline = (entries: TimelineEntry[], loggedAt: string): TimelineEntry[] => {
  const key = (e: TimelineEntry) => (e.kind === 'logged' || e.at < loggedAt ? loggedAt : e.at);
  return entries
    .map((e, i) => ({ e, i }))
    .sort((x, y) => {
      const a = key(x.e);
      const b = key(y.e);
      if (a !== b) return a < b ? -1 : 1;
      return TIMELINE_KINDS.indexOf(x.e.kind) - TIMELINE_KINDS.indexOf(y.e.kind) || x.i - y.i;
    })
    .map(({ e }) => e);
};

/**
 * What a customer reads of its own complaint: no vendor, commission, parts approval or staff names
 * (docs/architecture.md, "Roles and access").
 */
export const CUSTOMER_TIMELINE_KINDS: readonly TimelineKind[] = ['logged', 'booked', 'bookingStatus', 'invoiced', 'resolved', 'closed', 'reopened'];

export const customerTimeline = (entries: TimelineEntry[]): TimelineEntry[] =>
  entries
    .filter((e) => CUSTOMER_TIMELINE_KINDS.includes(e.kind))
    // A draft or cancelled invoice is the warehouse's paper, not one given to the customer (src/domain/customerView.ts).
    .filter((e) => e.kind !== 'invoiced' || givenToCustomer({ status: String(e.details.status) }))
    .map((e) => ({ ...e, by: null }));
