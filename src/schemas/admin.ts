// Bodies of the vendor, area, commission, approval, invoice, user, tenant, role, notification and
// sign-in calls. The handlers keep their cross-field rules (tiers, ranges, uniqueness) after these.
import { z } from 'zod';
import { vpaRefusal } from '../domain/upi';
import { ACTIONS, RESOURCES } from '../domain/access';
import { findState, gstinProblem, MAX_GST_RATE, normalizeGstin, unknownStateRefusal } from '../domain/gst';
import { MAX, MAX_AMOUNT, dateTime, email, id, num, oneOf, optional, refuse, requiredText, text, textList } from './primitives';

const pincode = text(6).regex(/^\d{6}$/, 'serverText.pincodeSixDigits');
// Any number is taken and clamped to the rating bounds by the handler (spec part 1: "must be numeric and is clamped").
const rating = num({ min: -MAX_AMOUNT, max: MAX_AMOUNT, message: 'serverText.ratingNumber' });

export const VendorCreateBody = z.object({
  name: requiredText('serverText.requiredFields', MAX.name),
  email: requiredText('serverText.requiredFields', MAX.name),
  phone: requiredText('serverText.requiredFields', MAX.code),
  type: optional(oneOf(['vendor', 'technician'], 'serverText.typeVendorOrTechnician')),
  serviceAreas: optional(textList()),
  specializations: optional(textList()),
  address: optional(text(MAX.line)),
  pincode: optional(pincode),
  city: optional(text(MAX.name)),
  state: optional(text(MAX.name)),
  commissionPercentage: optional(num({ min: 0, max: 100, message: 'serverText.commissionPercentage' })),
  rating: optional(rating),
  isActive: z.boolean().optional(),
  userId: optional(id()),
});
export const VendorUpdateBody = VendorCreateBody.partial();

const COVERAGE = ['full', 'partial', 'none'] as const;
const coverage = oneOf(COVERAGE, 'serverText.coverageValues');
export const AreaCreateBody = z.object({
  city: requiredText('serverText.requiredFields', MAX.name),
  pincode: z.string({ error: 'serverText.requiredFields' }).trim().min(1, 'serverText.requiredFields').regex(/^\d{6}$/, 'serverText.pincodeSixDigits'),
  state: requiredText('serverText.requiredFields', MAX.name),
  region: optional(text(MAX.name)),
  coverage: optional(coverage),
  serviceTypes: optional(textList(20)),
  maxResponseTimeHours: optional(num({ min: 0, max: 10_000 })),
  serviceCharge: optional(num({ min: 0, max: MAX_AMOUNT })),
  travelCharge: optional(num({ min: 0, max: MAX_AMOUNT })),
  active: z.boolean().optional(),
  notes: optional(text(MAX.notes)),
});
export const AreaUpdateBody = AreaCreateBody.partial();
const BULK_NEEDS = 'serverText.pincodesRequired';
export const BulkCoverageBody = z.object({
  pincodes: textList(1000).refine((list) => list.length > 0, BULK_NEEDS),
  coverage: z.enum(COVERAGE, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? BULK_NEEDS : 'serverText.coverageValues') }),
});

const PARTIES = ['vendor', 'technician'] as const;
// A missing or negative minimum or rate is left to validateTiers (src/domain/commission.ts), whose
// "Tier N: ..." texts the rule forms translate.
const tier = z.object({ minValue: optional(num({ min: -MAX_AMOUNT })), maxValue: optional(num({ min: 0 })), rate: optional(num({ min: -MAX_AMOUNT, max: 100 })) });
export const CommissionRuleBody = z.object({
  party: oneOf(PARTIES, 'serverText.partyVendorOrTechnician'),
  type: oneOf(['percentage', 'tiered'], 'serverText.typePercentageOrTiered'),
  value: optional(num({ min: 0, max: 100, message: 'serverText.valuePercentage' })),
  tieredRates: optional(z.array(tier).max(50)),
  serviceCategory: optional(text(MAX.name)),
  minOrderValue: optional(num({ min: 0, message: 'serverText.minOrderValue' })),
  maxOrderValue: optional(num({ min: 0 })),
  applicableAreas: optional(textList(1000)),
  priority: optional(num({ min: -1000, max: 1000, int: true, message: 'serverText.priorityWhole' })),
  effectiveFrom: optional(dateTime('serverText.effectiveFromNotDate')),
  effectiveUntil: optional(dateTime('serverText.effectiveUntilNotDate')),
  description: optional(text(MAX.line)),
  isActive: z.boolean().optional(),
});
export const CommissionRuleUpdateBody = CommissionRuleBody.partial();
export const CalculateBody = z.object({
  party: oneOf(PARTIES, 'serverText.partyVendorOrTechnician'),
  orderValue: num({ min: 0, message: 'serverText.orderValue' }),
  serviceCategory: optional(text(MAX.name)),
  area: optional(text(MAX.name)),
});

