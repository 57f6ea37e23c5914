import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { signInAs, db } from './utils';

// The demo backend applies the real rules: warranty from the registration, auto-assign by pincode,
// commission payer, audit rows, notifications and role checks.
describe('complaints API of the demo backend', () => {
  const t1 = () => db.tenant('1');

  it('a complaint on a registered serial under warranty is marked so, and auto-assign picks the pincode vendor at 15% paid by Company', async () => {
    await signInAs();
    const reg = t1().registrations.find((r) => new Date(r.warrantyEndDate).getTime() > Date.now() + 40 * 86400000)!;
    const customer = t1().customers.find((c) => c.id === reg.customerId)!;
    // Make exactly one active vendor serve the customer's pincode.
    t1().vendors.forEach((v) => (v.serviceAreas = v.serviceAreas.filter((p) => p !== customer.pincode)));
    const vendor = t1().vendors.filter((v) => v.isActive)[1];
    vendor.serviceAreas.push(customer.pincode);
    t1().commissionRules.forEach((r) => (r.isActive = false));

    const created = await http.post('/api/complaints', { customerId: customer.id, productId: reg.productId, serialNo: reg.serialNo, description: 'No picture' });
    expect(created).toMatchObject({ status: 'open', partsApprovalStatus: 'pending', isUnderWarranty: true, productRegistrationId: reg.id });
    expect(created.warrantyEndDate).toBe(reg.warrantyEndDate);

    const assigned = await http.patch(`/service/complaints/${created.id}/auto-assign`, {});
    expect(assigned).toMatchObject({ status: 'assigned', assignedVendorId: vendor.id, commissionRateApplied: 15, commissionPaidBy: 'Company', assignedVendorName: vendor.name });
    expect(t1().auditLogs.some((a) => a.entityType === 'complaint' && a.entityId === created.id && a.action === 'auto-assign')).toBe(true);
    expect(t1().notifications.at(-1)?.title).toBe('Complaint assigned');
  });

  it('with no pincode match the first active vendor gets 20%, paid by Customer when out of warranty', async () => {
    await signInAs();
    t1().vendors.forEach((v) => (v.serviceAreas = []));
    t1().commissionRules.forEach((r) => (r.isActive = false));
    const created = await http.post('/api/complaints', { customerId: t1().customers[0].id, productId: 1, serialNo: 'UNREGISTERED-1', description: 'Dead' });
    expect(created.isUnderWarranty).toBe(false);
    const firstActive = [...t1().vendors].filter((v) => v.isActive).sort((a, b) => a.id - b.id)[0];
    const assigned = await http.patch(`/service/complaints/${created.id}/auto-assign`, {});
    expect(assigned).toMatchObject({ assignedVendorId: firstActive.id, commissionRateApplied: 20, commissionPaidBy: 'Customer' });
  });

  it('no active vendor: 409 with a clear message', async () => {
    await signInAs();
    t1().vendors.forEach((v) => (v.isActive = false));
    const c = t1().complaints.find((x) => x.status === 'open')!;
    await expect(http.patch(`/service/complaints/${c.id}/auto-assign`, {})).rejects.toMatchObject({ status: 409, message: 'No active vendor is available for assignment' });
  });

  it('refuses bad input with 400 and a message', async () => {
    await signInAs();
    await expect(http.post('/api/complaints', { customerId: 'abc', productId: 1, serialNo: 'X', description: 'Y' })).rejects.toMatchObject({ status: 400, message: 'Customer ID must be a positive number' });
    await expect(http.patch('/service/complaints/1/parts-approval', { partsApprovalStatus: 'maybe' })).rejects.toMatchObject({ status: 400 });
  });

  it('a technician may request parts but not assign or approve (403)', async () => {
    await signInAs('tech@demo.in');
    // One of his jobs' complaints, still open (issue 28: his own jobs only, tests/api/holes.test.ts).
    const tech = db.state.users.find((u) => u.email === 'tech@demo.in')!;
    const records = t1().vendors.filter((v) => v.userId === tech.id).map((v) => v.id);
    const jobs = new Set(t1().bookings.filter((b) => b.assignedTechnicianId !== null && records.includes(b.assignedTechnicianId)).map((b) => b.complaintId));
    const c = t1().complaints.find((x) => jobs.has(x.id) && x.status === 'assigned')!;
    await expect(http.patch(`/service/complaints/${c.id}/parts-request`, { items: [] })).resolves.toMatchObject({ partsApprovalStatus: 'pending' });
    await expect(http.patch(`/service/complaints/${c.id}/auto-assign`, {})).rejects.toMatchObject({ status: 403 });
    await expect(http.patch(`/service/complaints/${c.id}/parts-approval`, { partsApprovalStatus: 'approved' })).rejects.toMatchObject({ status: 403 });
  });

  it('data stays in its warehouse; a warehouse admin cannot read another tenant (403)', async () => {
    await signInAs();
    const created = await http.post('/api/complaints', { customerId: 1, productId: 1, serialNo: 'ISO-1', description: 'Tenant one only' });
    localStorage.setItem('tenantId', '2');
    const other = await http.get('/api/complaints', { page: 1, limit: 500, status: 'open' });
    expect(other.data.some((c: { id: number }) => c.id === created.id)).toBe(false);
    await signInAs('admin@demo.in');
    localStorage.setItem('tenantId', '2');
    await expect(http.get('/api/complaints')).rejects.toMatchObject({ status: 403 });
  });

  it('lists page by page with the total, newest first, filtered by status', async () => {
    await signInAs();
    const all = t1().complaints.filter((c) => c.status === 'open');
    const p1 = await http.get('/api/complaints', { page: 1, limit: 10, status: 'open' });
    const p2 = await http.get('/api/complaints', { page: 2, limit: 10, status: 'open' });
    expect(p1.total).toBe(all.length);
    expect(p1.data[0].id).toBeGreaterThan(p1.data[p1.data.length - 1].id);
    expect(p2.data[0].id).toBeLessThan(p1.data[p1.data.length - 1].id);
  });
});

