// One row per call the console makes and the demo backend answers: its access, and the schemas of
// its body, query and main answer. docs/openapi.json is generated from this table (npm run openapi),
// and tests/api/openapi.test.ts holds it against the handlers, docs/api.md and the data provider.
import type { z } from 'zod';
import * as A from './admin';
import * as C from './catalog';
import * as S from './service';
import * as Q from './queries';
import { noBody } from './primitives';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallSpec {
  method: Method;
  /** With `:name` path parameters, as in docs/api.md. */
  path: string;
  /** `public` (no token), `signed-in` (any valid token), or the permission checked: resource and action. */
  access: { resource: string; action: string } | 'public' | 'signed-in';
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  /** The success status (200 unless said). */
  status?: number;
  /**
   * A public call's own 401 and 403, with what each means for it: a public call takes no access
   * token, so it has neither unless it refuses on its own (a wrong password, a refresh token refused).
   */
  refusals?: Partial<Record<401 | 403, string>>;
  /** The body is a multipart form with a CSV `file` (BOM import). */
  multipart?: boolean;
}

type Extra = Omit<CallSpec, 'method' | 'path' | 'access'>;
const c = (call: string, access: string, extra: Extra = {}): CallSpec => {
  const [method, path] = call.split(' ') as [Method, string];
  const [resource, action] = access.split(':');
  return { method, path, access: action ? { resource, action } : (access as 'public' | 'signed-in'), ...extra };
};

/** Sign-in checks the account, not a token. */
const SIGN_IN_REFUSALS = { 401: 'Wrong e-mail or password (`Invalid email or password`)', 403: 'The account is deactivated (`This account is deactivated`)' };
/** A sign-up is public; an invite (the body has a `role`) needs a token that may create users. */
const REGISTER_REFUSALS = {
  401: 'An invite without a valid access token (`Authentication required`, `Session expired, please sign in again`)',
  403: 'An invite the inviter may not make: no users/create, a warehouse not theirs, or a super admin invited by another role',
};

