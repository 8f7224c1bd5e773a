const WINDOW_MS = 60_000;
const MAX_KEYS = 50_000;

/**
 * Fixed-window counters per key, in memory. Enough for one node; behind a load balancer each
 * node limits on its own, which bounds the total to N times the limit.
 *
 * Windows are kept in the order they started (a key whose window ends is moved to the back),
 * so expired ones are dropped from the front in time proportional to what is dropped: many
 * addresses at once cannot make every request walk the whole table. Past MAX_KEYS live windows
 * the oldest are dropped, which bounds memory.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  take(key: string, perMinute: number, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      this.windows.delete(key);
      this.expire(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count++;
    return window.count <= perMinute;
  }

  /** Whole seconds until the key's window ends (at least 1), for a refusal's Retry-After. */
  secondsLeft(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    const left = window ? window.start + WINDOW_MS - now : 0;
    return Math.max(1, Math.ceil(left / 1000));
  }

  /** How many keys have a window (for tests and diagnostics). */
  get size(): number {
    return this.windows.size;
  }

  private expire(now: number) {
    for (const [key, w] of this.windows) {
      if (now - w.start < WINDOW_MS && this.windows.size < MAX_KEYS) return;
      this.windows.delete(key);
    }
  }
}
