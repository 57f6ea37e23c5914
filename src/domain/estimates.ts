// Estimates (issue 30; docs/architecture.md, "Customer messages"): a visit's labour and parts priced
// from the catalogue with GST, which its customer approves or declines on their job link, or staff
// record as decided on the phone (who and when). A visit whose estimate was declined or never decided
// is not completed. Pure: the handlers price the lines (draftInvoice) and store the result.
import type { RefusalKey } from './refusal';

export const ESTIMATE_STATUSES = ['pending', 'approved', 'declined'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

export const ESTIMATE_DECISIONS = ['approved', 'declined'] as const;
export type EstimateDecision = (typeof ESTIMATE_DECISIONS)[number];

/** Who decided: the customer on their link, or a member of staff who took the answer (by phone). */
export type EstimateDecider = { kind: 'customer' } | { kind: 'staff'; userId: number; via: 'phone'; note?: string };

export interface EstimateState {
  status: EstimateStatus;
  decidedAt: string | null;
  decidedBy: EstimateDecider | null;
}

/** The visit statuses an estimate can be given or changed in: before the work is done. */
export const ESTIMATE_VISIT_STATUSES = ['scheduled', 'in_progress'] as const;

/** Why a visit in `status` cannot take an estimate, or null. */
export const estimateVisitRefusal = (status: string): RefusalKey | null =>
  (ESTIMATE_VISIT_STATUSES as readonly string[]).includes(status) ? null : 'serverText.estimateVisitDone';

/** Why an estimate cannot be decided now (it is decided already), or null. */
export const estimateDecisionRefusal = (estimate: EstimateState | undefined | null): RefusalKey | null => {
  if (!estimate) return 'serverText.estimateMissing';
  return estimate.status === 'pending' ? null : 'serverText.estimateDecided';
};

/** The estimate after a decision at `now`. */
export const decided = <E extends EstimateState>(estimate: E, decision: EstimateDecision, by: EstimateDecider, now: Date): E => ({
  ...estimate,
  status: decision,
  decidedAt: now.toISOString(),
  decidedBy: by,
});

/** Completing a visit with an estimate needs it approved: the refusal's key and the estimate's status, or null. */
export const completionEstimateRefusal = (estimate: EstimateState | undefined | null): { key: RefusalKey; status: EstimateStatus } | null =>
  estimate && estimate.status !== 'approved' ? { key: estimate.status === 'declined' ? 'serverText.estimateDeclined' : 'serverText.estimateNotApproved', status: estimate.status } : null;
