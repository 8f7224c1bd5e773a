import { LEGS, pageByUrl } from '@tidemark/domain';
import {
  type averagesSchema,
  LANES_MAX,
  type LaneAverage,
  type LegAverage,
  type LegCount,
  LFD_SOON_DAYS,
  type LfdBucket,
  type LfdRow,
  type lfdSchema,
  QUALITY_WINDOW_DAYS,
} from '@tidemark/domain/tracking/desk/analysis';
import { BEFORE_OUT_GATE_STATUSES, LFD_ALERT_DAYS } from '@tidemark/domain/tracking/desk/quick-filters';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { countBy, listPlan } from '../../../engine/list';
import type { Auth } from '../../../http/auth';
import { shipmentServerResource } from './resources';
import { periodInstants, SqlParams, shipmentScopeSql } from './sql';

/** Lane filters of the transit-time analyses. */
const laneConditions = (
  p: SqlParams,
  req: { mode?: string | undefined; originPort?: string | undefined; destinationPort?: string | undefined },
): string[] => [
  ...(req.mode ? [`t.mode = ${p.add(req.mode)}`] : []),
  ...(req.originPort ? [`t.origin_port = ${p.add(req.originPort)}`] : []),
  ...(req.destinationPort ? [`t.destination_port = ${p.add(req.destinationPort)}`] : []),
];

const LEG_TRACKING = 'LegTracking';
const LEG_FILTER = 'f_currentLeg';

/**
 * LegTracking: shipments under way by the leg they are on, under the filters of the page's list
 * (as the list screen sends them) but its leg: each card counts what its leg would list.
 */
export const legCounts = async (
  db: Database,
  auth: Auth,
  filters: Readonly<Record<string, unknown>>,
): Promise<LegCount[]> => {
  const page = pageByUrl(LEG_TRACKING);
  if (!page) throw new Error(`no page ${LEG_TRACKING}`);
  const body = Object.fromEntries(Object.entries(filters).filter(([key]) => key !== LEG_FILTER));
  const counts = await countBy(db, listPlan(shipmentServerResource, page, auth, { body }), 'currentLeg');
  return LEGS.map((leg) => ({ leg, shipments: counts.get(leg) ?? 0 }));
};

export type LfdPage = { rows: LfdRow[]; total: number; buckets: Record<LfdBucket, number> };

/** LFDControl: containers not yet out-gated, fewest days to their last free day first. */
export const lfdControl = async (db: Database, auth: Auth, req: z.output<typeof lfdSchema>): Promise<LfdPage> => {
  const p = new SqlParams();
  const where = `${shipmentScopeSql(auth, p)} AND t.status = ANY(${p.add([...BEFORE_OUT_GATE_STATUSES])}::smallint[])
    AND t.last_free_day IS NOT NULL`;
  const from = `shipments t JOIN containers k ON k.shipment_id = t.id`;
  const alert = p.add(LFD_ALERT_DAYS);
  const soon = p.add(LFD_SOON_DAYS);
  const [counts] = await db.query<Record<LfdBucket, number>>(
    `SELECT count(*) FILTER (WHERE t.last_free_day < current_date)::int AS overdue,
            count(*) FILTER (WHERE t.last_free_day >= current_date AND t.last_free_day <= current_date + ${alert}::int)::int AS alert,
            count(*) FILTER (WHERE t.last_free_day > current_date + ${alert}::int AND t.last_free_day <= current_date + ${soon}::int)::int AS soon,
            count(*) FILTER (WHERE t.last_free_day > current_date + ${soon}::int)::int AS later
       FROM ${from} WHERE ${where}`,
    p.values,
  );
  const q = new SqlParams();
  const rows = await db.query<LfdRow>(
    `SELECT k.id AS "containerId", k.container_no AS "containerNo", t.id AS "shipmentId", t.shipment_no AS "shipmentNo",
            t.status, t.destination_port AS "destinationPort", t.ata, t.last_free_day::text AS "lastFreeDay",
            (t.last_free_day - current_date)::int AS "daysLeft", c.name AS "companyName"
       FROM ${from} LEFT JOIN companies c ON c.id = t.company_id
      WHERE ${shipmentScopeSql(auth, q)} AND t.status = ANY(${q.add([...BEFORE_OUT_GATE_STATUSES])}::smallint[])
        AND t.last_free_day IS NOT NULL
      ORDER BY t.last_free_day ASC, k.id ASC
      LIMIT ${q.add(req.limit)} OFFSET ${q.add((req.page - 1) * req.limit)}`,
    q.values,
  );
  const buckets = counts ?? { overdue: 0, alert: 0, soon: 0, later: 0 };
  return { rows, total: buckets.overdue + buckets.alert + buckets.soon + buckets.later, buckets };
};

