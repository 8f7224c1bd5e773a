import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { QUOTATION_NO_SQL } from './numbering';

/**
 * Demo quotations, written in a few set-based statements: one for each open sea or air booking on
 * a lane the tariffs cover (the booking's customer, lane and carrier, so the booking checks have
 * material), a few for the demo customer, one per customer on a tariff lane, and the confirmed one
 * each shipment on a tariff lane sailed on (so the charge sheets fill from it). Their state and
 * dates cycle so every status and validity shows: drafts, quoted ones valid, expired or not yet
 * effective, confirmed, rejected with the reason, and re-quotes that made the older one obsolete.
 * Lines come from the sell tariff in force on the first day, costs from the carrier's cost tariff.
 */

const ECU_LANES = [
  ['CNSHA', 'Shanghai', 'USLAX', 'Los Angeles', null, 'ECU Worldwide', 38, 19],
  ['CNSHA', 'Shanghai', 'DEHAM', 'Hamburg', null, 'ECU Worldwide', 42, 34],
  ['CNNGB', 'Ningbo', 'NLRTM', 'Rotterdam', null, 'Shipco Transport', 40, 32],
  ['CNYTN', 'Yantian', 'USNYC', 'New York', 'USLAX', 'CaroTrans', 55, 36],
  ['CNSHA', 'Shanghai', 'USLAX', 'Los Angeles', null, 'Shipco Transport', 41, 18],
] as const;

const sqlValues = (rows: readonly (readonly (string | number | null)[])[]) =>
  rows
    .map(
      (r) =>
        `(${r.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ')})`,
    )
    .join(',\n');

/** The quantity of a tariff line's unit for the quotation `q`, as priceLines counts it. */
const QUANTITY = `CASE l.unit WHEN 'container' THEN q.containers::numeric WHEN 'shipment' THEN 1
  WHEN 'kg' THEN round(q.weight_kg, 3) WHEN 'cbm' THEN round(q.volume_cbm, 3)
  ELSE round(greatest(round(q.weight_kg / 1000, 4), q.volume_cbm), 3) END`;

