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
