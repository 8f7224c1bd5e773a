import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';

/**
 * Demo drayage, written by the database from the demo shipments in a few set-based statements (no
 * row travels through the server, so a million shipments seed as fast as a hundred): an order for
 * two boxes in three of those discharged or out at their destination and for a share of those
 * returned lately, with the appointments and cost lines their events tell of. Chinese ports get
 * Chinese truckers and places, the others English ones; boxes trucked from Los Angeles, Long Beach
 * and Houston into Mexico become cross-border orders with their crossing, brokers and pedimento.
 */

/** Picks one of a list by a number: `pick(ARRAY[...], n)`. */
const pick = (items: readonly string[], n: string) =>
  `(ARRAY[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(', ')}])[1 + (${n}) % ${items.length}]`;

const CN_TRUCKERS = [
  '上海港集卡运输有限公司',
  '宁波北仑港联集装箱车队',
  '深圳盐田拖车服务有限公司',
  '青岛前湾集运车队',
];
const US_TRUCKERS = [
  'Pacific Drayage Services',
  'Harbor Freight Lines',
  'Gateway Intermodal Trucking',
  'Coastline Container Express',
];
const EU_TRUCKERS = ['Rhenus Container Trucking', 'Van den Bosch Transporten', 'Hanse Container Logistik'];
const OTHER_TRUCKERS = ['Global Port Haulage', 'Metro Container Transport'];
const MX_CARRIERS = ['Transportes Castores', 'Autotransportes del Norte', 'Fletes México Bajío'];
const US_BROKERS = ['Border Customs Brokerage LLC', 'Rio Grande Customs Services', 'Pacific Border Brokers'];
const MX_BROKERS = ['Agencia Aduanal González y Asociados', 'Grupo Aduanal del Norte', 'Despachos Aduanales Frontera'];
const MX_CITIES = ['Monterrey, Nuevo León', 'Saltillo, Coahuila', 'Guadalajara, Jalisco', 'Querétaro, Querétaro'];
const NOTES_EN = [
  'Call the consignee one hour before arrival',
  'Dock 4, forklift on site',
  'Overweight permit on file',
];
const NOTES_ZH = ['请提前24小时预约卸货', '收货人仓库周日不收货', '需带车架'];
const CHANGE_REASONS = ['RESCHEDULE', 'NOT AVAILABLE', 'TRUCKER ERROR', 'CUSTOMER REQUEST', 'MISSED APPT'];

/** Named container terminals of the busiest ports; the others are '<port> container terminal'. */
const TERMINALS: Readonly<Record<string, string>> = {
  CNSHA: '洋山深水港四期码头',
  CNNGB: '宁波舟山港北仑集装箱码头',
  CNYTN: '盐田国际集装箱码头',
  CNSZX: '蛇口集装箱码头',
  CNTAO: '青岛前湾集装箱码头',
  USLAX: 'APM Terminals Pier 400',
  USLGB: 'Long Beach Container Terminal',
  USNYC: 'Port Newark Container Terminal',
  USSAV: 'Garden City Terminal',
  USHOU: 'Bayport Container Terminal',
  USOAK: 'Oakland International Container Terminal',
  NLRTM: 'ECT Delta Terminal',
  DEHAM: 'Container Terminal Burchardkai',
};

const terminalSql = `CASE p.unlocode ${Object.entries(TERMINALS)
  .map(([port, name]) => `WHEN '${port}' THEN '${name}'`)
  .join(
    ' ',
  )} ELSE CASE WHEN p.country = 'CN' THEN p.name_zh || '集装箱码头' ELSE p.name || ' container terminal' END END`;

const truckerSql = (n: string) =>
  `CASE WHEN p.country = 'CN' THEN ${pick(CN_TRUCKERS, n)}
        WHEN p.country IN ('US', 'CA') THEN ${pick(US_TRUCKERS, n)}
        WHEN p.country IN ('NL', 'DE', 'BE', 'FR', 'GB', 'PL', 'SE', 'IT', 'ES', 'GR', 'SI') THEN ${pick(EU_TRUCKERS, n)}
        ELSE ${pick(OTHER_TRUCKERS, n)} END`;

