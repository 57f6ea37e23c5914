// One row per call the console makes and the demo backend answers: its access, and the schemas of
// its body, query and main answer. docs/openapi.json is generated from this table (npm run openapi),
// and tests/api/openapi.test.ts holds it against the handlers, docs/api.md and the data provider.
import type { z } from 'zod';
import * as A from './admin';
import * as C from './catalog';
import * as S from './service';
import * as Q from './queries';
import * as R from './records';
import * as N from './answers';
import { noBody } from './primitives';
import { entitySchemas } from './entities';
import { ENTITY_LIST } from '../entities';
import type { Entity } from '../entities/types';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallSpec {
  method: Method;
  /** With `:name` path parameters, as in docs/api.md. */
  path: string;
  /** `public` (no token), `signed-in` (any valid token), or the permission checked: resource and action. */
  access: { resource: string; action: string } | 'public' | 'signed-in';
  body?: z.ZodType;
  query?: z.ZodType;
  /** The success body: a record (records.ts), a page of records, or one of answers.ts. */
  response: z.ZodType;
  /** The success status (200 unless said). */
  status?: number;
  /**
   * A public call's own 401 and 403, with what each means for it: a public call takes no access
   * token, so it has neither unless it refuses on its own (a wrong password, a refresh token refused).
   */
  refusals?: Partial<Record<401 | 403 | 429, string>>;
  /** The body is a multipart form with a CSV `file` (BOM import). */
  multipart?: boolean;
}

type Extra = Omit<CallSpec, 'method' | 'path' | 'access'>;
const c = (call: string, access: string, extra: Extra): CallSpec => {
  const [method, path] = call.split(' ') as [Method, string];
  const [resource, action] = access.split(':');
  return { method, path, access: action ? { resource, action } : (access as 'public' | 'signed-in'), ...extra };
};

/** A declared entity's calls (src/entities): its list, and the record page, create and delete it has. */
function entityCalls(entity: Entity): CallSpec[] {
  const path = `/api/${entity.name}`;
  const schemas = entitySchemas(entity);
  const has = (action: Entity['actions'][number]) => entity.actions.includes(action);
  return [
    c(`GET ${path}`, `${entity.name}:list`, { query: schemas.query, response: schemas.page }),
    ...(has('show') ? [c(`GET ${path}/:id`, `${entity.name}:show`, { response: schemas.record })] : []),
    ...(has('create') ? [c(`POST ${path}`, `${entity.name}:create`, { body: schemas.body, status: 201, response: schemas.record })] : []),
    ...(has('delete') ? [c(`DELETE ${path}/:id`, `${entity.name}:delete`, { response: R.Deleted })] : []),
  ];
}

/** Sign-in checks the account, not a token; it is throttled per account and per address (issue 28). */
const SIGN_IN_REFUSALS = {
  401: 'Wrong e-mail or password (`Invalid email or password`)',
  403: 'The account is deactivated (`This account is deactivated`), or its warehouse is (`This warehouse is deactivated`)',
  429: 'Too many failed sign-ins on this account (20 a minute) or from this address (100 a minute); the password was not checked. `Retry-After`: the seconds to wait (`serverText.tooManySignIns`)',
};
/** A sign-up is public; an invite (the body has a `role`) needs a token that may create users. */
const REGISTER_REFUSALS = {
  401: 'An invite without a valid access token (`Authentication required`, `Session expired, please sign in again`)',
  403: 'An invite the inviter may not make: no users/create, a warehouse not theirs, or a super admin invited by another role',
};