export const seedQuotations = async (database: Database, demo: DemoSeed): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM pricing_quotations');
  if ((existing[0]?.n ?? 0) > 0) return;
  // Validity is read against today, so the quotations' dates count from today when the demo clock is older.
  const asOf = demo.asOf.toISOString();

  await database.query(
    `WITH lanes (pol, pol_name, pod, pod_name, pod_via, consolidator, freight, transit) AS (VALUES ${sqlValues(ECU_LANES)})
     INSERT INTO pricing_ecu_rates (consolidator, pol, pol_name, pol_via, pod, pod_name, pod_via, transit_days, ocean_freight,
                                    currency, charge_unit, minimum, valid_from, valid_until, remarks)
     SELECT consolidator, pol, pol_name || ' ' || CASE pol WHEN 'CNSHA' THEN '上海' WHEN 'CNNGB' THEN '宁波' ELSE '盐田' END,
            NULL, pod, pod_name, pod_via, transit, freight, 'USD', 'wm', freight,
            date_trunc('month', $1::timestamptz - interval '1 month')::date,
            (date_trunc('month', $1::timestamptz + interval '2 months') - interval '1 day')::date,
            CASE WHEN pod_via IS NOT NULL THEN 'Via ' || pod_via || ' CFS, 经' || pod_via || '集装箱货运站中转' END
       FROM lanes ORDER BY pol, pod, consolidator`,
    [asOf],
  );
  await database.query(
    `INSERT INTO pricing_ecu_rate_charges (ecu_rate_id, charge_code, rate, charge_type, unit, currency)
     SELECT r.id, c.code, c.rate, c.kind, c.unit, 'USD'
       FROM pricing_ecu_rates r
      CROSS JOIN (VALUES ('OTHC', 18, 'origin', 'wm'), ('DOC', 45, 'origin', 'shipment'), ('BAF', 9.5, 'freight', 'wm'),
                         ('DTHC', 24, 'destination', 'wm')) AS c (code, rate, kind, unit)
      ORDER BY r.id, c.kind, c.code`,
  );

  // The quotations' customers, lanes and cargo: open bookings on tariff lanes, the demo customer, then every customer.
  await database.query(
    `WITH lanes AS (
       SELECT DISTINCT pol, pod, mode FROM pricing_tariffs
     ), booked AS (
       SELECT DISTINCT ON (b.company_id, b.origin_port, b.destination_port)
              b.company_id, b.branch_id,
              CASE WHEN b.mode = 'AIR' THEN 'air' WHEN b.load_type = 'LCL' THEN 'lcl' ELSE 'fcl' END AS product,
              b.origin_port AS pol, b.destination_port AS pod, b.carrier_code,
              coalesce((SELECT c.iso_type FROM booking_containers c WHERE c.booking_id = b.id ORDER BY c.id LIMIT 1), '40HC') AS iso,
              greatest(1, (SELECT count(*)::int FROM booking_containers c WHERE c.booking_id = b.id)) AS containers,
              coalesce(b.gross_weight_kg, 1200)::numeric AS weight, coalesce(b.volume_cbm, 6.5)::numeric AS volume, 0 AS src
         FROM bookings b JOIN lanes l ON l.pol = b.origin_port AND l.pod = b.destination_port
        WHERE b.status <> 'cancelled'
        ORDER BY b.company_id, b.origin_port, b.destination_port, b.id
     ), own (product, pol, pod, iso, containers, weight, volume) AS (
       VALUES ('fcl', 'CNSHA', 'USLAX', '40HC', 2, 18400, 58), ('fcl', 'CNNGB', 'USNYC', '20GP', 1, 9800, 26),
              ('lcl', 'CNSHA', 'DEHAM', 'LCL', 0, 2350, 7.8), ('air', 'CNPVG', 'USORD', 'AIR', 0, 420, 2.6),
              ('fcl', 'CNYTN', 'NLRTM', '40GP', 3, 27600, 171), ('fcl', 'CNSHA', 'USLAX', '20GP', 1, 8700, 24),
              ('fcl', 'CNSHA', 'NLRTM', '40HC', 1, 10100, 62), ('lcl', 'CNNGB', 'USLAX', 'LCL', 0, 1800, 5.2)
     ), customer AS (
       SELECT c.id AS company_id, c.branch_id, o.product, o.pol, o.pod, NULL::text AS carrier_code, o.iso,
              o.containers, o.weight::numeric AS weight, o.volume::numeric AS volume, 1 AS src
         FROM own o CROSS JOIN (SELECT id, branch_id FROM companies ORDER BY id LIMIT 1) c
     ), sea AS (
       SELECT row_number() OVER (ORDER BY pol, pod) AS n, pol, pod FROM lanes WHERE mode = 'sea' AND pod <> 'USCHI'
     ), everyone AS (
       SELECT c.id AS company_id, c.branch_id, 'fcl' AS product, s.pol, s.pod, NULL::text AS carrier_code,
              (ARRAY['40HC', '20GP', '40GP'])[1 + c.id % 3] AS iso, 1 + c.id % 3 AS containers,
              (8000 + (c.id % 7) * 1500)::numeric AS weight, (28 + (c.id % 5) * 9)::numeric AS volume, 2 AS src
         FROM companies c JOIN sea s ON s.n = 1 + c.id % (SELECT count(*) FROM sea)
        WHERE c.status = 'valid'
     ), shipped AS (
       -- Shipments on tariff lanes that none of the above quotes for their customer: the quotation they
       -- were shipped on, confirmed and in force on the departure day (the Shanghai branch's first).
       SELECT DISTINCT ON (s.company_id, s.origin_port, s.destination_port)
              s.company_id, s.branch_id,
              CASE WHEN s.mode = 'AIR' THEN 'air' WHEN s.mode = 'LCL' THEN 'lcl' ELSE 'fcl' END AS product,
              s.origin_port AS pol, s.destination_port AS pod, s.carrier_code,
              coalesce((SELECT c.iso_type FROM containers c WHERE c.shipment_id = s.id ORDER BY c.id LIMIT 1), '40HC') AS iso,
              greatest(1, (SELECT count(*)::int FROM containers c WHERE c.shipment_id = s.id)) AS containers,
              coalesce(s.gross_weight_kg, 1200)::numeric AS weight, coalesce(s.volume_cbm, 6.5)::numeric AS volume, 3 AS src,
              s.etd::date AS etd_day
         FROM (SELECT s.* FROM shipments s JOIN branches br ON br.id = s.branch_id
                WHERE s.company_id IS NOT NULL AND s.etd IS NOT NULL
                  AND EXISTS (SELECT 1 FROM lanes l WHERE l.pol = s.origin_port AND l.pod = s.destination_port
                                 AND l.mode = CASE WHEN s.mode = 'AIR' THEN 'air' ELSE 'sea' END)
                ORDER BY (br.code = 'SHA') DESC, s.etd, s.id LIMIT 40) s
        WHERE NOT EXISTS (SELECT 1 FROM booked b WHERE b.company_id = s.company_id AND b.pol = s.origin_port AND b.pod = s.destination_port)
          AND NOT EXISTS (SELECT 1 FROM customer b WHERE b.company_id = s.company_id AND b.pol = s.origin_port AND b.pod = s.destination_port)
          AND NOT EXISTS (SELECT 1 FROM everyone b WHERE b.company_id = s.company_id AND b.pol = s.origin_port AND b.pod = s.destination_port)
        ORDER BY s.company_id, s.origin_port, s.destination_port, s.etd, s.id
     ), src AS (
       SELECT row_number() OVER (ORDER BY x.src, x.company_id, x.pol, x.pod, x.iso) - 1 AS k, x.*
         FROM (SELECT *, NULL::date AS etd_day FROM booked UNION ALL SELECT *, NULL::date FROM customer
               UNION ALL SELECT *, NULL::date FROM everyone UNION ALL SELECT * FROM shipped) x
     ), dated AS (
       -- Every eighth quotation in each state and validity; a shipped one confirmed around its departure.
       SELECT s.*, CASE WHEN s.src = 3 THEN 'confirmed' ELSE v.status END AS status,
              CASE WHEN s.src = 3 THEN s.etd_day - 20 ELSE greatest($1::date, current_date) + v.from_day END AS valid_from,
              CASE WHEN s.src = 3 THEN s.etd_day + 10 ELSE greatest($1::date, current_date) + v.until_day END AS valid_until, v.k8
         FROM src s JOIN (VALUES (0, 'draft', -3, 27), (1, 'quoted', -10, 20), (2, 'confirmed', -20, 10),
                                 (3, 'quoted', -75, -45), (4, 'rejected', -30, 0), (5, 'quoted', 5, 35),
                                 (6, 'quoted', -40, -5), (7, 'confirmed', -100, -70)) AS v (k8, status, from_day, until_day)
           ON v.k8 = s.k % 8
     ), priced AS (
       SELECT d.*, t.id AS tariff_id, t.carrier_code AS tariff_carrier, t.equipment
         FROM dated d
         JOIN LATERAL (
           SELECT t.id, t.carrier_code, t.equipment FROM pricing_tariffs t
            WHERE t.kind = 'sell' AND t.status = 'active' AND t.pol = d.pol AND t.pod = d.pod AND t.company_id IS NULL
              AND t.equipment = CASE d.product WHEN 'lcl' THEN 'LCL' WHEN 'air' THEN '+300'
                                  ELSE CASE WHEN d.iso IN ('20GP', '40GP', '40HC') THEN d.iso ELSE '40HC' END END
              AND d.valid_from BETWEEN t.valid_from AND t.valid_until
            ORDER BY (t.carrier_code = d.carrier_code) DESC NULLS LAST, t.base_total, t.id LIMIT 1) t ON true
     )
     INSERT INTO pricing_quotations (quotation_no, quote_type, status, company_id, contact_id, branch_id, product, from_code,
                                     from_type, to_code, to_type, carrier_code, equipment, containers, space_type, payment,
                                     freight_term, charge_side, cargo_ready_date, weight_kg, volume_cbm, valid_from,
                                     valid_until, closing, cy_cutoff, si_cutoff, vgm_cutoff, currency, calc_method,
                                     markup_amount, markup_percent, grouping, tariff_id, quoted_by, quoted_at,
                                     confirmed_by, confirmed_at, rejected_by, rejected_at, reject_remarks, remarks,
                                     created_by, created_at, updated_at)
     SELECT ${QUOTATION_NO_SQL},
            CASE WHEN p.k % 5 = 0 THEN 'one_off' ELSE 'normal' END, p.status, p.company_id,
            (SELECT ct.id FROM contacts ct WHERE ct.company_id = p.company_id ORDER BY ct.is_primary DESC, ct.id LIMIT 1),
            p.branch_id, p.product, p.pol, CASE p.product WHEN 'air' THEN 'airport' ELSE 'port' END,
            p.pod, CASE WHEN p.k % 6 = 1 THEN 'door' WHEN p.product = 'air' THEN 'airport' ELSE 'port' END,
            p.tariff_carrier, p.equipment, CASE WHEN p.product = 'fcl' THEN p.containers END,
            (ARRAY['FAK', 'contract', 'premium', 'spot'])[1 + p.k % 4], CASE WHEN p.k % 3 = 2 THEN 'collect' ELSE 'prepaid' END,
            CASE WHEN p.k % 3 = 2 THEN 'FOB' ELSE 'CIF' END, CASE WHEN p.k % 3 = 2 THEN 'consignee' ELSE 'shipper' END,
            p.valid_from + 4, p.weight, p.volume, p.valid_from, p.valid_until,
            CASE WHEN p.product <> 'air' THEN p.valid_from + 9 END,
            CASE WHEN p.product = 'fcl' THEN (p.valid_from + 8)::timestamp + interval '12 hours' END,
            CASE WHEN p.product <> 'air' THEN (p.valid_from + 7)::timestamp + interval '17 hours' END,
            CASE WHEN p.product = 'fcl' THEN (p.valid_from + 7)::timestamp + interval '12 hours' END,
            'USD',
            CASE p.k % 3 WHEN 1 THEN 'amount' ELSE 'percentage' END,
            CASE p.k % 3 WHEN 1 THEN 150 END,
            CASE p.k % 3 WHEN 0 THEN 6.5 WHEN 2 THEN 8 END,
            CASE p.k % 3 WHEN 1 THEN 'all_in' ELSE 'by_charge' END,
            p.tariff_id,
            CASE WHEN p.status <> 'draft' THEN u.id END,
            CASE WHEN p.status <> 'draft' THEN p.valid_from::timestamp + interval '10 hours' END,
            CASE WHEN p.status = 'confirmed' THEN u.id END,
            CASE WHEN p.status = 'confirmed' THEN p.valid_from::timestamp + interval '2 days 15 hours' END,
            CASE WHEN p.status = 'rejected' THEN u.id END,
            CASE WHEN p.status = 'rejected' THEN p.valid_from::timestamp + interval '3 days 11 hours' END,
            CASE WHEN p.status = 'rejected' THEN
              CASE WHEN p.k % 2 = 0 THEN 'A competing offer is USD 120 lower per container'
                   ELSE '客户选择了其他航线，运价偏高' END END,
            CASE p.k % 4 WHEN 0 THEN 'Rates subject to space and equipment at booking'
                         WHEN 1 THEN '以订舱时舱位和箱源为准' END,
            u.id, p.valid_from::timestamp + interval '9 hours', p.valid_from::timestamp + interval '3 days'
       FROM priced p
       LEFT JOIN LATERAL (
         SELECT x.id FROM users x
          WHERE x.user_name = CASE WHEN p.branch_id IN (SELECT b.id FROM branches b WHERE b.code IN ('LAX', 'NYC', 'CHI', 'MEX'))
                                   THEN 'sales' ELSE 'pricing' END) u ON true
      ORDER BY p.k`,
    [asOf],
  );

  // Re-quotes: each quotation of the obsolete kind was replaced by a newer one, quoted and valid.
  await database.query(
    `WITH old AS (
       SELECT q.* FROM pricing_quotations q WHERE q.status = 'quoted' AND q.valid_until = greatest($1::date, current_date) - 5
     ), fresh AS (
       INSERT INTO pricing_quotations (quotation_no, quote_type, status, company_id, contact_id, branch_id, product, from_code,
                                       from_type, to_code, to_type, carrier_code, equipment, containers, space_type, payment,
                                       freight_term, charge_side, weight_kg, volume_cbm, valid_from, valid_until, currency,
                                       calc_method, markup_amount, markup_percent, grouping, tariff_id, quoted_by, quoted_at,
                                       replaces_id, remarks, created_by, created_at, updated_at)
       SELECT ${QUOTATION_NO_SQL}, quote_type, 'quoted', company_id, contact_id,
              branch_id, product, from_code, from_type, to_code, to_type, carrier_code, equipment, containers, space_type,
              payment, freight_term, charge_side, weight_kg, volume_cbm, greatest($1::date, current_date) - 4, greatest($1::date, current_date) + 26, currency, calc_method,
              markup_amount, markup_percent, grouping,
              (SELECT t.id FROM pricing_tariffs t JOIN pricing_tariffs o ON o.id = old.tariff_id
                WHERE t.kind = 'sell' AND t.pol = o.pol AND t.pod = o.pod AND t.equipment = o.equipment
                  AND t.carrier_code = o.carrier_code AND greatest($1::date, current_date) - 4 BETWEEN t.valid_from AND t.valid_until LIMIT 1),
              quoted_by, (greatest($1::date, current_date) - 4)::timestamp + interval '10 hours', id, 'Re-quoted at this month''s rates / 按本月运价重新报价',
              created_by, (greatest($1::date, current_date) - 4)::timestamp + interval '9 hours', (greatest($1::date, current_date) - 4)::timestamp + interval '10 hours'
         FROM old
       RETURNING id, replaces_id
     )
     UPDATE pricing_quotations q SET obsolete = true, superseded_by = f.id FROM fresh f WHERE q.id = f.replaces_id`,
    [asOf],
  );

  // ECU quotations: LCL cargo of the first customers on the consolidators' rates, in every state.
  await database.query(
    `WITH picked AS (
       SELECT row_number() OVER (ORDER BY c.id) - 1 AS k, c.id AS company_id, c.branch_id
         FROM companies c WHERE c.status = 'valid' ORDER BY c.id LIMIT 6
     ), rated AS (
       SELECT p.*, r.*, r.id AS rate_id,
              (ARRAY['draft', 'quoted', 'confirmed', 'rejected', 'quoted', 'quoted'])[1 + p.k] AS state,
              CASE p.k WHEN 4 THEN greatest($1::date, current_date) + 10 ELSE greatest($1::date, current_date) - 6 END AS q_from,
              CASE p.k WHEN 4 THEN greatest($1::date, current_date) + 40 WHEN 5 THEN greatest($1::date, current_date) - 1 ELSE greatest($1::date, current_date) + 24 END AS q_until
         FROM picked p JOIN LATERAL (
           SELECT * FROM pricing_ecu_rates r ORDER BY r.id OFFSET p.k % (SELECT count(*) FROM pricing_ecu_rates) LIMIT 1) r ON true
     )
     INSERT INTO pricing_quotations (quotation_no, status, company_id, contact_id, branch_id, product, from_code, from_type,
                                     to_code, to_type, space_type, payment, weight_kg, volume_cbm, valid_from, valid_until,
                                     closing, currency, calc_method, markup_percent, grouping, ecu_rate_id, ecu_pol,
                                     ecu_pol_name, ecu_pol_via, ecu_pod, ecu_pod_name, ecu_pod_via, ecu_transit_days,
                                     ecu_ocean_freight, ecu_currency, ecu_charge_unit, ecu_minimum, quoted_by, quoted_at,
                                     confirmed_by, confirmed_at, rejected_by, rejected_at, reject_remarks, remarks,
                                     created_at, updated_at)
     SELECT ${QUOTATION_NO_SQL}, r.state, r.company_id,
            (SELECT ct.id FROM contacts ct WHERE ct.company_id = r.company_id ORDER BY ct.is_primary DESC, ct.id LIMIT 1),
            r.branch_id, 'lcl', r.pol, 'cfs', r.pod, 'cfs', 'FAK', 'prepaid', 1800 + r.k * 350, 4.5 + r.k * 1.5,
            r.q_from, r.q_until, r.q_from + 6, 'USD', 'percentage', 10, 'by_charge', r.rate_id, r.pol, r.pol_name,
            r.pol_via, r.pod, r.pod_name, r.pod_via, r.transit_days, r.ocean_freight, r.currency, r.charge_unit, r.minimum,
            u.id, CASE WHEN r.state <> 'draft' THEN r.q_from::timestamp + interval '11 hours' END,
            CASE WHEN r.state = 'confirmed' THEN u.id END,
            CASE WHEN r.state = 'confirmed' THEN r.q_from::timestamp + interval '1 day 16 hours' END,
            CASE WHEN r.state = 'rejected' THEN u.id END,
            CASE WHEN r.state = 'rejected' THEN r.q_from::timestamp + interval '2 days' END,
            CASE WHEN r.state = 'rejected' THEN '货量不足，改走空运' END,
            CASE WHEN r.k % 2 = 0 THEN 'CFS to CFS, consolidated weekly' ELSE '每周拼箱，CFS 至 CFS' END,
            r.q_from::timestamp + interval '9 hours', r.q_from::timestamp + interval '1 day'
       FROM rated r LEFT JOIN users u ON u.user_name = 'pricing'
      ORDER BY r.k`,
    [asOf],
  );
  await database.query(
    `WITH lines AS (
       SELECT q.id AS quotation_id, 'OFR' AS charge_code, 'freight' AS charge_type, r.charge_unit AS unit, r.ocean_freight AS rate,
              r.minimum, r.currency, r.consolidator AS description, 0 AS k, 0 AS cid
         FROM pricing_quotations q JOIN pricing_ecu_rates r ON r.id = q.ecu_rate_id
       UNION ALL
       SELECT q.id, c.charge_code, c.charge_type, c.unit, c.rate, NULL, c.currency, NULL,
              CASE c.charge_type WHEN 'origin' THEN 1 WHEN 'freight' THEN 2 ELSE 3 END, c.id
         FROM pricing_quotations q JOIN pricing_ecu_rate_charges c ON c.ecu_rate_id = q.ecu_rate_id
     ), quantities AS (
       SELECT l.*, q.markup_percent, ${QUANTITY} AS quantity
         FROM lines l JOIN pricing_quotations q ON q.id = l.quotation_id
     ), amounts AS (
       SELECT x.*, CASE WHEN x.minimum > round(x.rate * x.quantity, 4) THEN x.minimum ELSE round(x.rate * x.quantity, 4) END AS base_amount
         FROM quantities x
     )
     INSERT INTO pricing_quotation_lines (quotation_id, charge_code, description, charge_type, unit, quantity, rate, minimum,
                                          currency, margin, amount)
     SELECT quotation_id, charge_code, description, charge_type, unit, quantity, rate, minimum, currency,
            round(base_amount * markup_percent / 100, 4), base_amount + round(base_amount * markup_percent / 100, 4)
       FROM amounts ORDER BY quotation_id, k, cid`,
  );

  // Lines from each quotation's tariff, priced for its cargo, the margin added, the cost beside it.
  await database.query(
    `WITH base AS (
       SELECT q.id AS quotation_id, l.id AS line_id, l.charge_code, l.unit, l.rate, l.minimum, l.currency, q.calc_method,
              q.markup_amount, q.markup_percent, ${QUANTITY} AS quantity,
              (SELECT cl.rate FROM pricing_tariffs c JOIN pricing_tariff_lines cl ON cl.tariff_id = c.id
                WHERE c.kind = 'cost' AND c.carrier_code = t.carrier_code AND c.pol = t.pol AND c.pod = t.pod
                  AND c.equipment = t.equipment AND q.valid_from BETWEEN c.valid_from AND c.valid_until
                  AND cl.charge_code = l.charge_code LIMIT 1) AS cost_rate,
              row_number() OVER (PARTITION BY q.id ORDER BY (l.charge_code IN ('OFR', 'AFR')) DESC, l.id) AS freight_rank
         FROM pricing_quotations q
         JOIN pricing_tariffs t ON t.id = q.tariff_id
         JOIN pricing_tariff_lines l ON l.tariff_id = t.id
     ), amounts AS (
       SELECT b.*, CASE WHEN b.minimum > round(b.rate * b.quantity, 4) THEN b.minimum ELSE round(b.rate * b.quantity, 4) END AS base_amount
         FROM base b
     )
     INSERT INTO pricing_quotation_lines (quotation_id, charge_code, unit, quantity, rate, minimum, currency, margin, amount, cost_rate)
     SELECT quotation_id, charge_code, unit, quantity, rate, minimum, currency, m.margin, base_amount + m.margin, cost_rate
       FROM amounts a
       CROSS JOIN LATERAL (
         SELECT CASE WHEN a.calc_method = 'percentage' THEN round(a.base_amount * a.markup_percent / 100, 4)
                     WHEN a.freight_rank = 1 THEN a.markup_amount ELSE 0 END AS margin) m
      ORDER BY quotation_id, line_id`,
  );

  await database.query(
    `UPDATE pricing_quotations q SET total = s.total, cost_total = s.cost_total
       FROM (SELECT quotation_id, sum(amount) AS total, sum(round(coalesce(cost_rate, 0) * quantity, 4)) AS cost_total
               FROM pricing_quotation_lines GROUP BY quotation_id) s
      WHERE s.quotation_id = q.id`,
  );
};
