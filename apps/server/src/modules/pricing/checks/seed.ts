import { quotationWarnings, warningCodesText } from '@tidemark/domain/pricing/index';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { QUOTATION_NO_SQL } from '../quotations/numbering';

/** Quotation lines priced from a tariff's lines for the cargo of the row aliased `x`, as `priceLines` prices them. */
export const PRICED_LINE = {
  quantity: `CASE tl.unit WHEN 'container' THEN x.containers WHEN 'shipment' THEN 1
    WHEN 'kg' THEN coalesce(x.weight_kg, 0) WHEN 'cbm' THEN coalesce(x.volume_cbm, 0)
    ELSE greatest(coalesce(x.weight_kg, 0) / 1000, coalesce(x.volume_cbm, 0)) END`,
  amount: (quantity: string) => `greatest(round(tl.rate * (${quantity}), 4), coalesce(tl.minimum, 0))`,
};

/**
 * Demo bookings booked on quotations, on the quotation desk's demo quotations (seeded before):
 * open sea bookings on the tariff desk's lanes name their customer's confirmed quotation for the
 * lane. Where the customer holds none, the desk's latest quotation quoted to it for the lane (not
 * replaced) is the one it confirmed before booking; only where the desk quoted nothing is a
 * quotation made, numbered like every other (QT and eight digits), priced from the sell tariff
 * of the sailing month (the booking's carrier when it has one there, else the cheapest). Most
 * bookings prefer FAK space; those whose carrier, space, equipment or dates differ carry the
 * warnings a CSR confirmed, with the confirmation in their history. Runs once: nothing is done
 * when a booking already names a quotation.
 */
