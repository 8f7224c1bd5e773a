import data from '../../data/lanes.json' with { type: 'json' };

export type LaneMode = 'ocean' | 'air';

/**
 * A trade lane for the demo data generator. Ocean lanes join seaports and list SCACs; air lanes join
 * airports and list airline IATA codes. Transit is port to port (or airport to airport), in days.
 */
export type Lane = {
  readonly origin: string;
  readonly destination: string;
  readonly mode: LaneMode;
  readonly transitDays: readonly [min: number, max: number];
  readonly carriers: readonly string[];
};

const toMode = (mode: string): LaneMode => {
  if (mode === 'ocean' || mode === 'air') return mode;
  throw new Error(`unknown lane mode: ${mode}`);
};

const toTransit = (days: number[]): readonly [number, number] => {
  const [min, max] = days;
  if (days.length !== 2 || min === undefined || max === undefined) throw new Error('transitDays needs [min, max]');
  return [min, max];
};

// JSON imports widen the mode to string and the tuple to number[]; narrow once here.
export const LANES: readonly Lane[] = Object.freeze(
  data.map((row) => ({ ...row, mode: toMode(row.mode), transitDays: toTransit(row.transitDays) })),
);

export const laneKey = (mode: LaneMode, origin: string, destination: string): string =>
  `${mode}:${origin}-${destination}`;

export const laneByKey: ReadonlyMap<string, Lane> = new Map(
  LANES.map((l) => [laneKey(l.mode, l.origin, l.destination), l]),
);
