// docs/api.md against the demo backend and the console: the endpoint index must name exactly the
// endpoints the msw handlers answer, with the permission each one enforces, and every call the
// console makes must be one of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { bearerCheck } from '../../mocks/handlers/sessions';
import { db, server } from '../../mocks/node';
import { DEMO_ACCOUNTS, DEMO_ORIGIN, DEMO_PASSWORD } from '../../src/config';
import { ACTIONS, RESOURCES, type PermissionMatrix } from '../../src/domain/access';
import { refreshStoredPermissions, signIn } from '../../src/providers/authProvider';
import { dataProvider, RESOURCE_ROUTES } from '../../src/providers/dataProvider';
import { resolveUrl } from '../../src/providers/http';
import { inviteUser } from '../../src/resources/users/inviteUser';

const ROOT = resolve(__dirname, '../..');
const DEMO_SECTION = 'Demo backend only';
const INDEX_HEADER = ['Method', 'Path', 'Resource', 'Action'];
const NO_MATRIX = ['public', 'signed-in'];
const PERMISSION_DENIED = 'You do not have permission to perform this action';

interface IndexRow {
  method: string;
  path: string;
  resource: string;
  action: string;
  /** The `##` heading the row is under. */
  section: string;
}

/** Rows of every `Method | Path | Resource | Action` table, with the heading they sit under. */
const parseIndex = (markdown: string): IndexRow[] => {
  const rows: IndexRow[] = [];
  let section = '';
  let inIndex = false;
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[1].trim();
      inIndex = false;
      continue;
    }
    if (!line.startsWith('|')) {
      inIndex = false;
      continue;
    }
    const cells = line.replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
    if (cells.join('|') === INDEX_HEADER.join('|')) {
      inIndex = true;
      continue;
    }
    if (!inIndex || cells.every((c) => /^:?-+:?$/.test(c))) continue;
    const [method, path, resource, action] = cells;
    rows.push({ method, path, resource, action, section });
  }
  return rows;
};

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const sortedUnique = (xs: string[]) => [...new Set(xs)].sort();
const missingFrom = (from: string[], wanted: string[]) => wanted.filter((x) => !from.includes(x));

const doc = readFileSync(join(ROOT, 'docs/api.md'), 'utf8');
const allRows = parseIndex(doc);
const demoRows = allRows.filter((r) => r.section.includes(DEMO_SECTION));
const mainRows = allRows.filter((r) => !r.section.includes(DEMO_SECTION));

// Routes only: the bearer check that runs first answers nothing (mocks/handlers/sessions.ts).
const handlerKeys = handlers.filter((h) => h !== bearerCheck).map((h) => {
  const { method, path } = h.info;
  if (typeof method !== 'string' || typeof path !== 'string') throw new Error(`Handler without a plain method and path: ${String(method)} ${String(path)}`);
  if (!path.startsWith(DEMO_ORIGIN)) throw new Error(`Handler outside the demo origin: ${path}`);
  return key(method, path.slice(DEMO_ORIGIN.length));
});

