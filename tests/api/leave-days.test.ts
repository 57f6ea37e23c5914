import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { DEMO_ACCOUNTS } from '../../src/config';
import { signInAs, db } from './utils';

// Technicians' leave days on the API (src/entities/leaveDays.ts, mocks/handlers/entities.ts): the
// seeded days listed latest first and filtered by technician and span; a new one checked by its
// schema and its rule, audited; a removal audited; the technician and customer roles kept out.

const t1 = () => db.tenant('1');
const technicians = () => t1().vendors.filter((v) => v.type === 'technician');

describe('leave days', () => {
  it('lists the seeded days, latest first, filtered by technician and by a span of days', async () => {
    await signInAs();
    const all = await http.get('/api/leave-days', { limit: 100 });
    expect(all.total).toBe(t1().leaveDays.length);
    expect(all.total).toBeGreaterThan(3);
    const dates = all.data.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const tech = t1().leaveDays[0].technicianId;
    const own = await http.get('/api/leave-days', { technicianId: String(tech), limit: 100 });
    expect(own.data.length).toBe(t1().leaveDays.filter((d) => d.technicianId === tech).length);
    expect(own.data.every((d: { technicianId: number }) => d.technicianId === tech)).toBe(true);

    const [from, to] = [dates.at(-2), dates[1]];
    const span = await http.get('/api/leave-days', { dateFrom: from, dateTo: to, limit: 100 });
    expect(span.data.map((d: { date: string }) => d.date)).toEqual(dates.filter((d: string) => d >= from && d <= to));

    const oldest = await http.get('/api/leave-days', { sort: 'date', order: 'ASC', limit: 1 });
    expect(oldest.data[0].date).toBe(dates.at(-1));
    await expect(http.get('/api/leave-days', { sort: 'reason' })).rejects.toMatchObject({ status: 400, message: 'Cannot sort by reason' });
  });

  it('adds a leave day (reason optional, kept as null), audited; the same day twice is refused', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const tech = technicians()[0];
    const created = await http.post('/api/leave-days', { technicianId: String(tech.id), date: '2031-03-04', reason: '  ' });
    expect(created).toMatchObject({ technicianId: tech.id, date: '2031-03-04', reason: null });
    expect(t1().leaveDays.find((d) => d.id === created.id)).toMatchObject({ technicianId: tech.id, date: '2031-03-04' });
    expect(t1().auditLogs.some((a) => a.entityType === 'leave_day' && a.entityId === created.id && a.action === 'create')).toBe(true);

    await expect(http.post('/api/leave-days', { technicianId: tech.id, date: '2031-03-04', reason: 'Again' })).rejects.toMatchObject({
      status: 409,
      message: 'This technician already has a leave day on 2031-03-04',
      i18nKey: 'serverText.leaveDayTaken',
    });
  });

  it('refuses a missing technician or day, a bad day, and a vendor that is not a technician', async () => {
    await signInAs();
    const before = t1().leaveDays.length;
    await expect(http.post('/api/leave-days', { date: '2031-03-04' })).rejects.toMatchObject({ status: 400, message: 'Technician is required' });
    await expect(http.post('/api/leave-days', { technicianId: technicians()[0].id, date: '' })).rejects.toMatchObject({ status: 400, message: 'Day is required' });
    await expect(http.post('/api/leave-days', { technicianId: technicians()[0].id, date: '2031-02-30' })).rejects.toMatchObject({ status: 400, message: 'Date must be a valid date (YYYY-MM-DD)' });
    const vendor = t1().vendors.find((v) => v.type !== 'technician')!;
    await expect(http.post('/api/leave-days', { technicianId: vendor.id, date: '2031-03-04' })).rejects.toMatchObject({
      status: 409,
      message: `#${vendor.id} is not a technician of this warehouse`,
    });
    // Another warehouse's technician is not one of this warehouse's.
    const elsewhere = db.tenant('2').vendors.find((v) => v.type === 'technician')!;
    await expect(http.post('/api/leave-days', { technicianId: elsewhere.id, date: '2031-03-04' })).rejects.toMatchObject({ status: 409 });
    expect(t1().leaveDays).toHaveLength(before);
  });

  it('removes a leave day, audited; a second removal is 404', async () => {
    await signInAs();
    const day = t1().leaveDays[2];
    expect(await http.delete(`/api/leave-days/${day.id}`)).toEqual({ success: true, id: day.id });
    expect(t1().leaveDays.some((d) => d.id === day.id)).toBe(false);
    expect(t1().auditLogs.some((a) => a.entityType === 'leave_day' && a.entityId === day.id && a.action === 'delete')).toBe(true);
    await expect(http.delete(`/api/leave-days/${day.id}`)).rejects.toMatchObject({ status: 404, message: `Leave day #${day.id} not found` });
  });

  it("keeps to the request's warehouse, and out of a technician's and a customer's reach", async () => {
    await signInAs();
    const own = await http.get('/api/leave-days', { limit: 100 });
    const ids = new Set(db.tenant('2').leaveDays.map((d) => d.id));
    expect(own.data.some((d: { id: number }) => ids.has(d.id))).toBe(false);
    await signInAs(DEMO_ACCOUNTS.technician);
    await expect(http.get('/api/leave-days')).rejects.toMatchObject({ status: 403 });
    await signInAs(DEMO_ACCOUNTS.customer);
    await expect(http.post('/api/leave-days', { technicianId: technicians()[0].id, date: '2031-03-04' })).rejects.toMatchObject({ status: 403 });
  });
});

describe("a technician's leave day in the bookings", () => {
  it('refuses a visit booked, moved or assigned to a technician on a leave day of theirs', async () => {
    await signInAs();
    const [tech, other] = technicians().filter((v) => v.isActive);
    const complaintId = t1().complaints.find((c) => c.status === 'open' || c.status === 'assigned')!.id;
    await http.post('/api/leave-days', { technicianId: tech.id, date: '2031-04-10', reason: 'Festival' });
    const onLeave = { status: 409, message: `${tech.name} is on leave on 2031-04-10`, i18nKey: 'serverText.technicianOnLeave' };

    await expect(http.post('/api/service-bookings', { complaintId, scheduledDate: '2031-04-10', assignedTechnicianId: tech.id })).rejects.toMatchObject(onLeave);
    const dayAfter = await http.post('/api/service-bookings', { complaintId, scheduledDate: '2031-04-11', assignedTechnicianId: tech.id });
    await expect(http.put(`/api/service-bookings/${dayAfter.id}`, { scheduledDate: '2031-04-10' })).rejects.toMatchObject(onLeave);
    expect(t1().bookings.find((b) => b.id === dayAfter.id)?.scheduledDate).toBe('2031-04-11');

    const unassigned = await http.post('/api/service-bookings', { complaintId, scheduledDate: '2031-04-10', assignedTechnicianId: null });
    await expect(http.patch(`/v1/service/bookings/${unassigned.id}/assign-technician`, { technicianId: tech.id })).rejects.toMatchObject(onLeave);
    expect(await http.patch(`/v1/service/bookings/${unassigned.id}/assign-technician`, { technicianId: other.id })).toMatchObject({ assignedTechnicianId: other.id });
    // Another technician's leave day, or the day after, is no bar.
    expect(await http.post('/api/service-bookings', { complaintId, scheduledDate: '2031-04-10', assignedTechnicianId: other.id })).toMatchObject({ status: 'scheduled' });
  });
});
