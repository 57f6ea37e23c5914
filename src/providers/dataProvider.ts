import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import { normalizeList, request, unwrap, type Query } from './http';
import { refusalError } from './refusalError';
import type { Refusal } from '../domain/refusal';
import { checkedHttp as http } from './callChecks';
import { validateBom, validateMovement, validateProduct } from '../domain/catalog';
import { DEFAULT_EXTENSION_MONTHS, DEFAULT_EXTENSION_REASON, EXPIRING_SOON_DAYS } from '../domain/warranty';
import { isOverdue } from '../domain/spares';
import type { CalculationInput } from '../domain/commission';
import type { TimelineEntry } from '../domain/timeline';
import type { PermissionMatrix } from '../domain/access';
import type { Priority } from '../domain/sla';
import { RESOURCE_SCREENS } from '../screens';
import type { z } from 'zod';
import type { CommissionCalculation } from '../schemas/answers';

/**
 * Where each react-admin resource lives, read from the screen table: `path` is resolved by http.ts
 * (`/api/...` direct, anything else under `/v1`); `filters` are the documented query names a list takes.
 */
export interface ResourceRoute {
  path: string;
  filters?: readonly string[];
}

export const RESOURCE_ROUTES: Record<string, ResourceRoute> = Object.fromEntries(
  RESOURCE_SCREENS.map((screen) => [screen.name, screen.api!]),
);

export const routeOf = (resource: string): ResourceRoute => {
  const r = RESOURCE_ROUTES[resource];
  if (!r) throw new Error(`Unknown resource "${resource}"`);
  return r;
};

