// A booking's status history and its completion (issue 12; docs/architecture.md, "Lifecycle and SLA"):
// completing a job writes the parts' OUT movements, resolves the complaint and raises a draft invoice, in
// one go or not at all.
import { db } from '../db';
import { fail, audit, notify, type RequestContext } from './util';
import { recordMovement } from './inventory';
import { nextBookingStatus, type BookingStatus } from '../../src/domain/service';
import { canMoveComplaint, statusAfter } from '../../src/domain/complaints';
import { invoiceParties } from './taxParties';
import { draftInvoice, invoiceOfJob, stockShortage, validateCompletion, type CompletionInput } from '../../src/domain/jobCompletion';
import { raiseWarrantyClaim } from './warrantyClaims';
import { completionEstimateRefusal } from '../../src/domain/estimates';
import { partsFromStore, partsOf } from '../../src/domain/spares';
import type { Booking, Complaint, Invoice, PartUsed, Product } from '../types';

/** Who did it, as the history shows it: the account's name, else its e-mail. */
export const actorName = (ctx: RequestContext) => [ctx.user.firstName, ctx.user.lastName].filter(Boolean).join(' ').trim() || ctx.user.email;

/** Appends `{ status, at, by, note }` to the booking's history (the notes are left as they are). */
export const addHistory = (ctx: RequestContext, b: Booking, note: string, at = new Date().toISOString()) => {
  b.history = [...(b.history ?? []), { status: b.status, at, by: actorName(ctx), note }];
};

const refusedMove = (b: Booking, to: BookingStatus) => fail(409, 'serverText.bookingCannotMove', { id: b.id, from: b.status, to });

/** The draft invoice of a completed job (src/domain/jobCompletion.ts `draftInvoice`), stored and audited. */
const raiseDraft = (ctx: RequestContext, b: Booking, complaint: Complaint | undefined, actualCost: number, products: { product: Product; quantity: number }[], now: string): Invoice => {
  const invoiceDraft = draftInvoice({ actualCost, serviceType: b.serviceType, parts: products, underWarranty: complaint?.isUnderWarranty ?? false, ...invoiceParties(ctx, complaint?.customerId ?? 0) });
  const invoice: Invoice = {
    id: db.nextId('invoices'),
    bookingId: b.id,
    customerId: complaint?.customerId ?? 0,
    ...invoiceDraft,
    status: 'draft',
    createdAt: now,
  };
  ctx.t.invoices.push(invoice);
  audit(ctx, 'invoice', invoice.id, 'create');
  return invoice;
};

/**
 * Completes an in-progress booking (PATCH /api/service-bookings/:id/complete; also the status call's
 * `completed`). Everything is checked first (400 bad input, 409 refused move or short stock, with
 * nothing written); then the OUT movements `BK-<id>`, the booking, the complaint (resolved) and the
 * draft invoice (unless the job has an invoice already, which it keeps) are written, each audited.
 * Answers the booking.
 */
export const completeBooking = (ctx: RequestContext, b: Booking, input: CompletionInput): Booking => {
  const checked = validateCompletion(input);
  if (checked.problem !== undefined) throw fail(400, checked.problem);
  const { workNotes, actualCost, partsUsed } = checked.value;
  if (!nextBookingStatus(b.status, 'completed')) throw refusedMove(b, 'completed');
  // A visit with an estimate is done only once the customer approved it (src/domain/estimates.ts).
  const estimateRefusal = completionEstimateRefusal(b.estimate);
  if (estimateRefusal) throw fail(409, estimateRefusal.key, { id: b.id });
  const products = partsUsed.map((part) => {
    const product = ctx.t.products.find((p) => p.id === part.productId);
    if (!product) throw fail(400, 'serverText.productNotFound', { id: part.productId });
    return { product, quantity: part.quantity };
  });
  // Parts delivered to this job on its spare requests left the store then: only the rest leaves now.
  const delivered = partsOf(ctx.t.spareRequests.filter((r) => r.bookingId === b.id && r.status === 'delivered'));
  const fromStore = partsFromStore(partsUsed, delivered);
  const shortage = stockShortage(fromStore, products.map(({ product }) => product));
  if (shortage) throw fail(409, shortage);

  // Checked: from here on nothing refuses.
  const now = new Date().toISOString();
  const ref = `BK-${b.id}`;
  for (const { productId, quantity } of fromStore) recordMovement(ctx, products.find(({ product }) => product.id === productId)!.product, 'OUT', quantity, `Used on booking #${b.id}`, ref);
  const complaint = ctx.t.complaints.find((c) => c.id === b.complaintId);
  // One invoice per job (issue 28): a job invoiced before its completion keeps that invoice, no draft is raised.
  const invoice = invoiceOfJob(ctx.t.invoices, b.id) ?? raiseDraft(ctx, b, complaint, actualCost, products, now);
  // Under warranty the cost is claimed from the brand (issue 15 scope 6): labour and parts at catalogue price.
  raiseWarrantyClaim(ctx, complaint, b, { labourCost: actualCost, partsCost: products.reduce((sum, { product, quantity }) => sum + product.price * quantity, 0) }, now);

  b.status = 'completed';
  b.actualCost = actualCost;
  b.workNotes = workNotes;
  b.partsUsed = products.map(({ product, quantity }): PartUsed => ({ productId: product.id, name: product.name, sku: product.sku, quantity, unitPrice: product.price }));
  b.invoiceId = invoice.id;
  addHistory(ctx, b, workNotes, now);
  audit(ctx, 'booking', b.id, 'status-completed');
  notify(ctx, 'notificationText.title.bookingCompleted', 'notificationText.message.bookingCompleted', { id: b.id });

  if (complaint && canMoveComplaint(complaint.status, 'resolve')) {
    complaint.status = statusAfter('resolve');
    complaint.resolvedAt = now;
    audit(ctx, 'complaint', complaint.id, `resolve: booking #${b.id} completed`);
  }
  return b;
};

/**
 * A status move of the booking (Start, Cancel, or a `completed` through the status call or PUT,
 * which completes the job with no parts at the booking's cost): refused with 409 where the status
 * does not allow it; kept in the history with the note, the notes left alone.
 */
export const moveBooking = (ctx: RequestContext, b: Booking, to: BookingStatus, note?: string) => {
  if (!nextBookingStatus(b.status, to)) throw refusedMove(b, to);
  if (to === 'completed') {
    completeBooking(ctx, b, { workNotes: note || `Status updated to ${to}`, actualCost: b.actualCost ?? b.estimatedCost, partsUsed: [] });
    return;
  }
  b.status = to;
  addHistory(ctx, b, note || `Status updated to ${to}`);
  audit(ctx, 'booking', b.id, `status-${to}`);
};