/** `/api/boms/:id/clone` as a regular expression over a URL's path. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.split(/(:[A-Za-z]+)/).map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`);
const documented = (method: string, pathname: string) =>
  allRows.some((r) => r.method === method.toUpperCase() && pathPattern(r.path).test(pathname));

describe('docs/api.md endpoint index', () => {
  it('has well-formed rows, one per endpoint', () => {
    expect(mainRows.length).toBeGreaterThan(50);
    const keys = allRows.map((r) => key(r.method, r.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const r of allRows) {
      const where = key(r.method, r.path);
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], where).toContain(r.method);
      expect(r.path, where).toMatch(/^\/(api|v1)\/[a-z0-9/:-]+$/i);
      expect([...RESOURCES, ...NO_MATRIX], where).toContain(r.resource);
      if (NO_MATRIX.includes(r.resource)) expect(r.action, where).toBe('-');
      else expect(ACTIONS as readonly string[], where).toContain(r.action);
    }
  });

  it('lists exactly the endpoints the demo backend answers; the demo reset sits in its own section', () => {
    const docKeys = sortedUnique(mainRows.map((r) => key(r.method, r.path)));
    const demoKeys = sortedUnique(demoRows.map((r) => key(r.method, r.path)));
    const served = sortedUnique(handlerKeys);
    expect(demoKeys).toEqual(['POST /api/demo/reset']);
    // Named both ways so a failure says which side lacks what.
    expect(missingFrom(docKeys.concat(demoKeys), served), 'handlers missing from docs/api.md').toEqual([]);
    expect(missingFrom(served, docKeys.concat(demoKeys)), 'documented endpoints without a handler').toEqual([]);
    expect(served).toEqual(sortedUnique([...docKeys, ...demoKeys]));
  });

  it('documents the list path (GET) of every RESOURCE_ROUTES entry', () => {
    const getPaths = mainRows.filter((r) => r.method === 'GET').map((r) => r.path);
    for (const [resource, route] of Object.entries(RESOURCE_ROUTES)) {
      const path = resolveUrl(route.path, DEMO_ORIGIN).slice(DEMO_ORIGIN.length);
      expect(getPaths, `${resource} -> GET ${path}`).toContain(path);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Access: each row's Resource/Action is the permission the handler checks.

const concretePath = (path: string) => path.replace(/:party\b/g, 'vendor').replace(/:[A-Za-z]+/g, '1');

const callEndpoint = async (row: IndexRow, token?: string) => {
  const headers = new Headers({ Accept: 'application/json', 'X-Tenant-Id': '1' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const hasBody = row.method !== 'GET' && row.method !== 'DELETE';
  if (hasBody) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${DEMO_ORIGIN}${concretePath(row.path)}`, { method: row.method, headers, body: hasBody ? '{}' : undefined });
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return { status: response.status, message: body?.message };
};

const tokenOf = async (email: string) => {
  const response = await fetch(`${DEMO_ORIGIN}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
};

/** The warehouse admin's permission matrix, as the Roles & Permissions screen would set it. */
const setWarehouseAdminMatrix = (matrix: PermissionMatrix) => {
  const role = db.state.roles.find((r) => r.name === 'warehouse_admin');
  if (!role) throw new Error('No warehouse_admin role in the seed');
  role.permissions = matrix;
};

const everythingBut = (resource: string, action: string): PermissionMatrix =>
  Object.fromEntries(RESOURCES.map((r) => [r, ACTIONS.filter((a) => !(r === resource && a === action))]));

describe('docs/api.md access rules match the demo backend', () => {
  it.each(allRows.map((r) => [key(r.method, r.path), r] as const))('%s', async (_, row) => {
    const anonymous = await callEndpoint(row);
    if (row.resource === 'public') {
      expect([401, 403]).not.toContain(anonymous.status);
      return;
    }
    expect(anonymous.status).toBe(401);
    const token = await tokenOf(DEMO_ACCOUNTS.warehouseAdmin);
    if (row.resource === 'signed-in') {
      setWarehouseAdminMatrix({});
      expect([401, 403]).not.toContain((await callEndpoint(row, token)).status);
      return;
    }
    setWarehouseAdminMatrix(everythingBut(row.resource, row.action));
    expect(await callEndpoint(row, token)).toEqual({ status: 403, message: PERMISSION_DENIED });
    setWarehouseAdminMatrix({ [row.resource]: [row.action] } as PermissionMatrix);
    const allowed = await callEndpoint(row, token);
    expect(allowed.status).not.toBe(401);
    expect(allowed.message).not.toBe(PERMISSION_DENIED);
  });
});

// ---------------------------------------------------------------------------------------------
// The console's side: every call it makes is a documented endpoint.

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => join(dir, f));