describe('complaint status moves on the demo backend', () => {
  const t1 = () => db.tenant('1');
  const withStatus = (status: string) => t1().complaints.find((c) => c.status === status)!;

  it('resolves, closes and reopens (with a reason) along the allowed moves, each in the audit log', async () => {
    await signInAs();
    const c = withStatus('assigned');
    expect(await http.patch(`/api/complaints/${c.id}/resolve`, {})).toMatchObject({ id: c.id, status: 'resolved' });
    expect(await http.patch(`/api/complaints/${c.id}/close`, {})).toMatchObject({ status: 'closed' });
    expect(await http.patch(`/api/complaints/${c.id}/reopen`, { reason: 'Fault came back' })).toMatchObject({ status: 'open' });
    const actions = t1().auditLogs.filter((a) => a.entityType === 'complaint' && a.entityId === c.id).map((a) => a.action).slice(-3);
    expect(actions).toEqual(['resolve', 'close', 'reopen: Fault came back']);
  });

  it('refuses moves the status does not allow with 409 naming them, and a reopen without a reason with 400; nothing changes', async () => {
    await signInAs();
    const open = withStatus('open');
    await expect(http.patch(`/api/complaints/${open.id}/close`, {})).rejects.toMatchObject({
      status: 409,
      message: `Complaint #${open.id} is open and cannot be closed`,
    });
    await expect(http.patch(`/api/complaints/${open.id}/reopen`, { reason: 'x' })).rejects.toMatchObject({ status: 409 });
    const closed = withStatus('closed');
    await expect(http.patch(`/api/complaints/${closed.id}/resolve`, {})).rejects.toMatchObject({ status: 409 });
    await expect(http.patch(`/api/complaints/${closed.id}/reopen`, { reason: '  ' })).rejects.toMatchObject({
      status: 400,
      message: 'A reason is required to reopen a complaint',
    });
    await expect(http.patch(`/service/complaints/${closed.id}/auto-assign`, {})).rejects.toMatchObject({
      status: 409,
      message: `Complaint #${closed.id} is closed and cannot be assigned`,
    });
    expect(t1().complaints.find((c) => c.id === open.id)!.status).toBe('open');
    expect(t1().complaints.find((c) => c.id === closed.id)!.status).toBe('closed');
  });

  it('a technician may not resolve or close (403)', async () => {
    await signInAs('tech@demo.in');
    const c = withStatus('assigned');
    await expect(http.patch(`/api/complaints/${c.id}/resolve`, {})).rejects.toMatchObject({ status: 403 });
  });
});
