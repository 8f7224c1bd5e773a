import { CONTAINER_EQUIPMENT } from '@tidemark/domain/pricing/common/charges';
import {
  ASIA_COUNTRIES,
  averageMoney,
  EQUIPMENT_OF_ISO,
  FCL_NAM_LANE_GROUPS,
  LANE_GROUP_PORTS,
  predictCost,
} from '@tidemark/domain/pricing/costs/index';
import type { TxQuery } from '../../../engine/transaction';

/**
 * The cost analyses, computed by the database from the records in a few set-based statements and
 * written into their tables whole: the cost summary per shipment first, since the export cost and
 * the predicted cost's history read it. The FCL margin needs no table: it is read as it stands.
 */

const list = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/** The rate equipment of a container of the shipments core (`c.iso_type`). */
const EQUIPMENT_SQL = `CASE c.iso_type ${Object.entries(EQUIPMENT_OF_ISO)
  .map(([iso, eq]) => `WHEN '${iso}' THEN '${eq}'`)
  .join(' ')} ELSE c.iso_type END`;

/**
 * The lanes (loading and discharge port) a refresh is bounded to: those of the cost rates a write
 * changed. Null recomputes every lane.
 */
export type Lanes = readonly { pol: string; pod: string }[] | null;

/** The condition keeping the rows of `pol`/`pod` on the lanes, their arrays bound at $n and $n+1. */
const onLanes = (lanes: Lanes, pol: string, pod: string, n: number): string =>
  lanes ? `(${pol}, ${pod}) IN (SELECT * FROM unnest($${n}::text[], $${n + 1}::text[]))` : 'TRUE';

/** The parameters onLanes binds: the ports of the lanes, or none for every lane. */
const laneParams = (lanes: Lanes): unknown[] => (lanes ? [lanes.map((l) => l.pol), lanes.map((l) => l.pod)] : []);

/** Removes a table's rows of the lanes (every row for every lane) before they are computed again. */
const clear = (query: TxQuery, table: string, lanes: Lanes) =>
  query(`DELETE FROM ${table} WHERE ${onLanes(lanes, 'pol', 'pod', 1)}`, laneParams(lanes));

/** A cost tariff anyone may price from: active, the published one (no contract customer). */
const PUBLISHED_COST = `p.kind = 'cost' AND p.status = 'active' AND p.company_id IS NULL AND p.mode = 'sea'`;

/**
 * Each shipment's cost lines by charge code, currency and source: its confirmed booking's rates
 * (quantity × rate), its drayage costs as delivery (DEL), and, for an FCL shipment, the lines of the
 * carrier's cost tariff in force at departure for each of its container types, except the charge
 * codes the booking agreed (a per-shipment line once). The lines of the shipment's latest imported
 * cost sheet are its actual costs: a charge code the sheet names is taken from it alone, in place
 * of the booking's, the drayage's or the tariff's. Then each shipment's totals per currency.
 */
