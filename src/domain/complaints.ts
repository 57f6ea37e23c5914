import { effectiveEndDate, isUnderWarranty, type WarrantyLike } from './warranty';
import { pickRule, rateFor, type CommissionRule } from './commission';
import { refusal, RefusalError, type Refusal, type RefusalKey } from './refusal';

export type ComplaintStatus = 'open' | 'assigned' | 'in_progress' | 'resolved' | 'closed';
export type PartsApprovalStatus = 'pending' | 'approved' | 'rejected';
export type CommissionPayer = 'Company' | 'Customer';

export const MATCHED_VENDOR_RATE = 15;
export const FALLBACK_VENDOR_RATE = 20;

export interface Registration extends WarrantyLike {
  id: number;
  serialNo: string;
  productId?: number;
}

/** Warranty facts for a new complaint: by registration id, else by serial number, else out of warranty. */
export const warrantyForComplaint = (
  input: { productRegistrationId?: number | null; serialNo?: string | null },
  registrations: Registration[],
  now: Date = new Date(),
): { isUnderWarranty: boolean; warrantyEndDate: string | null; productRegistrationId: number | null } => {
  let reg: Registration | undefined;
  if (input.productRegistrationId != null) reg = registrations.find((r) => r.id === Number(input.productRegistrationId));
  if (!reg && input.serialNo) {
    const s = input.serialNo.trim().toLowerCase();
    reg = registrations.find((r) => r.serialNo.trim().toLowerCase() === s);
  }
  if (!reg) return { isUnderWarranty: false, warrantyEndDate: null, productRegistrationId: input.productRegistrationId ?? null };
  const end = effectiveEndDate(reg);
  return {
    isUnderWarranty: isUnderWarranty(reg, now),
    warrantyEndDate: end ? end.toISOString() : null,
    productRegistrationId: reg.id,
  };
};

export const commissionPayer = (underWarranty: boolean): CommissionPayer => (underWarranty ? 'Company' : 'Customer');

export interface AssignableVendor {
  id: number;
  isActive: boolean;
  serviceAreas: string[];
  rating?: number | null;
}

export interface AssignmentResult {
  vendorId: number;
  commissionRateApplied: number;
  commissionPaidBy: CommissionPayer;
  matchedArea: boolean;
  ruleId: number | null;
}

/** Auto-assign with no active vendor (409): `No active vendor is available for assignment`. */
export class NoActiveVendorError extends RefusalError {
  constructor() {
    super(refusal('serverText.noActiveVendor'));
    this.name = 'NoActiveVendorError';
  }
}

/**
 * Among active vendors, the one serving the pincode wins (ties: higher rating, then fewer open
 * complaints) at rate 15; with no match the first active vendor at rate 20; an applicable active
 * vendor commission rule overrides the rate.
 */
export const autoAssign = (args: {
  pincode: string | null | undefined;
  underWarranty: boolean;
  vendors: AssignableVendor[];
  openComplaintsByVendor?: Record<number, number>;
  rules?: CommissionRule[];
  serviceCategory?: string | null;
  orderValue?: number;
  now?: Date;
}): AssignmentResult => {
  const active = args.vendors.filter((v) => v.isActive).sort((a, b) => a.id - b.id);
  if (active.length === 0) throw new NoActiveVendorError();
  const pin = (args.pincode ?? '').trim();
  const open = args.openComplaintsByVendor ?? {};
  const matches = pin ? active.filter((v) => (v.serviceAreas ?? []).map((a) => String(a).trim()).includes(pin)) : [];
  matches.sort(
    (a, b) => Number(b.rating ?? 0) - Number(a.rating ?? 0) || (open[a.id] ?? 0) - (open[b.id] ?? 0) || a.id - b.id,
  );
  const chosen = matches[0] ?? active[0];
  let rate = matches.length ? MATCHED_VENDOR_RATE : FALLBACK_VENDOR_RATE;
  let ruleId: number | null = null;
  if (args.rules?.length) {
    const input = {
      party: 'vendor' as const,
      orderValue: args.orderValue ?? 0,
      serviceCategory: args.serviceCategory ?? null,
      area: pin || null,
    };
    // Rules restricted by order value cannot apply to a complaint with no order value yet.
    const rule = pickRule(
      args.rules.map((r) => (args.orderValue === undefined ? { ...r, minOrderValue: null, maxOrderValue: null } : r)),
      input,
      args.now,
    );
    const ruleRate = rule ? rateFor(rule, input.orderValue) : null;
    if (rule && ruleRate !== null) {
      rate = ruleRate;
      ruleId = rule.id;
    }
  }
  return {
    vendorId: chosen.id,
    commissionRateApplied: rate,
    commissionPaidBy: commissionPayer(args.underWarranty),
    matchedArea: matches.length > 0,
    ruleId,
  };
};

/**
 * What can happen to a complaint's status (docs/architecture.md, "Lifecycle and SLA"); the screens offer,
 * and the server allows, only these moves.
 */
export type ComplaintMove = 'assign' | 'resolve' | 'close' | 'reopen';

const MOVES: Record<ComplaintMove, { from: readonly ComplaintStatus[]; to: ComplaintStatus; refused: RefusalKey }> = {
  assign: { from: ['open', 'assigned', 'in_progress'], to: 'assigned', refused: 'serverText.complaintNotAssignable' },
  resolve: { from: ['open', 'assigned', 'in_progress'], to: 'resolved', refused: 'serverText.complaintNotResolvable' },
  close: { from: ['resolved'], to: 'closed', refused: 'serverText.complaintNotClosable' },
  reopen: { from: ['resolved', 'closed'], to: 'open', refused: 'serverText.complaintNotReopenable' },
};

/** Whether a complaint in `status` may make `move`. */
export const canMoveComplaint = (status: string, move: ComplaintMove): boolean => (MOVES[move].from as readonly string[]).includes(status);

/**
 * Whether auto-assign may pick a vendor for a complaint in `status` (issue 28): only an open one. An
 * assigned one is assigned already (a double click's second call is refused, not assigned again);
 * a reassignment names its vendor (PATCH /api/complaints/:id/assign).
 */
export const canAutoAssign = (status: string): boolean => status === 'open';

/** Whether parts may be requested for a complaint in `status` (issue 28): not once it is resolved or closed. */
export const canRequestParts = (status: string): boolean => status === 'open' || status === 'assigned' || status === 'in_progress';

/** The status a move leads to. */
export const statusAfter = (move: ComplaintMove): ComplaintStatus => MOVES[move].to;

/** The server's refusal (409) of a move the complaint's status does not allow, e.g. `Complaint #7 is open and cannot be closed`. */
export const moveRefusal = (id: number | string, status: string, move: ComplaintMove): Refusal => refusal(MOVES[move].refused, { id, status });

/** Reopening asks why (docs/architecture.md, "Lifecycle and SLA"); the reason is kept in the audit log. */
export const REOPEN_REASON_REQUIRED = refusal('serverText.reopenReasonRequired');
export const REOPEN_REASON_MAX = 500;
export const REOPEN_REASON_LONG = refusal('serverText.reopenReasonLong', { max: REOPEN_REASON_MAX });

/** Why a reopening's reason is refused (400), or null: it is required once trimmed, and at most REOPEN_REASON_MAX characters. */
export const reopenReasonProblem = (reason: string): Refusal | null => {
  const text = reason.trim();
  if (!text) return REOPEN_REASON_REQUIRED;
  return text.length > REOPEN_REASON_MAX ? REOPEN_REASON_LONG : null;
};
