import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';

/**
 * Demo tariffs, written by the database in a few set-based statements: for the demo lanes
 * (Shanghai, Ningbo and Yantian to Los Angeles, Long Beach, New York, Hamburg and Rotterdam,
 * Shanghai to Chicago by rail over Los Angeles, and Pudong by air to Los Angeles, Chicago, New
 * York, Frankfurt and Amsterdam), three carriers each, sell and cost tariffs for every month of
 * the past year and the next one. The ocean freight moves with the season (a peak in late summer,
 * a dip after Chinese New Year) and differs by carrier, so searches rank and trends have a shape.
 */

type SeaLane = { pol: string; pod: string; via?: string; carriers: string[]; base40: number; transit: number };
type AirLane = { pod: string; carriers: string[]; perKg: number; transit: number };

const SEA_LANES: SeaLane[] = [
  ...['CNSHA', 'CNNGB', 'CNYTN'].flatMap((pol, i) => [
    { pol, pod: 'USLAX', carriers: ['COSU', 'ONEY', 'EGLV'], base40: 2150 + i * 60, transit: 14 + i },
    { pol, pod: 'USLGB', carriers: ['OOLU', 'CMDU', 'HDMU'], base40: 2180 + i * 60, transit: 15 + i },
    { pol, pod: 'USNYC', carriers: ['MAEU', 'MSCU', 'COSU'], base40: 3350 + i * 80, transit: 33 + i },
    { pol, pod: 'DEHAM', carriers: ['HLCU', 'MAEU', 'CMDU'], base40: 2600 + i * 70, transit: 32 + i },
    { pol, pod: 'NLRTM', carriers: ['MSCU', 'COSU', 'ONEY'], base40: 2550 + i * 70, transit: 30 + i },
  ]),
  { pol: 'CNSHA', pod: 'USCHI', via: 'USLAX', carriers: ['COSU', 'ONEY', 'EGLV'], base40: 4250, transit: 21 },
];

const AIR_LANES: AirLane[] = [
  { pod: 'USLAX', carriers: ['CK', 'MU', 'CA'], perKg: 4.2, transit: 2 },
  { pod: 'USORD', carriers: ['CK', 'CA', 'PO'], perKg: 4.5, transit: 2 },
  { pod: 'USJFK', carriers: ['CK', 'CA', 'MU'], perKg: 4.6, transit: 3 },
  { pod: 'DEFRA', carriers: ['CK', 'CA', 'LH'], perKg: 3.6, transit: 2 },
  { pod: 'NLAMS', carriers: ['CK', 'KL', 'CA'], perKg: 3.7, transit: 2 },
];

/** Per weight break, the share of the -45 kg rate an airline asks. */
const AIR_BREAKS: [string, number][] = [
  ['-45', 1],
  ['+45', 0.92],
  ['+100', 0.85],
  ['+300', 0.8],
  ['+500', 0.76],
  ['+1000', 0.72],
];

const values = (rows: (string | number | null)[][]) =>
  rows
    .map(
      (r) =>
        `(${r.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ')})`,
    )
    .join(',\n');

