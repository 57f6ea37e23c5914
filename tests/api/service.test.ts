import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { signInAs, db } from './utils';

describe('service API of the demo backend', () => {
  const t1 = () => db.tenant('1');

  it('books a visit with the defaults, assigns a technician, starts and completes it; other moves are 409', async () => {
    await signInAs();
    const complaint = t1().complaints[0];
    const b = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: '2030-12-01' });
    expect(b).toMatchObject({ status: 'scheduled', serviceType: 'repair', scheduledTime: '10:00', estimatedCost: 500 });
    const tech = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!;
    await expect(http.patch(`/service/bookings/${b.id}/assign-technician`, { technicianId: '' })).rejects.toMatchObject({ status: 400 });
    expect(await http.patch(`/service/bookings/${b.id}/assign-technician`, { technicianId: tech.id })).toMatchObject({ assignedTechnicianId: tech.id });
    await expect(http.patch(`/service/bookings/${b.id}/status`, { status: 'completed' })).rejects.toMatchObject({ status: 409 });
    await http.patch(`/service/bookings/${b.id}/status`, { status: 'in_progress', notes: 'Status updated to in_progress' });
    expect(await http.patch(`/api/service-bookings/${b.id}/complete`, { workNotes: 'Fixed', actualCost: 500 })).toMatchObject({ status: 'completed' });
    await expect(http.patch(`/service/bookings/${b.id}/status`, { status: 'cancelled' })).rejects.toMatchObject({ status: 409 });
    const schedule = await http.get(`/service/bookings/technician/${tech.id}/schedule`);
    expect(schedule.some((x: { id: number }) => x.id === b.id)).toBe(true);
    expect((await http.get(`/service/bookings/complaint/${complaint.id}`)).some((x: { id: number }) => x.id === b.id)).toBe(true);
  });

  it('raises a spare request with two items, totals it, approves and delivers it', async () => {
    await signInAs();
    await expect(http.post('/api/spare-requests', { bookingId: '', requestedBy: 1, requestedItems: [] })).rejects.toMatchObject({ status: 400, message: 'Please fill all required fields' });
    const req = await http.post('/api/spare-requests', {
      bookingId: t1().bookings[0].id,
      requestedBy: 3,
      requestNotes: 'Panel and PSU',
      requestedItems: [
        { partName: 'Panel', partNumber: 'PNL-1', quantity: 1, estimatedCost: 11500.5, description: '' },
        { partName: 'PSU', partNumber: 'PSU-1', quantity: 2, estimatedCost: 1850.25, description: '' },
      ],
    });
    expect(req.totalEstimatedCost).toBe(15201);
    await expect(http.put(`/api/spare-requests/${req.id}`, { status: 'delivered', notes: 'x' })).rejects.toMatchObject({ status: 409 });
    expect(await http.put(`/api/spare-requests/${req.id}`, { status: 'approved', approvedBy: 1, approvalNotes: 'ok', actualCost: 15000 })).toMatchObject({ status: 'approved', approvedBy: 1, actualCost: 15000 });
    expect(await http.put(`/api/spare-requests/${req.id}`, { status: 'delivered', notes: 'Handed over' })).toMatchObject({ status: 'delivered' });
  });

  it('joins a customer history in date order', async () => {
    await signInAs();
    const customer = t1().customers.find((c) => t1().complaints.some((x) => x.customerId === c.id))!;
    const history = await http.get(`/customers/${customer.id}/service-history`);
    expect(history.length).toBeGreaterThan(0);
    const dates = history.map((h: { date: string }) => h.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const found = await http.get('/customers', { search: customer.name.split(' ')[0], page: 1, limit: 50 });
    expect(found.data.some((c: { id: number }) => c.id === customer.id)).toBe(true);
  });

  it('vendors: create with defaults and lists, rating clamp, deactivate, real stats', async () => {
    await signInAs();
    await expect(http.post('/api/vendor-assignments', { name: 'X' })).rejects.toMatchObject({ status: 400, message: 'Please fill all required fields' });
    const v = await http.post('/api/vendor-assignments', { name: 'Quick TV', type: 'vendor', email: 'q@tv.in', phone: '9999999999', serviceAreas: ' 560001, 560034 ', specializations: 'LED TV , OLED TV' });
    expect(v).toMatchObject({ commissionPercentage: 15.5, serviceAreas: ['560001', '560034'], specializations: ['LED TV', 'OLED TV'], isActive: true });
    expect((await http.put(`/api/vendor-assignments/${v.id}`, { rating: 9 })).rating).toBe(5);
    expect((await http.put(`/api/vendor-assignments/${v.id}`, { isActive: false })).isActive).toBe(false);
    const stats = await http.get('/api/vendor-assignments/stats');
    expect(stats.totalVendors).toBe(t1().vendors.length);
    expect(stats.activeVendors).toBe(t1().vendors.filter((x) => x.isActive).length);
    const perf = await http.get(`/api/vendor-assignments/${t1().vendors[0].id}/performance`);
    expect(perf).toHaveProperty('resolutionRate');
  });

  it('an edit that empties an optional text field clears it; an absent field is kept', async () => {
    await signInAs();
    const vendor = t1().vendors.find((v) => v.address)!;
    const city = vendor.city;
    expect(await http.put(`/api/vendor-assignments/${vendor.id}`, { address: '' })).toMatchObject({ address: '', city });
    const area = t1().areas[0];
    await http.put(`/areas/${area.id}`, { notes: 'Gate code 12' });
    expect(await http.put(`/areas/${area.id}`, { notes: null, region: area.region })).toMatchObject({ notes: '', pincode: area.pincode });
  });

  it('areas: create with defaults, bulk coverage, change coverage only to full/partial/none', async () => {
    await signInAs();
    await expect(http.post('/areas', { city: 'Mysuru' })).rejects.toMatchObject({ status: 400, message: 'Please fill all required fields' });
    const a = await http.post('/areas', { city: 'Mysuru', pincode: '570001', state: 'Karnataka' });
    expect(a).toMatchObject({ coverage: 'full', serviceTypes: ['repair', 'installation', 'maintenance'], maxResponseTimeHours: 24, serviceCharge: 50, travelCharge: 20, active: true });
    await expect(http.patch('/areas/bulk-coverage', { pincodes: '', coverage: 'none' })).rejects.toMatchObject({ message: 'Please provide pincodes and coverage type' });
    expect(await http.patch('/areas/bulk-coverage', { pincodes: '570001, 999999', coverage: 'partial' })).toMatchObject({ updated: 1, missing: ['999999'] });
    await expect(http.put(`/areas/${a.id}`, { coverage: 'some' })).rejects.toMatchObject({ status: 400 });
    expect((await http.put(`/areas/${a.id}`, { coverage: 'none' })).coverage).toBe('none');
  });
});
