import { ISO_SIZE_TYPE } from '@tidemark/domain/ops/bookings/index';
import type { Database } from '../../../db/database';
import { withoutSecondaryIndexes, withTriggersDeferred } from '../../../seed/bulk';
import { maxId } from '../../../seed/copy';

/** The booked container types by the ISO codes the shipments core holds (22G1 → 20GP). */
const BOOKED_TYPE = `CASE c.iso_type ${Object.entries(ISO_SIZE_TYPE)
  .map(([booked, iso]) => `WHEN '${iso}' THEN '${booked}'`)
  .join(' ')} ELSE '40HC' END`;

/** Party columns filled from a company row aliased `alias`. */
const partyFrom = (alias: string) =>
  `${alias}.name, coalesce(${alias}.address, ${alias}.city || ', ' || ${alias}.country), ${alias}.country, ${alias}.city,
   ${alias}.phone, NULL, ${alias}.email`;
const PARTY_COLUMNS = ['shipper', 'consignee', 'notify']
  .flatMap((p) => ['name', 'address', 'country', 'city', 'phone', 'fax', 'email'].map((f) => `${p}_${f}`))
  .join(', ');

/** Remarks in the language of the customer's country, as the desk writes them. */
const REMARKS = `CASE WHEN c.country IN ('CN', 'HK', 'TW') THEN
    (ARRAY['请在截关前两天提供 VGM。', '货物需要熏蒸证明。', '客户要求订同一船公司的舱位。', '提单电放。'])[1 + (s.id % 4)]
  ELSE
    (ARRAY['Please send the VGM two days before cut-off.', 'Fumigation certificate required.',
           'Customer asks for the same carrier as last month.', 'Telex release of the bill of lading.'])[1 + (s.id % 4)]
  END`;

/**
 * The consignee of a demo booking: another customer abroad, the one nearest in the list (the lower
 * of two as near), so each booking names a believable buyer. The nearest below and the nearest
 * above are each found by walking the key from the customer, a few rows, not by sorting every
 * company for every customer (25 million rows for 5,000 companies).
 */
const CONSIGNEE = `LEFT JOIN LATERAL (
  SELECT o.* FROM ((SELECT o.* FROM companies o WHERE o.id < c.id AND o.country <> c.country ORDER BY o.id DESC LIMIT 1)
                   UNION ALL
                   (SELECT o.* FROM companies o WHERE o.id > c.id AND o.country <> c.country ORDER BY o.id LIMIT 1)) o
   ORDER BY abs(o.id - c.id), o.id LIMIT 1) n ON true`;

/**
 * A confirmed booking made from each shipment `s` the FROM clause gives, with its company `c` and
 * the consignee `n`: routed, timed and packed as the shipment, its parties from the companies.
 * `containerTypes` also writes the types of the containers bookedCargo will add (what their
 * trigger would write), for a load that adds them with the trigger off.
 */
const confirmedBookings = (from: string, containerTypes = false) => `
        INSERT INTO bookings (booking_no, mode, load_type, status, branch_id, company_id, customer_ref, ${PARTY_COLUMNS},
                              origin_port, destination_port, etd, eta, carrier_code, vessel, voyage, flight_no, mawb,
                              marks, packages, package_type, gross_weight_kg, volume_cbm, goods_description, hs_code,
                              freight_term, payment_term, incoterm, contract_no, cargo_ready_date, service_type,
                              customs_service, remarks, shipment_id, created_at, updated_at${containerTypes ? ', container_types' : ''})
        SELECT s.booking_no, CASE WHEN s.mode = 'AIR' THEN 'AIR' ELSE 'SEA' END, s.mode, 'confirmed', s.branch_id,
               s.company_id, 'PO-' || lpad((s.id % 100000)::text, 5, '0'),
               ${partyFrom('c')}, ${partyFrom('n')}, ${partyFrom('n')},
               s.origin_port, s.destination_port, s.etd, s.eta, s.carrier_code, s.vessel, s.voyage, s.flight_no,
               CASE WHEN s.mode = 'AIR' THEN s.master_bill END, s.marks, s.packages, s.package_type, s.gross_weight_kg,
               s.volume_cbm, s.goods_description, s.hs_code,
               CASE WHEN coalesce(s.incoterm, 'FOB') IN ('EXW', 'FCA', 'FAS', 'FOB') THEN 'collect' ELSE 'prepaid' END,
               CASE WHEN coalesce(s.incoterm, 'FOB') IN ('EXW', 'FCA', 'FAS', 'FOB') THEN 'at_destination' ELSE 'at_origin' END,
               coalesce(s.incoterm, 'FOB'), 'SC' || to_char(s.etd, 'YY') || lpad((s.company_id % 1000)::text, 4, '0'),
               (s.etd - interval '6 days')::date, 'port_to_port', s.id % 3 = 0, ${REMARKS}, s.id,
               s.etd - interval '21 days', s.etd - interval '10 days'${
                 containerTypes
                   ? `,
               CASE WHEN s.mode = 'FCL' THEN (SELECT string_agg(DISTINCT ${BOOKED_TYPE}, ',' ORDER BY ${BOOKED_TYPE})
                                              FROM containers c WHERE c.shipment_id = s.id) END`
                   : ''
               }
${from}`;

