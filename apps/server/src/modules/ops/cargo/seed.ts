import type { Database } from '../../../db/database';
import { bulkWidth, sideBySide } from '../../../db/side-by-side';
import type { DemoSeed } from '../../../engine/module';
import { loadAtVolume } from '../../../seed/bulk';

/**
 * Demo cargo records for the demo shipments, each written by one INSERT … SELECT over the
 * shipments core, so a million shipments add their packing and VGM inside the database without a
 * row travelling through the server. Every value follows from the record's own id (no random
 * stream), and a second run only adds records for shipments and containers that have none yet.
 *
 * - Packing: one line per shipment with the declared packing of the shipment and pieces sized
 *   for its package type; cargo due at the warehouse by now is measured, mostly as declared, now
 *   and then a package short, heavier, bulkier or damaged, with the warehouse's remark.
 * - VGM: every sealed container with a VGM in the core, mostly filed a day or more before the
 *   cut-off, one in ten late; containers the core shows without one stay without, and so does one
 *   in three of the containers sailing around the demo's day.
 * - Reefer settings on every reefer container; dangerous goods on about one shipment in 23.
 */

/** A staff member of the shipment's branch files and measures; without demo users, nobody is named. */
const BRANCH_STAFF = `WITH staff AS (
  SELECT DISTINCT ON (branch_id) branch_id, id FROM users
   WHERE kind = 'staff' AND status = 'active' AND branch_id IS NOT NULL ORDER BY branch_id, id)`;

/** Length and width of a piece by package type (cm); the height follows from the declared volume. */
const FOOTPRINT = `(VALUES ('PLT', 120, 100), ('CTN', 60, 40), ('CRT', 100, 80), ('DRM', 58, 58),
  ('BAG', 80, 50), ('PKG', 50, 40), ('BX', 40, 30), ('RL', 100, 100)) AS fp(package_type, l, w)`;

const seedPacking = (database: Database, asOf: Date) =>
  database.query(
    `${BRANCH_STAFF},
     declared AS (
       SELECT s.id, s.etd, s.branch_id, s.package_type, s.packages, s.gross_weight_kg AS gross, s.volume_cbm AS volume,
              CASE s.mode WHEN 'AIR' THEN 'air' WHEN 'FCL' THEN 'sea' WHEN 'LCL' THEN 'sea' ELSE 'land' END AS transport,
              COALESCE(fp.l, 50) AS l, COALESCE(fp.w, 40) AS w,
              LEAST(250, GREATEST(10, round(s.volume_cbm * 1000000 / s.packages / (COALESCE(fp.l, 50) * COALESCE(fp.w, 40)))))::int AS h,
              s.etd <= $1::timestamptz + interval '3 days' AS received
         FROM shipments s LEFT JOIN ${FOOTPRINT} ON fp.package_type = s.package_type
        WHERE NOT EXISTS (SELECT 1 FROM cargo_packing_lines p WHERE p.shipment_id = s.id))
     INSERT INTO cargo_packing_lines (shipment_id, transport, package_type, packages, gross_kg, volume_cbm,
            length_cm, width_cm, height_cm, actual_packages, actual_gross_kg, actual_volume_cbm,
            actual_length_cm, actual_width_cm, actual_height_cm, damage_status, damaged_count, remarks,
            measured_by, measured_at, created_at, updated_at)
     SELECT d.id, d.transport, d.package_type, d.packages, d.gross, d.volume, d.l, d.w, d.h,
            CASE WHEN d.received THEN d.packages - CASE WHEN d.id % 9 = 0 AND d.packages > 1 THEN 1 ELSE 0 END END,
            CASE WHEN d.received THEN round(d.gross * CASE WHEN d.id % 11 = 0 THEN 1.04 ELSE 1 + (d.id % 5 - 2) * 0.003 END, 3) END,
            CASE WHEN d.received THEN round(d.volume * CASE WHEN d.id % 7 = 0 THEN 1.06 ELSE 1 END, 3) END,
            CASE WHEN d.received THEN d.l END,
            CASE WHEN d.received THEN d.w END,
            CASE WHEN d.received THEN d.h + CASE WHEN d.id % 7 = 0 THEN 4 ELSE 0 END END,
            CASE WHEN d.received THEN CASE WHEN d.id % 13 = 0 THEN 'damaged' ELSE 'intact' END END,
            CASE WHEN d.received AND d.id % 13 = 0 THEN LEAST(d.packages, 1 + d.id % 3) END,
            CASE WHEN NOT d.received THEN NULL
                 WHEN d.id % 13 = 0 THEN CASE WHEN d.id % 2 = 0 THEN '外箱破损，已拍照并通知发货人' ELSE 'Outer packing crushed, photos taken, shipper informed' END
                 WHEN d.id % 9 = 0 AND d.packages > 1 THEN CASE WHEN d.id % 2 = 0 THEN '短少1件，等待发货人确认' ELSE 'One package short, awaiting shipper confirmation' END
                 WHEN d.id % 11 = 0 THEN CASE WHEN d.id % 2 = 0 THEN '实测毛重超出申报' ELSE 'Measured gross above declaration' END
                 WHEN d.id % 7 = 0 THEN CASE WHEN d.id % 2 = 0 THEN '货物超高，体积已重新测量' ELSE 'Pieces taller than declared, volume remeasured' END
            END,
            CASE WHEN d.received THEN st.id END,
            CASE WHEN d.received THEN LEAST(d.etd - interval '2 days', $1::timestamptz) END,
            LEAST(d.etd - interval '10 days', $1::timestamptz),
            LEAST(d.etd - interval '2 days', $1::timestamptz)
       FROM declared d LEFT JOIN staff st ON st.branch_id = d.branch_id`,
    [asOf.toISOString()],
  );

