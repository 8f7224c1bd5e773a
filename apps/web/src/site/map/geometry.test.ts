import { describe, expect, it } from 'vitest';
import { centreLongitude, pointAlong } from './geometry';

describe('pointAlong', () => {
  const shanghaiToRotterdam = [
    [121.5, 31.2],
    [103.8, 1.3],
    [4.5, 51.9],
  ] as const;

  it('starts at the first point and ends at the last', () => {
    expect(pointAlong(shanghaiToRotterdam, 0).at).toEqual([121.5, 31.2]);
    expect(pointAlong(shanghaiToRotterdam, 1).at).toEqual([4.5, 51.9]);
    expect(pointAlong(shanghaiToRotterdam, 7).at).toEqual([4.5, 51.9]);
  });

  it('passes through the intermediate port and keeps it in the travelled part', () => {
    const early = pointAlong(shanghaiToRotterdam, 0.1);
    expect(early.travelled).toHaveLength(2);
    const late = pointAlong(shanghaiToRotterdam, 0.6);
    expect(late.travelled[1]).toEqual([103.8, 1.3]);
    expect(late.travelled).toHaveLength(3);
    // Past Singapore and heading west: somewhere in the Indian Ocean or beyond.
    expect(late.at[0]).toBeLessThan(103.8);
  });

  it('handles a single point and repeated points', () => {
    expect(pointAlong([[10, 10]], 0.5).at).toEqual([10, 10]);
    expect(
      pointAlong(
        [
          [10, 10],
          [10, 10],
          [20, 10],
        ],
        0.5,
      ).at[0],
    ).toBeCloseTo(15, 0);
  });
});

describe('centreLongitude', () => {
  it('centres a transpacific route on the Pacific', () => {
    const c = centreLongitude([
      [121.5, 31.2],
      [-118.3, 33.7],
    ]);
    expect(Math.abs(c)).toBeGreaterThan(150);
  });

  it('centres a European route on Europe', () => {
    expect(
      centreLongitude([
        [4.5, 51.9],
        [10, 53.5],
      ]),
    ).toBeCloseTo(7.25, 0);
  });
});
