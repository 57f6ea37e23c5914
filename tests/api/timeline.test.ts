import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/providers/http';
import type { TimelineEntry } from '../../src/domain/timeline';
import { signInAs, db } from './utils';

// GET /api/complaints/:id/timeline (issue 12 scope 4) over the demo backend: a complaint taken
// through its life by the API reads back in order with who and when; customers read their own,
// reduced; unknown complaints are 404.

const t1 = () => db.tenant('1');
const timeline = async (id: number) => (await http.get(`/api/complaints/${id}/timeline`)) as TimelineEntry[];

afterEach(() => {
  vi.useRealTimers();
});

describe('complaint timeline API', () => {
  it('logged, assigned, booked, spare request and decisions, parts used, visit moves, resolved, closed and reopened, each with who and when', async () => {
    await signInAs();
    vi.useFakeTimers({ toFake: ['Date'] });
    let clock = Date.now();
    const tick = () => vi.setSystemTime((clock += 60_000));
    const part = t1().products.find((p) => p.isActive && p.stock >= 5 && p.category !== 'Televisions')!;
    const complaint = await http.post('/api/complaints', { customerId: t1().customers[1].id, productId: t1().products[0].id, serialNo: 'TL-0001', description: 'No sound' });
    tick();
    await http.patch(`/service/complaints/${complaint.id}/auto-assign`, {});
    tick();
    const booking = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: '2030-12-01', scheduledTime: '10:00', serviceType: 'repair' });
    tick();
    const request = await http.post('/api/spare-requests', { bookingId: booking.id, requestedBy: 3, requestedItems: [{ productId: part.id, quantity: 2 }] });
    tick();
    await http.put(`/api/spare-requests/${request.id}`, { status: 'approved', approvedBy: 1, approvalNotes: 'In stock' });
    tick();
    await http.put(`/api/spare-requests/${request.id}`, { status: 'delivered', notes: '' });
    tick();
    await http.patch(`/service/bookings/${booking.id}/status`, { status: 'in_progress', notes: 'Status updated to in_progress' });
    tick();
    await http.patch(`/service/bookings/${booking.id}/status`, { status: 'completed', notes: 'Status updated to completed' });
    tick();
    // Completing a visit may resolve the complaint by itself (docs/architecture.md, "Lifecycle and SLA");
    // resolve it here otherwise.
    if (t1().complaints.find((c) => c.id === complaint.id)!.status !== 'resolved') await http.patch(`/api/complaints/${complaint.id}/resolve`, {});
    tick();
    await http.patch(`/api/complaints/${complaint.id}/close`, {});
    tick();
    await http.patch(`/api/complaints/${complaint.id}/reopen`, { reason: 'Sound cuts out again' });

    const entries = await timeline(complaint.id);
    const story = entries
      .filter((e) => e.kind !== 'invoiced' && !(e.kind === 'partsUsed' && e.ref?.type === 'booking'))
      .map((e) => [e.kind, e.details.decision ?? e.details.status ?? null]);
    expect(story).toEqual([
      ['logged', null],
      ['assigned', null],
      ['booked', null],
      ['spareRequested', null],
      ['spareDecided', 'approved'],
      ['spareDecided', 'delivered'],
      ['partsUsed', null],
      ['bookingStatus', 'in_progress'],
      ['bookingStatus', 'completed'],
      ['resolved', null],
      ['closed', null],
      ['reopened', null],
    ]);
    const vendor = t1().vendors.find((v) => v.id === t1().complaints.find((c) => c.id === complaint.id)!.assignedVendorId)!;
    const of = (kind: string) => entries.find((e) => e.kind === kind)!;
    expect(of('logged')).toMatchObject({ by: 'Sunita Rao', at: complaint.createdAt });
    expect(of('assigned').details).toMatchObject({ vendor: vendor.name, payer: 'Customer' });
    expect(of('spareRequested')).toMatchObject({ by: 'Imran Khan', ref: { type: 'spare_request', id: request.id }, details: { parts: `${part.name} × 2` } });
    expect(of('partsUsed').details).toMatchObject({ parts: `${part.name} × 2`, ref: `SR-${request.id}` });
    expect(of('reopened')).toMatchObject({ by: 'Sunita Rao', details: { reason: 'Sound cuts out again' } });
    // Oldest first, and every entry says when.
    const times = entries.map((e) => new Date(e.at).getTime());
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('a reassigned complaint names the vendor and rate of each assignment, the first one included', async () => {
    await signInAs();
    const complaint = await http.post('/api/complaints', { customerId: t1().customers[1].id, productId: t1().products[0].id, serialNo: 'TL-0002', description: 'No picture' });
    const auto = await http.patch(`/service/complaints/${complaint.id}/auto-assign`, {});
    const other = t1().vendors.find((v) => v.isActive && v.id !== auto.assignedVendorId)!;
    await http.patch(`/api/complaints/${complaint.id}/assign`, { vendorId: other.id, commissionRateApplied: 9 });
    const assigned = (await timeline(complaint.id)).filter((e) => e.kind === 'assigned');
    const firstVendor = t1().vendors.find((v) => v.id === auto.assignedVendorId)!.name;
    expect(assigned.map((e) => [e.details.vendor, e.details.rate])).toEqual([
      [firstVendor, auto.commissionRateApplied],
      [other.name, 9],
    ]);
  });

  it('a seeded closed complaint reads with its visits, requests and resolution even without audit rows', async () => {
    await signInAs();
    const closed = t1().complaints.find((c) => c.status === 'closed' && t1().bookings.some((b) => b.complaintId === c.id))!;
    const kinds = (await timeline(closed.id)).map((e) => e.kind);
    expect(kinds[0]).toBe('logged');
    expect(kinds).toContain('assigned');
    expect(kinds).toContain('booked');
    expect(kinds.at(-1)).toBe('closed');
    expect(kinds.indexOf('resolved')).toBeGreaterThan(kinds.indexOf('booked'));
  });

  it('a customer reads its own complaint without vendor, commission or staff names; not anyone else\'s (404)', async () => {
    await signInAs('customer@demo.in');
    const me = t1().customers.find((c) => c.email === 'customer@demo.in')!;
    const mine = t1().complaints.find((c) => c.customerId === me.id)!;
    const other = t1().complaints.find((c) => c.customerId !== me.id)!;
    const entries = await timeline(mine.id);
    expect(entries[0].kind).toBe('logged');
    expect(entries.some((e) => e.kind === 'assigned' || e.kind === 'partsDecided' || e.kind === 'spareRequested')).toBe(false);
    expect(entries.every((e) => e.by === null)).toBe(true);
    await expect(timeline(other.id)).rejects.toMatchObject({ status: 404, message: `Complaint #${other.id} not found` });
  });

  it('an unknown complaint is 404 with its id; a bad id is 400', async () => {
    await signInAs();
    await expect(timeline(999999)).rejects.toMatchObject({ status: 404, message: 'Complaint #999999 not found' });
    await expect(http.get('/api/complaints/abc/timeline')).rejects.toMatchObject({ status: 400, message: 'Invalid id' });
  });
});