type AveragesRequest = z.output<typeof averagesSchema>;

/** Count, average, extremes and spread of a `days` column, rounded to hundredths of a day. */
const STATS = `count(*)::int AS shipments,
  round(avg(days)::numeric, 2)::float8 AS "avgDays",
  round(min(days)::numeric, 2)::float8 AS "minDays",
  round(max(days)::numeric, 2)::float8 AS "maxDays",
  round((percentile_cont(0.1) WITHIN GROUP (ORDER BY days))::numeric, 2)::float8 AS "p10Days",
  round((percentile_cont(0.9) WITHIN GROUP (ORDER BY days))::numeric, 2)::float8 AS "p90Days",
  round(coalesce(stddev_samp(days), 0)::numeric, 2)::float8 AS "stddevDays"`;

/** Shipments in scope that actually departed in the period (whole days on the user's clock), with the lane filters. */
const departedIn = (auth: Auth, p: SqlParams, req: AveragesRequest): string => {
  const period = periodInstants(req, auth.timeZone, QUALITY_WINDOW_DAYS);
  return [
    shipmentScopeSql(auth, p),
    `t.atd >= ${p.add(period.start)}::timestamptz`,
    `t.atd < ${p.add(period.end)}::timestamptz`,
    ...laneConditions(p, req),
  ].join(' AND ');
};

const DAYS = (later: string, earlier: string) => `extract(epoch FROM (${later}) - (${earlier})) / 86400.0`;

/** TrackingAverageDay: departure to arrival per lane (origin, destination, mode), the busiest lanes first. */
export const laneAverages = async (db: Database, auth: Auth, req: AveragesRequest): Promise<LaneAverage[]> => {
  const p = new SqlParams();
  return db.query<LaneAverage>(
    `WITH per AS (
       SELECT t.origin_port, t.destination_port, t.mode,
              ${DAYS(
                "max(e.occurred_at) FILTER (WHERE e.code = 'ARRIVED')",
                "min(e.occurred_at) FILTER (WHERE e.code = 'DEPARTED')",
              )} AS days
         FROM shipments t JOIN tracking_events e ON e.shipment_id = t.id AND e.code IN ('DEPARTED', 'ARRIVED')
        WHERE ${departedIn(auth, p, req)}
        GROUP BY t.id, t.origin_port, t.destination_port, t.mode
     )
     SELECT origin_port AS "originPort", destination_port AS "destinationPort", mode, ${STATS}
       FROM per WHERE days >= 0
      GROUP BY origin_port, destination_port, mode
      ORDER BY count(*) DESC, origin_port, destination_port, mode
      LIMIT ${LANES_MAX}`,
    p.values,
  );
};

/**
 * LegAverageDay: days per leg. First mile: the first event to departure; in transit: departure
 * to arrival; last mile: arrival to delivery. A leg counts only when both ends happened.
 */
export const legAverages = async (db: Database, auth: Auth, req: AveragesRequest): Promise<LegAverage[]> => {
  const p = new SqlParams();
  const rows = await db.query<LegAverage>(
    `WITH per AS (
       SELECT min(e.occurred_at) AS first_at,
              min(e.occurred_at) FILTER (WHERE e.code = 'DEPARTED') AS dep,
              max(e.occurred_at) FILTER (WHERE e.code = 'ARRIVED') AS arr,
              max(e.occurred_at) FILTER (WHERE e.code = 'DELIVERED') AS del
         FROM shipments t JOIN tracking_events e ON e.shipment_id = t.id
        WHERE ${departedIn(auth, p, req)}
        GROUP BY t.id
     ), legs AS (
       SELECT 'first_mile' AS leg, ${DAYS('dep', 'first_at')} AS days FROM per
       UNION ALL SELECT 'in_transit', ${DAYS('arr', 'dep')} FROM per
       UNION ALL SELECT 'last_mile', ${DAYS('del', 'arr')} FROM per
     )
     SELECT leg, ${STATS} FROM legs WHERE days >= 0 GROUP BY leg`,
    p.values,
  );
  return LEGS.flatMap((leg) => rows.filter((r) => r.leg === leg));
};
