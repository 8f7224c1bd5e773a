import type { Database } from '../../../db/database';

/**
 * The demo's US filings: ISF and AMS data for the first US-bound ocean shipments of the demo
 * (nine of them, in shipment order), filed three days before loading with the carrier's messages
 * received after departure. Three carry a deliberate problem, so amsisfError has rows besides
 * the US-bound shipments nobody filed for yet: the second lacks its consolidator, the fifth's ISF
 * went in six hours before loading, the eighth's HTS-6 is not its goods' subheading. Three other
 * ocean shipments get a routing that does not hold together (a main carriage loading at another
 * port, a leg planned to arrive before it departs, a port code no table knows), for routingError.
 * The kept lists follow through their triggers.
 */
// Shipments made from bookings come first: the sea shipment page, where the filing is edited, lists them.
export const seedFilings = async (database: Database): Promise<void> => {
  const [existing] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM customs_isf_filings');
  if ((existing?.n ?? 0) > 0) return;
  await database.query(
    `WITH us AS (
       SELECT s.id, s.branch_id, s.hs_code, s.origin_port, row_number() OVER (ORDER BY s.booking_id IS NULL, s.id) AS n,
              coalesce(m.actual_start, m.planned_start, s.atd, s.etd) AS load_at,
              (m.actual_start IS NOT NULL OR s.atd IS NOT NULL) AS departed
         FROM shipments s
         LEFT JOIN LATERAL (SELECT l.actual_start, l.planned_start FROM shipment_legs l
                             WHERE l.shipment_id = s.id AND l.mode <> 'truck' ORDER BY l.seq LIMIT 1) m ON true
        WHERE s.mode IN ('FCL', 'LCL') AND s.hs_code IS NOT NULL
          AND EXISTS (SELECT 1 FROM ports p WHERE p.unlocode = s.destination_port AND p.country = 'US')
        ORDER BY s.booking_id IS NULL, s.id LIMIT 9)
     INSERT INTO customs_isf_filings (shipment_id, branch_id, seller, buyer, importer_no, consignee_no, manufacturer,
                                      ship_to, origin_country, hts_code, stuffing_location, consolidator,
                                      stow_plan_received, stow_plan_at, status_messages_received, status_messages_at,
                                      isf_filed_at, ams_filed_at, ams_bill_no)
     SELECT us.id, us.branch_id,
            (ARRAY['Shanghai Brightway Electronics Co., Ltd.', 'Ningbo Oceanic Homeware Co., Ltd.',
                   '深圳市恒达玩具有限公司'])[1 + us.n % 3],
            (ARRAY['Pacific Retail Group Inc.', 'Harbor Home Goods LLC', 'Sunset Toys Inc.'])[1 + us.n % 3],
            (ARRAY['95-4231876', '26-1934057AB', '201115-00432'])[1 + us.n % 3],
            (ARRAY['95-4231876', '33-0874519', '201115-00432'])[1 + us.n % 3],
            (ARRAY['Kunshan Precision Manufacturing Co., Ltd.', 'Yuyao Plastic Products Factory',
                   '东莞市乐童塑胶制品厂'])[1 + us.n % 3],
            (ARRAY['Pacific Retail DC, 2400 E Carson St, Long Beach CA', 'Harbor Home Goods, 88 Port Rd, Newark NJ',
                   'Sunset Toys, 1200 Industrial Way, Ontario CA'])[1 + us.n % 3],
            'CN',
            CASE WHEN us.n = 8 THEN (SELECT h.code FROM hs_codes h WHERE h.code <> left(us.hs_code, 7) ORDER BY h.code LIMIT 1)
                 ELSE left(us.hs_code, 7) END,
            (ARRAY['Waigaoqiao CFS, Shanghai', 'Beilun CFS, Ningbo', '盐田综合保税区仓库'])[1 + us.n % 3],
            CASE WHEN us.n = 2 THEN NULL ELSE (ARRAY['Tidemark Shanghai CFS', 'Tidemark Ningbo CFS', 'Tidemark Shenzhen CFS'])[1 + us.n % 3] END,
            us.departed, CASE WHEN us.departed THEN us.load_at + interval '6 hours' END,
            us.departed, CASE WHEN us.departed THEN us.load_at + interval '2 hours' END,
            CASE WHEN us.n = 5 THEN us.load_at - interval '6 hours' ELSE us.load_at - interval '72 hours' END,
            us.load_at - interval '48 hours',
            'TDMK' || lpad(us.id::text, 8, '0')
       FROM us`,
  );
  // Three ocean shipments not bound for the US, whose routing the desk typed wrong.
  const wrong = await database.query<{ id: number; originPort: string }>(
    `SELECT s.id, s.origin_port AS "originPort" FROM shipments s
      WHERE s.mode = 'FCL' AND EXISTS (SELECT 1 FROM shipment_legs l WHERE l.shipment_id = s.id AND l.seq = 2 AND l.mode = 'vessel')
        AND NOT EXISTS (SELECT 1 FROM ports p WHERE p.unlocode = s.destination_port AND p.country = 'US')
      ORDER BY s.id LIMIT 3`,
  );
  const [a, b, c] = wrong;
  if (a) {
    await database.query('UPDATE shipment_legs SET from_code = $2 WHERE shipment_id = $1 AND seq = 2', [
      a.id,
      a.originPort === 'CNNGB' ? 'CNSHA' : 'CNNGB',
    ]);
  }
  if (b) {
    await database.query(
      `UPDATE shipment_legs SET planned_end = planned_start - interval '1 day' WHERE shipment_id = $1 AND seq = 2`,
      [b.id],
    );
  }
  if (c) await database.query(`UPDATE shipment_legs SET to_code = 'ZZXXX' WHERE shipment_id = $1 AND seq = 1`, [c.id]);
};