export const seedTariffs = async (database: Database, demo: DemoSeed): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM pricing_tariffs');
  if ((existing[0]?.n ?? 0) > 0) return;

  // One row per lane, carrier and equipment: the 40' ocean freight or the -45 kg air rate it starts from.
  const sea = SEA_LANES.flatMap((lane) =>
    lane.carriers.flatMap((carrier, c) =>
      [
        ['20GP', 0.78],
        ['40GP', 1],
        ['40HC', 1.04],
        ['LCL', 0.028],
      ].map(([equipment, share]) => [
        'sea',
        carrier,
        lane.pol,
        lane.pod,
        lane.via ?? null,
        equipment as string,
        Math.round(lane.base40 * (share as number) * (1 + (c - 1) * 0.035) * 100) / 100,
        lane.transit + c,
      ]),
    ),
  );
  const air = AIR_LANES.flatMap((lane) =>
    lane.carriers.flatMap((carrier, c) =>
      AIR_BREAKS.map(([brk, share]) => [
        'air',
        carrier,
        'CNPVG',
        lane.pod,
        null,
        brk,
        Math.round(lane.perKg * share * (1 + (c - 1) * 0.05) * 100) / 100,
        lane.transit + (c === 2 ? 1 : 0),
      ]),
    ),
  );

  // Months from a year back to next month; the factor follows the season of the month.
  await database.query(
    `WITH lanes (mode, carrier_code, pol, pod, via, equipment, base, transit_days) AS (VALUES ${values([...sea, ...air])}),
          months AS (
            SELECT m::date AS valid_from, (m + interval '1 month' - interval '1 day')::date AS valid_until,
                   row_number() OVER (ORDER BY m) AS k,
                   CASE extract(month FROM m)::int
                     WHEN 1 THEN 1.08 WHEN 2 THEN 0.9 WHEN 3 THEN 0.86 WHEN 4 THEN 0.9 WHEN 5 THEN 0.96
                     WHEN 6 THEN 1.02 WHEN 7 THEN 1.12 WHEN 8 THEN 1.2 WHEN 9 THEN 1.15 WHEN 10 THEN 1.04
                     WHEN 11 THEN 0.98 ELSE 1.03 END AS season
              FROM generate_series(date_trunc('month', $1::timestamptz - interval '12 months'),
                                   date_trunc('month', $1::timestamptz + interval '1 month'),
                                   interval '1 month') AS m
          ),
          kinds (kind, share) AS (VALUES ('sell', 1.0), ('cost', 0.86)),
          branch AS (SELECT id FROM branches WHERE code = 'SHA')
     INSERT INTO pricing_tariffs (tariff_no, kind, mode, carrier_code, pol, pod, via, equipment, valid_from, valid_until,
                                  currency, transit_days, contract_no, branch_id, status, remarks, created_at, updated_at)
     SELECT 'TF' || lpad(nextval('pricing_tariff_no_seq')::text, 8, '0'), k.kind, l.mode, l.carrier_code, l.pol, l.pod,
            l.via, l.equipment, m.valid_from, m.valid_until, 'USD', l.transit_days,
            CASE WHEN k.kind = 'cost' AND l.mode = 'sea' THEN 'SC-' || l.carrier_code || '-' || to_char(m.valid_from, 'YY') || '-0' || (1 + length(l.pod) % 3) END,
            (SELECT id FROM branch), 'active',
            CASE WHEN l.via IS NOT NULL THEN 'IPI by rail over ' || l.via END,
            m.valid_from - interval '10 days', m.valid_from - interval '10 days' + interval '1 hour' * (m.k % 7)
       FROM lanes l CROSS JOIN months m CROSS JOIN kinds k
      ORDER BY m.valid_from, l.pol, l.pod, l.carrier_code, l.equipment, k.kind`,
    [demo.asOf.toISOString()],
  );

  // Lines: the freight by the month's season and the carrier's base, the surcharges fixed.
  await database.query(
    `WITH lanes (mode, carrier_code, pol, pod, via, equipment, base, transit_days) AS (VALUES ${values([...sea, ...air])}),
          t AS (
            SELECT p.id, p.kind, p.mode, p.equipment, p.pod, l.base,
                   CASE extract(month FROM p.valid_from)::int
                     WHEN 1 THEN 1.08 WHEN 2 THEN 0.9 WHEN 3 THEN 0.86 WHEN 4 THEN 0.9 WHEN 5 THEN 0.96
                     WHEN 6 THEN 1.02 WHEN 7 THEN 1.12 WHEN 8 THEN 1.2 WHEN 9 THEN 1.15 WHEN 10 THEN 1.04
                     WHEN 11 THEN 0.98 ELSE 1.03 END * CASE p.kind WHEN 'sell' THEN 1.0 ELSE 0.86 END AS factor,
                   CASE WHEN p.equipment LIKE '20%' THEN 1 ELSE 2 END AS teu
              FROM pricing_tariffs p
              JOIN lanes l ON l.mode = p.mode AND l.carrier_code = p.carrier_code AND l.pol = p.pol AND l.pod = p.pod
                          AND l.equipment = p.equipment
          ),
          lines (tariff_id, charge_code, rate, unit, minimum) AS (
            -- Full containers
            SELECT id, 'OFR', round(base * factor, 2), 'container', NULL::numeric FROM t WHERE mode = 'sea' AND equipment <> 'LCL'
            UNION ALL SELECT id, 'BAF', 95 * teu, 'container', NULL FROM t WHERE mode = 'sea' AND equipment <> 'LCL'
            UNION ALL SELECT id, 'LSS', 30 * teu, 'container', NULL FROM t WHERE mode = 'sea' AND equipment <> 'LCL'
            UNION ALL SELECT id, 'OTHC', CASE WHEN teu = 1 THEN 110 ELSE 165 END, 'container', NULL FROM t WHERE mode = 'sea' AND equipment <> 'LCL'
            UNION ALL SELECT id, 'PSS', 200 * teu, 'container', NULL FROM t
                       WHERE mode = 'sea' AND equipment <> 'LCL' AND factor >= 1.1 AND kind = 'sell'
            UNION ALL SELECT id, 'ISPS', 12, 'container', NULL FROM t WHERE mode = 'sea' AND equipment <> 'LCL'
            -- Less than a container, by W/M
            UNION ALL SELECT id, 'OFR', round(base * factor, 2), 'wm', round(base * factor, 2) FROM t WHERE equipment = 'LCL'
            UNION ALL SELECT id, 'OTHC', 18, 'wm', 18 FROM t WHERE equipment = 'LCL'
            -- Air, per chargeable kg
            UNION ALL SELECT id, 'AFR', round(base * factor, 2), 'kg', CASE WHEN equipment = '-45' THEN 75 END FROM t WHERE mode = 'air'
            UNION ALL SELECT id, 'FSC', 1.15, 'kg', NULL FROM t WHERE mode = 'air'
            UNION ALL SELECT id, 'SSC', 0.15, 'kg', NULL FROM t WHERE mode = 'air'
            UNION ALL SELECT id, 'HDL', 35, 'shipment', NULL FROM t WHERE mode = 'air'
            -- Per shipment, by the destination's filing
            UNION ALL SELECT id, 'DOC', 45, 'shipment', NULL FROM t WHERE mode = 'sea'
            UNION ALL SELECT id, CASE WHEN pod LIKE 'US%' THEN 'AMS' ELSE 'ENS' END, 35, 'shipment', NULL FROM t WHERE mode = 'sea'
          )
     INSERT INTO pricing_tariff_lines (tariff_id, charge_code, rate, unit, minimum, currency)
     SELECT tariff_id, charge_code, rate, unit, minimum, 'USD' FROM lines ORDER BY tariff_id, charge_code`,
  );

  // Each tariff's all-in per unit, as the server keeps it when a line changes.
  await database.query(
    `UPDATE pricing_tariffs p SET base_total = s.total
       FROM (SELECT tariff_id, sum(rate) AS total FROM pricing_tariff_lines GROUP BY tariff_id) s
      WHERE s.tariff_id = p.id`,
  );
};
