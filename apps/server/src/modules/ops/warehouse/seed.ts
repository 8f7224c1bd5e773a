import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { DEMO_PHOTOS } from './demo-photos';

const DAY = 86_400_000;

/**
 * Demo warehouse data on the demo shipments, written by the database itself (INSERT … SELECT over
 * the shipments, no rows through the client), so a million shipments seed in one pass per table:
 * - receipts for the cargo that reached the origin warehouse (LCL and air, and every second FCL
 *   booking, three to twelve days before departure, departing up to thirty days ago), at a location of the
 *   branch's warehouse, weighed, checked and stored by their age, some damaged, some split over
 *   two locations, those already departed released by an order;
 * - open release orders for part of the stored cargo;
 * - pre-plans for the cargo still to come (due three to twelve days before their departure);
 * - photos (drawn by code) on the most recent receipts.
 * Remarks and names are in English and Chinese. A run again seeds only shipments added since.
 */
export const seedWarehouse = async (database: Database, demo: DemoSeed): Promise<void> => {
  const asOf = demo.asOf;
  const since = Number(
    (
      await database.query<{ m: number | null }>(
        `SELECT greatest((SELECT max(shipment_id) FROM warehouse_receipts), (SELECT max(shipment_id) FROM warehouse_preplans)) AS m`,
      )
    )[0]?.m ?? 0,
  );
  const from = new Date(asOf.getTime() - 30 * DAY);
  const cutoff = new Date(asOf.getTime() + 12 * DAY);
  const until = new Date(asOf.getTime() + 30 * DAY);
  const eligible = `s.id > $1 AND (s.mode IN ('LCL', 'AIR') OR s.id % 2 = 0)`;

  await database.query(
    `INSERT INTO warehouse_receipts (shipment_id, booking_no, house_bill, company_id, branch_id, warehouse_code, location,
       packages, package_type, gross_weight_kg, volume_cbm, length_cm, width_cm, height_cm, damage_status,
       damaged_count, counted_packages, weighed_by, weighed_at, checked_by, checked_at, in_time, out_time, op_status,
       remarks, created_at, updated_at)
     SELECT s.id, coalesce(s.booking_no, s.house_bill), s.house_bill, s.company_id, s.branch_id, b.code || '-WH1',
            chr(65 + s.id % 6) || '-' || lpad((s.id % 20 + 1)::text, 2, '0') || '-' || lpad((s.id % 40 + 1)::text, 2, '0'),
            greatest(s.packages, 1), s.package_type, s.gross_weight_kg, s.volume_cbm,
            120, 100, 80 + (s.id % 5) * 10,
            CASE WHEN s.id % 53 = 0 THEN 'major' WHEN s.id % 17 = 0 THEN 'minor' ELSE 'intact' END,
            CASE WHEN s.id % 53 = 0 THEN least(3, greatest(s.packages, 1)) WHEN s.id % 17 = 0 THEN 1 ELSE 0 END,
            CASE WHEN st.step >= 2 THEN greatest(s.packages, 1) END,
            CASE WHEN st.step >= 1 THEN (ARRAY['Zhang Wei', '王磊', 'Li Ming', '陈静'])[s.id % 4 + 1] END,
            CASE WHEN st.step >= 1 THEN st.in_time + interval '2 hours' END,
            CASE WHEN st.step >= 2 THEN (ARRAY['Wang Fang', '刘洋', 'Sam Patel'])[s.id % 3 + 1] END,
            CASE WHEN st.step >= 2 THEN st.in_time + interval '5 hours' END,
            st.in_time,
            CASE WHEN st.step = 4 THEN s.etd - interval '1 day' END,
            (ARRAY['received', 'weighed', 'checked', 'stored', 'released'])[st.step + 1],
            (ARRAY['Fragile, keep upright', '易碎品，请勿倒置', 'Shrink-wrapped on pallets', '外箱轻微压痕，已拍照',
                   NULL, 'Customs inspection requested', '客户要求分批出库', NULL])[s.id % 8 + 1],
            st.in_time, st.in_time
       FROM shipments s
       JOIN branches b ON b.id = s.branch_id
       CROSS JOIN LATERAL (
         SELECT s.etd - ((3 + s.id % 10) * interval '1 day') AS in_time,
                CASE WHEN s.etd - interval '1 day' <= $2::timestamptz THEN 4
                     WHEN s.etd - ((3 + s.id % 10) * interval '1 day') > $2::timestamptz - interval '1 day' THEN s.id % 2
                     ELSE 1 + s.id % 3 END AS step) st
      WHERE ${eligible} AND s.etd BETWEEN $3 AND $4 AND st.in_time <= $2::timestamptz`,
    [since, asOf, from, cutoff],
  );

  // Every seventh receipt of more than one package lies in two places: half moved to the next aisle.
  await database.query(
    `WITH split AS (
       UPDATE warehouse_receipt_lines l
          SET packages = l.packages - l.packages / 2,
              gross_weight_kg = round(l.gross_weight_kg * (l.packages - l.packages / 2) / l.packages, 3),
              volume_cbm = round(l.volume_cbm * (l.packages - l.packages / 2) / l.packages, 3)
         FROM warehouse_receipts r
        WHERE r.id = l.receipt_id AND r.shipment_id > $1 AND r.id % 7 = 0 AND r.packages > 1 AND l.line_no = 1
        RETURNING l.*, r.packages AS total, r.gross_weight_kg AS total_kg, r.volume_cbm AS total_cbm)
     INSERT INTO warehouse_receipt_lines (receipt_id, line_no, booking_no, company_id, branch_id, warehouse_code, location,
                                          packages, package_type, gross_weight_kg, volume_cbm, damage_status,
                                          damaged_count, in_time, remarks)
     SELECT receipt_id, 2, booking_no, company_id, branch_id, warehouse_code,
            chr(65 + (receipt_id + 1) % 6) || substr(location, 2),
            total - packages, package_type, total_kg - gross_weight_kg, total_cbm - volume_cbm, 'intact', 0, in_time,
            CASE WHEN receipt_id % 2 = 0 THEN 'Split over two aisles' ELSE '分两个库位存放' END
       FROM split`,
    [since],
  );

  // Cargo that left took everything out through a released order.
  await database.query(
    `WITH released AS (
       INSERT INTO warehouse_orders (receipt_id, receipt_no, booking_no, company_id, branch_id, packages, planned_out_at,
                                     truck_plate, released_at, status, remarks, created_at, updated_at)
       SELECT r.id, r.receipt_no, r.booking_no, r.company_id, r.branch_id, r.packages, r.out_time - interval '4 hours',
              (ARRAY['沪A·3K721', 'TX 4KD-219', '浙B·8Q612', 'CA 7GHT451'])[r.id % 4 + 1], r.out_time, 'released',
              CASE WHEN r.id % 2 = 0 THEN 'Loaded for departure' ELSE '装车出库' END, r.out_time - interval '1 day',
              r.out_time
         FROM warehouse_receipts r
        WHERE r.shipment_id > $1 AND r.op_status = 'released'
       RETURNING receipt_id)
     UPDATE warehouse_receipt_lines l SET out_packages = l.packages FROM released WHERE l.receipt_id = released.receipt_id`,
    [since],
  );

  // Some stored cargo has an order waiting: part of it to leave before departure.
  await database.query(
    `INSERT INTO warehouse_orders (receipt_id, receipt_no, booking_no, company_id, branch_id, packages, planned_out_at,
                                   truck_plate, status, remarks, created_at, updated_at)
     SELECT r.id, r.receipt_no, r.booking_no, r.company_id, r.branch_id, greatest(r.packages / 2, 1),
            s.etd - interval '1 day', CASE WHEN r.id % 2 = 0 THEN '沪D·52R09' END, 'open',
            CASE WHEN r.id % 2 = 0 THEN '客户要求先放行一半' ELSE 'First half to the consolidation centre' END,
            r.in_time + interval '1 day', r.in_time + interval '1 day'
       FROM warehouse_receipts r JOIN shipments s ON s.id = r.shipment_id
      WHERE r.shipment_id > $1 AND r.op_status = 'stored' AND r.id % 3 = 0`,
    [since],
  );

  await database.query(
    `INSERT INTO warehouse_preplans (shipment_id, booking_no, house_bill, company_id, branch_id, expected_at, warehouse_code,
                                     location, packages, package_type, gross_weight_kg, volume_cbm, status, remarks,
                                     created_at, updated_at)
     SELECT s.id, coalesce(s.booking_no, s.house_bill), s.house_bill, s.company_id, s.branch_id,
            s.etd - ((3 + s.id % 10) * interval '1 day'), b.code || '-WH1',
            'R-' || lpad((s.id % 12 + 1)::text, 2, '0'), greatest(s.packages, 1), s.package_type, s.gross_weight_kg,
            s.volume_cbm, CASE WHEN s.id % 19 = 0 THEN 'cancelled' ELSE 'planned' END,
            (ARRAY['Supplier delivers by truck', '供应商送货入仓', 'Tail-lift needed', '需要尾板车', NULL])[s.id % 5 + 1],
            $2::timestamptz - interval '2 days', $2::timestamptz - interval '2 days'
       FROM shipments s JOIN branches b ON b.id = s.branch_id
      WHERE ${eligible} AND s.etd - ((3 + s.id % 10) * interval '1 day') > $2::timestamptz AND s.etd <= $3`,
    [since, asOf, until],
  );

  // Photos on the most recent receipts: one to three each, the damaged ones showing the damage.
  const recent = `SELECT id, damage_status FROM warehouse_receipts WHERE shipment_id > $1 ORDER BY in_time DESC, id DESC LIMIT 300`;
  for (const [i, photo] of DEMO_PHOTOS.entries()) {
    await database.query(
      `INSERT INTO warehouse_receipt_photos (receipt_id, position, content_type, file_name, byte_size, data, created_at)
       SELECT r.id, ${i + 1}, 'image/png', $2, $3, $4, now()
         FROM (${recent}) r
        WHERE ${i === 2 ? "r.damage_status <> 'intact'" : i === 1 ? 'r.id % 2 = 0' : 'TRUE'}`,
      [since, ['carton.png', 'pallet.png', 'damage.png'][i], photo.length, photo],
    );
  }
  await database.query(
    `UPDATE warehouse_receipts r SET photo_count = p.n
       FROM (SELECT receipt_id, count(*)::int AS n FROM warehouse_receipt_photos GROUP BY receipt_id) p
      WHERE p.receipt_id = r.id AND r.photo_count <> p.n`,
  );
  await database.exec(
    'ANALYZE warehouse_receipts; ANALYZE warehouse_receipt_lines; ANALYZE warehouse_orders; ANALYZE warehouse_preplans',
  );
};
