// The check that a read's answer holds every write committed before the read arrived, made in the
// read's own round trip where it has one (docs/scaling.md, "The read check in the list's round
// trip"). Each process answers from its memory, kept in step with the others through `change_log`
// (server/db/sqlStore.ts): a read used to ask "anything past what I applied?" before it ran, a round
// trip of its own, and a question put to change_log costs PostgreSQL a table's opening (about
// 30 us) however it is asked. A snapshot costs nothing to take: PostgreSQL's `pg_current_snapshot()`
// says which transactions had ended when a statement began. The store keeps the snapshot of its
// last catch-up, when its memory held everything committed; a list's page carries the snapshot it
// was read in (server/db/lists.ts); when no transaction has ended between the two, no write can
// have been committed meanwhile and the answer stands. Otherwise the store catches up and the read
// is answered again. A read that sends no list asks after it ran (`SqlStore.read`).

/** What `pg_current_snapshot()` says, as far as the check needs it. */
export interface Snapshot {
  /** One past the newest transaction that had ended. */
  readonly xmax: string;
  /** The older transactions still running. */
  readonly running: readonly string[];
}

/** `pg_current_snapshot()`'s text, `xmin:xmax:xip,xip,…`. */
export const parseSnapshot = (text: string): Snapshot => {
  const [, xmax, running] = text.split(':');
  if (xmax === undefined) throw new Error(`Not a snapshot: ${text}`);
  return { xmax, running: running ? running.split(',') : [] };
};

/**
 * Whether a transaction ended between snapshot `before` and snapshot `after` (committed or not: an
 * abort only costs a catch-up that finds nothing). A transaction ending either moves xmax on or
 * leaves the list of those still running.
 */
export const endedBetween = (before: Snapshot, after: Snapshot): boolean =>
  before.xmax !== after.xmax || before.running.some((x) => !after.running.includes(x));

export interface ReadCheck {
  /** Sent with a list of the read (the first one sends it; later ones need not). */
  sent: boolean;
  /** The snapshot the read's list was read in; null until it answered (or when its page was empty). */
  snapshot: Snapshot | null;
}

const checks = new WeakMap<Request, ReadCheck>();

/** Starts the check of a read of `request`. */
export const beginReadCheck = (request: Request): ReadCheck => {
  const check: ReadCheck = { sent: false, snapshot: null };
  checks.set(request, check);
  return check;
};

/** The read of `request` is answered (or is being answered again after a catch-up). */
export const endReadCheck = (request: Request) => checks.delete(request);

/** The check a list read for `request` carries, when it is still to be asked (none outside a checked read). */
export const pendingReadCheck = (request: Request | undefined): ReadCheck | undefined => {
  const check = request && checks.get(request);
  return check && !check.sent ? check : undefined;
};
