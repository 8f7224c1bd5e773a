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

/** Frames snap outward to this grid (degrees), so routes between the same ports share one view. */
export const FRAME_GRID = 5;

export type Frame = {
  /** The longitude the map is rotated to. */
  readonly centre: number;
  /** Edges in degrees, longitudes relative to the centre (west < east). */
  readonly west: number;
  readonly east: number;
  readonly south: number;
  readonly north: number;
};

/**
 * The frame a map of these points shows: their extent around their middle longitude, widened to
 * at least `minSpan` degrees across (half that high), then snapped outward to FRAME_GRID. Two
 * shipments on the same lane, or one vessel a little further on, get the same frame, so the land
 * drawn for it once serves them all.
 */
export const contentFrame = (points: readonly LonLat[], minSpan: number): Frame => {
  const centre = Math.round(centreLongitude(points) / FRAME_GRID) * FRAME_GRID;
  const lons = points.map(([lon]) => ((((lon - centre + 540) % 360) + 360) % 360) - 180);
  const lats = points.map(([, lat]) => lat);
  const widen = (low: number, high: number, span: number): [number, number] => {
    const half = Math.max(high - low, span) / 2;
    const mid = (low + high) / 2;
    return [mid - half, mid + half];
  };
  const [w, e] = widen(Math.min(...lons), Math.max(...lons), minSpan);
  const [s, n] = widen(Math.min(...lats), Math.max(...lats), minSpan / 2);
  const down = (v: number) => Math.floor(v / FRAME_GRID) * FRAME_GRID;
  const up = (v: number) => Math.ceil(v / FRAME_GRID) * FRAME_GRID;
  return {
    centre: ((centre + 540) % 360) - 180,
    west: Math.max(down(w), -180),
    east: Math.min(up(e), 180),
    south: Math.max(down(s), -85),
    north: Math.min(up(n), 85),
  };
};