export const seedChecks = async (database: Database, demo: DemoSeed): Promise<void> => {
  const linked = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bookings WHERE quotation_id IS NOT NULL',
  );
  if ((linked[0]?.n ?? 0) > 0) return;
  await database.query(
    `CREATE TEMP TABLE demo_quoted_bookings AS
     SELECT b.id, b.company_id, b.branch_id, b.origin_port, b.destination_port, b.carrier_code,
            (b.etd AT TIME ZONE 'UTC')::date AS day, coalesce(split_part(b.container_types, ',', 1), '40HC') AS equipment,
            greatest(1, (SELECT count(*) FROM booking_containers c WHERE c.booking_id = b.id))::int AS containers,
            b.gross_weight_kg AS weight_kg, b.volume_cbm, row_number() OVER (ORDER BY b.id) AS n
       FROM bookings b
      WHERE b.mode = 'SEA' AND b.load_type = 'FCL' AND b.status NOT IN ('confirmed', 'cancelled')
        AND b.etd IS NOT NULL AND b.company_id IS NOT NULL
        AND EXISTS (SELECT 1 FROM pricing_tariffs t WHERE t.pol = b.origin_port AND t.pod = b.destination_port
                      AND t.kind = 'sell' AND t.status = 'active')
      ORDER BY (b.company_id = (SELECT min(id) FROM companies)) DESC, b.id
      LIMIT 16`,
  );
  try {
    // The customer confirmed the desk's quotation for the lane: the latest quoted one, not replaced.
    await database.query(
      `WITH open AS (
         SELECT DISTINCT ON (q.company_id, q.from_code, q.to_code) q.id, q.quoted_at, q.quoted_by, q.company_id
           FROM pricing_quotations q JOIN demo_quoted_bookings x
             ON x.company_id = q.company_id AND x.origin_port = q.from_code AND x.destination_port = q.to_code
          WHERE q.status = 'quoted' AND NOT q.obsolete AND q.ecu_rate_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM pricing_quotations c
                             WHERE c.company_id = q.company_id AND c.from_code = q.from_code AND c.to_code = q.to_code
                               AND c.status = 'confirmed' AND NOT c.obsolete)
          ORDER BY q.company_id, q.from_code, q.to_code, q.valid_until DESC, q.id DESC
       )
       UPDATE pricing_quotations q
          SET status = 'confirmed',
              confirmed_by = coalesce((SELECT u.id FROM users u WHERE u.company_id = o.company_id AND u.kind = 'customer'
                                        ORDER BY u.id LIMIT 1), o.quoted_by),
              confirmed_at = least(coalesce(o.quoted_at, $1::timestamptz - interval '12 days') + interval '1 day 5 hours',
                                   $1::timestamptz - interval '2 days'),
              updated_at = least(coalesce(o.quoted_at, $1::timestamptz - interval '12 days') + interval '1 day 5 hours',
                                 $1::timestamptz - interval '2 days')
         FROM open o
        WHERE q.id = o.id`,
      [demo.asOf.toISOString()],
    );
    // Where the desk quoted nothing for the lane: one quotation per customer and lane, from the tariff in force on the sailing day.
    await database.query(
      `WITH wanted AS (
         SELECT DISTINCT ON (x.company_id, x.origin_port, x.destination_port) x.*
           FROM demo_quoted_bookings x
          WHERE NOT EXISTS (SELECT 1 FROM pricing_quotations q
                             WHERE q.company_id = x.company_id AND q.from_code = x.origin_port
                               AND q.to_code = x.destination_port AND q.status = 'confirmed' AND NOT q.obsolete)
          ORDER BY x.company_id, x.origin_port, x.destination_port, x.id
       ), priced AS (
         SELECT w.*, t.id AS tariff_id, t.carrier_code AS quoted_carrier, t.valid_from, t.valid_until, t.currency
           FROM wanted w
           CROSS JOIN LATERAL (
             SELECT t.* FROM pricing_tariffs t
              WHERE t.pol = w.origin_port AND t.pod = w.destination_port AND t.equipment = w.equipment
                AND t.kind = 'sell' AND t.status = 'active' AND t.company_id IS NULL
                AND w.day BETWEEN t.valid_from AND t.valid_until
              -- Every third booking was quoted on another carrier than the one it is booked with.
              ORDER BY (t.carrier_code = w.carrier_code) = (w.n % 3 <> 0) DESC, t.base_total, t.id
              LIMIT 1) t
       ), staff AS (
         SELECT (SELECT id FROM users WHERE user_name = 'pricing') AS pricing_id,
                (SELECT id FROM users WHERE user_name = 'sales') AS sales_id
       )
       INSERT INTO pricing_quotations (quotation_no, quote_type, status, company_id, contact_id, branch_id, product, from_code,
                                       from_type, to_code, to_type, carrier_code, equipment, containers, space_type, payment,
                                       freight_term, charge_side, cargo_ready_date, weight_kg, volume_cbm, valid_from,
                                       valid_until, currency, tariff_id, quoted_by, quoted_at, confirmed_by, confirmed_at,
                                       created_by, created_at, updated_at, remarks)
       SELECT ${QUOTATION_NO_SQL}, 'normal', 'confirmed', p.company_id,
              (SELECT ct.id FROM contacts ct WHERE ct.company_id = p.company_id ORDER BY ct.is_primary DESC, ct.id LIMIT 1),
              p.branch_id, 'fcl', p.origin_port, 'port', p.destination_port, 'port', p.quoted_carrier, p.equipment,
              p.containers, CASE WHEN p.n % 5 = 0 THEN 'premium' ELSE 'FAK' END, 'prepaid', 'CIF', 'shipper', p.day - 5,
              p.weight_kg, p.volume_cbm, p.valid_from, p.valid_until, p.currency, p.tariff_id, s.pricing_id,
              $1::timestamptz - interval '12 days',
              coalesce((SELECT u.id FROM users u WHERE u.company_id = p.company_id AND u.kind = 'customer' ORDER BY u.id LIMIT 1),
                       s.sales_id),
              $1::timestamptz - interval '10 days', s.pricing_id, $1::timestamptz - interval '13 days',
              $1::timestamptz - interval '10 days',
              CASE WHEN p.origin_port LIKE 'CN%' THEN '报价含起运港码头费，不含目的港费用。' ELSE 'Origin THC included, destination charges excluded.' END
         FROM priced p CROSS JOIN staff s
        ORDER BY p.id`,
      [demo.asOf.toISOString()],
    );
    // Lines of the quotations just made, priced from their tariff for the quoted cargo.
    await database.query(
      `INSERT INTO pricing_quotation_lines (quotation_id, charge_code, description, unit, quantity, rate, minimum, currency, amount)
       SELECT x.id, tl.charge_code, tl.charge_code, tl.unit, ${PRICED_LINE.quantity}, tl.rate, tl.minimum, tl.currency,
              ${PRICED_LINE.amount(PRICED_LINE.quantity)}
         FROM pricing_quotations x JOIN pricing_tariff_lines tl ON tl.tariff_id = x.tariff_id
        WHERE NOT EXISTS (SELECT 1 FROM pricing_quotation_lines l WHERE l.quotation_id = x.id)
        ORDER BY x.id, tl.id`,
    );
    await database.query(
      `UPDATE pricing_quotations q SET total = s.total
         FROM (SELECT quotation_id, sum(amount) AS total FROM pricing_quotation_lines GROUP BY quotation_id) s
        WHERE s.quotation_id = q.id AND q.total = 0`,
    );
    // Each booking names its customer's latest confirmed quotation for its lane; most prefer FAK.
    await database.query(
      `UPDATE bookings b
          SET quotation_id = q.id, space_type = CASE WHEN x.n % 4 = 0 THEN NULL ELSE 'FAK' END
         FROM demo_quoted_bookings x
         CROSS JOIN LATERAL (
           SELECT q.id FROM pricing_quotations q
            WHERE q.company_id = x.company_id AND q.from_code = x.origin_port AND q.to_code = x.destination_port
              AND q.status = 'confirmed' AND NOT q.obsolete
            ORDER BY q.valid_until DESC, q.id DESC LIMIT 1) q
        WHERE b.id = x.id`,
    );
  } finally {
    await database.query('DROP TABLE demo_quoted_bookings');
  }
  // The warnings of the linked bookings, as the desk confirmed them: a few rows, checked by the
  // same rule the server enforces.
  const rows = await database.query<{
    id: number;
    carrierCode: string | null;
    spaceType: string | null;
    originPort: string;
    etd: Date;
    cargoReadyDate: string | null;
    containerTypes: string | null;
    qCarrier: string | null;
    qSpace: string;
    qEquipment: string | null;
    validFrom: string;
    validUntil: string;
  }>(
    `SELECT b.id, b.carrier_code AS "carrierCode", b.space_type AS "spaceType", b.origin_port AS "originPort", b.etd,
            b.cargo_ready_date::text AS "cargoReadyDate", b.container_types AS "containerTypes",
            q.carrier_code AS "qCarrier", q.space_type AS "qSpace", q.equipment AS "qEquipment",
            q.valid_from::text AS "validFrom", q.valid_until::text AS "validUntil"
       FROM bookings b JOIN pricing_quotations q ON q.id = b.quotation_id`,
  );
  const csr = (await database.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'csr'`))[0]?.id ?? null;
  const today = demo.asOf.toISOString().slice(0, 10);
  for (const r of rows) {
    const codes = warningCodesText(
      quotationWarnings(
        { ...r, containerTypes: (r.containerTypes ?? '').split(',').filter((c) => c !== '') },
        {
          carrierCode: r.qCarrier,
          spaceType: r.qSpace,
          equipment: r.qEquipment,
          validFrom: r.validFrom,
          validUntil: r.validUntil,
        },
        today,
      ).map((w) => w.code),
    );
    if (codes === '') continue;
    await database.query('UPDATE bookings SET quotation_warnings = $2 WHERE id = $1', [r.id, codes]);
    await database.query(
      `INSERT INTO audit_log (entity, entity_id, action, user_id, changes, at)
       VALUES ('booking', $1, 'update', $2, $3::text::jsonb, $4::timestamptz - interval '2 days')`,
      [String(r.id), csr, JSON.stringify({ quotationWarnings: { from: null, to: codes } }), demo.asOf.toISOString()],
    );
  }
};