/**
 * Around the demo's day, one container in three of the vessels about to sail is still waiting for
 * its VGM (cut-off passed or near): the core forgets its weight too, so tracking's container check
 * agrees. Containers that already have a declaration keep it.
 */
const leaveVgmOpen = (database: Database, asOf: Date) =>
  database.query(
    `UPDATE containers k SET vgm_kg = NULL
       FROM shipments s
      WHERE s.id = k.shipment_id AND s.atd IS NULL
        AND s.etd BETWEEN $1::timestamptz - interval '1 day' AND $1::timestamptz + interval '3 days'
        AND k.id % 3 = 0 AND k.vgm_kg IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM cargo_vgm v WHERE v.container_id = k.id)`,
    [asOf.toISOString()],
  );

const seedVgm = (database: Database, asOf: Date) =>
  database.query(
    `${BRANCH_STAFF}
     INSERT INTO cargo_vgm (container_id, shipment_id, seal_no, container_type, method, tare_kg, cargo_kg, vgm_kg,
            signatory, weighed_on, submitted_by, submitted_at, created_at, updated_at)
     SELECT k.id, k.shipment_id, k.seal_no, k.iso_type, CASE WHEN k.id % 3 = 0 THEN '2' ELSE '1' END, k.tare_kg,
            CASE WHEN k.id % 3 = 0 THEN k.vgm_kg - k.tare_kg END, k.vgm_kg,
            (ARRAY['Zhou Jun', '陈海燕', 'Li Qiang', '黄志明', 'Ana Souza', '刘洋'])[k.id % 6 + 1],
            (LEAST(s.etd - interval '3 days', $1::timestamptz))::date,
            st.id, f.at, f.at, f.at
       FROM containers k
       JOIN shipments s ON s.id = k.shipment_id
       LEFT JOIN staff st ON st.branch_id = s.branch_id
       CROSS JOIN LATERAL (SELECT LEAST(s.etd - make_interval(hours => CASE WHEN k.id % 10 = 0 THEN 12 ELSE 30 + (k.id % 5) * 12 END),
                                        $1::timestamptz) AS at) f
      WHERE k.vgm_kg IS NOT NULL AND k.seal_no IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM cargo_vgm v WHERE v.container_id = k.id)`,
    [asOf.toISOString()],
  );