/**
 * What the confirmed bookings `and` picks booked (an `AND …` on bookings `b`, or nothing for all):
 * the shipment's containers for FCL, its packing for the others.
 */
const bookedCargo = (and: string) => [
  `
        INSERT INTO booking_containers (booking_id, iso_type, container_no, seal_no, gross_kg)
        SELECT b.id, ${BOOKED_TYPE}, c.container_no, coalesce(c.seal_no, 'NONE'), c.gross_kg
          FROM bookings b JOIN containers c ON c.shipment_id = b.shipment_id
         WHERE b.load_type = 'FCL' ${and}`,
  `
        INSERT INTO booking_packing (booking_id, packages, package_type, gross_kg)
        SELECT b.id, b.packages, b.package_type, b.gross_weight_kg FROM bookings b WHERE b.load_type <> 'FCL' ${and}`,
];

/** The charge lines of the bookings `and` picks (as in bookedCargo): freight, terminal and documents, by mode. */
const bookingRates = (and: string) => `
        INSERT INTO booking_rates (booking_id, charge_code, description, unit, quantity, currency, amount)
        SELECT b.id, r.code, r.description, r.unit,
               CASE r.unit WHEN 'container' THEN 2 WHEN 'kg' THEN coalesce(b.gross_weight_kg, 100) ELSE 1 END,
               r.currency, r.amount
          FROM bookings b
          JOIN (VALUES ('SEA', 'OFR', 'Ocean freight / 海运费', 'container', 'USD', 1850.0000),
                       ('SEA', 'OTHC', 'Origin terminal handling / 起运港码头操作费', 'container', 'CNY', 1050.0000),
                       ('SEA', 'DOC', 'Documentation / 文件费', 'shipment', 'CNY', 450.0000),
                       ('AIR', 'AFR', 'Air freight / 空运费', 'kg', 'USD', 3.8500),
                       ('AIR', 'FSC', 'Fuel surcharge / 燃油附加费', 'kg', 'USD', 0.9500)) AS r (mode, code, description, unit, currency, amount)
            ON r.mode = b.mode
          ${and ? `WHERE true ${and}` : ''}`;

/**
 * Demo bookings: a few confirmed ones per branch and load type, linked to the demo shipments of the
 * same booking number (their containers and packing copied from the shipment), and open ones in
 * every state for every branch, routed like that branch's recent shipments but sailing in the
 * coming weeks; the demo customer's company has its own. Set-based statements, so seeding stays
 * fast however many shipments there are. Runs once, on an empty bookings table.
 */
