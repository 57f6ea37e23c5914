// Bad input against every writing call that parses its body with its schema (src/schemas): a null
// body, wrong types, 1 MB strings, out-of-range numbers, unknown enum values and ids of another
// warehouse are refused with 400/403/404/409, never 500, and the store is unchanged (sessions aside).
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORIGIN, DEMO_PASSWORD } from '../../src/config';
import { db } from './utils';

const MB = 'x'.repeat(1024 * 1024);
type Body = unknown;
interface Probe {
  call: string;
  /** A body the call accepts; each case changes one field of it. */
  valid: Record<string, unknown>;
  /** Field -> bad values beyond the common ones (wrong type, 1 MB). */
  bad?: Record<string, unknown[]>;
  /** Fields whose value is an id of a record: probed with another warehouse's id. */
  ids?: Record<string, () => number>;
}

const foreign = (table: 'customers' | 'products' | 'categories' | 'registrations' | 'vendors' | 'complaints' | 'bookings') => () => db.tenant('2')[table][0].id;

const PROBES: Probe[] = [
  {
    call: 'POST /api/complaints',
    valid: { customerId: 1, productId: 1, serialNo: 'PRB-1', description: 'No picture', priority: 'high' },
    bad: { priority: ['bogus', 5], customerId: [-1, 0, 1.5, 'abc', 1e300], productRegistrationId: ['x', -2] },
    ids: { customerId: foreign('customers'), productId: foreign('products'), productRegistrationId: foreign('registrations') },
  },
  { call: 'PATCH /api/complaints/1/assign', valid: { vendorId: 1 }, bad: { vendorId: [-1, 'abc', 1e300], commissionRateApplied: [101, -1, 'x'] } },
  { call: 'PATCH /api/complaints/9/reopen', valid: { reason: 'Came back' }, bad: { reason: ['', '   ', 'r'.repeat(501)] } },
  { call: 'PATCH /v1/service/complaints/1/parts-request', valid: { items: [] }, bad: { items: ['PSU', [{ quantity: -1 }], [{ partName: MB }]] } },
  { call: 'PATCH /v1/service/complaints/1/parts-approval', valid: { partsApprovalStatus: 'approved' }, bad: { partsApprovalStatus: ['bogus', 'pending'] } },
  { call: 'POST /api/categories', valid: { categoryName: 'Probe Parts' }, bad: { categoryName: ['', { a: 1 }] } },
  { call: 'PUT /api/categories/1', valid: { categoryName: 'Probe Parts' }, bad: { categoryName: ['', ['a']] } },
  {
    call: 'POST /api/products',
    valid: { name: 'Probe part', categoryId: 1, sku: 'PRB-1', price: 10, warrantyMonths: 6 },
    bad: { price: [-1, 1e12, 'ten', '1e400'], warrantyMonths: [-1, 1000, 1.5], sku: ['bad sku'], isActive: ['yes'] },
    ids: { categoryId: foreign('categories') },
  },
  { call: 'PUT /api/products/1', valid: { name: 'Probe part' }, bad: { price: [-1, 1e12, 'ten'], categoryId: [0, 'x'] }, ids: { categoryId: foreign('categories') } },
  {
    call: 'POST /api/inventory/movements',
    valid: { productId: 1, type: 'IN', qty: 1 },
    bad: { type: ['in', 'SIDEWAYS'], qty: [0, -3, 1e12, 'lots'], movementDate: ['not a date'] },
    ids: { productId: foreign('products') },
  },
  { call: 'POST /api/inventory/adjust', valid: { productId: 1, type: 'IN', qty: 1 }, bad: { type: ['bogus'], qty: [-1] }, ids: { productId: foreign('products') } },
  { call: 'PUT /api/inventory/threshold/1', valid: { stockThreshold: 3 }, bad: { stockThreshold: [-1, 1.5, 'x', 1e12] } },
  {
    call: 'POST /api/service-bookings',
    valid: { complaintId: 1, scheduledDate: '2030-01-01', scheduledTime: '10:00', serviceType: 'repair', assignedTechnicianId: 2, estimatedCost: 100, notes: '' },
    bad: { complaintId: [0, -1, 'abc', 1e300, 999999], scheduledDate: ['', '2030-02-30', 'tomorrow'], scheduledTime: ['9am', '25:00'], serviceType: ['polish'], estimatedCost: [-1, 1e12, 'ten'], assignedTechnicianId: [999999, 'x'] },
    ids: { complaintId: foreign('complaints'), assignedTechnicianId: foreign('vendors') },
  },
  {
    call: 'PUT /api/service-bookings/2',
    valid: { scheduledDate: '2030-01-01', scheduledTime: '10:00', notes: 'x' },
    bad: { status: ['bogus', 'completed'], scheduledDate: ['2030-13-01'], scheduledTime: ['noon'], serviceType: ['polish'], estimatedCost: [-5, 'x', 1e12], notes: ['n'.repeat(2001)] },
  },
  {
    call: 'PATCH /api/service-bookings/2/complete',
    valid: { workNotes: 'Done', actualCost: 100, partsUsed: [] },
    bad: { workNotes: [''], actualCost: [-1, 'abc', 1e12], partsUsed: ['panel', [{ productId: 'x', quantity: 1 }], [{ productId: 1, quantity: 0 }], [{ productId: 999999, quantity: 1 }]] },
  },
  { call: 'PATCH /v1/service/bookings/2/status', valid: { status: 'in_progress', notes: '' }, bad: { status: ['bogus', '', 'completed'], notes: ['n'.repeat(501)] } },
  { call: 'PATCH /v1/service/bookings/2/assign-technician', valid: { technicianId: 2 }, bad: { technicianId: ['', ' ', 0, -1, 1e300, 999999] }, ids: { technicianId: foreign('vendors') } },
  {
    call: 'POST /api/spare-requests',
    valid: { bookingId: 2, requestedBy: 1, requestNotes: '', requestedItems: [{ partName: 'Remote', quantity: 1, estimatedCost: 10 }] },
    bad: {
      bookingId: [0, 'x', 999999],
      requestedBy: ['', -1],
      requestedItems: [[], 'Remote', [{ partName: 'Remote', quantity: 0 }], [{ partName: 'Remote', quantity: 1, estimatedCost: -1 }], [{ quantity: 1 }], [{ productId: 999999, quantity: 1 }]],
    },
    ids: { bookingId: foreign('bookings') },
  },
  {
    call: 'POST /api/warranties',
    valid: { productId: 1, serialNo: 'PRB-W1', customerId: 1, purchaseDate: '2025-01-01', warrantyMonths: 12, dealerId: 'D1', invoiceNumber: 'INV-1', notes: '' },
    bad: { productId: [0, 'x', 999999], serialNo: ['', 's'.repeat(65)], purchaseDate: ['not a date', '2999-01-01'], warrantyMonths: [0, -1, 1.5, 'x', 1000], dealerId: [1.5] },
    ids: { productId: foreign('products'), customerId: foreign('customers') },
  },
  { call: 'PUT /api/warranties/1', valid: { warrantyMonths: 12, notes: 'x' }, bad: { purchaseDate: ['x', '30/02/2030', '2030-02-30'], warrantyMonths: [0, -1, 1.5, 'x', 1000], invoiceNumber: [5] } },
  { call: 'PATCH /api/warranties/1/extend-warranty', valid: { additionalMonths: 6, reason: 'Goodwill', cost: 0 }, bad: { additionalMonths: ['twelve', 0, -1, 1.5, 121], cost: [-1, 'x', 1e12] } },
  { call: 'PUT /api/spare-requests/1', valid: { status: 'approved', actualCost: 10, approvalNotes: '' }, bad: { status: ['bogus', 'delivered'], actualCost: [-1, 'x', 1e12], approvedBy: ['x', -1] } },
  { call: 'POST /api/tenants', valid: { name: 'Probe WH', subdomain: 'probe-wh', plan: 'free' }, bad: { name: ['', '  '], subdomain: ['', 'Bad Sub', 'blr-central'], plan: ['gold', '', 5], status: ['bogus'], contactEmail: ['x@', 5], description: ['d'.repeat(2001)] } },
  { call: 'PUT /api/tenants/2', valid: { name: 'Probe WH' }, bad: { name: ['', '  '], plan: ['gold', ''], status: ['bogus'], isActive: ['yes', 1], contactEmail: ['x@'] } },
  { call: 'POST /v1/roles', valid: { name: 'probe_role' }, bad: { name: ['', 'n'.repeat(65), 'Technician'], scope: ['bogus'], isActive: ['yes'], permissions: ['all', { bogus: ['list'] }, { complaints: ['fly'] }, { complaints: 'list' }] } },
  { call: 'PUT /v1/roles/3', valid: { description: 'Probe' }, bad: { name: ['', 'n'.repeat(65), 'customer'], scope: ['bogus'], isActive: ['yes'], description: ['d'.repeat(501)] } },
  { call: 'PUT /v1/roles/3/permissions', valid: { permissions: { complaints: ['list'] } }, bad: { permissions: ['all', { bogus: ['list'] }, { complaints: ['fly'] }, { complaints: 'list' }] } },
  { call: 'POST /api/users/login', valid: { email: 'nobody@demo.in', password: 'Wrong@1234' }, bad: { email: ['', '  '], password: [''] } },
  { call: 'POST /v1/auth/register', valid: { username: 'probe', email: 'probe@demo.in', password: 'Probe@1234' }, bad: { username: ['', 'ab'], email: ['', 'probe@', 'admin@demo.in'], password: ['', 'short'], tenantId: [-1, 'x', 1.5] } },
  { call: 'POST /v1/auth/forgot-password', valid: { email: 'probe@demo.in' }, bad: { email: ['', 'probe@', 5] } },
  { call: 'POST /v1/auth/refresh', valid: { refreshToken: 'demo-refresh.unknown' }, bad: { refreshToken: ['', '  ', 5] } },
  { call: 'POST /v1/auth/change-password', valid: { currentPassword: 'Wrong@1234', newPassword: 'Fresh@12345' }, bad: { currentPassword: [5], newPassword: [5, 'short'] } },
  {
    call: 'POST /api/vendor-assignments',
    valid: { name: 'Probe Vendor', email: 'probe@example.in', phone: '9000000000', type: 'vendor', serviceAreas: '560001', commissionPercentage: 12 },
    bad: { name: ['', '  '], email: ['probe@', ''], type: ['bogus'], serviceAreas: ['5600', ['56001x']], pincode: ['12345', 'abcdef'], commissionPercentage: [-1, 101, 'x'], rating: ['four'] },
  },
  { call: 'PUT /api/vendor-assignments/1', valid: { rating: 4 }, bad: { rating: ['four', 1e12], isActive: ['yes', 1], name: [''], email: ['x@'], commissionPercentage: [101, -1], serviceAreas: ['12'] } },
  {
    call: 'POST /v1/areas',
    valid: { city: 'Probe', pincode: '999001', state: 'Karnataka', active: true },
    bad: { city: [''], pincode: ['', '12345', 'abcdef', '560001'], coverage: ['most'], serviceCharge: [-1, 'x', 1e12], maxResponseTimeHours: [-1], active: ['yes'] },
  },
  { call: 'PUT /v1/areas/1', valid: { coverage: 'partial' }, bad: { coverage: ['most'], pincode: ['1234', '560034'], city: [''], travelCharge: [-1, 'x'] } },
  { call: 'PATCH /v1/areas/bulk-coverage', valid: { pincodes: '560001', coverage: 'full' }, bad: { pincodes: ['', ' , ', [], null], coverage: ['', 'most', null] } },
  { call: 'PATCH /api/notifications/1/read', valid: { isRead: true }, bad: { isRead: ['yes', 1] } },
  {
    call: 'POST /v1/commission-rules',
    valid: { party: 'vendor', type: 'percentage', value: 15, minOrderValue: 100, maxOrderValue: 10000, priority: 1 },
    bad: {
      party: ['dealer'], type: ['flat'], value: [150, -1, 'x', null], minOrderValue: [-1, 20000], maxOrderValue: [50, -1], priority: [1.5, 'x'],
      tieredRates: ['x', [{ minValue: 0, rate: 101 }], [{ minValue: 'x', rate: 5 }]], effectiveFrom: ['not a date', '2030-02-30'], effectiveUntil: ['2000-01-01'], applicableAreas: [[1]], isActive: ['yes'],
    },
  },
  {
    call: 'PUT /v1/commission-rules/1',
    valid: { priority: 2 },
    bad: { value: [150, -1], type: ['flat', 'tiered'], minOrderValue: [1e7, -1], effectiveUntil: ['2000-01-01', 'x'], tieredRates: [[{ minValue: 0, maxValue: 10, rate: 101 }]], isActive: ['yes'] },
  },
  { call: 'POST /v1/commission-rules/calculate', valid: { party: 'vendor', orderValue: 1000, area: '560100' }, bad: { party: ['dealer', ''], orderValue: [-1, 'x', 1e12, ''], area: ['a'.repeat(201)] } },
  {
    call: 'PATCH /api/approvals/1',
    valid: { decision: 'approve', approverId: 1, notes: '' },
    bad: { decision: ['maybe', '', 'pending'], approverId: [0, -1, 'x', 999999], notes: ['n'.repeat(2001)] },
    ids: { approverId: () => db.state.users.find((u) => u.tenantId === 2)!.id },
  },
  {
    call: 'POST /api/invoices',
    valid: { bookingId: 1, customerId: 1, lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 100 }] },
    bad: {
      bookingId: [0, 'x', 999999], customerId: [-1, 999999], status: ['lost'], dueDate: ['x'],
      lineItems: [[], 'Visit', [{ description: '', quantity: 1, unitPrice: 1 }], [{ description: 'V', quantity: 0, unitPrice: 1 }], [{ description: 'V', quantity: 1, unitPrice: -1 }], [{ quantity: 1 }]],
    },
    ids: { bookingId: foreign('bookings'), customerId: foreign('customers') },
  },
  {
    call: 'PUT /api/invoices/1',
    valid: { status: 'paid' },
    bad: { status: ['lost', 5], lineItems: [[{ description: 'V', quantity: -1, unitPrice: 1 }]], bookingId: [0, 'x'], paidAt: ['x', '2030-02-30'], paymentMode: ['barter', 5], paymentReference: ['r'.repeat(65)], cancelReason: ['c'.repeat(501)], dueDate: ['soon'] },
  },
  {
    call: 'POST /api/boms',
    valid: { parentProductId: 1, version: 'v9.9', description: 'Probe', totalCost: 10, status: 'draft' },
    bad: {
      parentProductId: [0, -1, 1.5, 'abc', 999999],
      version: ['', '   ', 'v1', 'v'.repeat(65)],
      totalCost: [-1, 1e12, 'ten'],
      status: ['bogus'],
      effectiveDate: ['x', '2030-02-30'],
      notes: ['n'.repeat(2001)],
      // Component lines (issue 27): the BOM's own product, a bad quantity, no product, an unknown one, one twice, too many.
      lines: ['board', [5], [{ productId: 1, quantity: 1 }], [{ productId: 7, quantity: 0 }], [{ productId: 7, quantity: 1e300 }], [{ quantity: 1 }], [{ productId: 999999, quantity: 1 }], [{ productId: 7, quantity: 1 }, { productId: '7', quantity: 2 }], Array.from({ length: 101 }, (_, i) => ({ productId: i + 2, quantity: 1 }))],
    },
    ids: { parentProductId: foreign('products') },
  },
  { call: 'PUT /api/boms/1', valid: { description: 'Probe' }, bad: { version: ['', 'v1', 5], totalCost: [-1, 'x', 1e12], status: ['bogus'], effectiveDate: ['x', '2030-13-01'], parentProductId: [0, 'x'], lines: [{ productId: 7 }, [{ productId: 7, quantity: -1 }], [{ productId: 'x', quantity: 1 }]] } },
  { call: 'POST /api/boms/1/clone', valid: { newVersion: 'v9.8', description: 'Clone' }, bad: { newVersion: ['', '   ', 'v1', 5], description: ['d'.repeat(2001)] } },
  { call: 'PUT /api/users/3', valid: { firstName: 'Imran', isActive: true }, bad: { email: ['', 'tech@', 'admin@demo.in', 5], role: ['bogus', 3], isActive: ['yes', 1], customerId: [0, -1, 'abc', 999999] } },
];

