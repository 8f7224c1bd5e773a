/**
 * Fixed-window counters per key, in memory. Enough for one node; behind a load balancer each
 * node limits on its own, which bounds the total to N times the limit.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  take(key: string, perMinute: number, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count++;
    return window.count <= perMinute;
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(key);
  }
}
