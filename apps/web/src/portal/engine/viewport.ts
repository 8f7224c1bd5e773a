import { RESIZE_RELAYOUT_MS } from '@tidemark/domain';
import { useSyncExternalStore } from 'react';

const width = () => window.innerWidth;

/** Follows resizing after it settles (SPEC §9 re-layout delay), not on every resize event. */
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

export const useViewportWidth = (): number => useSyncExternalStore(subscribe, width, () => 1280);
