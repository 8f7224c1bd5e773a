import { ISA_CHANGE_REASONS } from '@tidemark/domain/engine/dictionaries';
import type { Database } from '../../../db/database';

/**
 * Demo values for the desk's fields, for shipments that have none yet (so appending demo
 * shipments fills only the new ones), decided by the shipment id so every run gives the same data:
 * - the move data type is the source of the shipment's latest event (how its moves reach us);
 * - one delivered ocean shipment in six had its delivery appointment changed, with a reason;
 * - a container still at origin now and then waits for its seal or its VGM, which the
 *   container data check (containerReport) lists.
 */
export const seedTrackingDesk = async (database: Database): Promise<void> => {
  await database.query(
    `UPDATE containers c SET seal_no = NULL
       FROM shipments s
      WHERE s.id = c.shipment_id AND s.atd IS NULL AND c.id % 37 = 0
        AND NOT EXISTS (SELECT 1 FROM shipment_desk_details d WHERE d.shipment_id = s.id)`,
  );
  await database.query(
    `UPDATE containers c SET vgm_kg = NULL
       FROM shipments s
      WHERE s.id = c.shipment_id AND s.atd IS NULL AND c.id % 41 = 0
        AND NOT EXISTS (SELECT 1 FROM shipment_desk_details d WHERE d.shipment_id = s.id)`,
  );
  await database.query(
    `INSERT INTO shipment_desk_details (shipment_id, isa_change_reason, move_data_type)
     SELECT s.id,
            CASE WHEN s.status >= 4 AND s.mode <> 'AIR' AND s.id % 6 = 0
                 THEN ($1::text[])[1 + (s.id / 6) % cardinality($1::text[])] END,
            (SELECT e.source FROM tracking_events e WHERE e.shipment_id = s.id ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1)
       FROM shipments s
      WHERE NOT EXISTS (SELECT 1 FROM shipment_desk_details d WHERE d.shipment_id = s.id)`,
    [[...ISA_CHANGE_REASONS]],
  );
  await database.exec('ANALYZE shipment_desk_details');
};