export const seedBookings = async (database: Database): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
  if ((existing[0]?.n ?? 0) > 0) return;
  await database.session(async (conn) => {
    await conn.query('BEGIN');
    try {
      await conn.query(`
        CREATE TEMP TABLE demo_booking_shipments ON COMMIT DROP AS
        SELECT DISTINCT ON (s.booking_no) s.*
          FROM (
            SELECT r.id FROM (
              SELECT s.id, row_number() OVER (PARTITION BY s.branch_id, s.mode ORDER BY s.etd DESC, s.id DESC) AS n
                FROM shipments s
               WHERE s.mode IN ('FCL', 'LCL', 'AIR') AND s.booking_no IS NOT NULL
                 AND s.branch_id IN (SELECT br.id FROM branches br)) r
             WHERE r.n <= 3
            UNION
            SELECT s.id FROM shipments s WHERE s.booking_no IN ('BK2611001', 'BK2611002', 'BK2611003', 'BK2611004')
            UNION
            SELECT x.id FROM (
              SELECT s.id FROM shipments s
               WHERE s.company_id = (SELECT min(id) FROM companies) AND s.mode IN ('FCL', 'LCL', 'AIR')
               ORDER BY s.etd DESC LIMIT 4) x
          ) picked
          JOIN shipments s ON s.id = picked.id
         ORDER BY s.booking_no, s.id`);
      await conn.query(
        confirmedBookings(`
          FROM demo_booking_shipments s
          JOIN companies c ON c.id = s.company_id
          ${CONSIGNEE}`),
      );
      for (const sql of bookedCargo('')) await conn.query(sql);
      // Open bookings: two per branch and state, routed like a recent shipment of the branch. The
      // latest shipments are numbered in one pass, which needs none of the shipments' list indexes
      // (a first load at volume builds them after the full desk).
      await conn.query(`
        INSERT INTO bookings (booking_no, mode, load_type, status, branch_id, company_id, customer_ref, ${PARTY_COLUMNS},
                              origin_port, destination_port, etd, eta, carrier_code, vessel, voyage, flight_no,
                              marks, packages, package_type, gross_weight_kg, volume_cbm, goods_description, hs_code,
                              freight_term, payment_term, incoterm, contract_no, cargo_ready_date, service_type,
                              insurance_service, remarks, created_at, updated_at)
        SELECT 'BK' || to_char(now(), 'YY') || lpad(nextval('booking_no_seq')::text, 8, '0'),
               CASE WHEN s.mode = 'AIR' THEN 'AIR' ELSE 'SEA' END, s.mode, st.status, s.branch_id, s.company_id,
               'PO-' || lpad(((s.id + st.n) % 100000)::text, 5, '0'),
               ${partyFrom('c')}, ${partyFrom('n')}, ${partyFrom('n')},
               s.origin_port, s.destination_port,
               date_trunc('day', now()) + make_interval(days => 7 + st.n * 3) + interval '14 hours',
               date_trunc('day', now()) + make_interval(days => 7 + st.n * 3)
                 + (s.eta - s.etd) + interval '14 hours',
               s.carrier_code, s.vessel, s.voyage, s.flight_no,
               -- Drafts still miss what the customer has not sent yet.
               CASE WHEN st.status = 'draft' THEN NULL ELSE s.marks END, s.packages, s.package_type,
               s.gross_weight_kg, s.volume_cbm, s.goods_description, s.hs_code,
               'prepaid', 'at_origin', CASE WHEN st.status = 'draft' THEN NULL ELSE coalesce(s.incoterm, 'FOB') END,
               'SC' || to_char(now(), 'YY') || lpad((s.company_id % 1000)::text, 4, '0'),
               (date_trunc('day', now()) + make_interval(days => 3 + st.n * 3))::date,
               (ARRAY['port_to_port', 'door_to_port', 'door_to_door'])[1 + (s.id % 3)], s.id % 4 = 0, ${REMARKS},
               now() - make_interval(days => 9 - st.n), now() - make_interval(hours => 30 - st.n * 4)
          FROM (SELECT s.*, row_number() OVER (PARTITION BY s.branch_id ORDER BY s.etd DESC, s.id DESC) AS latest
                  FROM shipments s WHERE s.branch_id IN (SELECT br.id FROM branches br)) s
          JOIN (VALUES ('draft', 0), ('submitted', 1), ('pending_planning', 2), ('pending_sr', 3),
                       ('sr_decrease', 4), ('cancelled', 5)) AS st (status, n)
            ON (s.id % 6) = st.n
          JOIN companies c ON c.id = s.company_id
          ${CONSIGNEE}
         WHERE s.latest <= 12
         ORDER BY s.branch_id, s.latest`);
      // The demo customer's own open bookings: a draft to complete and one waiting for the desk.
      await conn.query(`
        INSERT INTO bookings (booking_no, mode, load_type, status, branch_id, company_id, ${PARTY_COLUMNS},
                              origin_port, destination_port, etd, eta, carrier_code, packages, package_type,
                              gross_weight_kg, volume_cbm, goods_description, freight_term, payment_term, incoterm,
                              remarks)
        SELECT 'BK' || to_char(now(), 'YY') || lpad(nextval('booking_no_seq')::text, 8, '0'), 'SEA', 'FCL', st.status,
               c.branch_id, c.id, ${partyFrom('c')}, ${partyFrom('n')}, ${partyFrom('n')},
               'CNSHA', 'USLAX', date_trunc('day', now()) + interval '12 days 10 hours',
               date_trunc('day', now()) + interval '27 days 8 hours', 'MAEU', 220, 'CTN', 9800, 61.5,
               'Household appliances / 家用电器', 'prepaid', 'at_origin', 'FOB', st.remark
          FROM companies c ${CONSIGNEE}
         CROSS JOIN (VALUES ('draft', 'Containers to follow. / 箱号待定。'),
                            ('submitted', 'Please confirm space on the next sailing. / 请确认下一班船的舱位。')) AS st (status, remark)
         WHERE c.id = (SELECT min(id) FROM companies)`);
      // Open sea bookings book containers: mostly 40' high cubes, some 20' boxes, so the batch rule shows.
      await conn.query(`
        INSERT INTO booking_containers (booking_id, iso_type, seal_no)
        SELECT b.id, CASE WHEN b.id % 3 = 0 THEN '20GP' ELSE '40HC' END, NULL
          FROM bookings b CROSS JOIN generate_series(1, 2) g
         WHERE b.load_type = 'FCL' AND b.shipment_id IS NULL`);
      await conn.query(`
        INSERT INTO booking_packing (booking_id, packages, package_type, length_cm, width_cm, height_cm, gross_kg)
        SELECT b.id, b.packages, b.package_type, 120, 100, 110, b.gross_weight_kg
          FROM bookings b WHERE b.load_type <> 'FCL' AND b.shipment_id IS NULL`);
      await conn.query(bookingRates(''));
      await conn.query('COMMIT');
    } catch (error) {
      await conn.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
  await database.exec('ANALYZE bookings; ANALYZE booking_containers; ANALYZE booking_packing');
};

/**
 * The operations desk at full volume (DemoSeed.fullDesk): every shipment of a booked mode that has
 * no booking yet gets the confirmed booking it was made from, with its containers or packing and
 * its charge lines, as the demo's confirmed bookings have them. A few statements over the whole
 * shipments table, the bookings' secondary indexes and keys built once after them; each company's
 * consignee is found once rather than once per booking.
 */
export const seedBookedShipments = async (database: Database): Promise<void> => {
  const before = await maxId(database, 'bookings');
  const made = `AND b.id > ${before}`;
  // The bookings are written with their container types, so the containers' trigger, which would
  // write them again into every FCL booking, stays off while they are added. The bookings' own
  // insert trigger (each shipment learns its booking) is off too, so the bookings load without
  // their list indexes, and one update after the load does its work.
  const load = () =>
    withTriggersDeferred(
      database,
      'booking_containers',
      ['booking_containers_after_insert'],
      () =>
        withoutSecondaryIndexes(
          database,
          ['bookings', 'booking_containers', 'booking_packing', 'booking_rates'],
          async () => {
            await database.exec(`
      WITH consignees AS MATERIALIZED (SELECT c.id AS for_company, n.* FROM companies c ${CONSIGNEE})
      ${confirmedBookings(
        `
          FROM shipments s
          JOIN companies c ON c.id = s.company_id
          LEFT JOIN consignees n ON n.for_company = c.id
         WHERE s.mode IN ('FCL', 'LCL', 'AIR') AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.shipment_id = s.id)
         ORDER BY s.id`,
        true,
      )}`);
            for (const sql of bookedCargo(made)) await database.exec(sql);
            await database.exec(bookingRates(made));
          },
          { uniqueKeys: true },
        ),
      async () => undefined,
    );
  await withTriggersDeferred(database, 'bookings', ['bookings_shipment_after_insert'], load, () =>
    database.exec(`UPDATE shipments s SET booking_id = b.id FROM bookings b
                    WHERE b.id > ${before} AND s.id = b.shipment_id AND s.booking_id IS DISTINCT FROM b.id`),
  );
  for (const table of ['bookings', 'booking_containers', 'booking_packing', 'booking_rates'])
    await database.exec(`VACUUM (ANALYZE) ${table}`);
};
