import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, http, normalizeList, request } from '../../src/providers/http';
import { setTenantId } from '../../src/providers/storage';
import { DEMO_ACCOUNTS } from '../../src/config';
import { signInAs, db } from './utils';

// Warehouse (tenant) isolation of the demo backend (docs/architecture.md, "Roles and access"): a record
// made in warehouse 1 never shows in any list of warehouse 2, even for the super admin who may switch to
// it, and a warehouse admin of warehouse 1 asking for warehouse 2 is refused (403) on every list.
// Tenants and roles are global (one list for the whole console), so they are not per-warehouse lists.

const MARK = 'ISO-7f3a';
const t1 = () => db.tenant('1');

/** The ids of what was made in warehouse 1. */
interface Made {
  category: number;
  product: number;
  movement: number;
  bom: number;
  customer: number;
  registration: number;
  expiredRegistration: number;
  complaint: number;
  booking: number;
  technician: number;
  spareRequest: number;
  vendor: number;
  area: number;
  rule: number;
  commission: number;
  approval: number;
  auditLog: number;
  invoice: number;
  notification: number;
  user: number;
}

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);

/** Makes one record of every kind in warehouse 1, through the API where there is a create call. */
const makeRecordsInWarehouse1 = async (): Promise<Made> => {
  await signInAs();
  setTenantId('1');
  const category = await http.post('/api/categories', { categoryName: `${MARK} Category` });
  const product = await http.post('/api/products', { name: `${MARK} Product`, categoryId: category.id, sku: 'ISO-7F3A', price: 10, warrantyMonths: 6 });
  const movement = await http.post('/api/inventory/movements', { productId: product.id, qty: 5, type: 'IN', reason: `${MARK} restock`, ref: `${MARK}-GRN` });
  const bom = await http.post('/api/boms', { parentProductId: product.id, version: 'v1.0', description: `${MARK} BOM`, status: 'draft', totalCost: 5 });
  // Customers have no create call (spec part 1 section 7): straight into the store.
  const customer = { id: db.nextId('customers'), name: `${MARK} Customer`, email: 'iso.customer@example.in', phone: '+91 90000 00001', pincode: '560001', city: 'Bengaluru', createdAt: new Date().toISOString() };
  t1().customers.push(customer);
  const registration = await http.post('/api/warranties', { productId: product.id, serialNo: `${MARK}-SN1`, customerId: customer.id, purchaseDate: daysAgo(10), warrantyMonths: 1, notes: MARK });
  const expiredRegistration = await http.post('/api/warranties', { productId: product.id, serialNo: `${MARK}-SN2`, customerId: customer.id, purchaseDate: daysAgo(400), warrantyMonths: 12, notes: MARK });
  const complaint = await http.post('/api/complaints', { customerId: customer.id, productId: product.id, serialNo: `${MARK}-SN1`, description: `${MARK} complaint` });
  const technician = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!.id;
  const booking = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: '2030-01-15', scheduledTime: '10:00', serviceType: 'repair', assignedTechnicianId: technician, notes: MARK });
  // Assigning a technician makes a notification of warehouse 1.
  await http.patch(`/service/bookings/${booking.id}/assign-technician`, { technicianId: technician });
  const notification = t1().notifications.at(-1)!.id;
  const spareRequest = await http.post('/api/spare-requests', { bookingId: booking.id, requestedBy: 1, requestNotes: MARK, requestedItems: [{ partName: `${MARK} part`, quantity: 1, estimatedCost: 10 }] });
  const vendor = await http.post('/api/vendor-assignments', { name: `${MARK} Vendor`, type: 'vendor', email: 'iso.vendor@example.in', phone: '+91 90000 00002' });
  const area = await http.post('/areas', { city: `${MARK} City`, pincode: '999001', state: 'Karnataka', notes: MARK });
  const rule = await http.post('/commission-rules', { party: 'technician', type: 'percentage', value: 7, description: `${MARK} rule` });
  const invoice = await http.post('/api/invoices', { bookingId: booking.id, customerId: customer.id, lineItems: [{ description: `${MARK} line`, quantity: 1, unitPrice: 100 }] });
  const user = (await http.post('/api/users/register', { email: 'iso.user@example.in', password: 'Temp@1234', firstName: MARK, lastName: 'User', role: 'technician', tenantId: 1 })).data;
  // Commission rows and approvals have no create call either.
  const commission = { id: db.nextId('commissions'), referenceType: 'complaint' as const, referenceId: complaint.id, vendorName: `${MARK} Vendor`, rate: 15, amount: 15, paidBy: 'Company' as const, status: 'pending' as const, createdAt: new Date().toISOString() };
  t1().commissions.push(commission);
  const approval = { id: db.nextId('approvals'), status: 'pending' as const, approverId: null, notes: MARK, entityType: 'spare_request', entityId: spareRequest.id, updatedAt: new Date().toISOString() };
  t1().approvals.push(approval);
  // Saved as a handler's commit saves its change (on the server, into its tables: api-server project).
  await db.save();
  const auditLog = t1().auditLogs.find((a) => a.entityType === 'category' && a.entityId === category.id)!.id;
  return {
    category: category.id, product: product.id, movement: movement.id, bom: bom.id, customer: customer.id, registration: registration.id,
    expiredRegistration: expiredRegistration.id, complaint: complaint.id, booking: booking.id, technician, spareRequest: spareRequest.id,
    vendor: vendor.id, area: area.id, rule: rule.id, commission: commission.id, approval: approval.id, auditLog, invoice: invoice.id,
    notification, user: user.id,
  };
};