export const ApprovalDecisionBody = z.object({
  decision: oneOf(['approve', 'reject'], 'serverText.decisionValues'),
  approverId: optional(id()),
  notes: optional(text(MAX.notes)),
});

const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
const PAYMENT_MODES = ['cash', 'upi', 'card', 'bank_transfer', 'cheque'] as const;
const LINE_RULE = 'serverText.invoiceLineInvalid';
const invoiceLine = z.object({
  description: requiredText(LINE_RULE, MAX.line),
  quantity: num({ min: 0, max: 100_000, message: LINE_RULE }),
  unitPrice: num({ min: 0, max: MAX_AMOUNT, message: LINE_RULE }),
  // GST (issue 15): the line's HSN/SAC and rate; without them a line is labour (SAC 998719).
  hsnSac: optional(z.string().trim().regex(/^\d{4,8}$/, 'serverText.hsnDigits')),
  gstRate: optional(num({ min: 0, max: MAX_GST_RATE, message: { key: 'serverText.gstRatePercent', params: { max: MAX_GST_RATE } } })),
});
export const InvoiceCreateBody = z.object({
  bookingId: optional(id()),
  customerId: optional(id()),
  lineItems: z.array(invoiceLine).max(100).optional(),
  status: optional(oneOf(INVOICE_STATUSES, 'serverText.unknownInvoiceStatus')),
  dueDate: optional(dateTime('serverText.dueNotDate')),
  notes: optional(text(MAX.notes)),
});
/**
 * A status here is a move (issue 15): 'sent' issues a draft (number, due date: dueDate or 15 days),
 * 'paid' needs paidAt and paymentMode (paymentReference optional), 'cancelled' cancels (a credit
 * note for an issued invoice; cancelReason optional). Refused moves are 409s of the handler.
 */
export const InvoiceUpdateBody = InvoiceCreateBody.partial().extend({
  paidAt: optional(dateTime('serverText.paymentNotDate')),
  paymentMode: optional(oneOf(PAYMENT_MODES, 'serverText.paymentModeValues')),
  paymentReference: optional(text(MAX.code)),
  cancelReason: optional(text(MAX.line)),
});

/** The role names a user may be given, with the aliases normalizeRole (src/domain/access.ts) reads. */
const ROLE_NAMES = ['super_admin', 'superadmin', 'warehouse_admin', 'admin', 'technician', 'moderator', 'customer', 'user'];
export const UserUpdateBody = z.object({
  // A blank email is refused like a malformed one (it is the account's sign-in name).
  email: email().optional(),
  firstName: optional(text(MAX.name)),
  lastName: optional(text(MAX.name)),
  role: optional(
    text(MAX.code).refine((r) => ROLE_NAMES.includes(r.toLowerCase().replace(/[\s-]+/g, '_')), 'serverText.roleValues'),
  ),
  isActive: z.boolean().optional(),
  /** The customer record a customer account is linked to; null unlinks it. */
  customerId: z.union([z.null(), id()]).optional(),
});

/**
 * Tax identity (issue 15, docs/architecture.md, "Money: GST and warranty"), warehouses and customers
 * alike: a state by GST code or name, stored as its two-digit code; a GSTIN checked for format and check
 * character, stored upper-case. Whether the GSTIN belongs to the state is the handler's check
 * (src/domain/taxIdentity.ts), as an edit may send one of the two.
 */
