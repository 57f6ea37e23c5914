// The API's answers that are not a record or a page of records: sign-in and sessions, figures
// (stats, performance), lookups and the results of bulk actions. With records.ts they give every
// success body of docs/openapi.json (calls.ts); strict like the records, so a field the document
// does not name is a violation in the api tests.
import { z } from 'zod';
import { ACTIONS, RESOURCES } from '../domain/access';
import { SERVICE_TYPES } from '../domain/service';
import { TIMELINE_KINDS } from '../domain/timelineKinds';
import { CommissionRule, Movement, RegistrationView, Tenant, User, UserWithPermissions } from './records';
import { MessageParams } from './queries';

const o = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);
const count = z.number();

// --- Sign-in and sessions ---------------------------------------------------------------------

const Tokens = { accessToken: z.string(), refreshToken: z.string(), /** Seconds the access token lasts. */ expiresIn: z.number() };
export const SignInAnswer = o({
  success: z.literal(true),
  message: z.string().optional(),
  data: o({ ...Tokens, user: UserWithPermissions, tenant: Tenant.partial().optional() }),
});
export const RefreshAnswer = o({ success: z.literal(true), data: o(Tokens) });
export const RegisterAnswer = o({ success: z.literal(true), message: z.string(), data: User });
export const ProfileAnswer = o({ success: z.literal(true), data: UserWithPermissions });
export const SponsorAnswer = o({ success: z.literal(true), data: o({ valid: z.boolean() }) });

// --- Figures ----------------------------------------------------------------------------------

export const DashboardStats = o({
  totalUsers: count,
  totalProducts: count,
  totalComplaints: count,
  totalInvoices: count,
  complaintStats: o({ open: count, assigned: count, inProgress: count, resolved: count, closed: count }),
  slaStats: o({ onTrack: count, atRisk: count, breached: count, met: count }),
  bookingStats: o({ scheduled: count, inProgress: count, completed: count, cancelled: count }),
  recentComplaints: z.array(o({ id: z.number(), description: z.string(), status: z.string() })),
  recentBookings: z.array(o({ id: z.number(), serviceType: z.enum(SERVICE_TYPES), scheduledDate: z.string(), scheduledTime: z.string(), status: z.string() })),
});
export const ComplaintStats = o({ total: count, open: count, assigned: count, in_progress: count, resolved: count, closed: count, underWarranty: count });
export const ProductStats = o({
  totalProducts: count,
  activeProducts: count,
  inactiveProducts: count,
  totalStockValue: z.number(),
  byCategory: z.array(o({ categoryId: z.number(), categoryName: z.string(), count })),
});
export const BomStats = o({
  totalBoms: count,
  totalByStatus: o({ active: count, draft: count, inactive: count }),
  totalByProduct: z.array(o({ productId: z.number(), productName: z.string(), bomCount: count })),
});
export const VendorStats = o({ totalVendors: count, activeVendors: count, averageRating: z.number(), totalBookings: count });
export const VendorPerformance = o({
  vendorId: z.number(),
  totalJobs: count,
  completedJobs: count,
  /** Percent, one decimal. */
  resolutionRate: z.number(),
  averageRating: z.number(),
  commissionEarned: z.number(),
});
export const AreaPerformance = o({
  areaId: z.number(),
  pincode: z.string(),
  totalComplaints: count,
  resolvedComplaints: count,
  resolutionRate: z.number(),
  activeVendors: count,
  maxResponseTimeHours: z.number(),
});

// --- Lookups ----------------------------------------------------------------------------------

export const MenuTree = z.array(o({ id: z.enum(RESOURCES), label: z.string(), actions: z.array(z.enum(ACTIONS)) }));
export const TimelineEntries = z.array(
  o({
    id: z.string(),
    kind: z.enum(TIMELINE_KINDS as [string, ...string[]]),
    at: z.string(),
    by: z.string().nullable(),
    ref: o({ type: z.enum(['booking', 'spare_request', 'invoice']), id: z.number() }).nullable(),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  }),
);
export const ServiceHistory = z.array(o({ id: z.string(), type: z.enum(['registration', 'complaint', 'booking', 'spare_request']), summary: z.string(), date: z.string() }));
export const TechnicianSuggestions = o({
  bookingId: z.number(),
  /** The customer's pincode the technicians are ranked for. */
  pincode: z.string().nullable(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  technicians: z.array(o({ id: z.number(), name: z.string(), rating: z.number(), inArea: z.boolean(), openJobs: count, conflictBookingId: z.number().nullable() })),
});
/** The groups of the global search the role may list (a group it may not is absent), at most 5 hits each. */
export const SearchResults = o({
  complaints: z.array(o({ id: z.number(), serialNo: z.string(), status: z.string(), customerName: z.string().nullable(), productName: z.string().nullable() })).optional(),
  customers: z.array(o({ id: z.number(), name: z.string(), phone: z.string(), email: z.string() })).optional(),
  registrations: z.array(o({ id: z.number(), serialNo: z.string(), invoiceNumber: z.string().nullable(), productName: z.string().nullable(), customerName: z.string().nullable() })).optional(),
  products: z.array(o({ id: z.number(), name: z.string(), sku: z.string() })).optional(),
});
export const WarrantyCheck = o({
  isValid: z.boolean(),
  message: z.string(),
  /** The registration found, with the days its warranty has left (negative: expired). */
  details: RegistrationView.extend({ daysLeft: z.number() }).nullable(),
});
/** A text's key and parameters beside its English `message` (docs/api.md, "Errors"), for a client to show it in its language. */
const keyed = { messageKey: z.string().optional(), messageParams: MessageParams.optional() };
/** The rule that applies, or why none does (`serverText.noCommissionRule`). */
export const ApplicableRule = z.union([CommissionRule, o({ applicable: z.literal(false), message: z.string(), ...keyed })]);
export const CommissionCalculation = o({
  applicable: z.boolean(),
  ruleId: z.number().optional(),
  rateApplied: z.number().nullable(),
  ruleType: z.enum(['percentage', 'tiered']).nullable(),
  commissionAmount: z.number().nullable(),
  paidBy: z.enum(['Company', 'Customer']).nullable(),
  message: z.string().optional(),
  ...keyed,
});

// --- Results of actions -----------------------------------------------------------------------

/** A threshold change: the product's stock against it, or `skipped` when the value did not change. */
export const ThresholdAnswer = o({
  productId: z.number(),
  stockThreshold: z.number(),
  skipped: z.boolean().optional(),
  currentStock: z.number().optional(),
  status: z.enum(['OK', 'LOW_STOCK', 'CRITICAL', 'OUT_OF_STOCK']).optional(),
});
export const BulkCoverageAnswer = o({ updated: count, ids: z.array(z.number()), missing: z.array(z.string()) });
export const BomImportAnswer = o({
  success: z.boolean(),
  imported: z.array(o({ row: z.number(), id: z.number(), version: z.string() })),
  errors: z.array(o({ row: z.number(), message: z.string(), ...keyed })),
  total: count,
});
/** A stock adjustment: the movement recorded and the stock after it. */
export const AdjustAnswer = o({ movement: Movement, currentStock: z.number() });
