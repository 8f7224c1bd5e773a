import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** SPEC §9 timing of the site's motion. */
export const REVEAL_DURATION_MS = 1200;
export const SCROLL_TO_TOP_MS = 800;
export const RESIZE_SETTLE_MS = 500;

export const REVEAL_CLASSES = ['reveal-top', 'reveal-bottom', 'reveal-left', 'reveal-right'] as const;

export type Breakpoint = 'phone' | 'pad' | 'desk' | 'desktop';

/** SPEC §9 breakpoints: under 760 phone, under 980 pad, under 1300 desk, otherwise desktop. */
export const breakpointOf = (width: number): Breakpoint =>
  width < 760 ? 'phone' : width < 980 ? 'pad' : width < 1300 ? 'desk' : 'desktop';

export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Calls `settle` once the window has stopped resizing for `delay` ms (SPEC §9: re-layout 500 ms
 * after the last resize). Returns the function that stops listening.
 */
export const onSettledResize = (settle: (width: number) => void, delay: number = RESIZE_SETTLE_MS): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => settle(window.innerWidth), delay);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
};

/**
 * The current breakpoint, re-read 500 ms after the last resize. The first render (on the server
 * and while hydrating) assumes a desktop; the real width follows right after.
 */
export const useBreakpoint = (): Breakpoint => {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('desktop');
  useEffect(() => {
    setBreakpoint(breakpointOf(window.innerWidth));
    return onSettledResize((width) => setBreakpoint(breakpointOf(width)));
  }, []);
  return breakpoint;
};

const easeInOut = (p: number) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

/** Where the page is `elapsed` ms into a scroll from `from` to the top lasting `duration` ms. */
export const scrollOffsetAt = (from: number, elapsed: number, duration: number = SCROLL_TO_TOP_MS): number =>
  elapsed >= duration ? 0 : Math.round(from * (1 - easeInOut(Math.max(0, elapsed) / duration)));

/** Scrolls to the top in 800 ms (at once when the visitor asked for reduced motion). */
export const scrollToTop = (duration: number = SCROLL_TO_TOP_MS): void => {
  const from = window.scrollY;
  if (prefersReducedMotion() || from <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const offset = scrollOffsetAt(from, now - start, duration);
    window.scrollTo(0, offset);
    if (offset > 0) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
};

/**
 * Scroll-reveal (SPEC §9) for elements with a reveal-* class: those below the fold start hidden
 * and slide in over 1.2 s when they come into view. Without script, with reduced motion or
 * without IntersectionObserver nothing is hidden; elements already in view at load never move.
 */
export const useScrollReveal = (): void => {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings new elements to observe
  useEffect(() => {
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const elements = document.querySelectorAll<HTMLElement>(REVEAL_CLASSES.map((c) => `.${c}`).join(','));
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const el = entry.target;
        const first = !seen.has(el);
        seen.add(el);
        if (entry.isIntersecting) {
          if (el.classList.contains('reveal-pending')) {
            el.classList.remove('reveal-pending');
            el.classList.add('reveal-in');
          }
          observer.unobserve(el);
        } else if (first) el.classList.add('reveal-pending');
      }
    });
    for (const el of elements) observer.observe(el);
    return () => observer.disconnect();
  }, [pathname, search]);
};
