import {
  MILESTONE_RANK,
  QUALITY_WINDOW_DAYS,
  type QualityRow,
  type qualitySchema,
} from '@tidemark/domain/tracking/desk/analysis';
import { FINISHED_STATUSES } from '@tidemark/domain/tracking/desk/quick-filters';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import type { Auth } from '../../../http/auth';
import { periodInstants, SqlParams, shipmentScopeSql } from './sql';

type QualityRequest = z.output<typeof qualitySchema>;
export type QualityPage = { rows: QualityRow[]; total: number };

const SHIPMENT_COLUMNS = `t.id, t.shipment_no AS "shipmentNo", t.mode, t.status, t.origin_port AS "originPort",
  t.destination_port AS "destinationPort", t.etd, c.name AS "companyName"`;

const page = (rows: (QualityRow & { total: number })[]): QualityPage => ({
  rows: rows.map(({ total: _total, ...row }) => row),
  total: rows[0]?.total ?? 0,
});

/**
 * Shipments still under way whose latest event (or, without any, whose ETD) is more than N
 * days old: their tracking has gone quiet. The quietest come first.
 */
const silentShipments = async (db: Database, auth: Auth, req: QualityRequest): Promise<QualityPage> => {
  const p = new SqlParams();
  const scope = shipmentScopeSql(auth, p);
  const rows = await db.query<QualityRow & { total: number }>(
    `SELECT ${SHIPMENT_COLUMNS}, le.last_at AS "lastEventAt",
            floor(extract(epoch FROM now() - coalesce(le.last_at, t.etd)) / 86400)::int AS "silentDays",
            count(*) OVER ()::int AS total
       FROM shipments t
       LEFT JOIN companies c ON c.id = t.company_id
       LEFT JOIN LATERAL (SELECT max(e.occurred_at) AS last_at FROM tracking_events e WHERE e.shipment_id = t.id) le ON true
      WHERE ${scope} AND NOT t.archived AND t.status <> ALL(${p.add([...FINISHED_STATUSES])}::smallint[])
        AND coalesce(le.last_at, t.etd) < now() - make_interval(days => ${p.add(req.days)}::int)
      ORDER BY coalesce(le.last_at, t.etd) ASC, t.id ASC
      LIMIT ${p.add(req.limit)} OFFSET ${p.add((req.page - 1) * req.limit)}`,
    p.values,
  );
  return page(rows);
};

/**
 * Shipments (ETD in the period) where a later milestone was recorded earlier in time than an
 * earlier one on the same container (or the shipment itself): the pair furthest apart is shown.
 */
const outOfOrder = async (db: Database, auth: Auth, req: QualityRequest): Promise<QualityPage> => {
  const p = new SqlParams();
  const scope = shipmentScopeSql(auth, p);
  const ranks = Object.entries(MILESTONE_RANK);
  const codes = p.add(ranks.map(([code]) => code));
  const rankValues = p.add(ranks.map(([, rank]) => rank));
  // Whole days on the user's clock, as the portal shows them the ETDs.
  const period = periodInstants(req, auth.timeZone, QUALITY_WINDOW_DAYS);
  const from = p.add(period.start);
  const to = p.add(period.end);
  const rows = await db.query<QualityRow & { total: number }>(
    `WITH ev AS (
       SELECT e.shipment_id, e.container_id, e.occurred_at, r.rank
         FROM shipments t
         JOIN tracking_events e ON e.shipment_id = t.id
         JOIN unnest(${codes}::text[], ${rankValues}::int[]) AS r(code, rank) ON r.code = e.code
        WHERE ${scope} AND t.etd >= ${from}::timestamptz AND t.etd < ${to}::timestamptz
     ), seen AS (
       -- The latest time of any earlier milestone on the same container (or shipment-level events).
       SELECT ev.*, max(occurred_at) OVER (
                PARTITION BY shipment_id, container_id ORDER BY rank RANGE BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
              ) AS earlier_at
         FROM ev
     ), bad AS (
       SELECT DISTINCT ON (shipment_id) shipment_id, container_id, earlier_at, occurred_at AS later_at, rank
         FROM seen WHERE occurred_at < earlier_at
        ORDER BY shipment_id, earlier_at - occurred_at DESC, rank
     )
     SELECT ${SHIPMENT_COLUMNS}, eb.code AS "earlierCode", bad.earlier_at AS "earlierAt",
            lb.code AS "laterCode", bad.later_at AS "laterAt", k.container_no AS "containerNo",
            count(*) OVER ()::int AS total
       FROM bad
       JOIN shipments t ON t.id = bad.shipment_id
       LEFT JOIN companies c ON c.id = t.company_id
       LEFT JOIN containers k ON k.id = bad.container_id
       -- Names of the two events, looked up for the few flagged shipments only.
       LEFT JOIN LATERAL (
         SELECT e.code FROM tracking_events e JOIN unnest(${codes}::text[], ${rankValues}::int[]) AS r(code, rank) ON r.code = e.code
          WHERE e.shipment_id = bad.shipment_id AND e.container_id IS NOT DISTINCT FROM bad.container_id
            AND e.occurred_at = bad.earlier_at AND r.rank < bad.rank
          ORDER BY r.rank DESC LIMIT 1
       ) eb ON true
       LEFT JOIN LATERAL (
         SELECT e.code FROM tracking_events e JOIN unnest(${codes}::text[], ${rankValues}::int[]) AS r(code, rank) ON r.code = e.code
          WHERE e.shipment_id = bad.shipment_id AND e.container_id IS NOT DISTINCT FROM bad.container_id
            AND e.occurred_at = bad.later_at AND r.rank = bad.rank
          LIMIT 1
       ) lb ON true
      ORDER BY t.etd DESC, t.id DESC
      LIMIT ${p.add(req.limit)} OFFSET ${p.add((req.page - 1) * req.limit)}`,
    p.values,
  );
  return page(rows);
};

export const qualityCheck = (db: Database, auth: Auth, req: QualityRequest): Promise<QualityPage> =>
  req.check === 'silent' ? silentShipments(db, auth, req) : outOfOrder(db, auth, req);
