// Query strings of the list and read calls, and the main response shapes (for the OpenAPI contract).
import { z } from 'zod';
import { MAX, num, text } from './primitives';

const q = (max: number = MAX.name) => text(max).optional();
const page = { page: num({ min: 1, max: 1_000_000, int: true }).optional(), limit: num({ min: 1, max: 1000, int: true }).optional() };
const sort = { sort: q(MAX.code), order: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional() };

/** page (1-based), limit, sort, order, search: every list takes these; `extra` names its filters. */
export const listQuery = (extra: Record<string, z.ZodType> = {}) => z.object({ ...page, ...sort, search: q(), ...extra });

export const ComplaintListQuery = listQuery({ status: q(MAX.code), slaStatus: q(MAX.code), priority: q(MAX.code), customerId: q(MAX.code), serialNo: q(MAX.code), dateFrom: q(40), dateTo: q(40) });
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
export const MessageQuery = listQuery({ complaintId: q(MAX.code), status: z.enum(['queued', 'sent', 'failed']).optional(), channel: z.enum(['email', 'sms', 'whatsapp']).optional() });
export const SearchQuery = z.object({ q: q() });
export const SimpleListQuery = listQuery();
export const WarrantyClaimListQuery = listQuery({ status: q(MAX.code), brand: q(), q: q(MAX.code) });

// The error every refusal carries (success bodies: records.ts and answers.ts).
// `message` is English; `messageKey` (i18n/en.json serverText.*) and `messageParams` let a client show it in its language (docs/api.md, Errors).
/** A text inside a refusal's text (`The warehouse's GSTIN is not valid: %{problem}`): its key and its own parameters, values or texts again. */
const NestedText = z.object({ key: z.string(), params: z.record(z.string(), z.unknown()).optional() });
/** The values of a text's placeholders (`messageParams`). */
export const MessageParams = z.record(z.string(), z.union([z.string(), z.number(), NestedText]));
export const ErrorBody = z.object({
  success: z.literal(false).optional(),
  message: z.string(),
  messageKey: z.string().optional(),
  messageParams: MessageParams.optional(),
});
export const UserListQuery = listQuery({ role: q(MAX.code), tenantId: q(MAX.code) });
export const ExpiringQuery = listQuery({ days: num({ min: 0, max: 3650, int: true }).optional() });
