import type { RateTrendLane, RateTrendWeek } from '@tidemark/domain/pricing/imports/index';
import type { FastifyInstance } from 'fastify';

/** The lanes with a history, for the pickers: the ones with most weeks first. */
export const trendLanes = (app: FastifyInstance): Promise<RateTrendLane[]> =>
  app.database.query<RateTrendLane>(
    `SELECT pol, pod, equipment, currency, count(*)::int AS weeks
       FROM pricing_rate_weeks GROUP BY pol, pod, equipment, currency
      ORDER BY weeks DESC, pol, pod, equipment, currency`,
  );

/** One lane's weeks in order, from the history the tariffs' triggers keep. */
export const laneWeeks = async (
  app: FastifyInstance,
  lane: {
    pol: string;
    pod: string;
    equipment: string;
    currency?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
): Promise<{ currency: string | null; weeks: RateTrendWeek[] }> => {
  const currency =
    lane.currency ??
    (
      await app.database.query<{ currency: string }>(
        `SELECT currency FROM pricing_rate_weeks WHERE pol = $1 AND pod = $2 AND equipment = $3
          GROUP BY currency ORDER BY count(*) DESC, currency LIMIT 1`,
        [lane.pol, lane.pod, lane.equipment],
      )
    )[0]?.currency ??
    null;
  if (currency === null) return { currency, weeks: [] };
  const weeks = await app.database.query<RateTrendWeek>(
    `SELECT to_char(week_start, 'YYYY-MM-DD') AS "weekStart", iso_week AS "isoWeek",
            sell_min::text AS "sellMin", sell_avg::text AS "sellAvg", sell_max::text AS "sellMax", sell_samples AS "sellSamples",
            cost_min::text AS "costMin", cost_avg::text AS "costAvg", cost_max::text AS "costMax", cost_samples AS "costSamples"
       FROM pricing_rate_weeks
      WHERE pol = $1 AND pod = $2 AND equipment = $3 AND currency = $4
        AND ($5::date IS NULL OR week_start >= $5::date) AND ($6::date IS NULL OR week_start <= $6::date)
      ORDER BY week_start`,
    [lane.pol, lane.pod, lane.equipment, currency, lane.from ?? null, lane.to ?? null],
  );
  return { currency, weeks };
};
