import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';

/**
 * Demo rate-sheet imports, written by the database in a few set-based statements: every demo
 * shipment on a lane the tariffs cover gets its sell rates, and two in three their cost rates, as
 * the pricing desk's Zhou Lei imported them a few days before departure, copied from the cheapest
 * tariff in force at the shipment's ETD for its equipment (container type, LCL, or the air weight
 * break of its weight), priced for its own containers, weight and volume. Every fourth sheet had
 * one row refused, as its log says. The weekly trends need no seed: the tariffs' triggers keep them.
 */
export const seedRateImports = async (database: Database, demo: DemoSeed): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM pricing_rate_imports');
  if ((existing[0]?.n ?? 0) > 0) return;
  const author = (await database.query<{ id: number }>(`SELECT id FROM users WHERE lower(user_name) = 'pricing'`))[0]
    ?.id;
  // The log names who imported each sheet; without the demo users there is nobody to name.
  if (author === undefined) return;

  // One statement: the sheets, their log rows, and each sheet's rows (the tariff's lines at the
  // shipment's quantities, never below their minimum).
  await database.query(
    `WITH picked AS (
       SELECT s.id, s.shipment_no, s.branch_id, s.mode, s.origin_port AS pol, s.destination_port AS pod, s.etd::date AS etd,
              s.gross_weight_kg AS weight, s.volume_cbm AS volume,
              (SELECT count(*) FROM containers c WHERE c.shipment_id = s.id) AS boxes,
              CASE s.mode
                WHEN 'LCL' THEN 'LCL'
                WHEN 'AIR' THEN CASE WHEN s.gross_weight_kg >= 1000 THEN '+1000' WHEN s.gross_weight_kg >= 500 THEN '+500'
                                     WHEN s.gross_weight_kg >= 300 THEN '+300' WHEN s.gross_weight_kg >= 100 THEN '+100'
                                     WHEN s.gross_weight_kg >= 45 THEN '+45' ELSE '-45' END
                ELSE (SELECT CASE c.iso_type WHEN '22G1' THEN '20GP' WHEN '42G1' THEN '40GP' ELSE '40HC' END
                        FROM containers c WHERE c.shipment_id = s.id
                       GROUP BY c.iso_type ORDER BY count(*) DESC, c.iso_type LIMIT 1)
              END AS equipment
         FROM shipments s
        WHERE s.mode IN ('FCL', 'LCL', 'AIR') AND s.etd <= $1::timestamptz + interval '30 days'
     ),
     kinds (kind, every) AS (VALUES ('sell', 1), ('cost', 3)),
     sheets AS (
       SELECT p.*, k.kind, t.id AS tariff_id, row_number() OVER (ORDER BY p.etd, p.id, k.kind) AS n
         FROM picked p
         CROSS JOIN kinds k
         JOIN LATERAL (
           SELECT t.id FROM pricing_tariffs t
            WHERE t.pol = p.pol AND t.pod = p.pod AND t.equipment = p.equipment AND t.kind = k.kind
              AND t.status = 'active' AND t.company_id IS NULL AND p.etd BETWEEN t.valid_from AND t.valid_until
            ORDER BY t.base_total, t.id LIMIT 1
         ) t ON true
        WHERE p.equipment IS NOT NULL AND (k.every = 1 OR p.id % 3 <> 0) AND (p.mode <> 'FCL' OR p.boxes > 0)
     ),
     d AS (
       SELECT s.*,
            CASE WHEN s.n % 2 = 0 THEN s.shipment_no || CASE s.kind WHEN 'sell' THEN '_卖价确认.xlsx' ELSE '_成本确认.xls' END
                 ELSE 'Rate sheet ' || s.shipment_no || ' ' || initcap(s.kind) || '.xlsx' END AS file_name,
            least(s.etd - 4 + (s.n % 3)::int, $1::date - 1)::timestamptz + interval '1 hour' * (9 + s.n % 8) AS imported_at
         FROM sheets s
     ),
     logged AS (
       INSERT INTO pricing_rate_imports (file_name, file_type, file_size, shipment_id, kind, rows_read, rows_accepted,
                                         rows_refused, user_id, created_at)
       SELECT d.file_name, CASE WHEN d.file_name LIKE '%.xls' THEN 'xls' ELSE 'xlsx' END,
              9000 + 310 * l.lines, d.id, d.kind, l.lines + (d.n % 4 = 0)::int, l.lines, (d.n % 4 = 0)::int, $2, d.imported_at
         FROM d JOIN LATERAL (SELECT count(*)::int AS lines FROM pricing_tariff_lines WHERE tariff_id = d.tariff_id) l ON true
       RETURNING id, shipment_id, kind, created_at
     )
     INSERT INTO pricing_shipment_rates (import_id, shipment_id, kind, branch_id, charge_code, unit, quantity, rate, minimum,
                                         currency, amount, remarks, created_by, created_at, updated_at)
     SELECT i.id, d.id, d.kind, d.branch_id, l.charge_code, l.unit, q.quantity, l.rate, l.minimum, l.currency,
            greatest(round(l.rate * q.quantity, 4), coalesce(l.minimum, 0)),
            CASE WHEN l.charge_code IN ('OFR', 'AFR') THEN
              CASE WHEN d.n % 2 = 0 THEN '按运价 ' ELSE 'As tariff ' END || t.tariff_no END,
            $2, i.created_at, i.created_at
       FROM d
       JOIN logged i ON i.shipment_id = d.id AND i.kind = d.kind
       JOIN pricing_tariffs t ON t.id = d.tariff_id
       JOIN pricing_tariff_lines l ON l.tariff_id = d.tariff_id
      CROSS JOIN LATERAL (SELECT CASE l.unit WHEN 'container' THEN d.boxes::numeric WHEN 'shipment' THEN 1
                                              WHEN 'kg' THEN d.weight WHEN 'cbm' THEN d.volume
                                              ELSE round(greatest(d.weight / 1000, d.volume), 3) END AS quantity) q
      ORDER BY i.id, l.charge_code`,
    [demo.asOf.toISOString(), author],
  );
};
