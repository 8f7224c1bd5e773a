import { LOADING_MAX_PERCENT } from '@tidemark/domain';

/**
 * The loading overlay (SPEC §4, §9): a counter of open requests, so nested requests close it only
 * when the last one ends, and a percentage that creeps up to 99 and completes to 100.
 */
export type LoadingState = {
  count: number;
  percent: number;
  visible: boolean;
  /** At 100 %, waiting LOADING_HIDE_DELAY_MS before hiding. */
  finishing: boolean;
};

export type LoadingAction = 'start' | 'end' | 'tick' | 'hide';

export const LOADING_IDLE: LoadingState = { count: 0, percent: 0, visible: false, finishing: false };

export const loadingReducer = (state: LoadingState, action: LoadingAction): LoadingState => {
  switch (action) {
    case 'start':
      // A request that starts while the bar is completing begins a fresh run.
      return state.visible && !state.finishing
        ? { ...state, count: state.count + 1 }
        : { count: state.count + 1, percent: 0, visible: true, finishing: false };
    case 'end': {
      const count = Math.max(0, state.count - 1);
      if (count > 0 || !state.visible) return { ...state, count };
      return { count, percent: 100, visible: true, finishing: true };
    }
    case 'tick':
      if (!state.visible || state.finishing || state.percent >= LOADING_MAX_PERCENT) return state;
      return { ...state, percent: state.percent + 1 };
    case 'hide':
      return state.finishing && state.count === 0 ? LOADING_IDLE : state;
  }
};
