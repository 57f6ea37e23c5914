// A fixed-window request limit per key (a client's address): at most `limit` requests in each window
// of `windowMs`. Used where a call needs no sign-in (the customer's job link), so that guessing
// tokens or reloading in a loop costs the caller, not the server.

export class RateLimit {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    /** Keys kept at most; the oldest windows are dropped first. */
    readonly maxKeys = 50_000,
  ) {}

  /** Counts one request of `key` at `nowMs`: null when allowed, else the seconds until it may come again. */
  take(key: string, nowMs: number): number | null {
    let w = this.windows.get(key);
    if (!w || nowMs - w.start >= this.windowMs) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
      w = { start: nowMs, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count <= this.limit ? null : Math.max(1, Math.ceil((w.start + this.windowMs - nowMs) / 1000));
  }

  clear() {
    this.windows.clear();
  }
}
