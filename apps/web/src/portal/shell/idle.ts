/** SPEC §8 idle warning: after 30 minutes without input, a countdown, then sign-out. */
export const IDLE_WARNING_MS = 30 * 60_000;
export const IDLE_COUNTDOWN_S = 60;

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

export const idlePhase = (idleMs: number): IdlePhase => {
  if (idleMs < IDLE_WARNING_MS) return { phase: 'active' };
  const secondsLeft = IDLE_COUNTDOWN_S - Math.floor((idleMs - IDLE_WARNING_MS) / 1000);
  return secondsLeft > 0 ? { phase: 'warning', secondsLeft } : { phase: 'expired' };
};
