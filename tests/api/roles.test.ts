import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, request } from '../../src/providers/http';
import { can, DEFAULT_PERMISSIONS, ROLES, type AccessResource, type Role } from '../../src/domain/access';
import { DEMO_ACCOUNTS } from '../../src/config';
import { handlers } from '../../mocks/handlers';
import { bearerCheck } from '../../mocks/handlers/sessions';
import { signInAs, db } from './utils';
import { ENTITY_LIST } from '../../src/entities';

// Every endpoint of the demo backend x every role (docs/architecture.md, "Roles and access"): the answer
// is 403 exactly when can(role, resource, action) (src/domain/access.ts) says no, and never 401/403/5xx
// otherwise (200, 201, 400, 404, 409 are all fine: the role got past the door). The (resource, action) of
// each endpoint is the one its handler passes to authorize(...) in mocks/handlers/*.ts.

const ACCOUNT: Record<Role, string> = {
  super_admin: DEMO_ACCOUNTS.superAdmin,
  warehouse_admin: DEMO_ACCOUNTS.warehouseAdmin,
  technician: DEMO_ACCOUNTS.technician,
  customer: DEMO_ACCOUNTS.customer,
};

/** Ids of warehouse 1's seed the sample calls point at (the seed is deterministic, so they hold after a reset). */
const samplesOf = () => {
  const t = db.tenant('1');
  const demoEmails = Object.values(DEMO_ACCOUNTS) as string[];
  // A technician files spare requests and asks for parts on his own jobs only (issue 28): the demo
  // technician's booking of a complaint still open, which every role may reach.
  const techUser = db.state.users.find((u) => u.email === DEMO_ACCOUNTS.technician)!;
  const techRecords = t.vendors.filter((v) => v.userId === techUser.id).map((v) => v.id);
  const techJob = t.bookings.find(
    (b) => b.assignedTechnicianId !== null && techRecords.includes(b.assignedTechnicianId) && ['open', 'assigned', 'in_progress'].includes(t.complaints.find((c) => c.id === b.complaintId)?.status ?? ''),
  )!;
  return {
    techJob: techJob.id,
    techComplaint: techJob.complaintId,
    complaint: t.complaints[0].id,
    product: t.products[0].id,
    category: t.categories[0].id,
    bom: t.boms.find((b) => b.status !== 'active')!.id,
    registration: t.registrations[0].id,
    customer: t.customers[0].id,
    booking: t.bookings.find((b) => b.status === 'scheduled')!.id,
    technician: t.vendors.find((v) => v.type === 'technician' && v.isActive)!.id,
    spareRequest: t.spareRequests[0].id,
    vendor: t.vendors[0].id,
    area: t.areas[0].id,
    rule: t.commissionRules[0].id,
    approval: t.approvals[0].id,
    invoice: t.invoices[0].id,
    // A seed without a claim in warehouse 1 still reaches the handler (404), past the door.
    warrantyClaim: t.warrantyClaims?.[0]?.id ?? 999_999,
    notification: t.notifications[0].id,
    user: db.state.users.find((u) => u.tenantId === 1 && !demoEmails.includes(u.email))!.id,
    customerRole: db.state.roles.find((r) => r.name === 'customer')!.id,
    tenant: 3,
  };
};
type Samples = ReturnType<typeof samplesOf>;

interface Sample {
  url: string;
  body?: unknown;
  query?: Record<string, string>;
}
interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The handler's path, without the origin. */
  template: string;
  /** What the handler authorizes; null: any signed-in user. */
  resource: AccessResource | null;
  action: string;
  sample: (s: Samples) => Sample;
}

const fill = (template: string, params: Record<string, number | string> = {}) => template.replace(/:(\w+)/g, (_m, name: string) => String(params[name]));
/** An endpoint whose sample is its template with `:id` (and others) filled in. */
const E = (
  method: Endpoint['method'],
  template: string,
  resource: AccessResource | null,
  action: string,
  params: (s: Samples) => Record<string, number | string> = () => ({}),
  body?: (s: Samples) => unknown,
  query?: Record<string, string>,
): Endpoint => ({ method, template, resource, action, sample: (s) => ({ url: fill(template, params(s)), body: body?.(s), query }) });

