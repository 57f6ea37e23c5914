// Seed: a few completed jobs that flowed through (issue 12), so Explore Demo shows parts used, their
// OUT movements `BK-<id>`, a status history and the draft invoice of the job. Deterministic and
// drawing no random numbers, so the rest of the seed stays as it was.
import { draftInvoice, stockShortage } from '../src/domain/jobCompletion';
import { catalogueLines, spareRequestRef } from '../src/domain/spares';
import { claimFromJob } from '../src/domain/warrantyClaims';
import type { Booking, Product, TenantData } from './types';

const JOBS = 3;
const HOUR = 3_600_000;

export const seedCompletedJobs = (t: TenantData, id: (collection: string) => number, by: { admin: string; technician: string }) => {
  const parts = t.products.filter((p) => p.isActive && p.stock >= 3 && p.category !== 'Televisions');
  if (!parts.length) return;
  const invoiced = new Set(t.invoices.map((i) => i.bookingId));
  const jobs = t.bookings.filter((b): b is Booking => b.status === 'completed' && invoiced.has(b.id)).slice(0, JOBS);
  jobs.forEach((b, k) => {
    const complaint = t.complaints.find((c) => c.id === b.complaintId);
    const used = [{ product: parts[k % parts.length], quantity: k === 0 ? 2 : 1 }];
    if (k === 1 && parts.length > 1) used.push({ product: parts[(k + 1) % parts.length], quantity: 1 });
    const start = new Date(`${b.scheduledDate}T${b.scheduledTime}:00.000Z`).getTime();
    const doneAt = new Date(start + 2 * HOUR).toISOString();
    for (const { product, quantity } of used) {
      product.stock -= quantity;
      t.movements.push({
        id: id('movements'),
        productId: product.id,
        product: { name: product.name, sku: product.sku },
        qty: quantity,
        type: 'OUT',
        reason: `Used on booking #${b.id}`,
        ref: `BK-${b.id}`,
        movementDate: doneAt,
        createdAt: doneAt,
      });
    }
    const actualCost = b.actualCost ?? b.estimatedCost;
    const technician = t.vendors.find((v) => v.id === b.assignedTechnicianId)?.name ?? by.technician;
    const invoice = t.invoices.find((i) => i.bookingId === b.id)!;
    Object.assign(invoice, draftInvoice({ actualCost, serviceType: b.serviceType, parts: used, underWarranty: complaint?.isUnderWarranty ?? false }));
    const workNotes = used.map(({ product, quantity }) => `Replaced ${product.name} x${quantity}`).join('; ') + '. Tested after the repair.';
    Object.assign(b, {
      workNotes,
      partsUsed: used.map(({ product, quantity }) => ({ productId: product.id, name: product.name, sku: product.sku, quantity, unitPrice: product.price })),
      invoiceId: invoice.id,
      history: [
        { status: 'scheduled', at: b.createdAt < new Date(start).toISOString() ? b.createdAt : new Date(start - 24 * HOUR).toISOString(), by: by.admin, note: 'Booking created' },
        { status: 'in_progress', at: new Date(start).toISOString(), by: technician, note: 'Status updated to in_progress' },
        { status: 'completed', at: doneAt, by: technician, note: workNotes },
      ],
    });
    if (complaint && (complaint.status === 'resolved' || complaint.status === 'closed')) complaint.resolvedAt = doneAt;
    // Under warranty the job's cost is claimed from the brand (issue 15 scope 6).
    const partsCost = used.reduce((sum, { product, quantity }) => sum + product.price * quantity, 0);
    const claim = complaint && claimFromJob({ complaint, booking: b, product: t.products.find((p) => p.id === complaint.productId), registration: t.registrations.find((r) => r.id === complaint.productRegistrationId), partsCost, labourCost: actualCost });
    if (claim) (t.warrantyClaims ??= []).push({ id: id('warrantyClaims'), ...claim, createdAt: doneAt });
  });
};

