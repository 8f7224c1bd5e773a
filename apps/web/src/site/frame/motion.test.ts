import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  breakpointOf,
  onSettledResize,
  RESIZE_SETTLE_MS,
  REVEAL_DURATION_MS,
  SCROLL_TO_TOP_MS,
  scrollOffsetAt,
  scrollToTop,
} from './motion';

describe('site motion timing (SPEC §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('re-lays out once, 500 ms after the last resize', () => {
    const settle = vi.fn();
    const stop = onSettledResize(settle);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(300);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_SETTLE_MS - 1);
    expect(settle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(settle).toHaveBeenCalledWith(window.innerWidth);
    stop();
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('names the breakpoints at 760, 980 and 1300 px', () => {
    expect(breakpointOf(375)).toBe('phone');
    expect(breakpointOf(759)).toBe('phone');
    expect(breakpointOf(760)).toBe('pad');
    expect(breakpointOf(979)).toBe('pad');
    expect(breakpointOf(980)).toBe('desk');
    expect(breakpointOf(1299)).toBe('desk');
    expect(breakpointOf(1300)).toBe('desktop');
  });

  it('scrolls to the top in 800 ms', () => {
    expect(SCROLL_TO_TOP_MS).toBe(800);
    expect(scrollOffsetAt(1000, 0)).toBe(1000);
    expect(scrollOffsetAt(1000, 400)).toBe(500);
    expect(scrollOffsetAt(1000, 760)).toBeGreaterThan(0);
    expect(scrollOffsetAt(1000, 800)).toBe(0);

    const positions: number[] = [];
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      positions.push(y);
    }) as unknown as typeof window.scrollTo);
    scrollToTop();
    vi.advanceTimersByTime(400);
    const halfway = positions.at(-1) ?? 0;
    expect(halfway).toBeGreaterThan(300);
    expect(halfway).toBeLessThan(700);
    vi.advanceTimersByTime(380);
    expect(positions.at(-1)).toBeGreaterThan(0);
    vi.advanceTimersByTime(100);
    expect(positions.at(-1)).toBe(0);
  });

  it('reveal animations last between 1 and 2 seconds', () => {
    expect(REVEAL_DURATION_MS).toBeGreaterThanOrEqual(1000);
    expect(REVEAL_DURATION_MS).toBeLessThanOrEqual(2000);
  });
});
