import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { dataProvider } from '../../src/providers/dataProvider';
import { signInAs, db } from './utils';
import { visitToday } from '../../src/domain/service';

// What the booking form and the booking page ask of the demo backend: the refusal of an unknown
// complaint (the form's lookup no longer lets one be typed), the complaints' `search` the lookup
// sends, and the spare requests of one booking.

const t1 = () => db.tenant('1');
type Row = { id: number; customerId: number; description: string };
/** The day `n` days from today in India ('YYYY-MM-DD'), as the rule reads today. */
const dayFromToday = (n: number) => new Date(Date.parse(`${visitToday()}T00:00:00.000Z`) + n * 86_400_000).toISOString().slice(0, 10);

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
    // A refusal worded by a shared rule (src/domain/complaints.ts moveRefusal) is its key and parameters (issue 29).
    const open = t1().complaints.find((c) => c.status === 'open')!;
    await expect(http.patch(`/api/complaints/${open.id}/close`)).rejects.toMatchObject({
      status: 409,
      body: { message: `Complaint #${open.id} is open and cannot be closed`, messageKey: 'serverText.complaintNotClosable', messageParams: { id: open.id, status: 'open' } },
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

  it('refuses a new visit before today (India) with 400 and the past-date text, stores nothing; today and later are booked', async () => {
    await signInAs();
    const complaint = t1().complaints[0];
    const before = t1().bookings.length;
    for (const scheduledDate of ['2020-01-01', dayFromToday(-1), `${dayFromToday(-1)}T23:00:00.000Z`]) {
      const date = scheduledDate.slice(0, 10);
      await expect(http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate, scheduledTime: '10:00' }), scheduledDate).rejects.toMatchObject({
        status: 400,
        message: `${date} is a past date: a visit can be booked for today (${visitToday()}) or a later day`,
        body: { messageKey: 'serverText.visitDatePast', messageParams: { date, today: visitToday() } },
        i18nKey: 'serverText.visitDatePast',
      });
    }
    expect(t1().bookings.length).toBe(before);
    const today = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: visitToday() });
    expect(today).toMatchObject({ scheduledDate: visitToday(), status: 'scheduled' });
    const later = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: dayFromToday(30) });
    expect(later.scheduledDate).toBe(dayFromToday(30));
  });

  it('refuses a reschedule to a past day; a booking already on a past day keeps it while its other fields change', async () => {
    await signInAs();
    const complaint = t1().complaints[0];
    const booking = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: dayFromToday(3), scheduledTime: '11:30' });
    await expect(http.put(`/api/service-bookings/${booking.id}`, { scheduledDate: dayFromToday(-2) })).rejects.toMatchObject({
      status: 400,
      body: { messageKey: 'serverText.visitDatePast', messageParams: { date: dayFromToday(-2), today: visitToday() } },
    });
    // Nothing of the refused call is kept, a status change sent with it neither.
    await expect(http.put(`/api/service-bookings/${booking.id}`, { scheduledDate: '2020-01-01', status: 'cancelled', notes: 'x' })).rejects.toMatchObject({ status: 400 });
    expect(await http.get(`/api/service-bookings/${booking.id}`)).toMatchObject({ scheduledDate: dayFromToday(3), status: 'scheduled', notes: '' });
    expect(await http.put(`/api/service-bookings/${booking.id}`, { scheduledDate: visitToday() })).toMatchObject({ scheduledDate: visitToday() });

    // The seed's visits of past days (the demo keeps a history): their notes or time change, the day stays.
    const past = t1().bookings.find((b) => b.status === 'scheduled' && b.scheduledDate < visitToday()) ?? t1().bookings.find((b) => b.scheduledDate < visitToday())!;
    expect(past).toBeTruthy();
    expect(await http.put(`/api/service-bookings/${past.id}`, { notes: 'Customer called to confirm', scheduledTime: '16:00' })).toMatchObject({ scheduledDate: past.scheduledDate, scheduledTime: '16:00' });
    expect(await http.put(`/api/service-bookings/${past.id}`, { scheduledDate: past.scheduledDate, notes: 'Same day' })).toMatchObject({ scheduledDate: past.scheduledDate, notes: 'Same day' });
    // Another past day is still refused; a day from today on is taken.
    const dayBefore = new Date(Date.parse(`${past.scheduledDate}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);
    await expect(http.put(`/api/service-bookings/${past.id}`, { scheduledDate: dayBefore })).rejects.toMatchObject({ status: 400, i18nKey: 'serverText.visitDatePast' });
    expect(await http.put(`/api/service-bookings/${past.id}`, { scheduledDate: dayFromToday(1) })).toMatchObject({ scheduledDate: dayFromToday(1) });
  });
});
