import { describe, expect, it } from 'vitest';
import { IDLE_COUNTDOWN_S, IDLE_WARNING_MS, idlePhase } from './idle';

describe('idle warning', () => {
  it('warns after 30 minutes, counts down, then expires', () => {
    expect(idlePhase(IDLE_WARNING_MS - 1)).toEqual({ phase: 'active' });
    expect(idlePhase(IDLE_WARNING_MS)).toEqual({ phase: 'warning', secondsLeft: IDLE_COUNTDOWN_S });
    expect(idlePhase(IDLE_WARNING_MS + 59_500)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(idlePhase(IDLE_WARNING_MS + IDLE_COUNTDOWN_S * 1000)).toEqual({ phase: 'expired' });
  });
});
