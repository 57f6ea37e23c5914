import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { DEMO_ACCOUNTS } from '../../src/config';
import { signInAs } from './utils';

// New callers (issue 27): POST /v1/customers with a duplicate check by phone, the list's search
// finding a phone number however it is typed, a complaint list of one serial number (the form's
// warning of a complaint still open on it), and an invited customer linked to a customer record.
// Everything through the API, so the file runs on the server's store too (project api-server).

type CustomerRow = { id: number; name: string; phone: string; pincode: string };
const searchCustomers = async (search: string) => ((await http.get('/customers', { page: 1, limit: 50, search })) as { data: CustomerRow[] }).data;

describe('new callers', () => {
  it('creates a customer; the same phone however written is refused with 409 naming the customer; search finds it by phone', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const made = (await http.post('/customers', { name: 'Meera Pillai', phone: '+91 98450 12345', pincode: '560034', address: '4, Church Street', city: 'Bengaluru' })) as CustomerRow;
    expect(made).toMatchObject({ name: 'Meera Pillai', phone: '+91 98450 12345', pincode: '560034', email: '' });

    await expect(http.post('/customers', { name: 'Meera P', phone: '09845012345', pincode: '560034' })).rejects.toMatchObject({
      status: 409,
      message: `Meera Pillai (customer #${made.id}) already has the phone number 09845012345`,
      i18nKey: 'serverText.customerPhoneUsed',
      i18nValues: { id: made.id, name: 'Meera Pillai', phone: '09845012345' },
    });
    for (const typed of ['9845012345', '98450 12345', '+919845012345', '450 12345'])
      expect((await searchCustomers(typed)).map((c) => c.id), typed).toContain(made.id);
  });

  it('refuses a new customer without a name, a phone or a pincode (400, nothing stored), and a technician (403)', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    await expect(http.post('/customers', { phone: '+91 90000 00001', pincode: '560001' })).rejects.toMatchObject({ status: 400, message: 'Name is required' });
    await expect(http.post('/customers', { name: 'No Phone', phone: '12', pincode: '560001' })).rejects.toMatchObject({ status: 400, message: 'Phone must have at least 7 digits' });
    await expect(http.post('/customers', { name: 'No Pincode', phone: '+91 90000 00002', pincode: '5600' })).rejects.toMatchObject({ status: 400, message: 'Pincode must have exactly 6 digits' });
    expect(await searchCustomers('No Phone')).toEqual([]);
    await signInAs(DEMO_ACCOUNTS.technician);
    await expect(http.post('/customers', { name: 'By Technician', phone: '+91 90000 00003', pincode: '560001' })).rejects.toMatchObject({ status: 403 });
  });

  it("lists the complaints on one serial number in any case: the form's warning of one still open", async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const first = (await http.post('/api/complaints', { customerId: 1, productId: 1, serialNo: 'DUP-SERIAL-77', description: 'No sound' })) as { id: number };
    const list = (await http.get('/api/complaints', { serialNo: 'dup-serial-77', status: 'open' })) as { data: { id: number; serialNo: string }[]; total: number };
    expect(list).toMatchObject({ total: 1, data: [{ id: first.id, serialNo: 'DUP-SERIAL-77' }] });
    expect(((await http.get('/api/complaints', { serialNo: 'DUP-SERIAL-7' })) as { total: number }).total).toBe(0);
  });

  it('an invited customer is linked to the customer record with its e-mail, or to a new one made from the invite', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const known = (await http.post('/customers', { name: 'Farhan Ali', phone: '+91 99000 11223', pincode: '560001', email: 'farhan.ali@example.in' })) as CustomerRow;
    const invite = (email: string, firstName: string) =>
      http.post('/api/users/register', { email, password: 'secret123', firstName, lastName: 'Guest', role: 'customer', tenantId: 1 }) as Promise<{ data: { id: number; customerId: number } }>;
    expect((await invite('FARHAN.ALI@example.in', 'Farhan')).data.customerId).toBe(known.id);

    const fresh = (await invite('new.guest@example.in', 'Nandini')).data;
    expect(fresh.customerId).toEqual(expect.any(Number));
    expect(await http.get(`/customers/${fresh.customerId}`)).toMatchObject({ name: 'Nandini Guest', email: 'new.guest@example.in' });
  });

  it('a customer registers their TV from the catalogue: their own record and the product\'s warranty months, whatever is sent', async () => {
    await signInAs(DEMO_ACCOUNTS.customer);
    const me = (await http.get('/auth/profile')) as { data: { customerId: number } };
    const products = ((await http.get('/api/products', { page: 1, limit: 100 })) as { data: { id: number; warrantyMonths: number; category: string }[] }).data;
    const tv = products.find((p) => p.category === 'Televisions' && p.warrantyMonths > 0)!;
    const made = (await http.post('/api/warranties', { productId: tv.id, serialNo: 'OWN-TV-0001', purchaseDate: '2026-10-01', warrantyMonths: 120 })) as {
      customerId: number;
      warrantyMonths: number;
    };
    expect(made).toMatchObject({ customerId: me.data.customerId, warrantyMonths: tv.warrantyMonths });
    // Not another customer's name on it.
    await expect(http.post('/api/warranties', { productId: tv.id, serialNo: 'OWN-TV-0002', purchaseDate: '2026-10-01', customerId: me.data.customerId + 1 })).rejects.toMatchObject({ status: 403 });
  });
});