const bomCsv = () => {
  const form = new FormData();
  form.append('file', new Blob(['parentProductId,version,description,status,totalCost\n1,v8.0,Imported,draft,10\n'], { type: 'text/csv' }), 'boms.csv');
  return form;
};
const invite = () => ({ email: 'roles.sweep@example.in', password: 'Temp@1234', firstName: 'Roles', lastName: 'Sweep', role: 'technician', tenantId: 1 });
const item = { partName: 'T-Con Board', partNumber: 'TCON-120', quantity: 1, estimatedCost: 1650, description: '' };

/** Public calls (no token needed) and logout (ends the session the sweep runs on): outside the role table. */
const PUBLIC = new Set([
  'POST /api/users/login',
  'POST /v1/auth/login',
  'POST /v1/auth/forgot-password',
  'POST /v1/auth/refresh',
  'POST /v1/auth/logout',
  'GET /v1/auth/sponsor/:id/verify',
  'GET /api/track/:token',
  'GET /api/track/:token/invoices/:id',
  'POST /api/track/:token/estimate',
  'POST /api/track/:token/feedback',
]);

const ENDPOINTS: Endpoint[] = [
  // auth.ts: the invite form is a register call carrying a role (users/create); profile and password are for anyone signed in.
  E('POST', '/api/users/register', 'users', 'create', () => ({}), invite),
  E('POST', '/v1/auth/register', 'users', 'create', () => ({}), () => ({ ...invite(), email: 'roles.sweep2@example.in' })),
  E('GET', '/v1/auth/profile', null, 'list'),
  // search.ts: anyone signed in; each group is limited to what the role may list.
  E('GET', '/api/search', null, 'list', () => ({}), undefined, { q: 'TV' }),
  E('POST', '/v1/auth/change-password', null, 'edit', () => ({}), () => ({ currentPassword: 'not-it', newPassword: 'Whatever@123' })),
  // complaints.ts
  E('GET', '/api/complaints', 'complaints', 'list'),
  E('GET', '/api/complaints/stats', 'complaints', 'list'),
  E('GET', '/api/complaints/:id', 'complaints', 'show', (s) => ({ id: s.complaint })),
  E('POST', '/api/complaints', 'complaints', 'create', () => ({}), (s) => ({ customerId: s.customer, productId: s.product, serialNo: 'ROLE-SN', description: 'No picture' })),
  E('PATCH', '/api/complaints/:id/assign', 'complaints', 'assign', (s) => ({ id: s.complaint }), (s) => ({ vendorId: s.technician })),
  E('PATCH', '/api/complaints/:id/resolve', 'complaints', 'edit', (s) => ({ id: s.complaint })),
  E('PATCH', '/api/complaints/:id/close', 'complaints', 'edit', (s) => ({ id: s.complaint })),
  E('PATCH', '/api/complaints/:id/reopen', 'complaints', 'edit', (s) => ({ id: s.complaint }), () => ({ reason: 'Came back' })),
  E('GET', '/api/complaints/:id/timeline', 'complaints', 'show', (s) => ({ id: s.complaint })),
  // customerMessages.ts: the messages and links are for those who may edit complaints.
  E('GET', '/api/messages', 'complaints', 'edit'),
  E('POST', '/api/messages/:id/resend', 'complaints', 'edit', () => ({ id: 999_999 }), () => ({})),
  E('POST', '/api/complaints/:id/job-link', 'complaints', 'edit', (s) => ({ id: s.complaint }), () => ({})),
  E('DELETE', '/api/complaints/:id/job-link', 'complaints', 'edit', (s) => ({ id: s.complaint })),
  E('PUT', '/api/service-bookings/:id/estimate', 'bookings', 'edit', (s) => ({ id: s.booking }), () => ({ labourCost: 500 })),
  E('PATCH', '/api/service-bookings/:id/estimate/decision', 'bookings', 'edit', (s) => ({ id: s.booking }), () => ({ decision: 'approved' })),
  E('PATCH', '/v1/service/complaints/:id/auto-assign', 'complaints', 'assign', (s) => ({ id: s.complaint })),
  E('PATCH', '/v1/service/complaints/:id/parts-request', 'complaints', 'parts-request', (s) => ({ id: s.techComplaint }), () => ({ items: [] })),
  E('PATCH', '/v1/service/complaints/:id/parts-approval', 'complaints', 'parts-approval', (s) => ({ id: s.complaint }), () => ({ partsApprovalStatus: 'approved' })),
  // dashboard.ts, notifications.ts
  E('GET', '/api/dashboard/stats', 'dashboard', 'list'),
  E('GET', '/api/notifications', 'notifications', 'list'),
  E('PATCH', '/api/notifications/:id/read', 'notifications', 'edit', (s) => ({ id: s.notification }), () => ({ isRead: true })),
  // people.ts
  E('GET', '/api/users', 'users', 'list'),
  E('GET', '/api/users/:id', 'users', 'show', (s) => ({ id: s.user })),
  E('PUT', '/api/users/:id', 'users', 'edit', (s) => ({ id: s.user }), () => ({ firstName: 'Renamed' })),
  E('DELETE', '/api/users/:id', 'users', 'delete', (s) => ({ id: s.user })),
  E('GET', '/v1/customers', 'customers', 'list'),
  E('GET', '/v1/customers/:id', 'customers', 'show', (s) => ({ id: s.customer })),
  // A phone number of its own on each call: the same number twice is a 409 (a duplicate caller).
  E('POST', '/v1/customers', 'customers', 'create', () => ({}), () => ({ name: 'Role Sweep', phone: `9${String(Math.random()).slice(2, 11)}`, pincode: '560001' })),
  E('PUT', '/v1/customers/:id', 'customers', 'edit', (s) => ({ id: s.customer }), () => ({ address: '1 Sweep Road' })),
  // catalog.ts
  E('GET', '/api/categories', 'categories', 'list'),
  E('GET', '/api/categories/:id', 'categories', 'show', (s) => ({ id: s.category })),
  E('POST', '/api/categories', 'categories', 'create', () => ({}), () => ({ categoryName: 'Roles Sweep' })),
  E('PUT', '/api/categories/:id', 'categories', 'edit', (s) => ({ id: s.category }), () => ({ categoryName: 'Roles Sweep Renamed' })),
  E('DELETE', '/api/categories/:id', 'categories', 'delete', (s) => ({ id: s.category })),
  E('GET', '/api/products', 'products', 'list'),
  E('GET', '/api/products/stats', 'products', 'list'),
  E('GET', '/api/products/:id', 'products', 'show', (s) => ({ id: s.product })),
  E('POST', '/api/products', 'products', 'create', () => ({}), (s) => ({ name: 'Roles Board', categoryId: s.category, sku: 'ROLES-1', price: 10, warrantyMonths: 6 })),
  E('PUT', '/api/products/:id', 'products', 'edit', (s) => ({ id: s.product }), () => ({ price: 99 })),
  E('DELETE', '/api/products/:id', 'products', 'delete', (s) => ({ id: s.product })),
  // inventory.ts
  E('POST', '/api/inventory/movements', 'inventory', 'create', () => ({}), (s) => ({ productId: s.product, qty: 1, type: 'IN', reason: 'Sweep', ref: 'R-1' })),
  E('GET', '/api/inventory/movements', 'inventory', 'list'),
  E('GET', '/api/inventory/transactions', 'inventory', 'list'),
  E('POST', '/api/inventory/adjust', 'inventory', 'create', () => ({}), (s) => ({ productId: s.product, qty: 1, type: 'IN', reason: 'Sweep', ref: 'R-2' })),
  E('GET', '/api/inventory/stock/:id', 'inventory', 'show', (s) => ({ id: s.product })),
  E('PUT', '/api/inventory/threshold/:id', 'inventory', 'edit', (s) => ({ id: s.product }), () => ({ stockThreshold: 4 })),
  E('GET', '/api/inventory/low-stock', 'low-stock', 'list'),
  // boms.ts
  E('GET', '/api/boms/stats', 'boms', 'list'),
  E('GET', '/api/boms/product/:id/active', 'boms', 'show', (s) => ({ id: s.product })),
  E('GET', '/api/boms/product/:id', 'boms', 'list', (s) => ({ id: s.product })),
  E('GET', '/api/boms', 'boms', 'list'),
  E('GET', '/api/boms/:id', 'boms', 'show', (s) => ({ id: s.bom })),
  E('POST', '/api/boms/import', 'boms', 'create', () => ({}), bomCsv),
  E('POST', '/api/boms', 'boms', 'create', () => ({}), (s) => ({ parentProductId: s.product, version: 'v9.9', description: 'Sweep', status: 'draft', totalCost: 1 })),
  E('PUT', '/api/boms/:id', 'boms', 'edit', (s) => ({ id: s.bom }), () => ({ description: 'Edited' })),
  E('DELETE', '/api/boms/:id', 'boms', 'delete', (s) => ({ id: s.bom })),
  E('PATCH', '/api/boms/:id/activate', 'boms', 'edit', (s) => ({ id: s.bom })),
  E('PATCH', '/api/boms/:id/deactivate', 'boms', 'edit', (s) => ({ id: s.bom })),
  E('POST', '/api/boms/:id/clone', 'boms', 'create', (s) => ({ id: s.bom }), () => ({ newVersion: 'v9.8', description: 'Clone' })),
  // warranties.ts (the registrations screen)
  E('GET', '/api/warranties/check', 'registrations', 'list', () => ({}), undefined, { serialNo: 'ANY-SN' }),
  E('GET', '/api/warranties/expiring', 'registrations', 'list'),
  E('GET', '/api/warranties/expired', 'registrations', 'list'),
  E('GET', '/api/warranties/customer/:id', 'registrations', 'list', (s) => ({ id: s.customer })),
  E('GET', '/api/warranties/product/:id', 'registrations', 'list', (s) => ({ id: s.product })),
  E('GET', '/api/warranties', 'registrations', 'list'),
  E('GET', '/api/warranties/:id', 'registrations', 'show', (s) => ({ id: s.registration })),
  E('POST', '/api/warranties', 'registrations', 'create', () => ({}), (s) => ({ productId: s.product, serialNo: 'ROLES-SN', customerId: s.customer, purchaseDate: '2025-01-10', warrantyMonths: 24 })),
  E('PUT', '/api/warranties/:id', 'registrations', 'edit', (s) => ({ id: s.registration }), () => ({ notes: 'Sweep' })),
  E('PATCH', '/api/warranties/:id/extend-warranty', 'registrations', 'edit', (s) => ({ id: s.registration }), () => ({ additionalMonths: 12, reason: 'Extended', cost: 0 })),
  E('DELETE', '/api/warranties/:id', 'registrations', 'delete', (s) => ({ id: s.registration })),
  // service.ts
  E('GET', '/api/service-bookings', 'bookings', 'list'),
  E('GET', '/api/service-bookings/:id', 'bookings', 'show', (s) => ({ id: s.booking })),
  E('POST', '/api/service-bookings', 'bookings', 'create', () => ({}), (s) => ({ complaintId: s.complaint, scheduledDate: '2030-01-15', scheduledTime: '10:00', serviceType: 'repair' })),
  E('PUT', '/api/service-bookings/:id', 'bookings', 'edit', (s) => ({ id: s.booking }), () => ({ notes: 'Sweep' })),
  E('DELETE', '/api/service-bookings/:id', 'bookings', 'delete', (s) => ({ id: s.booking })),
  E('PATCH', '/api/service-bookings/:id/complete', 'bookings', 'status', (s) => ({ id: s.booking })),
  E('PATCH', '/v1/service/bookings/:id/assign-technician', 'bookings', 'assign', (s) => ({ id: s.booking }), (s) => ({ technicianId: s.technician })),
  E('GET', '/v1/service/bookings/:id/technician-suggestions', 'bookings', 'assign', (s) => ({ id: s.booking })),
  E('PATCH', '/v1/service/bookings/:id/status', 'bookings', 'status', (s) => ({ id: s.booking }), () => ({ status: 'in_progress', notes: 'Status updated to in_progress' })),
  E('GET', '/v1/service/bookings/technician/:id/schedule', 'bookings', 'list', (s) => ({ id: s.technician })),
  E('GET', '/v1/service/bookings/complaint/:id', 'bookings', 'list', (s) => ({ id: s.complaint })),
  E('GET', '/api/spare-requests', 'spare-requests', 'list'),
  E('GET', '/api/spare-requests/:id', 'spare-requests', 'show', (s) => ({ id: s.spareRequest })),
  E('POST', '/api/spare-requests', 'spare-requests', 'create', () => ({}), (s) => ({ bookingId: s.techJob, requestedBy: 1, requestNotes: 'Sweep', requestedItems: [item] })),
  E('PUT', '/api/spare-requests/:id', 'spare-requests', 'edit', (s) => ({ id: s.spareRequest }), () => ({ requestNotes: 'Sweep' })),
  E('GET', '/v1/customers/:id/service-history', 'customers', 'show', (s) => ({ id: s.customer })),
  // vendors.ts
  E('GET', '/api/vendor-assignments', 'vendors', 'list'),
  E('GET', '/api/vendor-assignments/stats', 'vendors', 'list'),
  E('GET', '/api/vendor-assignments/:id/performance', 'vendors', 'show', (s) => ({ id: s.vendor })),
  E('POST', '/api/vendor-assignments', 'vendors', 'create', () => ({}), () => ({ name: 'Roles Vendor', type: 'vendor', email: 'roles.vendor@example.in', phone: '+91 90000 00003' })),
  E('GET', '/api/vendor-assignments/:id', 'vendors', 'show', (s) => ({ id: s.vendor })),
  E('PUT', '/api/vendor-assignments/:id', 'vendors', 'edit', (s) => ({ id: s.vendor }), () => ({ rating: 4 })),
  E('GET', '/v1/areas', 'areas', 'list'),
  E('POST', '/v1/areas', 'areas', 'create', () => ({}), () => ({ city: 'Mysuru', pincode: '570001', state: 'Karnataka' })),
  E('GET', '/v1/areas/:id', 'areas', 'show', (s) => ({ id: s.area })),
  E('PATCH', '/v1/areas/bulk-coverage', 'areas', 'edit', () => ({}), () => ({ pincodes: '560001', coverage: 'partial' })),
  E('PUT', '/v1/areas/:id', 'areas', 'edit', (s) => ({ id: s.area }), () => ({ notes: 'Sweep' })),
  E('GET', '/v1/areas/:id/performance', 'areas', 'show', (s) => ({ id: s.area })),
  // finance.ts
  E('GET', '/v1/commission-rules/active', 'commission-rules', 'list'),
  E('GET', '/v1/commission-rules/party/:party', 'commission-rules', 'list', () => ({ party: 'vendor' })),
  E('POST', '/v1/commission-rules/calculate', 'commission-rules', 'list', () => ({}), () => ({ party: 'vendor', orderValue: 1000, serviceCategory: 'Mobile Repair', area: '560100' })),
  E('GET', '/v1/commission-rules/applicable', 'commission-rules', 'list', () => ({}), undefined, { party: 'vendor', orderValue: '1000', area: '560100' }),
  E('GET', '/v1/commission-rules', 'commission-rules', 'list'),
  E('GET', '/v1/commission-rules/:id', 'commission-rules', 'show', (s) => ({ id: s.rule })),
  E('POST', '/v1/commission-rules', 'commission-rules', 'create', () => ({}), () => ({ party: 'vendor', type: 'percentage', value: 15 })),
  E('PUT', '/v1/commission-rules/:id', 'commission-rules', 'edit', (s) => ({ id: s.rule }), () => ({ priority: 2 })),
  E('DELETE', '/v1/commission-rules/:id', 'commission-rules', 'delete', (s) => ({ id: s.rule })),
  E('GET', '/api/commissions', 'commission-reports', 'list'),
  E('GET', '/api/approvals', 'approvals', 'list'),
  E('PATCH', '/api/approvals/:id', 'approvals', 'edit', (s) => ({ id: s.approval }), () => ({ decision: 'approve', approverId: 1, notes: 'Sweep' })),
  E('GET', '/api/audit/logs', 'audit', 'list'),
  E('GET', '/api/invoices', 'invoices', 'list'),
  E('GET', '/api/invoices/:id', 'invoices', 'show', (s) => ({ id: s.invoice })),
  E('POST', '/api/invoices', 'invoices', 'create', () => ({}), (s) => ({ bookingId: s.booking, customerId: s.customer, lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 500 }] })),
  E('PUT', '/api/invoices/:id', 'invoices', 'edit', (s) => ({ id: s.invoice }), () => ({ status: 'paid' })),
  // warrantyClaims.ts
  E('GET', '/api/warranty-claims', 'warranty-claims', 'list'),
  E('GET', '/api/warranty-claims/:id', 'warranty-claims', 'show', (s) => ({ id: s.warrantyClaim })),
  E('PUT', '/api/warranty-claims/:id', 'warranty-claims', 'edit', (s) => ({ id: s.warrantyClaim }), () => ({ status: 'submitted' })),
  // admin.ts
  E('GET', '/api/tenants', 'tenants', 'list'),
  E('GET', '/api/tenants/:id', 'tenants', 'show', (s) => ({ id: s.tenant })),
  E('POST', '/api/tenants', 'tenants', 'create', () => ({}), () => ({ name: 'Pune Warehouse', subdomain: 'pune-roles', plan: 'basic', status: 'active' })),
  E('PUT', '/api/tenants/:id', 'tenants', 'edit', (s) => ({ id: s.tenant }), () => ({ description: 'Sweep' })),
  E('DELETE', '/api/tenants/:id', 'tenants', 'delete', (s) => ({ id: s.tenant })),
  E('GET', '/v1/roles/menus/tree', 'roles', 'list'),
  E('GET', '/v1/roles', 'roles', 'list'),
  E('GET', '/v1/roles/:id', 'roles', 'show', (s) => ({ id: s.customerRole })),
  E('POST', '/v1/roles', 'roles', 'create', () => ({}), () => ({ name: 'auditor', description: 'Reads audit logs' })),
  // The customer role's own permissions sent back unchanged, so the matrix under test stays the default.
  E('PUT', '/v1/roles/:id/permissions', 'roles', 'edit', (s) => ({ id: s.customerRole }), () => ({ permissions: DEFAULT_PERMISSIONS.customer })),
  E('PUT', '/v1/roles/:id', 'roles', 'edit', (s) => ({ id: s.customerRole }), () => ({ description: 'Registers products and submits complaints' })),
  E('DELETE', '/v1/roles/:id', 'roles', 'delete', (s) => ({ id: s.customerRole })),
  // entities.ts: each declared entity's calls; a record that is not there (404) or an empty body (400) is past the door.
  ...ENTITY_LIST.flatMap((entity) => {
    const resource = entity.name as AccessResource;
    const path = `/api/${entity.name}`;
    return [
      E('GET', path, resource, 'list'),
      ...(entity.actions.includes('show') ? [E('GET', `${path}/:id`, resource, 'show', () => ({ id: 999_999 }))] : []),
      ...(entity.actions.includes('create') ? [E('POST', path, resource, 'create', () => ({}), () => ({}))] : []),
      ...(entity.actions.includes('delete') ? [E('DELETE', `${path}/:id`, resource, 'delete', () => ({ id: 999_999 }))] : []),
    ];
  }),
  // demo.ts: last, as it puts the seed back (the session stays) for the next role.
  E('POST', '/api/demo/reset', 'tenants', 'edit'),
];

