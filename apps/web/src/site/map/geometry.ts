import { geoDistance, geoInterpolate } from 'd3-geo';

/** A point as [longitude, latitude] in degrees. */
export type LonLat = readonly [number, number];

const RADIANS = Math.PI / 180;

/**
 * Where a journey along `points` stands after `fraction` (0..1) of its great-circle length, and
 * the part already travelled. Legs of zero length are skipped; the fraction is clamped.
 */
export const pointAlong = (points: readonly LonLat[], fraction: number): { at: LonLat; travelled: LonLat[] } => {
  if (points.length === 0) throw new Error('a route needs at least one point');
  const first = points[0] as LonLat;
  if (points.length === 1 || fraction <= 0) return { at: first, travelled: [first] };
  if (fraction >= 1) return { at: points[points.length - 1] as LonLat, travelled: [...points] };
  const legs = points.slice(1).map((to, i) => ({
    from: points[i] as LonLat,
    to,
    length: geoDistance(points[i] as LonLat as [number, number], to as [number, number]),
  }));
  const total = legs.reduce((sum, leg) => sum + leg.length, 0);
  const wanted = Math.min(Math.max(fraction, 0), 1) * total;
  const travelled: LonLat[] = [first];
  let walked = 0;
  for (const leg of legs) {
    if (walked + leg.length >= wanted && leg.length > 0) {
      const at = geoInterpolate(
        leg.from as [number, number],
        leg.to as [number, number],
      )((wanted - walked) / leg.length) as [number, number];
      travelled.push(at);
      return { at, travelled };
    }
    walked += leg.length;
    travelled.push(leg.to);
  }
  const last = points[points.length - 1] as LonLat;
  return { at: last, travelled };
};

/**
 * The longitude in the middle of a set of points, taken on the circle so that a set spanning the
 * antimeridian (Shanghai to Los Angeles) centres on the Pacific rather than on Greenwich.
 */
export const centreLongitude = (points: readonly LonLat[]): number => {
  if (points.length === 0) return 0;
  let x = 0;
  let y = 0;
  for (const [lon] of points) {
    x += Math.cos(lon * RADIANS);
    y += Math.sin(lon * RADIANS);
  }
  if (Math.abs(x) < 1e-9 && Math.abs(y) < 1e-9) return 0;
  return Math.atan2(y, x) / RADIANS;
};
