import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows the limit per minute and key, then refuses until the window ends', () => {
    const limiter = new RateLimiter();
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect(limiter.take('a', 3, t0 + i)).toBe(true);
    expect(limiter.take('a', 3, t0 + 10)).toBe(false);
    expect(limiter.take('b', 3, t0 + 10)).toBe(true);
    expect(limiter.take('a', 3, t0 + 60_000)).toBe(true);
  });

  it('tells how many seconds are left of a key’s window, for Retry-After', () => {
    const limiter = new RateLimiter();
    const t0 = 2_000_000;
    limiter.take('a', 1, t0);
    expect(limiter.secondsLeft('a', t0)).toBe(60);
    expect(limiter.secondsLeft('a', t0 + 45_500)).toBe(15);
    expect(limiter.secondsLeft('a', t0 + 59_999)).toBe(1);
    expect(limiter.secondsLeft('unknown', t0)).toBe(1);
  });

  it('drops ended windows as new ones start, and keeps at most 50,000 keys', () => {
    const limiter = new RateLimiter();
    const t0 = 5_000_000;
    for (let i = 0; i < 1_000; i++) limiter.take(`old-${i}`, 30, t0);
    // A minute later the first new key finds every old window ended.
    limiter.take('new', 30, t0 + 60_000);
    expect(limiter.size).toBe(1);

    for (let i = 0; i < 60_000; i++) limiter.take(`flood-${i}`, 30, t0 + 70_000);
    expect(limiter.size).toBe(50_000);
    // The newest keys are still limited; the oldest were let go.
    for (let i = 0; i < 30; i++) limiter.take('flood-59999', 30, t0 + 70_001);
    expect(limiter.take('flood-59999', 30, t0 + 70_002)).toBe(false);
  });

  it('moves a key whose window ended to the back, so a live window is never dropped as expired', () => {
    const limiter = new RateLimiter();
    const t0 = 9_000_000;
    limiter.take('first', 1, t0);
    limiter.take('second', 1, t0 + 30_000);
    // 'first' starts a new window, behind 'second'.
    expect(limiter.take('first', 1, t0 + 60_000)).toBe(true);
    // 'second' ends; a new key drops it, and 'first' keeps its live window.
    limiter.take('third', 1, t0 + 90_000);
    expect(limiter.size).toBe(2);
    expect(limiter.take('first', 1, t0 + 90_001)).toBe(false);
  });
});