export const refreshCostSummary = async (query: TxQuery, asOf: Date, lanes: Lanes = null): Promise<number> => {
  await clear(query, 'pricing_cost_summary', lanes);
  // Bounded to lanes, the shipments of those lanes; every shipment otherwise, with no set to test
  // against (an estimate of the set's size far too low once led the planner to walk all of it for
  // every imported cost line).
  const laned = (column: string) => (lanes ? `${column} IN (SELECT id FROM laned)` : 'TRUE');
  const rows = await query<{ n: number }>(
    `WITH ${lanes ? `laned AS (SELECT s.id FROM shipments s WHERE ${onLanes(lanes, 's.origin_port', 's.destination_port', 2)}),` : ''}
     booked AS (
       SELECT b.shipment_id, r.charge_code, r.currency, round(r.quantity * r.amount, 4) AS amount, 'booking' AS source
         FROM booking_rates r JOIN bookings b ON b.id = r.booking_id
        WHERE b.status = 'confirmed' AND ${laned('b.shipment_id')}
     ), boxes AS (
       SELECT shipment_id, equipment, count(*)::int AS boxes,
              row_number() OVER (PARTITION BY shipment_id ORDER BY equipment) AS rn
         FROM (SELECT c.shipment_id, ${EQUIPMENT_SQL} AS equipment FROM containers c
                WHERE ${laned('c.shipment_id')}) x
        GROUP BY shipment_id, equipment
     ), tariffed AS (
       SELECT s.id AS shipment_id, l.charge_code, l.currency,
              greatest(round(l.rate * CASE l.unit WHEN 'container' THEN e.boxes WHEN 'shipment' THEN 1
                                                  WHEN 'kg' THEN s.gross_weight_kg WHEN 'cbm' THEN s.volume_cbm
                                                  ELSE greatest(s.gross_weight_kg / 1000, s.volume_cbm) END, 4),
                       coalesce(l.minimum, 0)) AS amount,
              'tariff' AS source
         FROM shipments s
         JOIN boxes e ON e.shipment_id = s.id
         JOIN LATERAL (
           SELECT p.id FROM pricing_tariffs p
            WHERE ${PUBLISHED_COST} AND p.pol = s.origin_port AND p.pod = s.destination_port
              AND p.carrier_code = s.carrier_code AND p.equipment = e.equipment
              AND s.etd::date BETWEEN p.valid_from AND p.valid_until
            ORDER BY p.valid_from DESC, p.id DESC LIMIT 1) t ON true
         JOIN pricing_tariff_lines l ON l.tariff_id = t.id
        WHERE s.mode = 'FCL' AND (l.unit <> 'shipment' OR e.rn = 1)
          AND NOT EXISTS (SELECT 1 FROM booked k WHERE k.shipment_id = s.id AND k.charge_code = l.charge_code)
     ), imported AS (
       SELECT r.shipment_id, r.charge_code, r.currency, r.amount, 'import' AS source
         FROM (SELECT DISTINCT ON (i.shipment_id) i.id, i.shipment_id
                 FROM pricing_rate_imports i
                WHERE i.kind = 'cost' AND i.shipment_id IS NOT NULL AND ${laned('i.shipment_id')}
                ORDER BY i.shipment_id, i.created_at DESC, i.id DESC) latest
         JOIN pricing_shipment_rates r ON r.import_id = latest.id AND r.shipment_id = latest.shipment_id
        WHERE r.kind = 'cost'
     ), estimated AS (
       SELECT * FROM booked
       UNION ALL
       SELECT o.shipment_id, 'DEL', d.currency, d.amount, 'drayage'
         FROM drayage_costs d JOIN drayage_orders o ON o.id = d.order_id
        WHERE o.status <> 'cancelled' AND ${laned('o.shipment_id')}
       UNION ALL
       SELECT * FROM tariffed
     ), lines AS (
       SELECT * FROM imported
       UNION ALL
       SELECT * FROM estimated e
        WHERE NOT EXISTS (SELECT 1 FROM imported i WHERE i.shipment_id = e.shipment_id AND i.charge_code = e.charge_code)
     ), grouped AS (
       SELECT shipment_id, charge_code, currency, source, sum(amount) AS amount, count(*)::int AS line_count
         FROM lines GROUP BY shipment_id, charge_code, currency, source
     ), totals AS (
       SELECT shipment_id,
              string_agg(currency || ' ' || to_char(total, 'FM999,999,999,999,990.00'), ' · ' ORDER BY currency) AS total
         FROM (SELECT shipment_id, currency, sum(amount) AS total FROM grouped GROUP BY shipment_id, currency) x
        GROUP BY shipment_id
     ), inserted AS (
       INSERT INTO pricing_cost_summary (shipment_id, shipment_no, branch_id, mode, pol, pod, carrier_code, etd, containers,
                                         charge_code, currency, source, amount, line_count, shipment_total, refreshed_at)
       SELECT s.id, s.shipment_no, s.branch_id, s.mode, s.origin_port, s.destination_port, s.carrier_code, s.etd,
              (SELECT count(*)::int FROM containers c WHERE c.shipment_id = s.id),
              g.charge_code, g.currency, g.source, g.amount, g.line_count, t.total, $1
         FROM grouped g
         JOIN shipments s ON s.id = g.shipment_id
         JOIN totals t ON t.shipment_id = g.shipment_id
        ORDER BY s.etd, s.id, g.charge_code, g.currency
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM inserted`,
    [asOf.toISOString(), ...laneParams(lanes)],
  );
  return rows[0]?.n ?? 0;
};

