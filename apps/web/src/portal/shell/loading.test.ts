import { LOADING_MAX_PERCENT } from '@tidemark/domain';
import { describe, expect, it } from 'vitest';
import { LOADING_IDLE, type LoadingAction, type LoadingState, loadingReducer } from './loading';

const run = (actions: LoadingAction[], from: LoadingState = LOADING_IDLE) => actions.reduce(loadingReducer, from);

describe('loading overlay counter', () => {
  it('shows on the first request and completes to 100 when it ends', () => {
    const started = run(['start']);
    expect(started).toEqual({ count: 1, percent: 0, visible: true, finishing: false });
    const ended = run(['end'], started);
    expect(ended).toEqual({ count: 0, percent: 100, visible: true, finishing: true });
    expect(run(['hide'], ended)).toEqual(LOADING_IDLE);
  });

  it('closes nested requests only when the count reaches zero', () => {
    const twoOpen = run(['start', 'start', 'tick', 'tick']);
    expect(twoOpen.count).toBe(2);
    expect(twoOpen.percent).toBe(2);
    const oneOpen = run(['end'], twoOpen);
    expect(oneOpen).toMatchObject({ count: 1, visible: true, finishing: false, percent: 2 });
    expect(run(['hide'], oneOpen)).toBe(oneOpen);
    expect(run(['end'], oneOpen)).toMatchObject({ count: 0, percent: 100, finishing: true });
  });

  it('counts up one percent per tick and stops at 99', () => {
    const ticks: LoadingAction[] = Array.from({ length: 150 }, () => 'tick');
    expect(run(['start', ...ticks]).percent).toBe(LOADING_MAX_PERCENT);
  });

  it('ignores a stray end and ticks while hidden', () => {
    expect(run(['end', 'tick'])).toEqual(LOADING_IDLE);
  });

  it('restarts when a request begins while completing', () => {
    const finishing = run(['start', 'end']);
    const again = run(['start'], finishing);
    expect(again).toEqual({ count: 1, percent: 0, visible: true, finishing: false });
    expect(run(['hide'], again)).toBe(again);
  });
});
