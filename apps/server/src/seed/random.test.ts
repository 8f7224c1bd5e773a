import { describe, expect, it } from 'vitest';
import { Random } from './random';

describe('Random', () => {
  it('is deterministic per seed and differs across seeds', () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });
  it('keeps ints in range and roughly uniform', () => {
    const r = new Random(1);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) {
      const v = r.int(0, 3);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    for (const c of counts) expect(c).toBeGreaterThan(9_000);
  });
});
