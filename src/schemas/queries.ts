// Query strings of the list and read calls, and the main response shapes (for the OpenAPI contract).
import { z } from 'zod';
import { MAX, num, text } from './primitives';

const q = (max: number = MAX.name) => text(max).optional();
const page = { page: num({ min: 1, max: 1_000_000, int: true }).optional(), limit: num({ min: 1, max: 1000, int: true }).optional() };
const sort = { sort: q(MAX.code), order: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional() };

/** page (1-based), limit, sort, order, search: every list takes these; `extra` names its filters. */
export const listQuery = (extra: Record<string, z.ZodType> = {}) => z.object({ ...page, ...sort, search: q(), ...extra });

export const ComplaintListQuery = listQuery({ status: q(MAX.code), slaStatus: q(MAX.code), priority: q(MAX.code), customerId: q(MAX.code), dateFrom: q(40), dateTo: q(40) });
export const ProductListQuery = listQuery({ categoryId: q(MAX.code), category: q(), sku: q(MAX.code) });
export const MovementListQuery = listQuery({ productId: q(MAX.code), type: z.enum(['IN', 'OUT']).optional() });
export const LowStockQuery = listQuery({ status: z.enum(['OUT_OF_STOCK', 'CRITICAL', 'LOW_STOCK']).optional() });
export const BomListQuery = listQuery({ status: q(MAX.code), version: q(MAX.code), parentProductId: q(MAX.code) });
export const RegistrationListQuery = listQuery({ warrantyStatus: q(MAX.code), customerId: q(MAX.code), productId: q(MAX.code) });
export const WarrantyCheckQuery = z.object({ serialNo: q(MAX.code), productId: q(MAX.code) });
export const BookingListQuery = listQuery({ status: q(MAX.code), complaintId: q(MAX.code), dateFrom: q(40), dateTo: q(40), queue: z.enum(['true', 'false']).optional() });
export const ScheduleQuery = z.object({ dateFrom: q(40), dateTo: q(40) });
export const SpareListQuery = listQuery({ status: q(MAX.code), bookingId: q(MAX.code), complaintId: q(MAX.code), overdue: z.enum(['true', 'false']).optional() });
export const VendorListQuery = listQuery({ type: q(MAX.code), isActive: q(MAX.code), active: q(MAX.code), city: q(), specialization: q() });
export const AreaListQuery = listQuery({ coverage: q(MAX.code), state: q(), city: q(), active: q(MAX.code) });
export const RuleListQuery = listQuery({ active: q(MAX.code), party: q(MAX.code), type: q(MAX.code), serviceCategory: q() });
export const ApplicableQuery = z.object({ party: q(MAX.code), orderValue: q(MAX.code), serviceCategory: q(), area: q() });
export const CommissionReportQuery = listQuery({ dateFrom: q(40), dateTo: q(40), vendor: q(), status: q(MAX.code) });
export const AuditQuery = listQuery({ entityType: q(MAX.code), entityId: q(MAX.code), action: q(MAX.code), actorId: q(MAX.code), dateFrom: q(40), dateTo: q(40) });
export const NotificationQuery = listQuery({ isRead: z.enum(['true', 'false']).optional() });
export const SearchQuery = z.object({ q: q() });
export const SimpleListQuery = listQuery();
export const WarrantyClaimListQuery = listQuery({ status: q(MAX.code), brand: q(), q: q(MAX.code) });

// Responses: the error every refusal carries, and the main success shapes (other fields pass through).
// `message` is English; `messageKey` (i18n/en.json serverText.*) and `messageParams` let a client show it in its language (docs/api.md, Errors).
export const ErrorBody = z.object({
  success: z.literal(false).optional(),
  message: z.string(),
  messageKey: z.string().optional(),
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export const Row = z.object({ id: z.union([z.number(), z.string()]) }).loose();
export const Page = z.object({ data: z.array(Row), total: z.number() }).loose();
export const ListAnswer = z.union([z.array(Row), Page]);
/** A plain array of records: the lookups without paging (a complaint's bookings, its timeline, a party's rules). */
export const Rows = z.array(Row);
/** The low-stock rows carry `productId` and no `id` (the client uses `productId` as the id). */
export const LowStockAnswer = z.object({ data: z.array(z.object({ productId: z.number() }).loose()), total: z.number() }).loose();
/** The groups of the global search the role may list (a group it may not is absent), at most 5 hits each. */
export const SearchAnswer = z.object({ complaints: Rows.optional(), customers: Rows.optional(), registrations: Rows.optional(), products: Rows.optional() });
/** The rule that applies, or why none does. */
export const ApplicableAnswer = z.union([Row, z.object({ applicable: z.literal(false), message: z.string() })]);
export const Done = z.object({ success: z.boolean() }).loose();
export const AnyObject = z.object({}).loose();
export const LoginAnswer = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ accessToken: z.string(), refreshToken: z.string(), user: Row, tenant: AnyObject.optional() }).loose(),
});
export const UserListQuery = listQuery({ role: q(MAX.code), tenantId: q(MAX.code) });
export const ExpiringQuery = listQuery({ days: num({ min: 0, max: 3650, int: true }).optional() });
