// Warranty claims (issue 15 scope 6): work done under warranty is claimed from the product's brand
// with its parts and labour cost, so the servicer can bill the manufacturer. A claim is raised open
// by a job completion under warranty; submitted to the brand; then settled or rejected. Pure: the
// demo backend (mocks/handlers/warrantyClaims.ts) and the screens (src/resources/warranty-claims) call it.
import { roundPaise } from './money';
import { refusal, type Refusal } from './refusal';

export const WARRANTY_CLAIM_STATUSES = ['open', 'submitted', 'settled', 'rejected'] as const;
export type WarrantyClaimStatus = (typeof WARRANTY_CLAIM_STATUSES)[number];

/** Where each status may go next: open -> submitted -> settled | rejected. */
const NEXT: Record<WarrantyClaimStatus, readonly WarrantyClaimStatus[]> = {
  open: ['submitted'],
  submitted: ['settled', 'rejected'],
  settled: [],
  rejected: [],
};

export const isWarrantyClaimStatus = (value: unknown): value is WarrantyClaimStatus =>
  (WARRANTY_CLAIM_STATUSES as readonly unknown[]).includes(value);

/** Why the move from `status` to `to` is refused (the backend's 409), or null when it is allowed. */
export const claimMoveRefusal = (status: string, to: string): Refusal | null => {
  if (!isWarrantyClaimStatus(to)) return refusal('serverText.unknownClaimStatus', { status: to });
  if (!isWarrantyClaimStatus(status)) return refusal('serverText.unknownClaimStatus', { status });
  if (NEXT[status].includes(to)) return null;
  if (status === to) return refusal('serverText.claimAlready', { status: to });
  if (status === 'settled' || status === 'rejected') return refusal('serverText.claimFinal', { status });
  if (to === 'open') return refusal('serverText.claimNotBackToOpen');
  // open -> settled / rejected
  return refusal('serverText.claimSubmitFirst');
};

/** True when the move is offered for a claim in this status. */
export const canMoveClaim = (status: string, to: string): boolean => claimMoveRefusal(status, to) === null;

/** The brand a product is claimed from: its brand, else the first word of its name, else 'Unbranded'. */
export const brandOf = (product: { brand?: string | null; name?: string | null } | null | undefined): string =>
  String(product?.brand ?? '').trim() || String(product?.name ?? '').trim().split(/\s+/)[0] || 'Unbranded';

export interface ClaimAmounts {
  partsCost: number;
  labourCost: number;
  totalCost: number;
}

/** Parts and labour to paise, and their total. Negative or missing amounts count as 0. */
export const claimTotals = (partsCost: number, labourCost: number): ClaimAmounts => {
  const parts = roundPaise(Math.max(0, Number(partsCost) || 0));
  const labour = roundPaise(Math.max(0, Number(labourCost) || 0));
  return { partsCost: parts, labourCost: labour, totalCost: roundPaise(parts + labour) };
};

/** A stored claim, as GET /api/warranty-claims answers it. */
export interface WarrantyClaimRecord extends Omit<ClaimDraft, 'status'> {
  id: number;
  status: WarrantyClaimStatus;
  createdAt: string;
}

/** The fields of a new claim (the caller adds id and createdAt). */
export interface ClaimDraft extends ClaimAmounts {
  complaintId: number;
  bookingId: number;
  registrationId: number | null;
  productId: number;
  brand: string;
  serialNo: string;
  status: 'open';
}

/**
 * The claim of a completed job under warranty: against the brand of the complaint's product, for
 * the serial number of the registration (else the complaint's), with the parts at catalogue price
 * and the labour (the booking's actual cost). Null when the complaint is not under warranty.
 */
export const claimFromJob = (args: {
  complaint: { id: number; productId: number; serialNo: string; isUnderWarranty: boolean; productRegistrationId?: number | null };
  booking: { id: number };
  product?: { id: number; brand?: string | null; name?: string | null } | null;
  registration?: { id: number; serialNo: string } | null;
  partsCost: number;
  labourCost: number;
}): ClaimDraft | null => {
  const { complaint, booking, product, registration } = args;
  if (!complaint.isUnderWarranty) return null;
  return {
    complaintId: complaint.id,
    bookingId: booking.id,
    registrationId: registration?.id ?? complaint.productRegistrationId ?? null,
    productId: product?.id ?? complaint.productId,
    brand: brandOf(product),
    serialNo: registration?.serialNo || complaint.serialNo,
    ...claimTotals(args.partsCost, args.labourCost),
    status: 'open',
  };
};

/** Sums over a set of claims (the list's footer, an export's check): parts, labour, total, count. */
export const claimsTotal = (claims: readonly ClaimAmounts[]): ClaimAmounts & { count: number } => ({
  partsCost: roundPaise(claims.reduce((s, c) => s + c.partsCost, 0)),
  labourCost: roundPaise(claims.reduce((s, c) => s + c.labourCost, 0)),
  totalCost: roundPaise(claims.reduce((s, c) => s + c.totalCost, 0)),
  count: claims.length,
});