export const CALLS: CallSpec[] = [
  c('POST /api/users/login', 'public', { body: A.LoginBody, response: Q.LoginAnswer, refusals: SIGN_IN_REFUSALS }),
  c('POST /v1/auth/login', 'public', { body: A.LoginBody, response: Q.LoginAnswer, refusals: SIGN_IN_REFUSALS }),
  c('POST /api/users/register', 'public', { body: A.RegisterBody, status: 201, refusals: REGISTER_REFUSALS }),
  c('POST /v1/auth/register', 'public', { body: A.RegisterBody, status: 201, refusals: REGISTER_REFUSALS }),
  c('POST /v1/auth/forgot-password', 'public', { body: A.ForgotPasswordBody }),
  c('POST /v1/auth/refresh', 'public', {
    body: A.RefreshBody,
    refusals: { 401: 'The refresh token is unknown, expired or used before; a second use ends its whole sign-in (`Refresh token expired, please sign in again`)' },
  }),
  c('POST /v1/auth/logout', 'public', { body: A.LogoutBody }),
  c('GET /v1/auth/profile', 'signed-in'),
  c('POST /v1/auth/change-password', 'signed-in', { body: A.ChangePasswordBody }),
  c('GET /v1/auth/sponsor/:id/verify', 'public'),
  c('GET /api/dashboard/stats', 'dashboard:list'),
  c('GET /api/notifications', 'notifications:list', { query: Q.NotificationQuery, response: Q.ListAnswer }),
  c('PATCH /api/notifications/:id/read', 'notifications:edit', { body: A.NotificationReadBody }),
  c('GET /api/users', 'users:list', { query: Q.UserListQuery, response: Q.ListAnswer }),
  c('GET /api/users/:id', 'users:show'),
  c('PUT /api/users/:id', 'users:edit', { body: A.UserUpdateBody }),
  c('DELETE /api/users/:id', 'users:delete'),
  c('GET /api/tenants', 'tenants:list', { query: Q.SimpleListQuery, response: Q.ListAnswer }),
  c('GET /api/tenants/:id', 'tenants:show'),
  c('POST /api/tenants', 'tenants:create', { body: A.TenantCreateBody, status: 201 }),
  c('PUT /api/tenants/:id', 'tenants:edit', { body: A.TenantUpdateBody }),
  c('DELETE /api/tenants/:id', 'tenants:delete'),
  c('GET /v1/roles', 'roles:list', { query: Q.SimpleListQuery, response: Q.ListAnswer }),
  c('GET /v1/roles/:id', 'roles:show'),
  c('POST /v1/roles', 'roles:create', { body: A.RoleCreateBody, status: 201 }),
  c('PUT /v1/roles/:id', 'roles:edit', { body: A.RoleUpdateBody }),
  c('DELETE /v1/roles/:id', 'roles:delete'),
  c('PUT /v1/roles/:id/permissions', 'roles:edit', { body: A.RolePermissionsBody }),
  c('GET /v1/roles/menus/tree', 'roles:list', { response: Q.Rows }),
  c('GET /api/categories', 'categories:list', { query: Q.SimpleListQuery, response: Q.ListAnswer }),
  c('GET /api/categories/:id', 'categories:show'),
  c('POST /api/categories', 'categories:create', { body: C.CategoryBody, status: 201 }),
  c('PUT /api/categories/:id', 'categories:edit', { body: C.CategoryBody }),
  c('DELETE /api/categories/:id', 'categories:delete'),
  c('GET /api/products', 'products:list', { query: Q.ProductListQuery, response: Q.ListAnswer }),
  c('GET /api/products/stats', 'products:list'),
  c('GET /api/products/:id', 'products:show'),
  c('POST /api/products', 'products:create', { body: C.ProductCreateBody, status: 201 }),
  c('PUT /api/products/:id', 'products:edit', { body: C.ProductUpdateBody }),
  c('DELETE /api/products/:id', 'products:delete'),
  c('GET /api/inventory/movements', 'inventory:list', { query: Q.MovementListQuery, response: Q.ListAnswer }),
  c('POST /api/inventory/movements', 'inventory:create', { body: C.MovementBody, status: 201 }),
  c('GET /api/inventory/transactions', 'inventory:list', { query: Q.MovementListQuery, response: Q.ListAnswer }),
  c('POST /api/inventory/adjust', 'inventory:create', { body: C.MovementBody, status: 201 }),
  c('GET /api/inventory/stock/:id', 'inventory:show'),
  c('PUT /api/inventory/threshold/:id', 'inventory:edit', { body: C.ThresholdBody }),
  c('GET /api/inventory/low-stock', 'low-stock:list', { query: Q.LowStockQuery, response: Q.LowStockAnswer }),
  c('GET /api/boms', 'boms:list', { query: Q.BomListQuery, response: Q.ListAnswer }),
  c('GET /api/boms/:id', 'boms:show'),
  c('POST /api/boms', 'boms:create', { body: C.BomCreateBody, status: 201 }),
  c('PUT /api/boms/:id', 'boms:edit', { body: C.BomUpdateBody }),
  c('DELETE /api/boms/:id', 'boms:delete'),
  c('GET /api/boms/stats', 'boms:list'),
  c('GET /api/boms/product/:id', 'boms:list', { response: Q.Rows }),
  c('GET /api/boms/product/:id/active', 'boms:show'),
  c('PATCH /api/boms/:id/activate', 'boms:edit', { body: noBody }),
  c('PATCH /api/boms/:id/deactivate', 'boms:edit', { body: noBody }),
  c('POST /api/boms/:id/clone', 'boms:create', { body: C.BomCloneBody, status: 201 }),
  c('POST /api/boms/import', 'boms:create', { multipart: true }),
  c('GET /api/warranties', 'registrations:list', { query: Q.RegistrationListQuery, response: Q.ListAnswer }),
  c('GET /api/warranties/:id', 'registrations:show'),
  c('POST /api/warranties', 'registrations:create', { body: C.RegistrationCreateBody, status: 201 }),
  c('PUT /api/warranties/:id', 'registrations:edit', { body: C.RegistrationUpdateBody }),
  c('DELETE /api/warranties/:id', 'registrations:delete'),
  c('GET /api/warranties/check', 'registrations:list', { query: Q.WarrantyCheckQuery }),
  c('PATCH /api/warranties/:id/extend-warranty', 'registrations:edit', { body: C.ExtendWarrantyBody }),
  c('GET /api/warranties/expiring', 'registrations:list', { query: Q.ExpiringQuery, response: Q.ListAnswer }),
  c('GET /api/warranties/expired', 'registrations:list', { query: Q.SimpleListQuery, response: Q.ListAnswer }),
  c('GET /api/warranties/customer/:id', 'registrations:list', { response: Q.Rows }),
  c('GET /api/warranties/product/:id', 'registrations:list', { response: Q.Rows }),
  c('GET /api/complaints', 'complaints:list', { query: Q.ComplaintListQuery, response: Q.ListAnswer }),
  c('GET /api/complaints/:id', 'complaints:show'),
  c('POST /api/complaints', 'complaints:create', { body: S.ComplaintCreateBody, status: 201 }),
  c('GET /api/complaints/stats', 'complaints:list'),
  c('PATCH /api/complaints/:id/assign', 'complaints:assign', { body: S.ComplaintAssignBody }),
  c('PATCH /api/complaints/:id/resolve', 'complaints:edit', { body: noBody }),
  c('PATCH /api/complaints/:id/close', 'complaints:edit', { body: noBody }),
  c('PATCH /api/complaints/:id/reopen', 'complaints:edit', { body: S.ReopenBody }),
  c('GET /api/complaints/:id/timeline', 'complaints:show', { response: Q.Rows }),
  c('PATCH /v1/service/complaints/:id/auto-assign', 'complaints:assign', { body: noBody }),
  c('PATCH /v1/service/complaints/:id/parts-request', 'complaints:parts-request', { body: S.PartsRequestBody }),
  c('PATCH /v1/service/complaints/:id/parts-approval', 'complaints:parts-approval', { body: S.PartsApprovalBody }),
  c('GET /api/service-bookings', 'bookings:list', { query: Q.BookingListQuery, response: Q.ListAnswer }),
  c('GET /api/service-bookings/:id', 'bookings:show'),
  c('POST /api/service-bookings', 'bookings:create', { body: S.BookingCreateBody, status: 201 }),
  c('PUT /api/service-bookings/:id', 'bookings:edit', { body: S.BookingUpdateBody }),
  c('DELETE /api/service-bookings/:id', 'bookings:delete'),
  c('PATCH /api/service-bookings/:id/complete', 'bookings:status', { body: S.CompleteBookingBody }),
  c('PATCH /v1/service/bookings/:id/assign-technician', 'bookings:assign', { body: S.AssignTechnicianBody }),
  c('GET /v1/service/bookings/:id/technician-suggestions', 'bookings:assign'),
  c('PATCH /v1/service/bookings/:id/status', 'bookings:status', { body: S.BookingStatusBody }),
  c('GET /v1/service/bookings/technician/:id/schedule', 'bookings:list', { query: Q.ScheduleQuery, response: Q.ListAnswer }),
  c('GET /v1/service/bookings/complaint/:id', 'bookings:list', { response: Q.Rows }),
  c('GET /api/spare-requests', 'spare-requests:list', { query: Q.SpareListQuery, response: Q.ListAnswer }),
  c('GET /api/spare-requests/:id', 'spare-requests:show'),
  c('POST /api/spare-requests', 'spare-requests:create', { body: S.SpareRequestCreateBody, status: 201 }),
  c('PUT /api/spare-requests/:id', 'spare-requests:edit', { body: S.SpareRequestUpdateBody }),
  c('GET /v1/customers', 'customers:list', { query: Q.SimpleListQuery, response: Q.ListAnswer }),
  c('GET /v1/customers/:id', 'customers:show'),
  c('PUT /v1/customers/:id', 'customers:edit', { body: S.CustomerUpdateBody }),
  c('GET /v1/customers/:id/service-history', 'customers:show', { response: Q.Rows }),
  c('GET /api/vendor-assignments', 'vendors:list', { query: Q.VendorListQuery, response: Q.ListAnswer }),
  c('GET /api/vendor-assignments/:id', 'vendors:show'),
  c('POST /api/vendor-assignments', 'vendors:create', { body: A.VendorCreateBody, status: 201 }),
  c('PUT /api/vendor-assignments/:id', 'vendors:edit', { body: A.VendorUpdateBody }),
  c('GET /api/vendor-assignments/stats', 'vendors:list'),
  c('GET /api/vendor-assignments/:id/performance', 'vendors:show'),
  c('GET /v1/areas', 'areas:list', { query: Q.AreaListQuery, response: Q.ListAnswer }),
  c('POST /v1/areas', 'areas:create', { body: A.AreaCreateBody, status: 201 }),
  c('GET /v1/areas/:id', 'areas:show'),
  c('PUT /v1/areas/:id', 'areas:edit', { body: A.AreaUpdateBody }),
  c('PATCH /v1/areas/bulk-coverage', 'areas:edit', { body: A.BulkCoverageBody }),
  c('GET /v1/areas/:id/performance', 'areas:show'),
  c('GET /v1/commission-rules', 'commission-rules:list', { query: Q.RuleListQuery, response: Q.ListAnswer }),
  c('GET /v1/commission-rules/:id', 'commission-rules:show'),
  c('POST /v1/commission-rules', 'commission-rules:create', { body: A.CommissionRuleBody, status: 201 }),
  c('PUT /v1/commission-rules/:id', 'commission-rules:edit', { body: A.CommissionRuleUpdateBody }),
  c('DELETE /v1/commission-rules/:id', 'commission-rules:delete'),
  c('GET /v1/commission-rules/active', 'commission-rules:list', { response: Q.Rows }),
  c('GET /v1/commission-rules/party/:party', 'commission-rules:list', { response: Q.Rows }),
  c('POST /v1/commission-rules/calculate', 'commission-rules:list', { body: A.CalculateBody }),
  c('GET /v1/commission-rules/applicable', 'commission-rules:list', { query: Q.ApplicableQuery, response: Q.ApplicableAnswer }),
  c('GET /api/commissions', 'commission-reports:list', { query: Q.CommissionReportQuery, response: Q.ListAnswer }),
  c('GET /api/approvals', 'approvals:list', { query: Q.SimpleListQuery, response: Q.ListAnswer }),
  c('PATCH /api/approvals/:id', 'approvals:edit', { body: A.ApprovalDecisionBody }),
  c('GET /api/audit/logs', 'audit:list', { query: Q.AuditQuery, response: Q.ListAnswer }),
  c('GET /api/invoices', 'invoices:list', { query: Q.SimpleListQuery, response: Q.ListAnswer }),
  c('GET /api/invoices/:id', 'invoices:show'),
  c('POST /api/invoices', 'invoices:create', { body: A.InvoiceCreateBody, status: 201 }),
  c('PUT /api/invoices/:id', 'invoices:edit', { body: A.InvoiceUpdateBody }),
  c('GET /api/warranty-claims', 'warranty-claims:list', { query: Q.WarrantyClaimListQuery, response: Q.ListAnswer }),
  c('GET /api/warranty-claims/:id', 'warranty-claims:show'),
  c('PUT /api/warranty-claims/:id', 'warranty-claims:edit', { body: C.WarrantyClaimUpdateBody }),
  c('GET /api/search', 'signed-in', { query: Q.SearchQuery, response: Q.SearchAnswer }),
  c('POST /api/demo/reset', 'tenants:edit', { body: noBody }),
];

/** The demo backend's own reset (docs/api.md section 12): answered by the handlers, called only in demo mode. */
export const DEMO_ONLY = ['POST /api/demo/reset'];