/**
 * Per lane, equipment and month: each carrier's cost tariff in force on the 15th (its all-in per
 * container) weighted by the containers booked with the carrier for that month — the boxes of
 * the month's shipments and of bookings still open (submitted or waiting) — beside the plain
 * average and the lowest of the carriers in force. Booked carriers without a cost tariff have no
 * cost to weigh and are left out.
 */
export const refreshWeightedCosts = async (query: TxQuery, asOf: Date, lanes: Lanes = null): Promise<number> => {
  await clear(query, 'pricing_weighted_costs', lanes);
  const rows = await query<{ n: number }>(
    `WITH volume AS (
       SELECT pol, pod, equipment, period, carrier_code, count(*)::int AS containers
         FROM (
           SELECT s.origin_port AS pol, s.destination_port AS pod, ${EQUIPMENT_SQL} AS equipment,
                  date_trunc('month', s.etd)::date AS period, s.carrier_code
             FROM shipments s JOIN containers c ON c.shipment_id = s.id
            WHERE s.mode = 'FCL' AND ${onLanes(lanes, 's.origin_port', 's.destination_port', 2)}
           UNION ALL
           SELECT b.origin_port, b.destination_port, bc.iso_type, date_trunc('month', b.etd)::date, b.carrier_code
             FROM bookings b JOIN booking_containers bc ON bc.booking_id = b.id
            WHERE b.load_type = 'FCL' AND b.status IN ('submitted', 'pending_planning', 'pending_sr', 'sr_decrease')
              AND b.etd IS NOT NULL AND b.carrier_code IS NOT NULL
              AND ${onLanes(lanes, 'b.origin_port', 'b.destination_port', 2)}
         ) boxes
        GROUP BY pol, pod, equipment, period, carrier_code
     ), lanes AS (
       SELECT DISTINCT pol, pod, equipment, period FROM volume
     ), offers AS (
       SELECT l.pol, l.pod, l.equipment, l.period, p.carrier_code, p.base_total AS cost, p.currency
         FROM lanes l
         JOIN LATERAL (
           SELECT DISTINCT ON (p.carrier_code) p.carrier_code, p.base_total, p.currency FROM pricing_tariffs p
            WHERE ${PUBLISHED_COST} AND p.pol = l.pol AND p.pod = l.pod AND p.equipment = l.equipment
              AND (l.period + 14) BETWEEN p.valid_from AND p.valid_until
            ORDER BY p.carrier_code, p.valid_from DESC, p.id DESC) p ON true
     ), weighed AS (
       SELECT o.*, coalesce(v.containers, 0) AS containers
         FROM offers o
         LEFT JOIN volume v ON v.pol = o.pol AND v.pod = o.pod AND v.equipment = o.equipment AND v.period = o.period
                           AND v.carrier_code = o.carrier_code
     ), inserted AS (
       INSERT INTO pricing_weighted_costs (pol, pod, equipment, period, carriers, containers, weighted_cost, average_cost,
                                           lowest_cost, currency, breakdown, refreshed_at)
       SELECT pol, pod, equipment, period, count(*)::int, sum(containers)::int,
              round(sum(cost * containers) / sum(containers), 4), round(avg(cost), 4), min(cost), currency,
              string_agg(carrier_code || ' ' || containers || ' × ' || to_char(cost, 'FM999,999,990.00'), ' · '
                         ORDER BY containers DESC, carrier_code),
              $1
         FROM weighed
        GROUP BY pol, pod, equipment, period, currency
       HAVING sum(containers) > 0
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM inserted`,
    [asOf.toISOString(), ...laneParams(lanes)],
  );
  return rows[0]?.n ?? 0;
};

/**
 * Per branch, export lane (loading in the branch's country) and ISO week of departure: the
 * shipments with costs, their containers and TEU, the USD cost and its cost per TEU, and the costs
 * in other currencies listed beside it.
 */
