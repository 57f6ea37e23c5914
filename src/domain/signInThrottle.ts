// Sign-in throttling (issue 28 scope 3): failed sign-ins are counted per account (the e-mail as typed,
// known or not, so the answers do not tell which addresses have accounts) and per client address, in a
// sliding window. Past the limit, a sign-in is refused with 429 and Retry-After before its password is
// checked. The window is short (a minute), so an attacker can guess 20 passwords a minute per account
// at most and cannot lock the real user out for longer than that.
//
// The state lives in the memory of the process that answers (mocks/handlers/sessions.ts keeps one):
// with several server processes each counts its own, so the limits hold per process.

export interface ThrottleLimit {
  /** Failed attempts allowed in the window; the next one is refused. */
  attempts: number;
  windowMs: number;
}

/** 20 failed sign-ins a minute on one account. */
export const ACCOUNT_LIMIT: ThrottleLimit = { attempts: 20, windowMs: 60_000 };
/** 100 failed sign-ins a minute from one address (several people may share one, behind a NAT). */
export const ADDRESS_LIMIT: ThrottleLimit = { attempts: 100, windowMs: 60_000 };
/** Keys kept at most per limit; past that the oldest are forgotten first. */
const MAX_KEYS = 50_000;

/** Failure times (epoch ms) per key, at most `limit.attempts` each, oldest first. */
class FailureLog {
  private readonly times = new Map<string, number[]>();

  constructor(private readonly limit: ThrottleLimit) {}

  private recent(key: string, now: number): number[] {
    const times = this.times.get(key);
    if (!times) return [];
    const live = times.filter((t) => t > now - this.limit.windowMs && t <= now);
    if (live.length) this.times.set(key, live);
    else this.times.delete(key);
    return live;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitMs(key: string, now: number): number {
    const times = this.recent(key, now);
    if (times.length < this.limit.attempts) return 0;
    return times[times.length - this.limit.attempts] + this.limit.windowMs - now;
  }

  add(key: string, now: number) {
    const times = this.recent(key, now);
    times.push(now);
    // Re-inserted, so the Map's order is the order of last use.
    this.times.delete(key);
    this.times.set(key, times.slice(-this.limit.attempts));
    if (this.times.size > MAX_KEYS) this.prune(now);
  }

  /** Takes back one failure at `at` (the attempt turned out right). */
  remove(key: string, at: number) {
    const times = this.times.get(key);
    const i = times?.lastIndexOf(at) ?? -1;
    if (times && i >= 0) times.splice(i, 1);
  }

  clear(key: string) {
    this.times.delete(key);
  }

  private prune(now: number) {
    for (const [key, times] of this.times) if (!times.some((t) => t > now - this.limit.windowMs)) this.times.delete(key);
    for (const key of this.times.keys()) {
      if (this.times.size <= MAX_KEYS) break;
      this.times.delete(key);
    }
  }
}

export type SignInAttempt = { refused: true; retryAfterSeconds: number } | { refused: false; succeeded: () => void };

export class SignInThrottle {
  private accounts: FailureLog;
  private addresses: FailureLog;

  /** `now` is the clock it reads (tests move it: vi.setSystemTime, or a clock of their own). */
  constructor(
    private readonly limits: { account: ThrottleLimit; address: ThrottleLimit } = { account: ACCOUNT_LIMIT, address: ADDRESS_LIMIT },
    private readonly now: () => number = () => Date.now(),
  ) {
    this.accounts = new FailureLog(limits.account);
    this.addresses = new FailureLog(limits.address);
  }

  /**
   * A sign-in for `account` from `address` ('' when unknown: no address limit) starts. Refused with the
   * seconds to wait when either is over its limit. Otherwise it counts as failed at once (so parallel
   * guesses cannot all slip under the limit) until `succeeded` says the password was right, which also
   * forgets the account's earlier failures.
   */
  begin(account: string, address: string): SignInAttempt {
    const now = this.now();
    const key = account.trim().toLowerCase();
    const wait = Math.max(this.accounts.waitMs(key, now), address ? this.addresses.waitMs(address, now) : 0);
    if (wait > 0) return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    this.accounts.add(key, now);
    if (address) this.addresses.add(address, now);
    return {
      refused: false,
      succeeded: () => {
        this.accounts.clear(key);
        if (address) this.addresses.remove(address, now);
      },
    };
  }

  /** Forgets everything (tests start each from nothing). */
  reset() {
    this.accounts = new FailureLog(this.limits.account);
    this.addresses = new FailureLog(this.limits.address);
  }
}
