// The kinds of a complaint's timeline entries (src/domain/timeline.ts builds them), apart from the
// builder: the API's schemas (src/schemas/answers.ts) name them on every console load, the builder
// runs only in the backend (docs/performance.md: the console's first load carries no backend rule).

export type TimelineKind =
  | 'logged'
  | 'assigned'
  | 'partsRequested'
  | 'partsDecided'
  | 'booked'
  | 'technician'
  | 'bookingStatus'
  | 'spareRequested'
  | 'spareDecided'
  | 'partsUsed'
  | 'invoiced'
  | 'resolved'
  | 'closed'
  | 'reopened';

/** At one instant, the order events happen in (a completion resolves, then invoices). */
export const TIMELINE_KINDS: readonly TimelineKind[] = [
  'logged',
  'assigned',
  'partsRequested',
  'booked',
  'technician',
  'spareRequested',
  'spareDecided',
  'partsDecided',
  'bookingStatus',
  'partsUsed',
  'resolved',
  'invoiced',
  'closed',
  'reopened',
];