const send = async (e: Endpoint, s: Samples): Promise<number> => {
  const { url, body, query } = e.sample(s);
  try {
    return (await request(url, { method: e.method, body, query })).status;
  } catch (err) {
    if (err instanceof HttpError) return err.status;
    throw err;
  }
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('role x endpoint: 403 exactly where can() says no', () => {
  it('the table lists every handler of the demo backend (but the public ones)', () => {
    const origin = /^https?:\/\/[^/]+/;
    // Routes only: the bearer check that runs first answers nothing (mocks/handlers/sessions.ts).
    const served = handlers.filter((h) => h !== bearerCheck).map((h) => {
      const info = (h as unknown as { info: { method: string; path: string } }).info;
      return `${info.method} ${String(info.path).replace(origin, '')}`;
    });
    const listed = ENDPOINTS.map((e) => `${e.method} ${e.template}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect(served.filter((k) => !listed.includes(k) && !PUBLIC.has(k))).toEqual([]);
    expect(listed.filter((k) => !served.includes(k))).toEqual([]);
    expect(listed.length + PUBLIC.size).toBe(served.length);
  });

  it('every call as every role', async () => {
    const problems: string[] = [];
    let calls = 0;
    const allowed: Record<Role, number> = { super_admin: 0, warehouse_admin: 0, technician: 0, customer: 0 };
    for (const role of ROLES) {
      await signInAs(ACCOUNT[role]);
      const samples = samplesOf();
      for (const endpoint of ENDPOINTS) {
        const may = endpoint.resource === null || can(role, endpoint.resource, endpoint.action);
        const status = await send(endpoint, samples);
        calls++;
        if (may) allowed[role]++;
        const what = `${role} ${endpoint.method} ${endpoint.template} (${endpoint.resource ?? 'signed in'}/${endpoint.action})`;
        if (!may && status !== 403) problems.push(`${what}: ${status}, expected 403`);
        if (may && (status === 401 || status === 403 || status >= 500)) problems.push(`${what}: ${status}, expected past the door`);
      }
    }
    console.log(`calls x roles: ${calls} (${ENDPOINTS.length} calls x ${ROLES.length} roles); allowed per role: ${JSON.stringify(allowed)}`);
    expect(problems).toEqual([]);
    expect(calls).toBe(ENDPOINTS.length * ROLES.length);
    // The matrix is not trivial: each role is refused something and allowed something.
    for (const role of ROLES) expect([role, allowed[role] > 0 && allowed[role] <= ENDPOINTS.length]).toEqual([role, true]);
    expect(allowed.super_admin).toBe(ENDPOINTS.length);
    expect(allowed.customer).toBeLessThan(allowed.technician);
    // 516 calls: about 13 s alone on two cores; room for a loaded machine.
  }, 60_000);
});

// docs/architecture.md, "Roles and access": a customer works on its *own* registrations and complaints.
// Reads are limited to its own (matched on e-mail), but the create calls take any customerId: a customer
// can file a complaint or register a product in another customer's name (201), which it then cannot even
// see. Kept as expected failures until mocks/handlers/complaints.ts and warranties.ts check the owner.
describe("a customer acts only for itself", () => {
  const otherCustomer = () => db.tenant('1').customers.find((c) => c.email !== DEMO_ACCOUNTS.customer)!;
  const statusOf = (p: Promise<{ status: number }>) => p.then((r) => r.status, (e: HttpError) => e.status);

  it('its own complaint and registration go through', async () => {
    await signInAs(DEMO_ACCOUNTS.customer);
    const t = db.tenant('1');
    const own = t.customers.find((c) => c.email === DEMO_ACCOUNTS.customer)!;
    expect(await statusOf(request('/api/complaints', { method: 'POST', body: { customerId: own.id, productId: t.products[0].id, serialNo: 'OWN-1', description: 'No sound' } }))).toBe(201);
    expect(await statusOf(request('/api/warranties', { method: 'POST', body: { customerId: own.id, productId: t.products[0].id, serialNo: 'OWN-2', purchaseDate: '2025-01-10', warrantyMonths: 24 } }))).toBe(201);
  });

  it("POST /api/complaints in another customer's name is refused", async () => {
    await signInAs(DEMO_ACCOUNTS.customer);
    const t = db.tenant('1');
    const status = await statusOf(request('/api/complaints', { method: 'POST', body: { customerId: otherCustomer().id, productId: t.products[0].id, serialNo: 'NOT-MINE-1', description: 'Not mine' } }));
    expect([403, 400]).toContain(status);
  });

  it("POST /api/warranties in another customer's name is refused", async () => {
    await signInAs(DEMO_ACCOUNTS.customer);
    const t = db.tenant('1');
    const status = await statusOf(request('/api/warranties', { method: 'POST', body: { customerId: otherCustomer().id, productId: t.products[0].id, serialNo: 'NOT-MINE-2', purchaseDate: '2025-01-10', warrantyMonths: 24 } }));
    expect([403, 400]).toContain(status);
  });
});