export const CALLS: CallSpec[] = [
  c('POST /api/users/login', 'public', { body: A.LoginBody, refusals: SIGN_IN_REFUSALS, response: N.SignInAnswer }),
  c('POST /v1/auth/login', 'public', { body: A.LoginBody, refusals: SIGN_IN_REFUSALS, response: N.SignInAnswer }),
  c('POST /api/users/register', 'public', { body: A.RegisterBody, status: 201, refusals: REGISTER_REFUSALS, response: N.RegisterAnswer }),
  c('POST /v1/auth/register', 'public', { body: A.RegisterBody, status: 201, refusals: REGISTER_REFUSALS, response: N.RegisterAnswer }),
  c('POST /v1/auth/forgot-password', 'public', { body: A.ForgotPasswordBody, response: R.Done }),
  c('POST /v1/auth/refresh', 'public', {
    body: A.RefreshBody,
    response: N.RefreshAnswer,
    refusals: { 401: 'The refresh token is unknown, expired or used before; a second use ends its whole sign-in (`Refresh token expired, please sign in again`)' },
  }),
  c('POST /v1/auth/logout', 'public', { body: A.LogoutBody, response: R.Done }),
  c('GET /v1/auth/profile', 'signed-in', { response: N.ProfileAnswer }),
  c('POST /v1/auth/change-password', 'signed-in', { body: A.ChangePasswordBody, response: R.Done }),
  c('GET /v1/auth/sponsor/:id/verify', 'public', { response: N.SponsorAnswer }),
  c('GET /api/dashboard/stats', 'dashboard:list', { response: N.DashboardStats }),
  c('GET /api/notifications', 'notifications:list', { query: Q.NotificationQuery, response: R.NotificationPage }),
  c('PATCH /api/notifications/:id/read', 'notifications:edit', { body: A.NotificationReadBody, response: R.Notification }),
  c('GET /api/users', 'users:list', { query: Q.UserListQuery, response: R.UserPage }),
  c('GET /api/users/:id', 'users:show', { response: R.User }),
  c('PUT /api/users/:id', 'users:edit', { body: A.UserUpdateBody, response: R.User }),
  c('DELETE /api/users/:id', 'users:delete', { response: R.User }),
  c('GET /api/tenants', 'tenants:list', { query: Q.SimpleListQuery, response: R.TenantPage }),
  c('GET /api/tenants/:id', 'tenants:show', { response: R.Tenant }),
  c('POST /api/tenants', 'tenants:create', { body: A.TenantCreateBody, status: 201, response: R.Tenant }),
  c('PUT /api/tenants/:id', 'tenants:edit', { body: A.TenantUpdateBody, response: R.Tenant }),
  c('DELETE /api/tenants/:id', 'tenants:delete', { response: R.Tenant }),
  c('GET /v1/roles', 'roles:list', { query: Q.SimpleListQuery, response: R.RolePage }),
  c('GET /v1/roles/:id', 'roles:show', { response: R.Role }),
  c('POST /v1/roles', 'roles:create', { body: A.RoleCreateBody, status: 201, response: R.Role }),
  c('PUT /v1/roles/:id', 'roles:edit', { body: A.RoleUpdateBody, response: R.Role }),
  c('DELETE /v1/roles/:id', 'roles:delete', { response: R.Deleted }),
  c('PUT /v1/roles/:id/permissions', 'roles:edit', { body: A.RolePermissionsBody, response: R.Role }),
  c('GET /v1/roles/menus/tree', 'roles:list', { response: N.MenuTree }),
  c('GET /api/categories', 'categories:list', { query: Q.SimpleListQuery, response: R.CategoryPage }),
  c('GET /api/categories/:id', 'categories:show', { response: R.Category }),
  c('POST /api/categories', 'categories:create', { body: C.CategoryBody, status: 201, response: R.Category }),
  c('PUT /api/categories/:id', 'categories:edit', { body: C.CategoryBody, response: R.Category }),
  c('DELETE /api/categories/:id', 'categories:delete', { response: R.Deleted }),
  c('GET /api/products', 'products:list', { query: Q.ProductListQuery, response: R.ProductPage }),
  c('GET /api/products/stats', 'products:list', { response: N.ProductStats }),
  c('GET /api/products/:id', 'products:show', { response: R.ProductView }),
  c('POST /api/products', 'products:create', { body: C.ProductCreateBody, status: 201, response: R.Product }),
  c('PUT /api/products/:id', 'products:edit', { body: C.ProductUpdateBody, response: R.Product }),
  c('DELETE /api/products/:id', 'products:delete', { response: R.Deleted }),
  c('GET /api/inventory/movements', 'inventory:list', { query: Q.MovementListQuery, response: R.MovementPage }),
  c('POST /api/inventory/movements', 'inventory:create', { body: C.MovementBody, status: 201, response: R.Movement }),
  c('GET /api/inventory/transactions', 'inventory:list', { query: Q.MovementListQuery, response: R.MovementPage }),
  c('POST /api/inventory/adjust', 'inventory:create', { body: C.MovementBody, status: 201, response: N.AdjustAnswer }),
  c('GET /api/inventory/stock/:id', 'inventory:show', { response: R.StockLevel }),
  c('PUT /api/inventory/threshold/:id', 'inventory:edit', { body: C.ThresholdBody, response: N.ThresholdAnswer }),
  c('GET /api/inventory/low-stock', 'low-stock:list', { query: Q.LowStockQuery, response: R.LowStockPage }),
  c('GET /api/boms', 'boms:list', { query: Q.BomListQuery, response: R.BomPage }),
  c('GET /api/boms/:id', 'boms:show', { response: R.Bom }),
  c('POST /api/boms', 'boms:create', { body: C.BomCreateBody, status: 201, response: R.Bom }),
  c('PUT /api/boms/:id', 'boms:edit', { body: C.BomUpdateBody, response: R.Bom }),
  c('DELETE /api/boms/:id', 'boms:delete', { response: R.Deleted }),
  c('GET /api/boms/stats', 'boms:list', { response: N.BomStats }),
  c('GET /api/boms/product/:id', 'boms:list', { response: R.Boms }),
  c('GET /api/boms/product/:id/active', 'boms:show', { response: R.Bom }),
  c('PATCH /api/boms/:id/activate', 'boms:edit', { body: noBody, response: R.Bom }),
  c('PATCH /api/boms/:id/deactivate', 'boms:edit', { body: noBody, response: R.Bom }),
  c('POST /api/boms/:id/clone', 'boms:create', { body: C.BomCloneBody, status: 201, response: R.Bom }),
  c('POST /api/boms/import', 'boms:create', { multipart: true, response: N.BomImportAnswer }),
  c('GET /api/warranties', 'registrations:list', { query: Q.RegistrationListQuery, response: R.RegistrationPage }),
  c('GET /api/warranties/:id', 'registrations:show', { response: R.RegistrationView }),
  c('POST /api/warranties', 'registrations:create', { body: C.RegistrationCreateBody, status: 201, response: R.RegistrationView }),
  c('PUT /api/warranties/:id', 'registrations:edit', { body: C.RegistrationUpdateBody, response: R.RegistrationView }),
  c('DELETE /api/warranties/:id', 'registrations:delete', { response: R.Deleted }),
  c('GET /api/warranties/check', 'registrations:list', { query: Q.WarrantyCheckQuery, response: N.WarrantyCheck }),
  c('PATCH /api/warranties/:id/extend-warranty', 'registrations:edit', { body: C.ExtendWarrantyBody, response: R.RegistrationView }),
  c('GET /api/warranties/expiring', 'registrations:list', { query: Q.ExpiringQuery, response: R.RegistrationPage }),
  c('GET /api/warranties/expired', 'registrations:list', { query: Q.SimpleListQuery, response: R.RegistrationPage }),
  c('GET /api/warranties/customer/:id', 'registrations:list', { response: R.Registrations }),
  c('GET /api/warranties/product/:id', 'registrations:list', { response: R.Registrations }),
  c('GET /api/complaints', 'complaints:list', { query: Q.ComplaintListQuery, response: R.ComplaintPageForReader }),
  c('GET /api/complaints/:id', 'complaints:show', { response: R.ComplaintForReader }),
  c('POST /api/complaints', 'complaints:create', { body: S.ComplaintCreateBody, status: 201, response: R.ComplaintForReader }),
  c('GET /api/complaints/stats', 'complaints:list', { response: N.ComplaintStats }),
  c('PATCH /api/complaints/:id/assign', 'complaints:assign', { body: S.ComplaintAssignBody, response: R.ComplaintView }),
  c('PATCH /api/complaints/:id/resolve', 'complaints:edit', { body: noBody, response: R.ComplaintView }),
  c('PATCH /api/complaints/:id/close', 'complaints:edit', { body: noBody, response: R.ComplaintView }),
  c('PATCH /api/complaints/:id/reopen', 'complaints:edit', { body: S.ReopenBody, response: R.ComplaintView }),
  c('GET /api/complaints/:id/timeline', 'complaints:show', { response: N.TimelineEntries }),
  c('PATCH /v1/service/complaints/:id/auto-assign', 'complaints:assign', { body: noBody, response: R.ComplaintView }),
  c('PATCH /v1/service/complaints/:id/parts-request', 'complaints:parts-request', { body: S.PartsRequestBody, response: R.ComplaintView }),
  c('PATCH /v1/service/complaints/:id/parts-approval', 'complaints:parts-approval', { body: S.PartsApprovalBody, response: R.ComplaintView }),
  c('GET /api/service-bookings', 'bookings:list', { query: Q.BookingListQuery, response: R.BookingPage }),
  c('GET /api/service-bookings/:id', 'bookings:show', { response: R.BookingView }),
  c('POST /api/service-bookings', 'bookings:create', { body: S.BookingCreateBody, status: 201, response: R.BookingView }),
  c('PUT /api/service-bookings/:id', 'bookings:edit', { body: S.BookingUpdateBody, response: R.BookingView }),
  c('DELETE /api/service-bookings/:id', 'bookings:delete', { response: R.Deleted }),
  c('PATCH /api/service-bookings/:id/complete', 'bookings:status', { body: S.CompleteBookingBody, response: R.BookingView }),
  c('PATCH /v1/service/bookings/:id/assign-technician', 'bookings:assign', { body: S.AssignTechnicianBody, response: R.BookingView }),
  c('GET /v1/service/bookings/:id/technician-suggestions', 'bookings:assign', { response: N.TechnicianSuggestions }),
  c('PATCH /v1/service/bookings/:id/status', 'bookings:status', { body: S.BookingStatusBody, response: R.BookingView }),
  c('GET /v1/service/bookings/technician/:id/schedule', 'bookings:list', { query: Q.ScheduleQuery, response: R.Bookings }),
  c('GET /v1/service/bookings/complaint/:id', 'bookings:list', { response: R.Bookings }),
  c('GET /api/spare-requests', 'spare-requests:list', { query: Q.SpareListQuery, response: R.SparePage }),
  c('GET /api/spare-requests/:id', 'spare-requests:show', { response: R.SpareRequest }),
  c('POST /api/spare-requests', 'spare-requests:create', { body: S.SpareRequestCreateBody, status: 201, response: R.SpareRequest }),
  c('PUT /api/spare-requests/:id', 'spare-requests:edit', { body: S.SpareRequestUpdateBody, response: R.SpareRequest }),
  c('GET /v1/customers', 'customers:list', { query: Q.SimpleListQuery, response: R.CustomerPage }),
  c('POST /v1/customers', 'customers:create', { body: S.CustomerCreateBody, status: 201, response: R.Customer }),
  c('GET /v1/customers/:id', 'customers:show', { response: R.Customer }),
  c('PUT /v1/customers/:id', 'customers:edit', { body: S.CustomerUpdateBody, response: R.Customer }),
  c('GET /v1/customers/:id/service-history', 'customers:show', { response: N.ServiceHistory }),
  c('GET /api/vendor-assignments', 'vendors:list', { query: Q.VendorListQuery, response: R.VendorPage }),
  c('GET /api/vendor-assignments/:id', 'vendors:show', { response: R.Vendor }),
  c('POST /api/vendor-assignments', 'vendors:create', { body: A.VendorCreateBody, status: 201, response: R.Vendor }),
  c('PUT /api/vendor-assignments/:id', 'vendors:edit', { body: A.VendorUpdateBody, response: R.Vendor }),
  c('GET /api/vendor-assignments/stats', 'vendors:list', { response: N.VendorStats }),
  c('GET /api/vendor-assignments/:id/performance', 'vendors:show', { response: N.VendorPerformance }),
  c('GET /v1/areas', 'areas:list', { query: Q.AreaListQuery, response: R.AreaPage }),
  c('POST /v1/areas', 'areas:create', { body: A.AreaCreateBody, status: 201, response: R.Area }),
  c('GET /v1/areas/:id', 'areas:show', { response: R.Area }),
  c('PUT /v1/areas/:id', 'areas:edit', { body: A.AreaUpdateBody, response: R.Area }),
  c('PATCH /v1/areas/bulk-coverage', 'areas:edit', { body: A.BulkCoverageBody, response: N.BulkCoverageAnswer }),
  c('GET /v1/areas/:id/performance', 'areas:show', { response: N.AreaPerformance }),
  c('GET /v1/commission-rules', 'commission-rules:list', { query: Q.RuleListQuery, response: R.RulePage }),
  c('GET /v1/commission-rules/:id', 'commission-rules:show', { response: R.CommissionRule }),
  c('POST /v1/commission-rules', 'commission-rules:create', { body: A.CommissionRuleBody, status: 201, response: R.CommissionRule }),
  c('PUT /v1/commission-rules/:id', 'commission-rules:edit', { body: A.CommissionRuleUpdateBody, response: R.CommissionRule }),
  c('DELETE /v1/commission-rules/:id', 'commission-rules:delete', { response: R.Deleted }),
  c('GET /v1/commission-rules/active', 'commission-rules:list', { response: R.CommissionRules }),
  c('GET /v1/commission-rules/party/:party', 'commission-rules:list', { response: R.CommissionRules }),
  c('POST /v1/commission-rules/calculate', 'commission-rules:list', { body: A.CalculateBody, response: N.CommissionCalculation }),
  c('GET /v1/commission-rules/applicable', 'commission-rules:list', { query: Q.ApplicableQuery, response: N.ApplicableRule }),
  c('GET /api/commissions', 'commission-reports:list', { query: Q.CommissionReportQuery, response: R.CommissionPage }),
  c('GET /api/approvals', 'approvals:list', { query: Q.SimpleListQuery, response: R.ApprovalPage }),
  c('PATCH /api/approvals/:id', 'approvals:edit', { body: A.ApprovalDecisionBody, response: R.ApprovalView }),
  c('GET /api/audit/logs', 'audit:list', { query: Q.AuditQuery, response: R.AuditPage }),
  c('GET /api/invoices', 'invoices:list', { query: Q.SimpleListQuery, response: R.InvoicePage }),
  c('GET /api/invoices/:id', 'invoices:show', { response: R.Invoice }),
  c('POST /api/invoices', 'invoices:create', { body: A.InvoiceCreateBody, status: 201, response: R.Invoice }),
  c('PUT /api/invoices/:id', 'invoices:edit', { body: A.InvoiceUpdateBody, response: R.Invoice }),
  c('GET /api/warranty-claims', 'warranty-claims:list', { query: Q.WarrantyClaimListQuery, response: R.WarrantyClaimPage }),
  c('GET /api/warranty-claims/:id', 'warranty-claims:show', { response: R.WarrantyClaim }),
  c('PUT /api/warranty-claims/:id', 'warranty-claims:edit', { body: C.WarrantyClaimUpdateBody, response: R.WarrantyClaim }),
  c('GET /api/search', 'signed-in', { query: Q.SearchQuery, response: N.SearchResults }),
  c('GET /api/messages', 'complaints:edit', { query: Q.MessageQuery, response: R.MessagePage }),
  c('POST /api/messages/:id/resend', 'complaints:edit', { body: noBody, response: R.Message }),
  c('POST /api/complaints/:id/job-link', 'complaints:edit', { body: noBody, response: R.JobLinkUrl }),
  c('DELETE /api/complaints/:id/job-link', 'complaints:edit', { response: R.Done }),
  c('PUT /api/service-bookings/:id/estimate', 'bookings:edit', { body: S.EstimateBody, response: R.Booking }),
  c('PATCH /api/service-bookings/:id/estimate/decision', 'bookings:edit', { body: S.EstimateDecisionBody, response: R.Booking }),
  c('POST /api/track/:token/estimate', 'public', { body: S.TrackEstimateBody, response: R.TrackedComplaint, refusals: { 429: 'Too many requests from one address (60 a minute)' } }),
  c('POST /api/track/:token/feedback', 'public', { body: S.FeedbackBody, response: R.TrackedComplaint, refusals: { 429: 'Too many requests from one address (60 a minute)' } }),
  c('GET /api/track/:token/invoices/:id', 'public', { response: R.Invoice, refusals: { 429: 'Too many requests from one address (60 a minute)' } }),
  c('GET /api/track/:token', 'public', {
    response: R.TrackedComplaint,
    refusals: { 429: 'Too many requests from one address (60 a minute): `Too many requests. Please wait %{seconds} s and try again.`' },
  }),
  c('POST /api/demo/reset', 'tenants:edit', { body: noBody, response: R.Done }),
  ...ENTITY_LIST.flatMap(entityCalls),
];

/** The demo backend's own reset (docs/api.md section 12): answered by the handlers, called only in demo mode. */
export const DEMO_ONLY = ['POST /api/demo/reset'];