export const taxStateCode = text(MAX.name)
  .superRefine((value, ctx) => {
    if (!findState(value)) refuse(ctx, unknownStateRefusal(value));
  })
  .transform((value) => findState(value)!.code);
export const taxGstin = text(MAX.code)
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) refuse(ctx, problem);
  })
  .transform(normalizeGstin);

const PLANS = ['free', 'basic', 'premium', 'enterprise'] as const;
const plan = oneOf(PLANS, 'serverText.planValues');
export const TenantCreateBody = z.object({
  name: requiredText('serverText.fillAllFields', MAX.name),
  subdomain: requiredText('serverText.fillAllFields', MAX.code),
  // Missing or blank: the form's 'Please fill all fields'; any other value: the plans by name.
  plan: z.string({ error: 'serverText.fillAllFields' }).trim().min(1, 'serverText.fillAllFields').pipe(plan),
  status: optional(oneOf(['active', 'inactive'], 'serverText.statusActiveInactive')),
  description: optional(text(MAX.notes)),
  contactEmail: optional(email('serverText.contactEmailInvalid')),
  contactPhone: optional(text(MAX.code)),
  legalName: optional(text(MAX.name)),
  address: optional(text(MAX.line)),
  stateCode: optional(taxStateCode),
  gstin: optional(taxGstin),
  upiVpa: optional(text(MAX.name).refine((v) => vpaRefusal(v) === null, 'serverText.upiVpaInvalid')),
});
export const TenantUpdateBody = TenantCreateBody.extend({ plan, isActive: z.boolean() }).partial();

// One message for any malformed matrix (an unknown screen or action, a screen whose value is not a list).
const MATRIX = 'serverText.permissionsShape';
const matrix = z.partialRecord(z.enum(RESOURCES as unknown as [string, ...string[]], { error: MATRIX }), z.array(z.enum(ACTIONS as unknown as [string, ...string[]], { error: MATRIX }), { error: MATRIX }).max(ACTIONS.length * 2, MATRIX), { error: MATRIX });
export const RoleCreateBody = z.object({
  name: requiredText('serverText.roleNameRequired', MAX.code),
  description: optional(text(MAX.line)),
  scope: optional(oneOf(['global', 'tenant'], 'serverText.scopeValues')),
  isActive: z.boolean().optional(),
  permissions: optional(matrix),
});
export const RoleUpdateBody = RoleCreateBody.omit({ permissions: true }).partial();
export const RolePermissionsBody = z.union([z.object({ permissions: matrix }), matrix], { error: MATRIX });

export const NotificationReadBody = z.object({ isRead: z.boolean().optional() });

export const LoginBody = z.object({
  email: z.string({ error: 'serverText.emailPasswordBoth' }).trim().min(1, 'serverText.emailPasswordBoth').max(MAX.name),
  password: z.string({ error: 'serverText.emailPasswordBoth' }).min(1, 'serverText.emailPasswordBoth').max(MAX.name),
});
const WAREHOUSE_ID = 'serverText.warehouseIdWhole';
export const RegisterBody = z.object({
  email: z.string().trim().max(MAX.name).optional(),
  password: z.string().max(MAX.name).optional(),
  username: optional(text(MAX.name)),
  firstName: optional(text(MAX.name)),
  lastName: optional(text(MAX.name)),
  role: optional(text(MAX.code)),
  tenantId: optional(id(WAREHOUSE_ID)),
  warehouseId: optional(id(WAREHOUSE_ID)),
});
export const ForgotPasswordBody = z.object({ email: email() });
export const RefreshBody = z.object({ refreshToken: requiredText('serverText.refreshTokenRequired', MAX.notes) });
export const LogoutBody = z.object({ refreshToken: optional(text(MAX.notes)) });
export const ChangePasswordBody = z.object({ currentPassword: z.string().max(MAX.name), newPassword: z.string().max(MAX.name) });
