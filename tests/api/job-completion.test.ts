import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { dataProvider } from '../../src/providers/dataProvider';
import { signInAs, db } from './utils';

// PATCH /api/service-bookings/{id}/complete on the demo backend
// (docs/architecture.md, "Lifecycle and SLA"): the parts' OUT movements, the complaint resolved, the
// draft invoice, the status history, and the refusals that write nothing.

const t1 = () => db.tenant('1');
type Complaint = ReturnType<typeof t1>['complaints'][number];

/** A booking of `complaint`, started: in progress, ready to complete. */
const startedBooking = async (complaint: Complaint) => {
  const b = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: '2030-02-01', estimatedCost: 700, notes: 'Bring the toolkit' });
  await http.patch(`/service/bookings/${b.id}/status`, { status: 'in_progress', notes: 'Status updated to in_progress' });
  return t1().bookings.find((x) => x.id === b.id)!;
};

/** A part with stock to spare, and one more. */
const stockedParts = () => t1().products.filter((p) => p.stock >= 5 && p.price > 0).slice(0, 2);
const openComplaint = (underWarranty: boolean) => t1().complaints.find((c) => c.isUnderWarranty === underWarranty && ['assigned', 'in_progress', 'open'].includes(c.status))!;

/** Everything a completion touches, to compare before and after a refusal. */
const snapshot = () => {
  const t = t1();
  return JSON.stringify([t.products, t.movements, t.bookings, t.complaints, t.invoices, t.auditLogs.length, t.notifications.length]);
};