export const listQuery = (resource: string, params: Partial<GetListParams>): Query => {
  const route = routeOf(resource);
  // perPage 0 asks for the whole list (screens the spec pages on the client, e.g. areas).
  const perPage = params.pagination?.perPage ?? 10;
  const q: Query = perPage === 0 ? {} : { page: params.pagination?.page ?? 1, limit: perPage };
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

/**
 * Call-layer rules (spec: "raised before the request"): checked here so every screen gets them,
 * and checked again by the server. The error looks like the server's 400 (its key and parameters).
 */
const VALIDATORS: Record<string, (data: any) => Refusal | null> = {
  products: validateProduct,
  'inventory/transactions': validateMovement,
  'catalog/boms': (data) => validateBom(data),
};

const checkCallLayer = async (resource: string, data: unknown) => {
  const problem = VALIDATORS[resource]?.(data);
  if (problem) throw await refusalError(problem);
};

export interface BomImportError {
  row: number;
  /** English; `messageKey` and `messageParams` word it in the console's language (src/domain/bomImport.ts, the BOM rules). */
  message: string;
  messageKey?: string;
  messageParams?: Record<string, unknown>;
}

export interface BomImportResult {
  success: boolean;
  imported: { row: number; id: number; version: string }[];
  errors: BomImportError[];
  total: number;
}

export interface WarrantyCheckResult {
  isValid: boolean;
  message: string;
  details: Record<string, any> | null;
}

export interface ComplaintInput {
  customerId: number;
  productRegistrationId?: number | null;
  productId: number;
  serialNo: string;
  description: string;
  /** low, normal (the server's default), high or urgent (docs/architecture.md, "Lifecycle and SLA"). */
  priority?: Priority;
}

/** The custom calls screens use beside CRUD; typed so a screen cannot send the wrong body. */
export interface ServiceDeskDataProvider extends DataProvider {
  autoAssignComplaint: (id: Identifier) => Promise<{ data: RaRecord }>;
  assignComplaint: (id: Identifier, vendorId: number) => Promise<{ data: RaRecord }>;
  /** PATCH /api/complaints/{id}/resolve or /close: a status move of domain/complaints.ts. */
  moveComplaint: (id: Identifier, move: 'resolve' | 'close') => Promise<{ data: RaRecord }>;
  /**
   * PATCH /api/complaints/{id}/reopen with the reason (docs/architecture.md, "Lifecycle and SLA"): back
   * to open.
   */
  reopenComplaint: (id: Identifier, reason: string) => Promise<{ data: RaRecord }>;
  /** GET /api/complaints/{id}/timeline: the complaint's history, oldest first. */
  getComplaintTimeline: (id: Identifier) => Promise<{ data: TimelineEntry[] }>;
  /** POST /api/messages/{id}/resend: queued again. */
  resendMessage: (id: Identifier) => Promise<{ data: RaRecord }>;
  /** POST /api/complaints/{id}/job-link: the customer's link (made if it has none). */
  openJobLink: (id: Identifier) => Promise<{ data: { url: string } }>;
  requestParts: (id: Identifier, items?: unknown[]) => Promise<{ data: RaRecord }>;
  setPartsApproval: (id: Identifier, status: 'approved' | 'rejected') => Promise<{ data: RaRecord }>;
  getDashboardStats: () => Promise<{ data: DashboardStats }>;
  getUnreadNotifications: (limit?: number) => Promise<{ data: RaRecord[]; total: number }>;
  markNotificationRead: (id: Identifier) => Promise<{ data: RaRecord }>;

  getProductStats: () => Promise<{ data: Record<string, any> }>;
  getStock: (productId: Identifier) => Promise<{ data: { productId: number; currentStock: number; stockThreshold?: number; status?: string } }>;
  updateThreshold: (productId: Identifier, stockThreshold: number | null) => Promise<{ data: RaRecord | null }>;

  activateBom: (id: Identifier) => Promise<{ data: RaRecord }>;
  cloneBom: (id: Identifier, body: { newVersion: string; description?: string }) => Promise<{ data: RaRecord }>;
  importBoms: (file: Blob, fileName?: string) => Promise<{ data: BomImportResult }>;
  getBomStats: () => Promise<{ data: { totalBoms: number; totalByStatus: Record<string, number>; totalByProduct: { productId: number; productName: string; bomCount: number }[] } }>;

  checkWarranty: (serialNo: string, productId?: Identifier | null) => Promise<{ data: WarrantyCheckResult }>;
  /** PATCH /api/warranties/{id}/extend-warranty: a price above 0 sells it (the answer's invoiceId), 0 needs the reason. */
  extendWarranty: (id: Identifier, additionalMonths?: number, sale?: { cost?: number; reason?: string }) => Promise<{ data: RaRecord }>;
  getExpiringWarranties: (days?: number) => Promise<{ data: RaRecord[]; total: number }>;
  getExpiredWarranties: () => Promise<{ data: RaRecord[]; total: number }>;

  /** Start, cancel or complete through PATCH /service/bookings/{id}/status with the note 'Status updated to X'. */
  setBookingStatus: (id: Identifier, status: 'in_progress' | 'completed' | 'cancelled') => Promise<{ data: RaRecord }>;
  /** PATCH /api/service-bookings/{id}/complete: work notes, actual cost and parts used (domain/jobCompletion.ts). */
  completeBooking: (id: Identifier, body: { workNotes: string; actualCost: number; partsUsed: { productId: number; quantity: number }[] }) => Promise<{ data: RaRecord }>;
  /** PUT /api/service-bookings/{id}/estimate: labour and catalogue parts, priced with GST on the server (issue 30). */
  giveEstimate: (id: Identifier, body: { labourCost: number; parts: { productId: number; quantity: number }[] }) => Promise<{ data: RaRecord }>;
  /** PATCH /api/service-bookings/{id}/estimate/decision: the customer's answer taken on the phone. */
  decideEstimate: (id: Identifier, decision: 'approved' | 'declined') => Promise<{ data: RaRecord }>;
  assignTechnician: (id: Identifier, technicianId: Identifier) => Promise<{ data: RaRecord }>;
  getTechnicianSchedule: (technicianId: Identifier, range?: { dateFrom?: string; dateTo?: string }) => Promise<{ data: RaRecord[] }>;
  getBookingsOfComplaint: (complaintId: Identifier) => Promise<{ data: RaRecord[] }>;

  approveSpareRequest: (id: Identifier, body: { approvalNotes?: string; actualCost?: number | null }) => Promise<{ data: RaRecord }>;
  rejectSpareRequest: (id: Identifier, approvalNotes?: string) => Promise<{ data: RaRecord }>;
  setSpareRequestStatus: (id: Identifier, status: string, notes?: string) => Promise<{ data: RaRecord }>;
  /** Spec: page 1 of size 10 of approved requests, filtered on the client for overdue. */
  getOverdueSpareRequests: () => Promise<{ data: RaRecord[]; total: number }>;

  getServiceHistory: (customerId: Identifier) => Promise<{ data: { id: string; type?: string; summary: string; date: string }[] }>;

  getVendorStats: () => Promise<{ data: { totalVendors: number; activeVendors: number; averageRating: number; totalBookings: number } }>;
  getVendorPerformance: (id: Identifier) => Promise<{ data: Record<string, number> }>;
  setVendorActive: (id: Identifier, isActive: boolean) => Promise<{ data: RaRecord }>;
  rateVendor: (id: Identifier, rating: number) => Promise<{ data: RaRecord }>;

  bulkUpdateCoverage: (pincodes: string[], coverage: string) => Promise<{ data: { updated: number; ids: number[]; missing: string[] } }>;
  changeCoverage: (id: Identifier, coverage: string) => Promise<{ data: RaRecord }>;
  getAreaPerformance: (id: Identifier) => Promise<{ data: Record<string, number | string> }>;

  calculateCommission: (input: CalculationInput) => Promise<{ data: z.infer<typeof CommissionCalculation> }>;

  decideApproval: (id: Identifier, decision: 'approve' | 'reject', notes?: string) => Promise<{ data: RaRecord }>;
  setRolePermissions: (id: Identifier, permissions: PermissionMatrix) => Promise<{ data: RaRecord }>;
}

export interface DashboardStats {
  totalUsers: number;
  totalProducts: number;
  totalComplaints: number;
  totalInvoices: number;
  complaintStats: { open: number; assigned: number; inProgress: number; resolved: number; closed?: number };
  /**
   * Complaints by SLA status now (docs/architecture.md, "Lifecycle and SLA"); a server without SLAs may
   * leave it out.
   */
  slaStats?: { onTrack: number; atRisk: number; breached: number; met: number };
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
  create: async (resource, params) => {
    await checkCallLayer(resource, params.data);
    return { data: withId(unwrap(await http.post(routeOf(resource).path, params.data))) };
  },
  update: async (resource, params) => {
    await checkCallLayer(resource, { ...(params.previousData ?? {}), ...params.data });
    return { data: withId(unwrap(await http.put(`${routeOf(resource).path}/${params.id}`, params.data))) };
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
  assignComplaint: async (id, vendorId) => ({ data: unwrap(await http.patch(`/api/complaints/${id}/assign`, { vendorId })) }),
  moveComplaint: async (id, move) => ({ data: unwrap(await http.patch(`/api/complaints/${id}/${move}`, {})) }),
  reopenComplaint: async (id, reason) => ({ data: unwrap(await http.patch(`/api/complaints/${id}/reopen`, { reason })) }),
  getComplaintTimeline: async (id) => ({ data: normalizeList(await http.get(`/api/complaints/${id}/timeline`)).data as TimelineEntry[] }),
  resendMessage: async (id) => ({ data: unwrap(await http.post(`/api/messages/${id}/resend`, {})) }),
  openJobLink: async (id) => ({ data: (await http.post(`/api/complaints/${id}/job-link`, {})) as { url: string } }),
  requestParts: async (id, items = []) => ({ data: unwrap(await http.patch(`/service/complaints/${id}/parts-request`, { items })) }),
  setPartsApproval: async (id, status) => ({
    data: unwrap(await http.patch(`/service/complaints/${id}/parts-approval`, { partsApprovalStatus: status })),
  }),
  getDashboardStats: async () => ({ data: unwrap(await http.get('/api/dashboard/stats')) }),
  getUnreadNotifications: async (limit = 5) =>
    normalizeList(await http.get('/api/notifications', { page: 1, limit, isRead: 'false' })),
  markNotificationRead: async (id) => ({ data: unwrap(await http.patch(`/api/notifications/${id}/read`, { isRead: true })) }),

  getProductStats: async () => ({ data: unwrap(await http.get('/api/products/stats')) }),
  getStock: async (productId) => ({ data: unwrap(await http.get(`/api/inventory/stock/${productId}`)) }),
  // Spec: a null threshold skips the update.
  updateThreshold: async (productId, stockThreshold) =>
    stockThreshold === null ? { data: null } : { data: unwrap(await http.put(`/api/inventory/threshold/${productId}`, { stockThreshold })) },

  activateBom: async (id) => ({ data: unwrap(await http.patch(`/api/boms/${id}/activate`, {})) }),
  cloneBom: async (id, body) => {
    const problem = validateBom({ parentProductId: 1, version: body.newVersion });
    if (problem) throw await refusalError(problem);
    return { data: unwrap(await http.post(`/api/boms/${id}/clone`, body)) };
  },
  importBoms: async (file, fileName = 'boms.csv') => {
    const form = new FormData();
    form.append('file', file, fileName);
    // Multipart: http.ts leaves the Content-Type to the browser (with its boundary).
    return { data: (await request<BomImportResult>('/api/boms/import', { method: 'POST', body: form })).json };
  },
  getBomStats: async () => ({ data: unwrap(await http.get('/api/boms/stats')) }),

  checkWarranty: async (serialNo, productId) => ({
    data: unwrap(await http.get('/api/warranties/check', { serialNo, productId: productId ?? undefined })),
  }),
  extendWarranty: async (id, additionalMonths = DEFAULT_EXTENSION_MONTHS, { cost = 0, reason = DEFAULT_EXTENSION_REASON } = {}) => ({
    // Spec: the reason is fixed text and the cost is 0, unless the dialog gives a price and a reason.
    data: unwrap(await http.patch(`/api/warranties/${id}/extend-warranty`, { additionalMonths, reason, cost })),
  }),
  getExpiringWarranties: async (days = EXPIRING_SOON_DAYS) => normalizeList(await http.get('/api/warranties/expiring', { days, page: 1, limit: 100 })),
  getExpiredWarranties: async () => normalizeList(await http.get('/api/warranties/expired', { page: 1, limit: 100 })),

  setBookingStatus: async (id, status) => ({
    data: unwrap(await http.patch(`/service/bookings/${id}/status`, { status, notes: `Status updated to ${status}` })),
  }),
  completeBooking: async (id, body) => ({ data: unwrap(await http.patch(`/api/service-bookings/${id}/complete`, body)) }),
  giveEstimate: async (id, body) => ({ data: unwrap(await http.put(`/api/service-bookings/${id}/estimate`, body)) }),
  decideEstimate: async (id, decision) => ({ data: unwrap(await http.patch(`/api/service-bookings/${id}/estimate/decision`, { decision })) }),
  assignTechnician: async (id, technicianId) => ({
    data: unwrap(await http.patch(`/service/bookings/${id}/assign-technician`, { technicianId: Number(technicianId) })),
  }),
  getTechnicianSchedule: async (technicianId, range = {}) => ({
    data: normalizeList(await http.get(`/service/bookings/technician/${technicianId}/schedule`, range)).data,
  }),
  getBookingsOfComplaint: async (complaintId) => ({ data: normalizeList(await http.get(`/service/bookings/complaint/${complaintId}`)).data }),

  // Spec: approvals use the fixed approver id 1.
  approveSpareRequest: async (id, { approvalNotes = '', actualCost = null }) => ({
    data: unwrap(await http.put(`/api/spare-requests/${id}`, { status: 'approved', approvedBy: 1, approvalNotes, actualCost })),
  }),
  rejectSpareRequest: async (id, approvalNotes = '') => ({
    data: unwrap(await http.put(`/api/spare-requests/${id}`, { status: 'rejected', approvedBy: 1, approvalNotes })),
  }),
  setSpareRequestStatus: async (id, status, notes = '') => ({ data: unwrap(await http.put(`/api/spare-requests/${id}`, { status, notes })) }),
  getOverdueSpareRequests: async () => {
    const { data } = normalizeList(await http.get('/api/spare-requests', { page: 1, limit: 10, status: 'approved' }));
    const overdue = data.filter((r: any) => isOverdue(r));
    return { data: overdue, total: overdue.length };
  },

  getServiceHistory: async (customerId) => ({
    data: normalizeList(await http.get(`/customers/${Number(customerId)}/service-history`)).data,
  }),

  getVendorStats: async () => ({ data: unwrap(await http.get('/api/vendor-assignments/stats')) }),
  getVendorPerformance: async (id) => ({ data: unwrap(await http.get(`/api/vendor-assignments/${id}/performance`)) }),
  setVendorActive: async (id, isActive) => ({ data: unwrap(await http.put(`/api/vendor-assignments/${id}`, { isActive })) }),
  rateVendor: async (id, rating) => ({ data: unwrap(await http.put(`/api/vendor-assignments/${id}`, { rating })) }),

  bulkUpdateCoverage: async (pincodes, coverage) => ({ data: unwrap(await http.patch('/areas/bulk-coverage', { pincodes, coverage })) }),
  changeCoverage: async (id, coverage) => ({ data: unwrap(await http.put(`/areas/${id}`, { coverage })) }),
  getAreaPerformance: async (id) => ({ data: unwrap(await http.get(`/areas/${id}/performance`)) }),

  calculateCommission: async (input) => ({ data: unwrap(await http.post('/commission-rules/calculate', input)) }),

  decideApproval: async (id, decision, notes = '') => ({
    data: unwrap(await http.patch(`/api/approvals/${id}`, { decision, approverId: 1, notes })),
  }),
  setRolePermissions: async (id, permissions) => ({ data: unwrap(await http.put(`/roles/${id}/permissions`, { permissions })) }),
};
