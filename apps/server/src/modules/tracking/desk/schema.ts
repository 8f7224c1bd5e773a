import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Tracking filter fields the shipment model lacks (SPEC §3), one row per shipment. */
export const shipmentDeskDetails = pgTable('shipment_desk_details', {
  shipmentId: integer('shipment_id').primaryKey(),
  isaChangeReason: text('isa_change_reason'),
  moveDataType: text('move_data_type'),
});