type Row = Record<string, any>;

/** Every list call of mocks/handlers/*.ts over warehouse data, and how to spot the warehouse-1 record in its rows. */
const LIST_CALLS: { name: string; path: (m: Made) => string; query?: Record<string, string>; holds: (m: Made) => (row: Row) => boolean }[] = [
  { name: 'complaints', path: () => '/api/complaints', holds: (m) => (r) => r.id === m.complaint },
  { name: 'bookings', path: () => '/api/service-bookings', holds: (m) => (r) => r.id === m.booking },
  { name: 'technician schedule', path: (m) => `/service/bookings/technician/${m.technician}/schedule`, holds: (m) => (r) => r.id === m.booking },
  { name: 'bookings of a complaint', path: (m) => `/service/bookings/complaint/${m.complaint}`, holds: (m) => (r) => r.id === m.booking },
  { name: 'spare requests', path: () => '/api/spare-requests', holds: (m) => (r) => r.id === m.spareRequest },
  { name: 'customers', path: () => '/customers', holds: (m) => (r) => r.id === m.customer },
  { name: 'service history of a customer', path: (m) => `/customers/${m.customer}/service-history`, holds: (m) => (r) => r.id === `complaint-${m.complaint}` },
  { name: 'products', path: () => '/api/products', holds: (m) => (r) => r.id === m.product },
  { name: 'product stats (per category)', path: () => '/api/products/stats', holds: (m) => (r) => r.categoryId === m.category },
  { name: 'categories', path: () => '/api/categories', holds: (m) => (r) => r.id === m.category },
  { name: 'inventory movements', path: () => '/api/inventory/movements', holds: (m) => (r) => r.id === m.movement },
  { name: 'inventory transactions', path: () => '/api/inventory/transactions', holds: (m) => (r) => r.id === m.movement },
  { name: 'low stock', path: () => '/api/inventory/low-stock', holds: (m) => (r) => r.productId === m.product },
  { name: 'BOMs', path: () => '/api/boms', holds: (m) => (r) => r.id === m.bom },
  { name: 'BOMs of a product', path: (m) => `/api/boms/product/${m.product}`, holds: (m) => (r) => r.id === m.bom },
  { name: 'BOM stats (per product)', path: () => '/api/boms/stats', holds: (m) => (r) => r.productId === m.product },
  { name: 'warranties', path: () => '/api/warranties', holds: (m) => (r) => r.id === m.registration },
  { name: 'warranties expiring', path: () => '/api/warranties/expiring', holds: (m) => (r) => r.id === m.registration },
  { name: 'warranties expired', path: () => '/api/warranties/expired', holds: (m) => (r) => r.id === m.expiredRegistration },
  { name: 'warranties of a customer', path: (m) => `/api/warranties/customer/${m.customer}`, holds: (m) => (r) => r.id === m.registration },
  { name: 'warranties of a product', path: (m) => `/api/warranties/product/${m.product}`, holds: (m) => (r) => r.id === m.registration },
  { name: 'vendors', path: () => '/api/vendor-assignments', holds: (m) => (r) => r.id === m.vendor },
  { name: 'areas', path: () => '/areas', holds: (m) => (r) => r.id === m.area },
  { name: 'commission rules', path: () => '/commission-rules', holds: (m) => (r) => r.id === m.rule },
  { name: 'active commission rules', path: () => '/commission-rules/active', holds: (m) => (r) => r.id === m.rule },
  { name: 'commission rules of a party', path: () => '/commission-rules/party/technician', holds: (m) => (r) => r.id === m.rule },
  { name: 'commissions', path: () => '/api/commissions', holds: (m) => (r) => r.id === m.commission },
  { name: 'approvals', path: () => '/api/approvals', holds: (m) => (r) => r.id === m.approval },
  { name: 'audit logs', path: () => '/api/audit/logs', holds: (m) => (r) => r.id === m.auditLog },
  { name: 'invoices', path: () => '/api/invoices', holds: (m) => (r) => r.id === m.invoice },
  { name: 'notifications', path: () => '/api/notifications', holds: (m) => (r) => r.id === m.notification },
  { name: 'users', path: () => '/api/users', holds: (m) => (r) => r.id === m.user },
];

