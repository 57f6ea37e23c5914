import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { setTenantId } from '../../src/providers/storage';
import { db, signInAs } from './utils';

// What the spare request form relies on from the demo backend: the booking lookup's `search` on
// GET /api/service-bookings (with the customer's name each booking carries), and the refusal of a
// booking id that does not exist, which the form's lookup no longer lets a user type.

const t1 = () => db.tenant('1');
type BookingRow = { id: number; complaintId: number; customerName: string | null };
const search = async (text: string) => (await http.get('/api/service-bookings', { page: 1, limit: 100, search: text })) as { data: BookingRow[]; total: number };
const customerOf = (booking: { complaintId: number }) => {
  const complaint = t1().complaints.find((c) => c.id === booking.complaintId)!;
  return t1().customers.find((c) => c.id === complaint.customerId)!;
};

describe('spare requests API of the demo backend', () => {
  it('GET /api/spare-requests sorts on sort/order (total estimated cost, created); an unsortable field is 400', async () => {
    await signInAs();
    const rows = async (query: Record<string, unknown>) =>
      ((await http.get('/api/spare-requests', { page: 1, limit: 500, ...query })).data as { id: number; totalEstimatedCost: number; createdAt: string }[]);
    const totals = t1().spareRequests.map((r) => r.totalEstimatedCost);
    expect((await rows({ sort: 'totalEstimatedCost', order: 'ASC' })).map((r) => r.totalEstimatedCost)).toEqual([...totals].sort((a, b) => a - b));
    expect((await rows({ sort: 'totalEstimatedCost', order: 'DESC' })).map((r) => r.totalEstimatedCost)).toEqual([...totals].sort((a, b) => b - a));
    const created = (await rows({ sort: 'createdAt', order: 'ASC' })).map((r) => r.createdAt);
    expect(created).toEqual([...created].sort());
    await expect(http.get('/api/spare-requests', { sort: 'requestNotes' })).rejects.toMatchObject({ status: 400, message: 'Cannot sort by requestNotes' });
  });

  it("refuses a request for a booking that does not exist: 400 'Booking #999999 not found', nothing stored", async () => {
    await signInAs();
    const before = t1().spareRequests.length;
    await expect(
      http.post('/api/spare-requests', {
        bookingId: 999999,
        requestedBy: 3,
        requestNotes: '',
        requestedItems: [{ partName: 'Remote', partNumber: '', quantity: 1, estimatedCost: 250, description: '' }],
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Booking #999999 not found' });
    expect(t1().spareRequests.length).toBe(before);
  });
});

describe('booking lookup: GET /api/service-bookings?search=', () => {
  it("finds a booking by its id (with or without '#'), by its complaint's id and by part of the customer's name", async () => {
    await signInAs();
    const booking = t1().bookings[3];
    const customer = customerOf(booking);

    for (const text of [String(booking.id), `#${booking.id}`]) {
      expect((await search(text)).data.map((b) => b.id)).toContain(booking.id);
    }
    const byComplaint = await search(String(booking.complaintId));
    expect(byComplaint.data.map((b) => b.id)).toContain(booking.id);

    const byName = await search(customer.name.split(' ')[0].toLowerCase());
    expect(byName.data.map((b) => b.id)).toContain(booking.id);
    // Every booking found is the customer's, by id or by complaint id, or its customer's name matches.
    for (const b of byName.data) expect(b.customerName?.toLowerCase()).toContain(customer.name.split(' ')[0].toLowerCase());
    expect(byName.data.find((b) => b.id === booking.id)?.customerName).toBe(customer.name);

    expect((await search('no such customer zzz')).total).toBe(0);
  });

  it("each booking read carries its customer's name, on the list and by id", async () => {
    await signInAs();
    const booking = t1().bookings[0];
    expect(await http.get(`/api/service-bookings/${booking.id}`)).toMatchObject({ id: booking.id, customerName: customerOf(booking).name });
    const page = (await http.get('/api/service-bookings', { page: 1, limit: 5 })) as { data: BookingRow[] };
    for (const b of page.data) expect(b.customerName).toBe(customerOf(b).name);
  });

  it("stays within the warehouse: another warehouse's booking is not found by its id", async () => {
    await signInAs();
    const foreign = db.tenant('2').bookings[0];
    setTenantId('1');
    expect((await search(String(foreign.id))).data.map((b) => b.id)).not.toContain(foreign.id);
    setTenantId('2');
    expect((await search(String(foreign.id))).data.map((b) => b.id)).toContain(foreign.id);
    setTenantId('1');
  });
});

describe('spare requests tied to the catalogue (docs/architecture.md, "Lifecycle and SLA")', () => {
  const part = (minStock: number) => t1().products.find((p) => p.isActive && p.stock >= minStock && p.category !== 'Televisions')!;
  const complaintOf = (bookingId: number) => t1().complaints.find((c) => c.id === t1().bookings.find((b) => b.id === bookingId)!.complaintId)!;
  const raise = async (items: unknown[], bookingId = t1().bookings[0].id) =>
    (await http.post('/api/spare-requests', { bookingId, requestedBy: 3, requestNotes: '', requestedItems: items })) as { id: number; requestedItems: Record<string, unknown>[] };

  it("an item may name a catalogue product: its name and SKU fill a blank part name and number; an unknown product is 400, nothing stored", async () => {
    await signInAs();
    const product = part(1);
    const made = await raise([{ productId: product.id, quantity: 1, estimatedCost: product.price }, { partName: 'Wall bracket', quantity: 1, estimatedCost: 400 }]);
    expect(made.requestedItems[0]).toMatchObject({ productId: product.id, partName: product.name, partNumber: product.sku, quantity: 1 });
    expect(made.requestedItems[1]).not.toHaveProperty('productId');
    const before = t1().spareRequests.length;
    await expect(raise([{ productId: 999999, quantity: 1 }])).rejects.toMatchObject({ status: 400, message: 'Product #999999 not found' });
    expect(t1().spareRequests.length).toBe(before);
  });

  it('Delivered writes an OUT movement per catalogue item (ref SR-<id>) and the stock drops; free-text items move nothing', async () => {
    await signInAs();
    const product = part(5);
    const stock = product.stock;
    const made = await raise([{ productId: product.id, quantity: 2, estimatedCost: 100 }, { partName: 'Local screws', quantity: 10, estimatedCost: 2 }]);
    await http.put(`/api/spare-requests/${made.id}`, { status: 'approved', approvedBy: 1, approvalNotes: '' });
    expect(t1().movements.filter((m) => m.ref === `SR-${made.id}`)).toHaveLength(0);
    await expect(http.put(`/api/spare-requests/${made.id}`, { status: 'delivered', notes: 'Handed over' })).resolves.toMatchObject({ status: 'delivered' });
    expect(product.stock).toBe(stock - 2);
    const moves = t1().movements.filter((m) => m.ref === `SR-${made.id}`);
    expect(moves).toEqual([expect.objectContaining({ productId: product.id, type: 'OUT', qty: 2, product: { name: product.name, sku: product.sku } })]);
  });

  it('Delivered with a part short is refused with 409 naming it, and nothing changes', async () => {
    await signInAs();
    const plenty = part(5);
    const short = t1().products.find((p) => p.id !== plenty.id && p.category !== 'Televisions' && p.stock < 3)!;
    const made = await raise([{ productId: plenty.id, quantity: 1 }, { productId: short.id, quantity: short.stock + 1 }]);
    await http.put(`/api/spare-requests/${made.id}`, { status: 'approved', approvedBy: 1 });
    const stocks = [plenty.stock, short.stock];
    const movements = t1().movements.length;
    await expect(http.put(`/api/spare-requests/${made.id}`, { status: 'delivered', notes: '' })).rejects.toMatchObject({
      status: 409,
      message: `Not enough stock of ${short.name}: ${short.stock} in stock, ${short.stock + 1} needed`,
    });
    expect([plenty.stock, short.stock]).toEqual(stocks);
    expect(t1().movements.length).toBe(movements);
    expect(t1().spareRequests.find((r) => r.id === made.id)!.status).toBe('approved');
  });

  it("the complaint's parts approval follows the request's decision", async () => {
    await signInAs();
    const booking = t1().bookings[1];
    const made = await raise([{ partName: 'Remote', quantity: 1, estimatedCost: 250 }], booking.id);
    complaintOf(booking.id).partsApprovalStatus = 'pending';
    await http.put(`/api/spare-requests/${made.id}`, { status: 'approved', approvedBy: 1 });
    expect(complaintOf(booking.id).partsApprovalStatus).toBe('approved');
    await http.put(`/api/spare-requests/${made.id}`, { status: 'rejected', approvedBy: 1, approvalNotes: 'Not covered' });
    expect(complaintOf(booking.id).partsApprovalStatus).toBe('rejected');
  });
});