/**
 * The pedimento's six-digit number of a demo order, spread from its container's id. In bigint:
 * ids of a million-shipment seed times the spreading prime pass the integer range.
 */
export const pedimentoSerialSql = (containerId: string): string =>
  `lpad((${containerId}::bigint * 7919 % 1000000)::text, 6, '0')`;

/** The currency a port's truckers bill in. */
const CURRENCY_SQL = `CASE WHEN o.cross_border THEN o.currency
  WHEN o.port LIKE 'CN%' THEN 'CNY' WHEN o.port LIKE 'CA%' THEN 'CAD' WHEN o.port LIKE 'MX%' THEN 'MXN'
  WHEN substr(o.port, 1, 2) IN ('NL', 'DE', 'BE', 'FR', 'PL', 'IT', 'ES', 'GR', 'SI') THEN 'EUR' ELSE 'USD' END`;

export const seedDrayage = async (database: Database, demo: DemoSeed): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM drayage_orders');
  if ((existing[0]?.n ?? 0) > 0) return;
  const asOf = demo.asOf;

  // Orders: boxes at or out of their destination's terminal, and boxes returned in the last weeks.
  await database.query(
    `WITH boxes AS (
       SELECT c.id AS container_id, c.container_no, s.id AS shipment_id, s.branch_id, s.company_id,
              s.destination_port AS port,
              CASE WHEN d.state = 'on_hand' THEN CASE WHEN c.id % 5 = 1 THEN 'open' ELSE 'scheduled' END
                   WHEN EXISTS (SELECT 1 FROM tracking_events e
                                 WHERE e.container_id = c.id AND e.code = 'DELIVERED' AND e.occurred_at >= d.since)
                   THEN 'delivered' ELSE 'picked_up' END AS status
         FROM depot_containers d
         JOIN containers c ON c.id = d.id
         JOIN shipments s ON s.id = d.shipment_id
        WHERE d.depot = s.destination_port AND d.event_code IN ('DISCHARGED', 'RAIL_ARRIVED', 'OUT_GATE')
          AND c.id % 3 <> 0
       UNION ALL
       SELECT c.id, c.container_no, s.id, s.branch_id, s.company_id, s.destination_port, 'empty_returned'
         FROM shipments s
         JOIN containers c ON c.shipment_id = s.id
        WHERE s.status IN (6, 7) AND s.etd >= $1::timestamptz - interval '75 days' AND c.id % 4 = 0
          AND NOT EXISTS (SELECT 1 FROM depot_containers d WHERE d.id = c.id)
          AND EXISTS (SELECT 1 FROM tracking_events e WHERE e.container_id = c.id AND e.code = 'EMPTY_RETURN')
     )
     INSERT INTO drayage_orders (order_no, container_id, container_no, shipment_id, branch_id, company_id, port,
                                 pickup_place, delivery_place, return_place, trucker, status, notes, cross_border,
                                 mx_trucker, border_crossing, us_broker, mx_broker, transload, transload_place,
                                 pedimento, currency, created_at, updated_at)
     SELECT 'DR' || lpad(nextval('drayage_order_no_seq')::text, 8, '0'), x.container_id, x.container_no,
            x.shipment_id, x.branch_id, x.company_id, x.port,
            ${terminalSql},
            CASE WHEN x.mex THEN ${pick(MX_CITIES, 'x.container_id')}
                 WHEN p.country = 'CN' THEN co.name || ' 仓库，' || co.city ELSE co.name || ' warehouse, ' || co.city END,
            CASE WHEN p.country = 'CN' THEN p.name_zh || '空箱堆场' ELSE p.name || ' empty depot' END,
            ${truckerSql('x.container_id')},
            x.status,
            CASE WHEN x.container_id % 4 <> 1 THEN NULL
                 WHEN p.country = 'CN' THEN ${pick(NOTES_ZH, 'x.container_id')} ELSE ${pick(NOTES_EN, 'x.container_id')} END,
            x.mex,
            CASE WHEN x.mex THEN ${pick(MX_CARRIERS, 'x.container_id')} END,
            CASE WHEN NOT x.mex THEN NULL
                 WHEN x.port = 'USHOU' THEN CASE WHEN x.container_id % 2 = 0 THEN 'LAREDO_NUEVO_LAREDO' ELSE 'LAREDO_COLOMBIA' END
                 ELSE CASE WHEN x.container_id % 2 = 0 THEN 'OTAY_MESA_TIJUANA' ELSE 'CALEXICO_MEXICALI' END END,
            CASE WHEN x.mex THEN ${pick(US_BROKERS, 'x.container_id')} END,
            CASE WHEN x.mex THEN ${pick(MX_BROKERS, 'x.container_id')} END,
            x.mex AND x.container_id % 12 = 0,
            CASE WHEN x.mex AND x.container_id % 12 = 0 THEN
                 CASE WHEN x.port = 'USHOU' THEN 'Laredo cross-dock yard' ELSE 'Otay Mesa transload yard' END END,
            -- A pedimento once the box is on its way: year, customs office of the crossing, broker's
            -- licence, and a number starting with the year's last digit.
            CASE WHEN x.mex AND x.status <> 'scheduled' AND x.status <> 'open' THEN
                 to_char($1::timestamptz, 'YY') || ' '
                 || CASE WHEN x.port = 'USHOU' THEN CASE WHEN x.container_id % 2 = 0 THEN '24' ELSE '80' END
                         ELSE CASE WHEN x.container_id % 2 = 0 THEN '40' ELSE '19' END END
                 || ' ' || (3000 + x.container_id % 900)::text || ' '
                 || right(to_char($1::timestamptz, 'YY'), 1) || ${pedimentoSerialSql('x.container_id')} END,
            CASE WHEN x.mex THEN CASE WHEN x.container_id % 3 = 0 THEN 'MXN' ELSE 'USD' END END,
            $1::timestamptz - interval '1 day' * (1 + x.container_id % 4),
            $1::timestamptz - interval '1 hour' * (x.container_id % 48)
       FROM (SELECT b.*, (b.port IN ('USLAX', 'USLGB', 'USHOU') AND b.container_id % 6 = 0) AS mex FROM boxes b) x
       JOIN companies co ON co.id = x.company_id
       LEFT JOIN LATERAL (SELECT * FROM ports WHERE unlocode = x.port ORDER BY kind DESC LIMIT 1) p ON true
      ORDER BY x.container_id`,
    [asOf],
  );

  // Completed appointments: the events the box already has (gate-out, delivery, empty return).
  for (const [kind, code, statuses] of [
    ['pickup', 'OUT_GATE', ['picked_up', 'delivered', 'empty_returned']],
    ['delivery', 'DELIVERED', ['delivered', 'empty_returned']],
    ['empty_return', 'EMPTY_RETURN', ['empty_returned']],
  ] as const) {
    await database.query(
      `INSERT INTO drayage_appointments (order_id, kind, window_from, window_to, reason, status, completed_at, event_id,
                                         created_at, updated_at)
       SELECT o.id, $1, date_trunc('hour', e.occurred_at) - interval '2 hours', date_trunc('hour', e.occurred_at) + interval '2 hours',
              'ORIGINAL APPT', 'completed', e.occurred_at, e.id, e.occurred_at - interval '2 days', e.occurred_at
         FROM drayage_orders o
         JOIN LATERAL (SELECT id, occurred_at FROM tracking_events
                        WHERE container_id = o.container_id AND code = $2 AND occurred_at <= $3
                        ORDER BY occurred_at DESC, id DESC LIMIT 1) e ON true
        WHERE o.status = ANY ($4::text[])`,
      [kind, code, asOf, statuses],
    );
  }

  // Booked appointments ahead: the pickup of boxes on hand, the next step of boxes out; one in four
  // was moved, its original kept as replaced and the new one giving the ISA reason.
  await database.query(
    `WITH next AS (
       SELECT o.id, CASE o.status WHEN 'scheduled' THEN 'pickup' WHEN 'picked_up' THEN 'delivery' ELSE 'empty_return' END AS kind,
              date_trunc('hour', $1::timestamptz) + interval '1 hour' * (8 + o.id % 72) AS start,
              row_number() OVER (ORDER BY o.id) % 4 = 1 AS moved
         FROM drayage_orders o WHERE o.status IN ('scheduled', 'picked_up', 'delivered')
     ), replaced AS (
       INSERT INTO drayage_appointments (order_id, kind, window_from, window_to, reason, status, created_at, updated_at)
       SELECT id, kind, start - interval '1 day', start - interval '1 day' + interval '3 hours', 'ORIGINAL APPT', 'replaced',
              $1::timestamptz - interval '3 days', $1::timestamptz - interval '1 day'
         FROM next WHERE moved
     )
     INSERT INTO drayage_appointments (order_id, kind, window_from, window_to, reason, status, note, created_at, updated_at)
     SELECT id, kind, start, start + interval '3 hours',
            CASE WHEN moved THEN ${pick(CHANGE_REASONS, 'id')} ELSE 'ORIGINAL APPT' END, 'booked',
            CASE WHEN moved THEN 'Moved at the consignee''s request / 应收货人要求改期' END,
            $1::timestamptz - interval '1 day', $1::timestamptz - interval '1 day'
       FROM next`,
    [asOf],
  );

  // Cost lines: the base rate and fuel surcharge of every order, chassis, waiting and storage of
  // some, the border crossing of those into Mexico; amounts by the port's currency.
  await database.query(
    `WITH o AS (
       SELECT o.id, ${CURRENCY_SQL} AS currency, o.cross_border, o.status, o.updated_at,
              CASE ${CURRENCY_SQL} WHEN 'CNY' THEN 7.2 WHEN 'MXN' THEN 17.5 WHEN 'EUR' THEN 0.92 WHEN 'CAD' THEN 1.38 ELSE 1 END
                AS rate,
              (380 + o.id % 47 * 10 + CASE WHEN o.cross_border THEN 900 ELSE 0 END)::numeric AS base
         FROM drayage_orders o
     )
     INSERT INTO drayage_costs (order_id, charge, currency, amount, note, created_at, updated_at)
     SELECT id, charge, currency, round(amount * rate, 0)::numeric(15, 4), note, updated_at, updated_at
       FROM (
         SELECT id, 'BASE' AS charge, currency, base AS amount, NULL AS note, rate, updated_at FROM o
         UNION ALL SELECT id, 'FUEL', currency, round(base * 0.22, 2), NULL, rate, updated_at FROM o
         UNION ALL SELECT id, 'CHASSIS', currency, 45 * (2 + id % 4), NULL, rate, updated_at FROM o
           WHERE status NOT IN ('open', 'scheduled') AND id % 2 = 0
         UNION ALL SELECT id, 'WAITING', currency, 85 * (1 + id % 3), 'Waiting at the consignee / 收货人处等候', rate, updated_at
           FROM o WHERE status IN ('delivered', 'empty_returned') AND id % 7 = 0
         UNION ALL SELECT id, 'STORAGE', currency, 120 * (1 + id % 5), 'Terminal storage past free time / 超期堆存', rate,
                          updated_at FROM o WHERE id % 9 = 0
         UNION ALL SELECT id, 'BORDER', currency, 275, NULL, rate, updated_at FROM o WHERE cross_border
       ) lines`,
  );

  // Each order's totals per currency, as the cost rules write them.
  await database.exec(
    `UPDATE drayage_orders o SET cost_total = t.total
       FROM (SELECT order_id, string_agg(currency || ' ' || to_char(sum, 'FM999,999,999,999,990.00'), ' · ' ORDER BY currency) AS total
               FROM (SELECT order_id, currency, sum(amount) AS sum FROM drayage_costs GROUP BY order_id, currency) s
              GROUP BY order_id) t
      WHERE t.order_id = o.id`,
  );
  await database.exec(
    'ANALYZE drayage_orders; ANALYZE drayage_appointments; ANALYZE drayage_costs; ANALYZE depot_containers',
  );
};
