import { type Breakpoint, breakpointFor, RESIZE_RELAYOUT_MS } from '@tidemark/domain';
import { useSyncExternalStore } from 'react';

const current = (): Breakpoint => breakpointFor(window.innerWidth);

/** Re-lays out RESIZE_RELAYOUT_MS after resizing stops (SPEC §9), not on every resize event. */
const subscribe = (fn: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, RESIZE_RELAYOUT_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
};

/** SPEC §9 breakpoints: phone under 760, pad under 980, desk under 1300, otherwise desktop. */
export const useBreakpoint = (): Breakpoint => useSyncExternalStore(subscribe, current);
