import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { loadAtVolume } from '../../../seed/bulk';

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
  // shipment's quantities, never below their minimum). At volume (a sheet or two per shipment, six
  // rows each), the two tables' indexes and keys are built once after it.
  const load = () =>
    database.query(
      `WITH boxes AS (
       -- Each shipment's containers: how many, and its most common type (the lower code of two as common).
       SELECT b.shipment_id, sum(b.n)::bigint AS boxes, (array_agg(b.iso_type ORDER BY b.n DESC, b.iso_type))[1] AS iso_type
         FROM (SELECT c.shipment_id, c.iso_type, count(*) AS n FROM containers c GROUP BY c.shipment_id, c.iso_type) b
        GROUP BY b.shipment_id
     ),
     picked AS MATERIALIZED (
       SELECT s.id, s.shipment_no, s.branch_id, s.mode, s.origin_port AS pol, s.destination_port AS pod, s.etd::date AS etd,
              s.gross_weight_kg AS weight, s.volume_cbm AS volume, coalesce(x.boxes, 0) AS boxes,
              CASE s.mode
                WHEN 'LCL' THEN 'LCL'
                WHEN 'AIR' THEN CASE WHEN s.gross_weight_kg >= 1000 THEN '+1000' WHEN s.gross_weight_kg >= 500 THEN '+500'
                                     WHEN s.gross_weight_kg >= 300 THEN '+300' WHEN s.gross_weight_kg >= 100 THEN '+100'
                                     WHEN s.gross_weight_kg >= 45 THEN '+45' ELSE '-45' END
                ELSE CASE WHEN x.iso_type IS NULL THEN NULL WHEN x.iso_type = '22G1' THEN '20GP'
                          WHEN x.iso_type = '42G1' THEN '40GP' ELSE '40HC' END
              END AS equipment
         FROM shipments s LEFT JOIN boxes x ON x.shipment_id = s.id
        WHERE s.mode IN ('FCL', 'LCL', 'AIR') AND s.etd <= $1::timestamptz + interval '30 days'
     ),
     kinds (kind, every) AS (VALUES ('sell', 1), ('cost', 3)),
     -- The cheapest tariff in force for each shipment and kind: one join of all of them with the
     -- tariffs of their lane, not a search of the tariffs per shipment.
     cheapest AS (
       SELECT DISTINCT ON (p.id, k.kind) p.id, k.kind, t.id AS tariff_id
         FROM picked p
         CROSS JOIN kinds k
         JOIN pricing_tariffs t
           ON t.pol = p.pol AND t.pod = p.pod AND t.equipment = p.equipment AND t.kind = k.kind
          AND t.status = 'active' AND t.company_id IS NULL AND p.etd BETWEEN t.valid_from AND t.valid_until
        WHERE (k.every = 1 OR p.id % 3 <> 0) AND (p.mode <> 'FCL' OR p.boxes > 0)
        ORDER BY p.id, k.kind, t.base_total, t.id
     ),
     sheets AS (
       SELECT p.*, c.kind, c.tariff_id, row_number() OVER (ORDER BY p.etd, p.id, c.kind) AS n
         FROM cheapest c JOIN picked p ON p.id = c.id
     ),
     d AS (
       SELECT s.*,
            CASE WHEN s.n % 2 = 0 THEN s.shipment_no || CASE s.kind WHEN 'sell' THEN '_卖价确认.xlsx' ELSE '_成本确认.xls' END
                 ELSE 'Rate sheet ' || s.shipment_no || ' ' || initcap(s.kind) || '.xlsx' END AS file_name,
            least(s.etd - 4 + (s.n % 3)::int, $1::date - 1)::timestamptz + interval '1 hour' * (9 + s.n % 8) AS imported_at,
            -- The sheet's id, taken here so its rows below need not find their sheet among those inserted.
            nextval(pg_get_serial_sequence('pricing_rate_imports', 'id')) AS import_id
         FROM sheets s
     ),
     logged AS (
       INSERT INTO pricing_rate_imports (id, file_name, file_type, file_size, shipment_id, kind, rows_read, rows_accepted,
                                         rows_refused, user_id, created_at)
       OVERRIDING SYSTEM VALUE
       SELECT d.import_id, d.file_name, CASE WHEN d.file_name LIKE '%.xls' THEN 'xls' ELSE 'xlsx' END,
              9000 + 310 * l.lines, d.id, d.kind, l.lines + (d.n % 4 = 0)::int, l.lines, (d.n % 4 = 0)::int, $2, d.imported_at
         FROM d JOIN LATERAL (SELECT count(*)::int AS lines FROM pricing_tariff_lines WHERE tariff_id = d.tariff_id) l ON true
     )
     INSERT INTO pricing_shipment_rates (import_id, shipment_id, kind, branch_id, charge_code, unit, quantity, rate, minimum,
                                         currency, amount, remarks, created_by, created_at, updated_at)
     SELECT d.import_id, d.id, d.kind, d.branch_id, l.charge_code, l.unit, q.quantity, l.rate, l.minimum, l.currency,
            greatest(round(l.rate * q.quantity, 4), coalesce(l.minimum, 0)),
            CASE WHEN l.charge_code IN ('OFR', 'AFR') THEN
              CASE WHEN d.n % 2 = 0 THEN '按运价 ' ELSE 'As tariff ' END || t.tariff_no END,
            $2, d.imported_at, d.imported_at
       FROM d
       JOIN pricing_tariffs t ON t.id = d.tariff_id
       JOIN pricing_tariff_lines l ON l.tariff_id = d.tariff_id
      CROSS JOIN LATERAL (SELECT CASE l.unit WHEN 'container' THEN d.boxes::numeric WHEN 'shipment' THEN 1
                                              WHEN 'kg' THEN d.weight WHEN 'cbm' THEN d.volume
                                              ELSE round(greatest(d.weight / 1000, d.volume), 3) END AS quantity) q
      ORDER BY d.import_id, l.charge_code`,
      [demo.asOf.toISOString(), author],
    );
  await loadAtVolume(database, demo.shipments, ['pricing_rate_imports', 'pricing_shipment_rates'], load);
};
