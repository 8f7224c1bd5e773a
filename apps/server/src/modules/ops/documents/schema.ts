import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The parties a house bill prints (shipper, consignee, notify party), one row per shipment. */
export const billParties = pgTable('bill_parties', {
  shipmentId: integer('shipment_id').primaryKey(),
  customerRole: text('customer_role').notNull(),
  shipperName: text('shipper_name').notNull(),
  shipperAddress: text('shipper_address').notNull(),
  consigneeName: text('consignee_name').notNull(),
  consigneeAddress: text('consignee_address').notNull(),
  notifyName: text('notify_name'),
  notifyAddress: text('notify_address'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