/**
 * Explore Demo opens on a week with visits on every day (issue 12). Each day of the current week
 * (Monday to Sunday, UTC dates like the rest of the seed) without a booking gets one moved there:
 * - today and later: a scheduled one from after the week, else from a busier day of it, else a
 *   cancelled one from before it;
 * - days already past: one from before the week, completed, else in progress, else cancelled, never
 *   an invoiced one (its invoice would then predate the visit).
 * Then a few scheduled visits with no technician from after the week move into it (the dispatch queue).
 * Moving dates draws no random numbers and creates no records: ids and the rest of the seed stay.
 */
export const spreadBookingsOverThisWeek = (bookings: Booking[], now: Date, invoiced: ReadonlySet<number>) => {
  const DAY = 24 * HOUR;
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY;
  const days = Array.from({ length: 7 }, (_, i) => new Date(monday + i * DAY).toISOString().slice(0, 10));
  const [first, last] = [days[0], days[6]];
  const todayText = today.toISOString().slice(0, 10);
  for (const day of days) {
    if (bookings.some((b) => b.scheduledDate === day)) continue;
    const upcoming = day >= todayText;
    const donor = upcoming
      ? (bookings.find((b) => b.status === 'scheduled' && b.scheduledDate > last) ??
        bookings.find((b) => b.status === 'scheduled' && b.scheduledDate >= todayText && bookings.filter((o) => o.scheduledDate === b.scheduledDate).length > 1) ??
        bookings.find((b) => b.status === 'cancelled' && b.scheduledDate < first))
      : (['completed', 'in_progress', 'cancelled'] as const)
          .map((status) => bookings.find((b) => b.status === status && b.scheduledDate < first && !invoiced.has(b.id)))
          .find(Boolean);
    if (donor) donor.scheduledDate = day;
  }
  // The dispatch board's queue (issue 16) holds a few of this week's visits: scheduled ones with no
  // technician from after the week move to its days from today on.
  const upcoming = days.filter((day) => day >= todayText);
  const queued = () => bookings.filter((b) => b.status === 'scheduled' && b.assignedTechnicianId === null && b.scheduledDate >= todayText && b.scheduledDate <= last);
  const later = bookings.filter((b) => b.status === 'scheduled' && b.assignedTechnicianId === null && b.scheduledDate > last);
  for (let k = 0; queued().length < 3 && k < later.length; k++) later[k].scheduledDate = upcoming[(k + 1) % upcoming.length];
};

/**
 * Delivered spare requests in the seed took their catalogue parts out of stock, as a live Delivered
 * does (mocks/handlers/spareDelivery.ts): OUT movements `SR-<id>` a day after the request, all of a
 * request's lines or none (one that would run a part short stays approved, as a live Delivered would
 * have been refused). No random draws.
 */
export const seedDeliveredSpares = (t: TenantData, id: (collection: string) => number) => {
  for (const request of t.spareRequests.filter((r) => r.status === 'delivered')) {
    const lines = catalogueLines(request.requestedItems);
    const products = lines.map((line) => t.products.find((p) => p.id === line.productId));
    if (!lines.length) continue;
    if (products.some((p) => !p) || stockShortage(lines, products as Product[])) {
      // Delivered would have been refused (409): the request is still waiting for its parts.
      request.status = 'approved';
      continue;
    }
    const at = new Date(Date.parse(request.createdAt) + 24 * HOUR).toISOString();
    lines.forEach((line, i) => {
      const product = products[i]!;
      product.stock -= line.quantity;
      t.movements.push({
        id: id('movements'),
        productId: product.id,
        product: { name: product.name, sku: product.sku },
        qty: line.quantity,
        type: 'OUT',
        reason: `Spare request #${request.id} delivered`,
        ref: spareRequestRef(request.id),
        movementDate: at,
        createdAt: at,
      });
    });
  }
};
