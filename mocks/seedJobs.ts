// Seed: a few completed jobs that flowed through (issue 12), so Explore Demo shows parts used, their
// OUT movements `BK-<id>`, a status history and the draft invoice of the job. Deterministic and
// drawing no random numbers, so the rest of the seed stays as it was.
import { draftInvoice } from '../src/domain/jobCompletion';
import type { Booking, TenantData } from './types';

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
  });
};