describe("a customer's own view of their complaints", () => {
  it('answers their visits with the technician\'s first name and the documents given, never the vendor, commission, SLA or parts approval', async () => {
    await signInAs(DEMO_ACCOUNTS.customer);
    const me = ((await http.get('/auth/profile')) as { data: { customerId: number } }).data;
    const products = ((await http.get('/api/products', { page: 1, limit: 100 })) as { data: { id: number; category: string }[] }).data;
    const tv = products.find((p) => p.category === 'Televisions')!;
    const logged = (await http.post('/api/complaints', { customerId: me.customerId, productId: tv.id, serialNo: 'OWN-VIEW-1', description: 'No picture' })) as Record<string, unknown>;
    expect(logged).toMatchObject({ customerId: me.customerId, visits: [], invoices: [] });

    // The warehouse assigns it, books a visit with a technician, completes it and issues the invoice.
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const technicians = ((await http.get('/api/vendor-assignments', { page: 1, limit: 100, type: 'technician' })) as { data: { id: number; name: string; type: string }[] }).data;
    const technician = technicians.find((v) => v.type === 'technician')!;
    const booking = (await http.post('/api/service-bookings', {
      complaintId: logged.id,
      scheduledDate: '2030-03-04',
      scheduledTime: '11:30',
      assignedTechnicianId: technician.id,
      estimatedCost: 500,
    })) as { id: number };
    await http.patch(`/service/bookings/${booking.id}/status`, { status: 'in_progress', notes: '' });
    await http.patch(`/api/service-bookings/${booking.id}/complete`, { workNotes: 'Replaced the T-con board', actualCost: 900, partsUsed: [] });
    const draft = ((await http.get('/api/invoices', { page: 1, limit: 100 })) as { data: { id: number; bookingId: number }[] }).data.find((i) => i.bookingId === booking.id)!;

    // A draft is the warehouse's working paper: not shown to the customer yet.
    await signInAs(DEMO_ACCOUNTS.customer);
    const beforeIssue = (await http.get(`/api/complaints/${logged.id}`)) as { invoices: unknown[] };
    expect(beforeIssue.invoices).toEqual([]);

    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const issued = (await http.put(`/api/invoices/${draft.id}`, { status: 'sent' })) as { number: string; totalAmount: number };

    await signInAs(DEMO_ACCOUNTS.customer);
    const mine = (await http.get(`/api/complaints/${logged.id}`)) as Record<string, unknown>;
    expect(mine).toMatchObject({
      id: logged.id,
      serialNo: 'OWN-VIEW-1',
      visits: [{ id: booking.id, scheduledDate: '2030-03-04', scheduledTime: '11:30', status: 'completed', technicianFirstName: technician.name.split(' ')[0] }],
      invoices: [{ id: draft.id, number: issued.number, totalAmount: issued.totalAmount, status: 'sent' }],
    });
    for (const internal of ['assignedVendorId', 'assignedVendorName', 'commissionRateApplied', 'commissionPaidBy', 'partsApprovalStatus', 'slaStatus', 'priority', 'responseDueAt', 'resolutionDueAt'])
      expect(mine).not.toHaveProperty(internal);
    const list = ((await http.get('/api/complaints', { page: 1, limit: 50 })) as { data: Record<string, unknown>[] }).data;
    expect(list.find((c) => c.id === logged.id)).toEqual(mine);
    expect(list.every((c) => c.customerId === me.customerId && !('commissionRateApplied' in c))).toBe(true);
  });
});

describe("a customer's own complaint", () => {
  it('is on one of their own registrations and at normal priority, whatever priority is asked', async () => {
    await signInAs(DEMO_ACCOUNTS.customer);
    const me = ((await http.get('/auth/profile')) as { data: { customerId: number } }).data;
    const mine = ((await http.get('/api/warranties', { page: 1, limit: 50 })) as { data: { id: number; customerId: number; productId: number; serialNo: string }[] }).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.customerId === me.customerId)).toBe(true);
    const own = mine[0];
    const logged = (await http.post('/api/complaints', { customerId: me.customerId, productId: own.productId, productRegistrationId: own.id, serialNo: own.serialNo, description: 'Lines on the screen', priority: 'urgent' })) as { id: number };
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    expect(await http.get(`/api/complaints/${logged.id}`)).toMatchObject({ priority: 'normal', productRegistrationId: own.id });
    const others = ((await http.get('/api/warranties', { page: 1, limit: 50 })) as { data: { id: number; customerId: number; productId: number; serialNo: string }[] }).data.find((r) => r.customerId !== me.customerId)!;

    await signInAs(DEMO_ACCOUNTS.customer);
    await expect(
      http.post('/api/complaints', { customerId: me.customerId, productId: others.productId, productRegistrationId: others.id, serialNo: others.serialNo, description: 'Not mine' }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