export const refreshExportCosts = async (query: TxQuery, asOf: Date, lanes: Lanes = null): Promise<number> => {
  await clear(query, 'pricing_export_costs', lanes);
  const rows = await query<{ n: number }>(
    `WITH exported AS (
       SELECT s.id, s.branch_id, s.origin_port AS pol, s.destination_port AS pod,
              date_trunc('week', s.etd)::date AS week_start,
              (SELECT count(*)::int FROM containers c WHERE c.shipment_id = s.id) AS containers,
              (SELECT coalesce(sum(CASE WHEN c.iso_type LIKE '2%' THEN 1 ELSE 2 END), 0)::int
                 FROM containers c WHERE c.shipment_id = s.id) AS teu
         FROM shipments s JOIN branches br ON br.id = s.branch_id
        WHERE s.mode IN ('FCL', 'LCL') AND left(s.origin_port, 2) = br.country
          AND ${onLanes(lanes, 's.origin_port', 's.destination_port', 2)}
          AND EXISTS (SELECT 1 FROM pricing_cost_summary x WHERE x.shipment_id = s.id)
     ), per_currency AS (
       SELECT e.branch_id, e.pol, e.pod, e.week_start, x.currency, sum(x.amount) AS amount
         FROM exported e JOIN pricing_cost_summary x ON x.shipment_id = e.id
        GROUP BY e.branch_id, e.pol, e.pod, e.week_start, x.currency
     ), costs AS (
       SELECT branch_id, pol, pod, week_start,
              coalesce(sum(amount) FILTER (WHERE currency = 'USD'), 0) AS usd,
              string_agg(currency || ' ' || to_char(amount, 'FM999,999,999,990.00'), ' · ' ORDER BY currency)
                FILTER (WHERE currency <> 'USD') AS other
         FROM per_currency GROUP BY branch_id, pol, pod, week_start
     ), volume AS (
       SELECT branch_id, pol, pod, week_start, count(*)::int AS shipments, sum(containers)::int AS containers,
              sum(teu)::int AS teu
         FROM exported GROUP BY branch_id, pol, pod, week_start
     ), inserted AS (
       INSERT INTO pricing_export_costs (branch_id, pol, pod, week, week_start, shipments, containers, teu, cost_usd,
                                         cost_per_teu, other_costs, refreshed_at)
       SELECT v.branch_id, v.pol, v.pod, to_char(v.week_start, 'IYYY-"W"IW'), v.week_start, v.shipments, v.containers,
              v.teu, c.usd, CASE WHEN v.teu > 0 THEN round(c.usd / v.teu, 4) END, c.other, $1
         FROM volume v JOIN costs c USING (branch_id, pol, pod, week_start)
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM inserted`,
    [asOf.toISOString(), ...laneParams(lanes)],
  );
  return rows[0]?.n ?? 0;
};

/** Weeks predicted ahead of the day of the refresh, and how far back the lane's shipments count. */
export const PREDICT_WEEKS = 4;
export const HISTORY_WEEKS = 26;

type Input = {
  kind: 'tariff' | 'history';
  pol: string;
  pod: string;
  equipment: string;
  week_start: string;
  week: string;
  reference: string;
  carrier_code: string;
  on_date: string;
  containers: number;
  cost: string;
  currency: string;
};

/**
 * Every input of the coming weeks' predictions: the published cost tariffs in USD in force on each
 * week's Monday (one per carrier, its all-in per container), and the lane's FCL shipments of one
 * container type that sailed in the last 26 weeks, each with its USD cost per container from the
 * cost summary (other currencies are left out: no exchange rate is applied).
 */
