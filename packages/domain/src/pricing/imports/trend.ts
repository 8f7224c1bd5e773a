import { decimal, fixed } from '../../common/money';

/**
 * Rate trends: per lane (POL, POD), equipment and currency, one row per ISO week with the lowest,
 * average and highest freight rate (OFR at sea, AFR in the air) among the active tariffs in force
 * that week, for sell and cost apart, and how many tariffs each figure is drawn from.
 */

export type RateTrendWeek = {
  weekStart: string;
  isoWeek: string;
  sellMin: string | null;
  sellAvg: string | null;
  sellMax: string | null;
  sellSamples: number;
  costMin: string | null;
  costAvg: string | null;
  costMax: string | null;
  costSamples: number;
};

export type RateTrendLane = { pol: string; pod: string; equipment: string; currency: string; weeks: number };

export type RateSide = 'sell' | 'cost';

/**
 * A side's band as the chart draws it: the lowest rate as an invisible base, the distance to the
 * highest stacked on it (the band), and the average as its own line. A week without tariffs is a
 * gap, never a zero.
 */
export const trendBand = (
  weeks: readonly RateTrendWeek[],
  side: RateSide,
): { low: (number | null)[]; spread: (number | null)[]; avg: (number | null)[]; high: (number | null)[] } => {
  const pick = (w: RateTrendWeek, what: 'Min' | 'Avg' | 'Max') => w[`${side}${what}`];
  const num = (v: string | null) => (v === null ? null : Number(fixed(decimal(v), 2)));
  return {
    low: weeks.map((w) => num(pick(w, 'Min'))),
    high: weeks.map((w) => num(pick(w, 'Max'))),
    avg: weeks.map((w) => num(pick(w, 'Avg'))),
    spread: weeks.map((w) => {
      const min = pick(w, 'Min');
      const max = pick(w, 'Max');
      return min === null || max === null ? null : Number(fixed(decimal(max).minus(decimal(min)), 2));
    }),
  };
};

/** The average of the sides' averages over the weeks shown, and the change from the first week to the last. */
export const trendSummary = (
  weeks: readonly RateTrendWeek[],
  side: RateSide,
): { first: string | null; last: string | null; changePercent: string | null } => {
  const averages = weeks.map((w) => w[`${side}Avg`]).filter((v): v is string => v !== null);
  const first = averages[0] ?? null;
  const last = averages[averages.length - 1] ?? null;
  const changePercent =
    first === null || last === null || decimal(first).eq(0)
      ? null
      : fixed(decimal(last).minus(decimal(first)).div(decimal(first)).times(100), 1);
  return { first, last, changePercent };
};
