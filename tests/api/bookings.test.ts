import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { dataProvider } from '../../src/providers/dataProvider';
import { signInAs, db } from './utils';

// What the booking form and the booking page ask of the demo backend: the refusal of an unknown
// complaint (the form's lookup no longer lets one be typed), the complaints' `search` the lookup
// sends, and the spare requests of one booking.

const t1 = () => db.tenant('1');
type Row = { id: number; customerId: number; description: string };

describe('bookings and their references in the demo backend', () => {
  it('GET /api/service-bookings sorts on sort/order (estimated cost both ways, within a status filter); newest first without; an unsortable field is 400', async () => {
    await signInAs();
    const costs = async (query: Record<string, unknown>) =>
      ((await http.get('/api/service-bookings', { page: 1, limit: 500, ...query })).data as { id: number; estimatedCost: number; status: string }[]);
    const all = t1().bookings;
    const asc = await costs({ sort: 'estimatedCost', order: 'ASC' });
    expect(asc.map((b) => b.estimatedCost)).toEqual(all.map((b) => b.estimatedCost).sort((a, b) => a - b));
    const desc = await costs({ sort: 'estimatedCost', order: 'DESC' });
    expect(desc.map((b) => b.estimatedCost)).toEqual(all.map((b) => b.estimatedCost).sort((a, b) => b - a));
    const status = all[0].status;
    const filtered = await costs({ status, sort: 'scheduledDate', order: 'ASC' });
    expect(filtered.every((b) => b.status === status)).toBe(true);
    expect(filtered.map((b) => b.id)).toEqual(
      all.filter((b) => b.status === status).sort((a, b) => (a.scheduledDate < b.scheduledDate ? -1 : a.scheduledDate > b.scheduledDate ? 1 : b.id - a.id)).map((b) => b.id),
    );
    expect((await costs({})).map((b) => b.id)).toEqual(all.map((b) => b.id).sort((a, b) => b - a));
    await expect(http.get('/api/service-bookings', { sort: 'passwordHash' })).rejects.toMatchObject({ status: 400, message: 'Cannot sort by passwordHash' });
  });

  it('a refusal carries its text key and parameters beside the same English (docs/api.md, Errors), a notification its keys', async () => {
    await signInAs();
    const body = { complaintId: 999999, scheduledDate: '2030-10-20', scheduledTime: '10:00', serviceType: 'repair', estimatedCost: 500, notes: '' };
    await expect(http.post('/api/service-bookings', body)).rejects.toMatchObject({
      status: 400,
      message: 'Complaint #999999 not found',
      body: { message: 'Complaint #999999 not found', messageKey: 'serverText.complaintNotFound', messageParams: { id: '999999' } },
      i18nKey: 'serverText.complaintNotFound',
      i18nValues: { id: '999999' },
    });
    // A refusal worded by a shared rule (src/domain/complaints.ts moveRefusal) gets its key by its template.
    const open = t1().complaints.find((c) => c.status === 'open')!;
    await expect(http.patch(`/api/complaints/${open.id}/close`)).rejects.toMatchObject({
      status: 409,
      body: { message: `Complaint #${open.id} is open and cannot be closed`, messageKey: 'serverText.complaintNotClosable', messageParams: { id: String(open.id), status: 'open' } },
    });
    // Assigning a technician notifies with the keys of its English title and message.
    const booking = t1().bookings.find((b) => b.status === 'scheduled')!;
    const tech = t1().vendors.find((v) => v.isActive && v.type === 'technician') ?? t1().vendors.find((v) => v.isActive)!;
    await http.patch(`/service/bookings/${booking.id}/assign-technician`, { technicianId: tech.id });
    expect(t1().notifications.at(-1)).toMatchObject({
      title: 'Technician assigned',
      message: `Technician #${tech.id} assigned to booking #${booking.id}`,
      titleKey: 'notificationText.title.technicianAssigned',
      messageKey: 'notificationText.message.technicianAssigned',
      params: { technician: String(tech.id), id: booking.id },
    });
  });

  it('refuses a booking for an unknown complaint with Complaint #x not found, and stores nothing', async () => {
    await signInAs();
    const before = t1().bookings.length;
    await expect(
      http.post('/api/service-bookings', { complaintId: 999999, scheduledDate: '2030-10-20', scheduledTime: '10:00', serviceType: 'repair', estimatedCost: 500, notes: '' }),
    ).rejects.toMatchObject({ status: 400, message: 'Complaint #999999 not found' });
    // A typed text that is not a number is refused by the call's schema before any look-up.
    await expect(http.post('/api/service-bookings', { complaintId: 'abc', scheduledDate: '2030-10-20' })).rejects.toMatchObject({
      status: 400,
      message: 'Complaint ID is required',
    });
    // A complaint of another warehouse is not found in this one.
    const other = db.tenant('2').complaints[0].id;
    await expect(http.post('/api/service-bookings', { complaintId: other, scheduledDate: '2030-10-20' })).rejects.toMatchObject({ status: 400, message: `Complaint #${other} not found` });
    expect(t1().bookings.length).toBe(before);
  });

  it('GET /api/complaints?search= finds complaints by id, customer name or phone, or description, within the warehouse', async () => {
    await signInAs();
    const complaint = t1().complaints[4];
    const customer = t1().customers.find((c) => c.id === complaint.customerId)!;
    const search = async (text: string) => ((await http.get('/api/complaints', { page: 1, limit: 100, search: text })).data as Row[]);
    const ownIds = new Set(t1().complaints.map((c) => c.id));

    for (const text of [String(complaint.id), `#${complaint.id}`, customer.name, customer.phone, complaint.description.slice(0, 10).toUpperCase()]) {
      const rows = await search(text);
      expect(rows.map((r) => r.id), text).toContain(complaint.id);
      expect(rows.every((r) => ownIds.has(r.id)), text).toBe(true);
    }
    // By name: only that name's customers' complaints, each carrying the customer's name.
    const sameName = new Set(t1().customers.filter((c) => c.name.toLowerCase().includes(customer.name.toLowerCase())).map((c) => c.id));
    const byName = await search(customer.name);
    expect(byName.every((r) => sameName.has(r.customerId) || r.description.toLowerCase().includes(customer.name.toLowerCase()))).toBe(true);
    expect(await search('no complaint reads like this')).toEqual([]);
  });

  it("the lookup's getList sends search to the complaints list; the booking page's spare requests come by bookingId", async () => {
    await signInAs();
    const complaint = t1().complaints[2];
    const { data } = await dataProvider.getList('service/complaints', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: { search: `#${complaint.id}` } });
    expect(data.map((r) => r.id)).toContain(complaint.id);

    const request = t1().spareRequests[0];
    const related = await dataProvider.getManyReference('spares/requests', {
      target: 'bookingId',
      id: request.bookingId,
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(related.data.map((r) => r.id).sort()).toEqual(t1().spareRequests.filter((r) => r.bookingId === request.bookingId).map((r) => r.id).sort());
  });
});