const inputsSql = (lanes: Lanes) => `
  WITH weeks AS (
    SELECT (date_trunc('week', $1::timestamptz) + interval '7 days' * g)::date AS week_start
      FROM generate_series(1, $2::int) g
  ), tariffs AS (
    SELECT 'tariff' AS kind, p.pol, p.pod, p.equipment, w.week_start, p.tariff_no AS reference, p.carrier_code,
           p.valid_from AS on_date, 1 AS containers, p.base_total AS cost, p.currency
      FROM weeks w
      JOIN LATERAL (
        SELECT DISTINCT ON (p.pol, p.pod, p.equipment, p.carrier_code) p.* FROM pricing_tariffs p
         WHERE ${PUBLISHED_COST} AND p.currency = 'USD' AND p.equipment = ANY ($3::text[])
           AND ${onLanes(lanes, 'p.pol', 'p.pod', 5)}
           AND w.week_start BETWEEN p.valid_from AND p.valid_until
         ORDER BY p.pol, p.pod, p.equipment, p.carrier_code, p.valid_from DESC, p.id DESC) p ON true
  ), shipped AS (
    SELECT s.id, s.shipment_no, s.origin_port AS pol, s.destination_port AS pod, s.carrier_code, s.etd::date AS on_date,
           min(${EQUIPMENT_SQL}) AS equipment, count(*)::int AS containers
      FROM shipments s JOIN containers c ON c.shipment_id = s.id
     WHERE s.mode = 'FCL' AND s.etd < $1::timestamptz AND s.etd >= $1::timestamptz - make_interval(weeks => $4::int)
       AND ${onLanes(lanes, 's.origin_port', 's.destination_port', 5)}
     GROUP BY s.id
    HAVING count(DISTINCT ${EQUIPMENT_SQL}) = 1
  ), history AS (
    SELECT 'history' AS kind, x.pol, x.pod, x.equipment, w.week_start, x.shipment_no AS reference, x.carrier_code,
           x.on_date, x.containers, round(u.usd / x.containers, 4) AS cost, 'USD' AS currency
      FROM shipped x
      JOIN (SELECT shipment_id, sum(amount) AS usd FROM pricing_cost_summary WHERE currency = 'USD' GROUP BY shipment_id) u
        ON u.shipment_id = x.id
      CROSS JOIN weeks w
  )
  SELECT kind, pol, pod, equipment, week_start::text AS week_start, to_char(week_start, 'IYYY-"W"IW') AS week, reference,
         carrier_code, on_date::text AS on_date, containers, cost::text AS cost, currency
    FROM (SELECT * FROM tariffs UNION ALL SELECT * FROM history) i
   ORDER BY pol, pod, equipment, week_start, kind, reference`;

/**
 * The predictions of the coming weeks from their inputs, each priced by the domain's
 * `predictCost`, written with the inputs they came from.
 */
export const refreshPredictions = async (query: TxQuery, asOf: Date, lanes: Lanes = null): Promise<number> => {
  await clear(query, 'pricing_predicted_costs', lanes);
  const inputs = await query<Input>(inputsSql(lanes), [
    asOf.toISOString(),
    PREDICT_WEEKS,
    CONTAINER_EQUIPMENT,
    HISTORY_WEEKS,
    ...laneParams(lanes),
  ]);
  const groups = new Map<string, Input[]>();
  for (const input of inputs) {
    const key = [input.pol, input.pod, input.equipment, input.week_start].join('|');
    const group = groups.get(key) ?? [];
    group.push(input);
    groups.set(key, group);
  }
  const predictions = [...groups.values()].flatMap((group) => {
    const first = group[0] as Input;
    const tariffs = group.filter((i) => i.kind === 'tariff').map((i) => i.cost);
    const history = group.filter((i) => i.kind === 'history').map((i) => i.cost);
    const tariffCost = averageMoney(tariffs);
    const historyCost = averageMoney(history);
    const predicted = predictCost({ tariffCost, historyCost, historyShipments: history.length });
    return predicted ? [{ first, tariffCost, tariffs, historyCost, history, predicted }] : [];
  });
  if (predictions.length === 0) return 0;
  const column = <T>(fn: (p: (typeof predictions)[number]) => T) => predictions.map(fn);
  const saved = await query<{ id: number; pol: string; pod: string; equipment: string; week_start: string }>(
    `INSERT INTO pricing_predicted_costs (pol, pod, equipment, week, week_start, tariff_cost, tariff_carriers, history_cost,
                                          history_shipments, history_weight, predicted_cost, method, currency, refreshed_at)
     SELECT pol, pod, equipment, week, week_start::date, tariff_cost::numeric, tariff_carriers, history_cost::numeric,
            history_shipments, history_weight::numeric, predicted_cost::numeric, method, 'USD', $12
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[],
                   $9::int[], $10::text[], $11::text[], $13::text[])
            AS x (pol, pod, equipment, week, week_start, tariff_cost, tariff_carriers, history_cost, history_shipments,
                  history_weight, predicted_cost, method)
     RETURNING id, pol, pod, equipment, week_start::text AS week_start`,
    [
      column((p) => p.first.pol),
      column((p) => p.first.pod),
      column((p) => p.first.equipment),
      column((p) => p.first.week),
      column((p) => p.first.week_start),
      column((p) => p.tariffCost),
      column((p) => p.tariffs.length),
      column((p) => p.historyCost),
      column((p) => p.history.length),
      column((p) => p.predicted.historyWeight),
      column((p) => p.predicted.predicted),
      asOf.toISOString(),
      column((p) => p.predicted.method),
    ],
  );
  const ids = new Map(saved.map((s) => [[s.pol, s.pod, s.equipment, s.week_start].join('|'), s.id]));
  const kept = inputs.flatMap((i) => {
    const id = ids.get([i.pol, i.pod, i.equipment, i.week_start].join('|'));
    return id === undefined ? [] : [{ ...i, id }];
  });
  await query(
    `INSERT INTO pricing_predicted_cost_inputs (prediction_id, kind, reference, carrier_code, on_date, containers, cost, currency)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::date[], $6::int[], $7::numeric[], $8::text[])`,
    [
      kept.map((i) => i.id),
      kept.map((i) => i.kind),
      kept.map((i) => i.reference),
      kept.map((i) => i.carrier_code),
      kept.map((i) => i.on_date),
      kept.map((i) => i.containers),
      kept.map((i) => i.cost),
      kept.map((i) => i.currency),
    ],
  );
  return saved.length;
};

