import { describe, expect, it } from 'vitest';
import { centreLongitude, contentFrame, FRAME_GRID, pointAlong } from './geometry';

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

describe('contentFrame', () => {
  const shanghai = [121.5, 31.2] as const;
  const losAngeles = [-118.3, 33.7] as const;

  it('holds every point, on the grid, at least the minimum span', () => {
    const f = contentFrame([shanghai, losAngeles, [170.2, 40.1]], 24);
    for (const [lon, lat] of [shanghai, losAngeles, [170.2, 40.1]] as const) {
      const rel = ((((lon - f.centre + 540) % 360) + 360) % 360) - 180;
      expect(rel).toBeGreaterThanOrEqual(f.west);
      expect(rel).toBeLessThanOrEqual(f.east);
      expect(lat).toBeGreaterThanOrEqual(f.south);
      expect(lat).toBeLessThanOrEqual(f.north);
    }
    for (const v of [f.centre, f.west, f.east, f.south, f.north]) expect(Math.abs(v % FRAME_GRID)).toBe(0);
    const one = contentFrame([[4.5, 51.9]], 24);
    expect(one.east - one.west).toBeGreaterThanOrEqual(24);
    expect(one.north - one.south).toBeGreaterThanOrEqual(12);
  });

  it('gives shipments on one lane the same frame while the vessel moves a little', () => {
    const a = contentFrame([shanghai, losAngeles, [175.1, 41.0]], 24);
    const b = contentFrame([shanghai, losAngeles, [176.4, 41.6]], 24);
    expect(b).toEqual(a);
    expect(a.centre).toBe(-180);
  });
});