describe('job completion', () => {

  it('a part delivered on a spare request and then used leaves stock once; what is used beyond it leaves the store at completion', async () => {
    await signInAs();
    const booking = await startedBooking(openComplaint(false));
    const [board] = stockedParts();
    const start = board.stock;
    const view = async () => (await http.get(`/api/products/${board.id}`)) as { stock: number; reserved: number; available: number };
    const request = (await http.post('/api/spare-requests', { bookingId: booking.id, requestedBy: 3, requestNotes: '', requestedItems: [{ productId: board.id, quantity: 2 }] })) as { id: number };
    await http.put(`/api/spare-requests/${request.id}`, { status: 'approved', approvedBy: 1 });
    // Approved: held back for the job, still on hand.
    expect(await view()).toMatchObject({ stock: start, reserved: 2, available: start - 2 });
    await http.put(`/api/spare-requests/${request.id}`, { status: 'delivered', notes: 'Handed over' });
    expect(await view()).toMatchObject({ stock: start - 2, reserved: 0, available: start - 2 });

    // Three used: the two delivered and one more from the store.
    await dataProvider.completeBooking(booking.id, { workNotes: 'Replaced both boards and a spare', actualCost: 500, partsUsed: [{ productId: board.id, quantity: 3 }] });
    expect(board.stock).toBe(start - 3);
    expect(t1().movements.filter((m) => m.productId === board.id && (m.ref === `SR-${request.id}` || m.ref === `BK-${booking.id}`)).map((m) => [m.ref, m.qty])).toEqual([
      [`SR-${request.id}`, 2],
      [`BK-${booking.id}`, 1],
    ]);
    // The invoice still bills every part used.
    const invoice = t1().invoices.find((i) => i.bookingId === booking.id)!;
    expect(invoice.lineItems.find((l) => l.description.includes(board.name))).toMatchObject({ quantity: 3 });
  });

  it('a job using only the parts delivered to it moves no more stock, even when the store has none left', async () => {
    await signInAs();
    const booking = await startedBooking(openComplaint(false));
    const [board] = stockedParts();
    const request = (await http.post('/api/spare-requests', { bookingId: booking.id, requestedBy: 3, requestNotes: '', requestedItems: [{ productId: board.id, quantity: 1 }] })) as { id: number };
    await http.put(`/api/spare-requests/${request.id}`, { status: 'approved', approvedBy: 1 });
    await http.put(`/api/spare-requests/${request.id}`, { status: 'delivered', notes: '' });
    // The rest of the store goes elsewhere meanwhile.
    await http.post('/api/inventory/movements', { productId: board.id, type: 'OUT', qty: board.stock, reason: 'Sent to another warehouse', ref: 'TR-1' });
    expect(board.stock).toBe(0);
    await dataProvider.completeBooking(booking.id, { workNotes: 'Replaced the board', actualCost: 300, partsUsed: [{ productId: board.id, quantity: 1 }] });
    expect(board.stock).toBe(0);
    expect(t1().movements.filter((m) => m.ref === `BK-${booking.id}`)).toEqual([]);
  });
  it('completes with parts: stock drops by the quantity, OUT movements BK-<id>, complaint resolved, draft invoice with labour and parts', async () => {
    await signInAs();
    const complaint = openComplaint(false);
    const booking = await startedBooking(complaint);
    const [board, mount] = stockedParts();
    const before = { board: board.stock, mount: mount.stock };

    const { data } = await dataProvider.completeBooking(booking.id, {
      workNotes: 'Replaced the board and the mount',
      actualCost: 800,
      partsUsed: [{ productId: board.id, quantity: 2 }, { productId: mount.id, quantity: 1 }],
    });
    expect(data).toMatchObject({ id: booking.id, status: 'completed', actualCost: 800, workNotes: 'Replaced the board and the mount', notes: 'Bring the toolkit' });

    expect(board.stock).toBe(before.board - 2);
    expect(mount.stock).toBe(before.mount - 1);
    const movements = t1().movements.filter((m) => m.ref === `BK-${booking.id}`);
    expect(movements.map((m) => [m.productId, m.type, m.qty])).toEqual([[board.id, 'OUT', 2], [mount.id, 'OUT', 1]]);
    // The stock endpoint and the movements list agree.
    expect((await dataProvider.getStock(board.id)).data.currentStock).toBe(before.board - 2);

    expect(complaint.status).toBe('resolved');
    expect(Date.parse(complaint.resolvedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const invoice = t1().invoices.find((i) => i.id === data.invoiceId)!;
    expect(invoice).toMatchObject({ bookingId: booking.id, customerId: complaint.customerId, status: 'draft', warrantyClaimAmount: 0 });
    const partsTotal = 2 * board.price + mount.price;
    // Labour under SAC 998719, each part under its HSN code, taxed between the warehouse and the customer
    // (docs/architecture.md, "Money: GST and warranty").
    expect(invoice.lineItems).toMatchObject([
      { description: `Labour (${booking.serviceType})`, hsnSac: '998719', quantity: 1, unitPrice: 800, amount: 800 },
      { description: `${board.name} (${board.sku})`, hsnSac: board.hsnCode, quantity: 2, unitPrice: board.price, amount: 2 * board.price },
      { description: `${mount.name} (${mount.sku})`, hsnSac: mount.hsnCode, quantity: 1, unitPrice: mount.price, amount: mount.price },
    ]);
    const customer = t1().customers.find((c) => c.id === complaint.customerId)!;
    expect(invoice).toMatchObject({ placeOfSupply: customer.stateCode, intraState: customer.stateCode === '29', recipient: { name: customer.name } });
    expect(invoice.subtotal).toBeCloseTo(800 + partsTotal, 2);
    expect(invoice.totalAmount).toBeCloseTo((800 + partsTotal) * 1.18, 1);
    expect(invoice.totalAmount).toBeCloseTo(invoice.subtotal + invoice.cgstAmount! + invoice.sgstAmount! + invoice.igstAmount!, 2);
    // The invoices list shows it as a draft.
    const drafts = (await http.get('/api/invoices', { status: 'draft', page: 1, limit: 5 })).data as { id: number }[];
    expect(drafts[0].id).toBe(invoice.id);

    // The parts are kept on the booking; the history has who, when and the note.
    expect(data.partsUsed).toEqual([
      { productId: board.id, name: board.name, sku: board.sku, quantity: 2, unitPrice: board.price },
      { productId: mount.id, name: mount.name, sku: mount.sku, quantity: 1, unitPrice: mount.price },
    ]);
    expect(data.history.map((h: { status: string; note: string; by: string }) => [h.status, h.note, h.by])).toEqual([
      ['scheduled', 'Booking created', 'Sunita Rao'],
      ['in_progress', 'Status updated to in_progress', 'Sunita Rao'],
      ['completed', 'Replaced the board and the mount', 'Sunita Rao'],
    ]);
    const actions = t1().auditLogs.map((a) => `${a.entityType}:${a.entityId}:${a.action}`);
    expect(actions).toEqual(expect.arrayContaining([`booking:${booking.id}:status-completed`, `invoice:${invoice.id}:create`, `complaint:${complaint.id}:resolve: booking #${booking.id} completed`]));
    expect(t1().notifications.at(-1)).toMatchObject({ title: 'Booking completed' });
  });

  it('refuses with 409 naming the short part, and writes nothing', async () => {
    await signInAs();
    const complaint = openComplaint(false);
    const booking = await startedBooking(complaint);
    const [plenty, scarce] = stockedParts();
    const before = snapshot();
    await expect(
      http.patch(`/api/service-bookings/${booking.id}/complete`, {
        workNotes: 'Needs a new board',
        actualCost: 500,
        partsUsed: [{ productId: plenty.id, quantity: 1 }, { productId: scarce.id, quantity: scarce.stock + 1 }],
      }),
    ).rejects.toMatchObject({ status: 409, message: `Not enough stock of ${scarce.name}: ${scarce.stock} in stock, ${scarce.stock + 1} needed` });
    expect(snapshot()).toBe(before);
    expect(booking.status).toBe('in_progress');
    expect(t1().movements.some((m) => m.ref === `BK-${booking.id}`)).toBe(false);
  });

  it('refuses bad input (400) and a booking not in progress (409), writing nothing', async () => {
    await signInAs();
    const complaint = openComplaint(false);
    const booking = await startedBooking(complaint);
    const [part] = stockedParts();
    const before = snapshot();
    const complete = (body: unknown, id = booking.id) => http.patch(`/api/service-bookings/${id}/complete`, body);
    await expect(complete({})).rejects.toMatchObject({ status: 400, message: 'Work notes are required' });
    await expect(complete({ workNotes: 'x', actualCost: -5 })).rejects.toMatchObject({ status: 400, message: 'Actual cost must be a number of 0 or more' });
    await expect(complete({ workNotes: 'x', actualCost: 5, partsUsed: [{ productId: part.id, quantity: 0 }] })).rejects.toMatchObject({
      status: 400,
      message: 'Quantity must be a whole number above 0',
    });
    await expect(complete({ workNotes: 'x', actualCost: 5, partsUsed: [{ productId: 999999, quantity: 1 }] })).rejects.toMatchObject({ status: 400, message: 'Product #999999 not found' });
    expect(snapshot()).toBe(before);

    const scheduled = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: '2030-02-02' });
    await expect(complete({ workNotes: 'x', actualCost: 5 }, scheduled.id)).rejects.toMatchObject({
      status: 409,
      message: `Booking #${scheduled.id} cannot move from scheduled to completed`,
    });
    expect(t1().bookings.find((b) => b.id === scheduled.id)?.status).toBe('scheduled');
  });

  it('under warranty: the customer pays 0 and the cost is kept as the warranty claim', async () => {
    await signInAs();
    const complaint = openComplaint(true);
    const booking = await startedBooking(complaint);
    const [part] = stockedParts();
    const { data } = await dataProvider.completeBooking(booking.id, { workNotes: 'Panel swapped', actualCost: 600, partsUsed: [{ productId: part.id, quantity: 1 }] });
    const invoice = t1().invoices.find((i) => i.id === data.invoiceId)!;
    expect(invoice).toMatchObject({ status: 'draft', subtotal: 0, taxAmount: 0, totalAmount: 0, warrantyClaimAmount: 600 + part.price });
    // The customer's lines are at 0; the cost is the claim's (labour and parts at their price).
    expect(invoice.lineItems.map((l) => [l.description, l.unitPrice, l.amount])).toEqual([
      [`Labour (${booking.serviceType}) (under warranty)`, 0, 0],
      [`${part.name} (${part.sku}) (under warranty)`, 0, 0],
    ]);
    expect(complaint.status).toBe('resolved');
  });

  it('status changes and assignments append to the history; the notes are not overwritten', async () => {
    await signInAs();
    const complaint = openComplaint(false);
    const b = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: '2030-03-01', notes: 'Customer prefers mornings' });
    const tech = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!;
    await http.patch(`/service/bookings/${b.id}/assign-technician`, { technicianId: tech.id });
    await http.patch(`/service/bookings/${b.id}/status`, { status: 'in_progress', notes: 'Status updated to in_progress' });
    await http.patch(`/service/bookings/${b.id}/status`, { status: 'cancelled', notes: 'Status updated to cancelled' });
    const read = await http.get(`/api/service-bookings/${b.id}`);
    expect(read.notes).toBe('Customer prefers mornings');
    expect(read.history.map((h: { status: string; note: string }) => [h.status, h.note])).toEqual([
      ['scheduled', 'Booking created'],
      ['scheduled', `Technician ${tech.name} (#${tech.id}) assigned`],
      ['in_progress', 'Status updated to in_progress'],
      ['cancelled', 'Status updated to cancelled'],
    ]);
    for (const h of read.history) expect(Number.isNaN(Date.parse(h.at))).toBe(false);
  });

  it('the seed holds completed jobs with parts used, their BK-<id> movements, history and invoice (Explore Demo)', async () => {
    const jobs = t1().bookings.filter((b) => b.partsUsed?.length);
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    for (const b of jobs) {
      expect(b.status).toBe('completed');
      expect(b.history?.map((h) => h.status)).toEqual(['scheduled', 'in_progress', 'completed']);
      const moved = t1().movements.filter((m) => m.ref === `BK-${b.id}`);
      expect(moved.map((m) => [m.productId, m.type, m.qty])).toEqual(b.partsUsed!.map((p) => [p.productId, 'OUT', p.quantity]));
      const invoice = t1().invoices.find((i) => i.id === b.invoiceId)!;
      expect(invoice.bookingId).toBe(b.id);
      expect(invoice.lineItems.slice(1).map((l) => l.quantity)).toEqual(b.partsUsed!.map((p) => p.quantity));
    }
    // Stock still reconciles with the movements: opening IN less the parts used.
    for (const p of t1().products) {
      const net = t1().movements.filter((m) => m.productId === p.id).reduce((s, m) => s + (m.type === 'IN' ? m.qty : -m.qty), 0);
      expect([p.sku, p.stock]).toEqual([p.sku, net]);
    }
  });

  it("the status call's completed completes the job too: complaint resolved, a labour-only draft invoice", async () => {
    await signInAs();
    const complaint = openComplaint(false);
    const booking = await startedBooking(complaint);
    const done = await http.patch(`/service/bookings/${booking.id}/status`, { status: 'completed', notes: 'Status updated to completed' });
    expect(done).toMatchObject({ status: 'completed', actualCost: 700, partsUsed: [] });
    expect(complaint.status).toBe('resolved');
    expect(t1().invoices.find((i) => i.id === done.invoiceId)?.lineItems).toMatchObject([{ description: `Labour (${booking.serviceType})`, hsnSac: '998719', quantity: 1, unitPrice: 700, amount: 700 }]);
  });
});