/** The lane group of `pod` as SQL, from the domain's table of ports. */
const laneGroupSql = (pod: string) =>
  `CASE ${FCL_NAM_LANE_GROUPS.map((g) => `WHEN ${pod} IN (${list(LANE_GROUP_PORTS[g])}) THEN '${g}'`).join(' ')} END`;

const NAM_PORTS = FCL_NAM_LANE_GROUPS.flatMap((g) => LANE_GROUP_PORTS[g]);

/**
 * The FCL Asia → North America margins as read: each published sell tariff of an Asian loading
 * port to a port of the lane groups, for each Monday of its validity, against the same carrier's
 * cost tariff in force that Monday and the setting of the lane group, equipment and week. The
 * status follows the domain's `marginStatus`.
 */
export const FCL_NAM_MARGINS_FROM = `(
  SELECT s.id::bigint * 1000 + w.n AS id, to_char(w.week_start, 'IYYY-"W"IW') AS week, w.week_start,
         ${laneGroupSql('s.pod')} AS lane_group, s.pol, s.pod, s.pol || ' → ' || s.pod AS lane, s.equipment,
         s.carrier_code, s.base_total AS sell, c.base_total AS cost, s.base_total - c.base_total AS margin,
         m.target_margin, g.minimum_margin,
         CASE WHEN g.id IS NULL THEN 'no_setting'
              WHEN s.base_total - c.base_total < g.minimum_margin THEN 'below_minimum'
              WHEN s.base_total - c.base_total < m.target_margin THEN 'below_target'
              ELSE 'on_target' END AS status,
         s.currency
    FROM pricing_tariffs s
    CROSS JOIN LATERAL (
      SELECT d::date AS week_start, row_number() OVER (ORDER BY d) AS n
        FROM generate_series(s.valid_from + (8 - extract(isodow FROM s.valid_from)::int) % 7, s.valid_until,
                             interval '7 days') d) w
    JOIN LATERAL (
      SELECT p.base_total FROM pricing_tariffs p
       WHERE ${PUBLISHED_COST} AND p.carrier_code = s.carrier_code AND p.pol = s.pol AND p.pod = s.pod
         AND p.equipment = s.equipment AND p.currency = s.currency AND w.week_start BETWEEN p.valid_from AND p.valid_until
       ORDER BY p.valid_from DESC, p.id DESC LIMIT 1) c ON true
    LEFT JOIN LATERAL (
      SELECT g.* FROM pricing_fcl_nam_settings g
       WHERE g.lane_group = ${laneGroupSql('s.pod')} AND g.equipment = s.equipment AND g.currency = s.currency
         AND to_char(w.week_start, 'IYYY-"W"IW') BETWEEN g.week_from AND g.week_until
       ORDER BY g.id DESC LIMIT 1) g ON true
    LEFT JOIN LATERAL (
      SELECT coalesce(g.target_margin_amount, round(c.base_total * g.target_margin_percent / 100, 4)) AS target_margin) m
      ON true
   WHERE s.kind = 'sell' AND s.status = 'active' AND s.company_id IS NULL AND s.mode = 'sea'
     AND s.equipment IN (${list(CONTAINER_EQUIPMENT)}) AND left(s.pol, 2) IN (${list(ASIA_COUNTRIES)})
     AND s.pod IN (${list(NAM_PORTS)})
) t`;