const seedReefers = (database: Database) =>
  database.query(
    `INSERT INTO cargo_reefers (container_id, shipment_id, set_temp_c, ventilation, ventilation_cbm_h, humidity_pct)
     SELECT k.id, k.shipment_id, (ARRAY[-18.0, -25.0, 2.0, 13.0])[k.id % 4 + 1],
            CASE WHEN k.id % 4 < 2 THEN 'closed' ELSE 'open' END,
            CASE k.id % 4 WHEN 2 THEN 25 WHEN 3 THEN 40 END,
            CASE WHEN k.id % 4 = 2 THEN 85 END
       FROM containers k
      WHERE k.iso_type LIKE '__R_' AND NOT EXISTS (SELECT 1 FROM cargo_reefers r WHERE r.container_id = k.id)`,
  );

/** Real entries of the dangerous goods list, with a 24-hour contact at the shipper. */
const DG_ENTRIES = `(VALUES
  (0, 'UN1263', '3', 'II', 'PAINT', '李明', '13912345678'),
  (1, 'UN3480', '9', NULL, 'LITHIUM ION BATTERIES', 'Chen Hui', '021-58881234'),
  (2, 'UN1830', '8', 'II', 'SULPHURIC ACID', '王芳', '0574-87651234'),
  (3, 'UN1950', '2.1', NULL, 'AEROSOLS', 'Mark Davies', '13800571234'),
  (4, 'UN3082', '9', 'III', 'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S.', '赵磊', '0755-26881234'),
  (5, 'UN1090', '3', 'II', 'ACETONE', 'Sun Li', '13612349876'),
  (6, 'UN1805', '8', 'III', 'PHOSPHORIC ACID SOLUTION', '周婷', '020-83661234'),
  (7, 'UN2067', '5.1', 'III', 'AMMONIUM NITRATE BASED FERTILIZER', 'Wu Gang', '13587654321')
) AS dg(i, un_number, imo_class, packing_group, name, contact, phone)`;

const seedDangerousGoods = (database: Database) =>
  database.query(
    `INSERT INTO cargo_dg_lines (shipment_id, un_number, imo_class, packing_group, proper_shipping_name,
            emergency_contact, emergency_phone)
     SELECT s.id, dg.un_number, dg.imo_class, dg.packing_group, dg.name, dg.contact, dg.phone
       FROM shipments s JOIN ${DG_ENTRIES} ON dg.i = (s.id / 23) % 8
      WHERE s.id % 23 = 0 AND s.mode IN ('FCL', 'LCL', 'AIR')
        AND NOT EXISTS (SELECT 1 FROM cargo_dg_lines l WHERE l.shipment_id = s.id)`,
  );

const CARGO_TABLES = ['cargo_packing_lines', 'cargo_vgm', 'cargo_reefers', 'cargo_dg_lines'];

export const seedCargo = async (database: Database, demo: DemoSeed): Promise<void> => {
  // Four independent loads (the VGM after the containers it leaves open), side by side on a server.
  const width = bulkWidth(database);
  const load = () =>
    sideBySide(
      [
        () => seedPacking(database, demo.asOf),
        async () => {
          await leaveVgmOpen(database, demo.asOf);
          await seedVgm(database, demo.asOf);
        },
        () => seedReefers(database),
        () => seedDangerousGoods(database),
      ],
      width,
    );
  // A record per shipment and per container: at volume, the indexes and keys are built once after.
  await loadAtVolume(database, demo.shipments, CARGO_TABLES, load);
  // Bulk-loaded tables need their statistics, and the visibility map for index-only scans.
  await sideBySide(
    CARGO_TABLES.map((table) => () => database.exec(`VACUUM (ANALYZE) ${table}`)),
    width,
  );
};