/** The rows of a list answer; product and BOM stats keep their per-category / per-product lists. */
const rowsOf = (payload: any): Row[] => {
  if (payload && Array.isArray(payload.byCategory)) return payload.byCategory;
  if (payload && Array.isArray(payload.totalByProduct)) return payload.totalByProduct;
  return normalizeList<Row>(payload).data;
};

/** Status and rows of a list call; the largest page the server gives (500). */
const list = async (path: string): Promise<{ status: number; rows: Row[]; text: string }> => {
  try {
    const res = await request(path, { method: 'GET', query: { page: 1, limit: 500 } });
    return { status: res.status, rows: rowsOf(res.json), text: JSON.stringify(res.json) };
  } catch (e) {
    if (e instanceof HttpError) return { status: e.status, rows: [], text: e.message };
    throw e;
  }
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('warehouse isolation of every list call', () => {
  it('a record made in warehouse 1 shows in its lists and never in warehouse 2, even for the super admin', async () => {
    const made = await makeRecordsInWarehouse1();
    const problems: string[] = [];
    // Warehouse 1 first: each list does hold its record, so its absence below means something.
    for (const call of LIST_CALLS) {
      const { status, rows } = await list(call.path(made));
      if (status !== 200 || !rows.some(call.holds(made))) problems.push(`${call.name}: warehouse 1 (${status}) does not list the record`);
    }
    // The super admin switches to warehouse 2 (the tenant switcher's localStorage tenantId).
    setTenantId('2');
    let checked = 0;
    for (const call of LIST_CALLS) {
      const { status, rows, text } = await list(call.path(made));
      // A list keyed by a warehouse-1 id may answer 404 (e.g. that customer's history): nothing leaks either way.
      if (status !== 200 && status !== 404) problems.push(`${call.name}: warehouse 2 answered ${status}`);
      if (rows.some(call.holds(made))) problems.push(`${call.name}: warehouse 2 lists the warehouse-1 record`);
      if (text.includes(MARK)) problems.push(`${call.name}: warehouse 2's answer contains the warehouse-1 text`);
      checked++;
    }
    console.log(`list calls checked across warehouses: ${checked} of ${LIST_CALLS.length}`);
    expect(problems).toEqual([]);
    expect(checked).toBe(LIST_CALLS.length);
  });

  it('warehouse 2 cannot read or change a warehouse-1 record by its id (404, record unchanged)', async () => {
    const made = await makeRecordsInWarehouse1();
    setTenantId('2');
    const reads = [
      `/api/complaints/${made.complaint}`, `/api/service-bookings/${made.booking}`, `/api/spare-requests/${made.spareRequest}`,
      `/customers/${made.customer}`, `/api/products/${made.product}`, `/api/categories/${made.category}`, `/api/inventory/stock/${made.product}`,
      `/api/boms/${made.bom}`, `/api/warranties/${made.registration}`, `/api/vendor-assignments/${made.vendor}`, `/areas/${made.area}/performance`,
      `/commission-rules/${made.rule}`, `/api/invoices/${made.invoice}`, `/api/users/${made.user}`,
    ];
    const statuses = await Promise.all(reads.map(async (path) => [path, (await list(path)).status] as const));
    // The super admin may read any user (users are global records with a warehouse); the others are warehouse data.
    expect(statuses.filter(([path, s]) => s !== 404 && !path.startsWith('/api/users/'))).toEqual([]);

    const before = JSON.stringify(t1());
    const writes: [string, string, unknown][] = [
      ['PUT', `/api/products/${made.product}`, { name: 'Moved' }],
      ['PUT', `/api/categories/${made.category}`, { categoryName: 'Moved' }],
      ['DELETE', `/api/boms/${made.bom}`, undefined],
      ['PATCH', `/service/complaints/${made.complaint}/auto-assign`, {}],
      ['PUT', `/api/spare-requests/${made.spareRequest}`, { status: 'approved' }],
      ['PATCH', `/api/warranties/${made.registration}/extend-warranty`, { additionalMonths: 12 }],
      ['PUT', `/commission-rules/${made.rule}`, { value: 50 }],
      ['PATCH', `/api/notifications/${made.notification}/read`, { isRead: true }],
    ];
    for (const [method, path, body] of writes) {
      const status = await request(path, { method, body }).then((r) => r.status, (e: HttpError) => e.status);
      expect([method, path, status]).toEqual([method, path, 404]);
    }
    expect(JSON.stringify(t1())).toBe(before);
  });

  it('a warehouse admin of warehouse 1 asking for warehouse 2 gets 403 on every list call', async () => {
    const made = await makeRecordsInWarehouse1();
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    setTenantId('2');
    const answers = await Promise.all(LIST_CALLS.map(async (call) => [call.name, (await list(call.path(made))).status] as const));
    expect(answers.filter(([, status]) => status !== 403)).toEqual([]);
    expect(answers).toHaveLength(LIST_CALLS.length);
    // Its own warehouse still answers.
    setTenantId('1');
    expect((await list('/api/complaints')).status).toBe(200);
  });
});