/** `http.post('/auth/forgot-password', ...)` and `request('/api/...', { method: 'POST' ...` with a literal path. */
const literalCalls = (source: string): { method: string; path: string }[] => {
  const calls: { method: string; path: string }[] = [];
  for (const m of source.matchAll(/\bhttp\.(get|post|put|patch|delete)(?:<[^>()]*>)?\(\s*'([^']+)'/g)) calls.push({ method: m[1].toUpperCase(), path: m[2] });
  for (const m of source.matchAll(/\brequest(?:<[^>()]*>)?\(\s*'([^']+)'\s*,\s*\{\s*method:\s*'(\w+)'/g)) calls.push({ method: m[2].toUpperCase(), path: m[1] });
  return calls;
};

const CRUD = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'];
const LIST = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };

/** One call per custom data-provider method, with arguments the demo accepts or refuses: either way a request goes out. */
const CUSTOM_CALLS: Record<string, () => Promise<unknown>> = {
  autoAssignComplaint: () => dataProvider.autoAssignComplaint(1),
  assignComplaint: () => dataProvider.assignComplaint(1, 1),
  moveComplaint: () => dataProvider.moveComplaint(1, 'close'),
  reopenComplaint: () => dataProvider.reopenComplaint(1, 'Came back'),
  getComplaintTimeline: () => dataProvider.getComplaintTimeline(1),
  resendMessage: () => dataProvider.resendMessage(1),
  openJobLink: () => dataProvider.openJobLink(1),
  giveEstimate: () => dataProvider.giveEstimate(1, { labourCost: 500, parts: [] }),
  decideEstimate: () => dataProvider.decideEstimate(1, 'approved'),
  requestParts: () => dataProvider.requestParts(1),
  setPartsApproval: () => dataProvider.setPartsApproval(1, 'approved'),
  getDashboardStats: () => dataProvider.getDashboardStats(),
  getUnreadNotifications: () => dataProvider.getUnreadNotifications(),
  markNotificationRead: () => dataProvider.markNotificationRead(1),
  getProductStats: () => dataProvider.getProductStats(),
  getStock: () => dataProvider.getStock(1),
  updateThreshold: () => dataProvider.updateThreshold(1, 6),
  activateBom: () => dataProvider.activateBom(1),
  cloneBom: () => dataProvider.cloneBom(1, { newVersion: 'v9.1' }),
  importBoms: () => dataProvider.importBoms(new Blob(['parentProductId,version\n1,v9.2\n'], { type: 'text/csv' }), 'boms.csv'),
  getBomStats: () => dataProvider.getBomStats(),
  checkWarranty: () => dataProvider.checkWarranty('VST434K000000', 1),
  extendWarranty: () => dataProvider.extendWarranty(1),
  getExpiringWarranties: () => dataProvider.getExpiringWarranties(),
  getExpiredWarranties: () => dataProvider.getExpiredWarranties(),
  setBookingStatus: () => dataProvider.setBookingStatus(1, 'cancelled'),
  completeBooking: () => dataProvider.completeBooking(1, { workNotes: 'Done', actualCost: 1000, partsUsed: [] }),
  assignTechnician: () => dataProvider.assignTechnician(1, 2),
  getTechnicianSchedule: () => dataProvider.getTechnicianSchedule(2, { dateFrom: '2026-01-01' }),
  getBookingsOfComplaint: () => dataProvider.getBookingsOfComplaint(1),
  approveSpareRequest: () => dataProvider.approveSpareRequest(1, { approvalNotes: 'ok' }),
  rejectSpareRequest: () => dataProvider.rejectSpareRequest(1, 'no'),
  setSpareRequestStatus: () => dataProvider.setSpareRequestStatus(1, 'delivered', 'handed over'),
  getOverdueSpareRequests: () => dataProvider.getOverdueSpareRequests(),
  getServiceHistory: () => dataProvider.getServiceHistory(1),
  getVendorStats: () => dataProvider.getVendorStats(),
  getVendorPerformance: () => dataProvider.getVendorPerformance(1),
  setVendorActive: () => dataProvider.setVendorActive(1, true),
  rateVendor: () => dataProvider.rateVendor(1, 4),
  bulkUpdateCoverage: () => dataProvider.bulkUpdateCoverage(['560001'], 'full'),
  changeCoverage: () => dataProvider.changeCoverage(1, 'partial'),
  getAreaPerformance: () => dataProvider.getAreaPerformance(1),
  calculateCommission: () => dataProvider.calculateCommission({ party: 'vendor', orderValue: 1000 }),
  decideApproval: () => dataProvider.decideApproval(1, 'approve', 'checked'),
  setRolePermissions: () => dataProvider.setRolePermissions(3, { dashboard: ['list'] }),
};

/** The create, update and delete calls the screens make (useCreate/useUpdate/useDelete), with data the call layer lets through. */
const CRUD_CALLS: [string, () => Promise<unknown>][] = [
  ...Object.keys(RESOURCE_ROUTES).map((resource): [string, () => Promise<unknown>] => [`getList ${resource}`, () => dataProvider.getList(resource, LIST)]),
  ...(
    [
      ['catalog/categories', { categoryName: 'Contract Test Parts' }],
      ['products', { name: 'Contract test part', categoryId: 1, sku: 'CT-1', price: 10, warrantyMonths: 6 }],
      ['inventory/transactions', { productId: 1, type: 'IN', qty: 1 }],
      ['catalog/boms', { parentProductId: 1, version: 'v9.0', status: 'draft' }],
      ['catalog/registrations', { productId: 1, serialNo: 'CT0001', customerId: 1, purchaseDate: '2026-01-01', warrantyMonths: 24 }],
      ['service/complaints', { customerId: 1, productRegistrationId: null, productId: 1, serialNo: 'CT0001', description: 'No picture' }],
      ['service/bookings', { complaintId: 1, scheduledDate: '2030-12-01', scheduledTime: '10:00', serviceType: 'repair' }],
      ['spares/requests', { bookingId: 1, requestedBy: 3, requestedItems: [{ partName: 'PSU', quantity: 1, estimatedCost: 10 }] }],
      ['third-parties', { name: 'Contract Vendor', email: 'cv@example.in', phone: '+91 90000 00000', type: 'vendor' }],
      ['areas', { city: 'Pune', pincode: '411099', state: 'Maharashtra' }],
      ['finance/commissions', { party: 'vendor', type: 'percentage', value: 10 }],
      ['tenants', { name: 'Contract Warehouse', subdomain: 'contract', plan: 'free' }],
      ['user-role-permission', { name: 'contract_role', scope: 'tenant' }],
    ] as const
  ).map(([resource, data]): [string, () => Promise<unknown>] => [`create ${resource}`, () => dataProvider.create(resource, { data })]),
  ...(
    [
      ['users', 5, { firstName: 'Contract' }],
      ['tenants', 2, { name: 'Renamed Warehouse' }],
      ['user-role-permission', 4, { description: 'Customers' }],
      ['catalog/categories', 1, { categoryName: 'Display Panels (renamed)' }],
      ['products', 8, { name: 'Contract test part', categoryId: 1 }],
      ['finance/commissions', 1, { priority: 2 }],
    ] as const
  ).map(([resource, id, data]): [string, () => Promise<unknown>] => [`update ${resource}`, () => dataProvider.update(resource, { id, data, previousData: { id } })]),
  ...(
    [
      ['users', 6],
      ['tenants', 3],
      ['user-role-permission', 4],
      ['catalog/categories', 5],
      ['products', 18],
      ['service/bookings', 1],
      ['catalog/boms', 1],
      ['finance/commissions', 3],
    ] as const
  ).map(([resource, id]): [string, () => Promise<unknown>] => [`delete ${resource}`, () => dataProvider.delete(resource, { id, previousData: { id } })]),
];

describe('every call the console makes is in docs/api.md', () => {
  it('literal paths passed to http.* and request() in src/ are documented', () => {
    const calls = sourceFiles(join(ROOT, 'src')).flatMap((file) =>
      literalCalls(readFileSync(file, 'utf8')).map((c) => ({ ...c, file: file.slice(ROOT.length + 1) })),
    );
    // The sign-in, sign-up, forgot-password, invite, profile and demo-reset calls at least.
    expect(calls.length).toBeGreaterThan(5);
    for (const c of calls) {
      const pathname = new URL(resolveUrl(c.path, DEMO_ORIGIN)).pathname;
      expect(documented(c.method, pathname), `${c.method} ${pathname} (${c.file})`).toBe(true);
    }
  });

  it('the data provider, sign-in, profile refresh and invite send only documented, answered requests', async () => {
    const customMethods = Object.keys(dataProvider).filter((k) => !CRUD.includes(k)).sort();
    // A new custom method needs a call here (and its endpoint in the doc).
    expect(Object.keys(CUSTOM_CALLS).sort()).toEqual(customMethods);

    const seen: { method: string; url: string }[] = [];
    const unhandled: string[] = [];
    const onStart = ({ request }: { request: Request }) => void seen.push({ method: request.method, url: request.url });
    const onUnhandled = ({ request }: { request: Request }) => void unhandled.push(`${request.method} ${request.url}`);
    server.events.on('request:start', onStart);
    server.events.on('request:unhandled', onUnhandled);
    // http.ts logs every refusal; many of these calls are refused on purpose (409s and the like).
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await signIn({ email: DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD });
      await refreshStoredPermissions();
      await inviteUser({ email: 'contract.invite@example.in', password: 'Temp@123', firstName: 'Con', lastName: 'Tract', role: 'technician', tenantId: 1 });
      expect(seen.length).toBe(3);
      for (const [name, call] of [...Object.entries(CUSTOM_CALLS), ...CRUD_CALLS]) {
        const before = seen.length;
        await call().catch(() => undefined);
        expect(seen.length, `${name} sends a request`).toBeGreaterThan(before);
      }
    } finally {
      quiet.mockRestore();
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('request:unhandled', onUnhandled);
    }

    expect(unhandled).toEqual([]);
    const undocumented = seen
      .map(({ method, url }) => ({ method, url: new URL(url) }))
      .filter(({ method, url }) => url.origin !== DEMO_ORIGIN || !documented(method, url.pathname))
      .map(({ method, url }) => `${method} ${url.href}`);
    expect(undocumented).toEqual([]);
  });
});
