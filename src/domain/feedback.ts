// The customer's rating of a resolved job (issue 30; docs/architecture.md, "Customer messages"): once
// per complaint, 1 to 5 with a comment, given on their job link; it moves the rating of the vendor the
// complaint was assigned to and of the technician who did the work (a running mean). Pure.
import type { RefusalKey } from './refusal';


/** Why a complaint in `status`, rated or not, cannot take a rating now; null when it can. */
export const feedbackRefusal = (status: string, rated: boolean): RefusalKey | null => {
  if (rated) return 'serverText.feedbackGiven';
  return status === 'resolved' || status === 'closed' ? null : 'serverText.feedbackNotYet';
};

/**
 * A vendor's or technician's rating after one more: the mean of the `count` ratings it stands for and
 * the new one, to one decimal. A record without a count (seeded) weighs its rating as one rating.
 */
export const ratingAfter = (rating: number, count: number | undefined, added: number): { rating: number; ratingCount: number } => {
  const n = count ?? 1;
  return { rating: Math.round(((rating * n + added) / (n + 1)) * 10) / 10, ratingCount: n + 1 };
};

/**
 * The records a job's rating moves, each once: the vendor the complaint is assigned to and the
 * technician of its last completed visit (the one who finished the work); none when neither is known.
 */
export const ratedRecords = (
  complaint: { id: number; assignedVendorId: number | null },
  bookings: readonly { complaintId: number; status: string; assignedTechnicianId: number | null }[],
): number[] => {
  const lastDone = bookings.findLast((b) => b.complaintId === complaint.id && b.status === 'completed');
  return [...new Set([complaint.assignedVendorId, lastDone?.assignedTechnicianId].filter((id): id is number => id != null))];
};
