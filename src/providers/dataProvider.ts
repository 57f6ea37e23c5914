import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import { http, normalizeList, unwrap, type Query } from './http';

/**
 * Where each react-admin resource lives. `path` is resolved by http.ts (`/api/...` direct,
 * anything else under `/v1`). `filters` maps react-admin filter names to documented query names.
 */
export interface ResourceRoute {
  path: string;
  filters?: string[];
  /** PATCH instead of PUT for updates. */
  patchUpdate?: boolean;
}

export const RESOURCE_ROUTES: Record<string, ResourceRoute> = {
  users: { path: '/api/users', filters: ['role', 'search'] },
  tenants: { path: '/api/tenants' },
  roles: { path: '/roles' },
  categories: { path: '/api/categories', filters: ['search'] },
  products: { path: '/api/products', filters: ['category', 'categoryId', 'search', 'sku'] },
  'inventory-movements': { path: '/api/inventory/movements', filters: ['productId', 'type'] },
  'inventory-transactions': { path: '/api/inventory/transactions' },
  'low-stock': { path: '/api/inventory/low-stock', filters: ['status'] },
  boms: { path: '/api/boms', filters: ['parentProductId', 'status', 'search', 'version'] },
  registrations: { path: '/api/warranties', filters: ['customerId', 'productId', 'serialNo', 'warrantyStatus'] },
  complaints: { path: '/api/complaints', filters: ['status'] },
  bookings: { path: '/api/service-bookings', filters: ['status', 'dateFrom', 'dateTo'] },
  customers: { path: '/customers', filters: ['search'] },
  'spare-requests': { path: '/api/spare-requests', filters: ['status', 'bookingId'] },
  vendors: { path: '/api/vendor-assignments', filters: ['type', 'isActive', 'city', 'specialization'] },
  areas: { path: '/areas', filters: ['coverage', 'state', 'city', 'active'] },
  'commission-rules': { path: '/commission-rules', filters: ['active', 'party', 'type', 'serviceCategory'] },
  approvals: { path: '/api/approvals', filters: ['status'] },
  invoices: { path: '/api/invoices', filters: ['status'] },
  commissions: { path: '/api/commissions', filters: ['status', 'dateFrom', 'dateTo'] },
  audit: { path: '/api/audit/logs', filters: ['entityType'] },
  notifications: { path: '/api/notifications', filters: ['isRead'] },
};

export const routeOf = (resource: string): ResourceRoute => {
  const r = RESOURCE_ROUTES[resource];
  if (!r) throw new Error(`Unknown resource "${resource}"`);
  return r;
};

export const listQuery = (resource: string, params: Partial<GetListParams>): Query => {
  const route = routeOf(resource);
  const q: Query = {
    page: params.pagination?.page ?? 1,
    limit: params.pagination?.perPage ?? 10,
  };
  if (params.sort?.field && params.sort.field !== 'id') {
    q.sort = params.sort.field;
    q.order = params.sort.order;
  }
  const filter = params.filter ?? {};
  for (const [k, v] of Object.entries(filter)) {
    if (v === undefined || v === null || v === '') continue;
    if (route.filters && !route.filters.includes(k)) continue;
    q[k] = typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);
  }
  return q;
};

export interface ComplaintInput {
  customerId: number;
  productRegistrationId?: number | null;
  productId: number;
  serialNo: string;
  description: string;
}

/** The custom calls screens use beside CRUD; typed so a screen cannot send the wrong body. */
export interface ServiceDeskDataProvider extends DataProvider {
  autoAssignComplaint: (id: Identifier) => Promise<{ data: RaRecord }>;
  requestParts: (id: Identifier, items?: unknown[]) => Promise<{ data: RaRecord }>;
  setPartsApproval: (id: Identifier, status: 'approved' | 'rejected') => Promise<{ data: RaRecord }>;
  getDashboardStats: () => Promise<{ data: DashboardStats }>;
  getUnreadNotifications: (limit?: number) => Promise<{ data: RaRecord[]; total: number }>;
  markNotificationRead: (id: Identifier) => Promise<{ data: RaRecord }>;
}

export interface DashboardStats {
  totalUsers: number;
  totalProducts: number;
  totalComplaints: number;
  totalInvoices: number;
  complaintStats: { open: number; assigned: number; inProgress: number; resolved: number; closed?: number };
  bookingStats: { scheduled: number; inProgress: number; completed: number; cancelled: number };
  recentComplaints: { id: number; description: string; status: string }[];
  recentBookings: { id: number; serviceType: string; scheduledDate: string; scheduledTime: string; status: string }[];
}

const withId = (record: any): any => {
  if (record && typeof record === 'object' && record.id === undefined && record.productId !== undefined) {
    return { ...record, id: record.productId };
  }
  return record;
};

export const dataProvider: ServiceDeskDataProvider = {
  getList: async (resource, params) => {
    const { path } = routeOf(resource);
    const { data, total } = normalizeList(await http.get(path, listQuery(resource, params)));
    return { data: data.map(withId), total };
  },
  getOne: async (resource, params) => ({ data: withId(unwrap(await http.get(`${routeOf(resource).path}/${params.id}`))) }),
  getMany: async (resource, params) => {
    const data = await Promise.all(params.ids.map((id) => http.get(`${routeOf(resource).path}/${id}`).then(unwrap)));
    return { data: data.map(withId) };
  },
  getManyReference: async (resource, params) => {
    const { path } = routeOf(resource);
    const query = { ...listQuery(resource, params), [params.target]: params.id as string };
    const { data, total } = normalizeList(await http.get(path, query));
    return { data: data.map(withId), total };
  },
  create: async (resource, params) => ({ data: withId(unwrap(await http.post(routeOf(resource).path, params.data))) }),
  update: async (resource, params) => {
    const route = routeOf(resource);
    const send = route.patchUpdate ? http.patch : http.put;
    return { data: withId(unwrap(await send(`${route.path}/${params.id}`, params.data))) };
  },
  updateMany: async (resource, params) => {
    const route = routeOf(resource);
    await Promise.all(params.ids.map((id) => http.put(`${route.path}/${id}`, params.data)));
    return { data: params.ids };
  },
  delete: async (resource, params) => {
    const res = await http.delete(`${routeOf(resource).path}/${params.id}`);
    return { data: withId({ ...(params.previousData ?? {}), ...(unwrap(res) ?? {}), id: params.id }) };
  },
  deleteMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => http.delete(`${routeOf(resource).path}/${id}`)));
    return { data: params.ids };
  },

  autoAssignComplaint: async (id) => ({ data: unwrap(await http.patch(`/service/complaints/${id}/auto-assign`, {})) }),
  requestParts: async (id, items = []) => ({ data: unwrap(await http.patch(`/service/complaints/${id}/parts-request`, { items })) }),
  setPartsApproval: async (id, status) => ({
    data: unwrap(await http.patch(`/service/complaints/${id}/parts-approval`, { partsApprovalStatus: status })),
  }),
  getDashboardStats: async () => ({ data: unwrap(await http.get('/api/dashboard/stats')) }),
  getUnreadNotifications: async (limit = 5) =>
    normalizeList(await http.get('/api/notifications', { page: 1, limit, isRead: 'false' })),
  markNotificationRead: async (id) => ({ data: unwrap(await http.patch(`/api/notifications/${id}/read`, { isRead: true })) }),
};