let token = '';
const send = async (call: string, body: Body, raw = false) => {
  const [method, path] = call.split(' ');
  const response = await fetch(`${DEMO_ORIGIN}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Tenant-Id': '1', Authorization: `Bearer ${token}` },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { message?: string } | null;
  return { status: response.status, message: json?.message };
};

/** The store without the sessions (a call may refresh one). */
const snapshot = () => {
  const { sessions: _sessions, ...rest } = db.state as unknown as Record<string, unknown>;
  return JSON.stringify(rest);
};

/** Every case of a probe: [label, body]. */
const casesOf = (p: Probe): [string, Body][] => {
  const cases: [string, Body][] = [
    ['null body', null],
    ['array body', []],
    ['string body', 'text'],
  ];
  for (const field of Object.keys({ ...p.valid, ...p.bad })) {
    const bad = [{ nested: true }, [1, 2], MB, ...(typeof p.valid[field] === 'boolean' || field === 'isActive' ? [] : [true]), ...(p.bad?.[field] ?? [])];
    for (const v of bad) cases.push([`${field} = ${typeof v === 'string' && v.length > 40 ? '1 MB string' : JSON.stringify(v)}`, { ...p.valid, [field]: v }]);
  }
  for (const [field, idOf] of Object.entries(p.ids ?? {})) cases.push([`${field} of warehouse 2`, { ...p.valid, [field]: idOf() }]);
  return cases;
};

const tally = { cases: 0, acceptedWrongly: 0, serverErrors: 0 };

describe('probes: bad input to the writing calls', () => {
  beforeEach(async () => {
    const response = await fetch(`${DEMO_ORIGIN}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD }),
    });
    token = ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
  });

  it.each(PROBES.map((p) => [p.call, p] as const))('%s', async (_call, probe) => {
    const failures: string[] = [];
    // The whole store is compared once per probe (serialising it for each of about a thousand cases
    // was half the file's time); each case must also leave the store's version where it was, which
    // moves on every committed change, so a case that wrote is still named.
    const before = snapshot();
    for (const [label, body] of casesOf(probe)) {
      const version = db.version;
      const { status, message } = await send(probe.call, body);
      tally.cases++;
      if (status >= 500) tally.serverErrors++;
      if (status < 400) tally.acceptedWrongly++;
      if (![400, 403, 404, 409].includes(status) || !message) failures.push(`${label}: ${status} ${message ?? ''}`);
      if (db.version !== version) failures.push(`${label}: the store changed`);
    }
    if (snapshot() !== before) failures.push('a case changed the store without committing it');
    // A body that is not JSON at all.
    const notJson = await send(probe.call, '{"oops', true);
    expect(notJson.status, 'not JSON').toBe(400);
    expect(failures).toEqual([]);
  });

  it('names the field and what is wrong, or the spec\'s text', async () => {
    expect(await send('POST /api/complaints', null)).toEqual({ status: 400, message: 'Request body must be a JSON object' });
    expect((await send('POST /api/complaints', { customerId: 1, productId: 1, serialNo: MB, description: 'x' })).message).toBe('serialNo must be at most 64 characters');
    expect((await send('POST /api/complaints', { customerId: 1, productId: 1, serialNo: 'A', description: 'x', priority: 'bogus' })).message).toBe(
      'Priority must be one of low, normal, high, urgent',
    );
    const otherCustomer = db.tenant('2').customers[0].id;
    expect((await send('POST /api/complaints', { customerId: otherCustomer, productId: 1, serialNo: 'A', description: 'x' })).message).toBe(`Customer #${otherCustomer} does not exist`);
    expect((await send('POST /api/products', { name: 'P', categoryId: 1, price: 'ten' })).message).toBe('Product price cannot be negative');
    expect((await send('PUT /api/inventory/threshold/1', { stockThreshold: 1.5 })).message).toBe('Threshold must be a whole number of 0 or more');
    expect(await send('POST /api/tenants', { name: 'Pune', subdomain: 'pune', plan: 'gold' })).toEqual({ status: 400, message: 'Plan must be free, basic, premium or enterprise' });
    expect(await send('PUT /v1/roles/3/permissions', { permissions: { complaints: ['fly'] } })).toEqual({ status: 400, message: 'permissions must be an object of screen -> actions' });
    expect(await send('PUT /v1/roles/3', { name: 'Customer' })).toEqual({ status: 409, message: 'Role Customer already exists' });
    expect(await send('POST /api/users/login', { email: ' ', password: 'x' })).toEqual({ status: 400, message: 'Email and password are required' });
    expect(await send('PUT /api/users/3', { role: 'bogus' })).toEqual({ status: 400, message: 'Role must be one of super_admin, warehouse_admin, technician, customer' });
    expect(await send('PUT /api/users/3', { email: '' })).toEqual({ status: 400, message: 'A valid email is required' });
    expect(await send('PUT /api/users/3', { isActive: 'yes' })).toEqual({ status: 400, message: 'isActive must be a boolean' });
  });

  it('counts: no 500s and nothing accepted wrongly', () => {
    // The figures of the probe for these calls (printed for the report).
    console.info(`[probes] ${tally.cases} cases, ${tally.acceptedWrongly} accepted wrongly, ${tally.serverErrors} answers of 500`);
    expect(tally.cases).toBeGreaterThan(100);
    expect(tally.acceptedWrongly).toBe(0);
    expect(tally.serverErrors).toBe(0);
  });
});
