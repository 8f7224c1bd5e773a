import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tracking nodes (dwTrackingNode): one per shipment, container and leg with its event count,
 * first and latest event, kept current from tracking_events by the database itself (a statement
 * trigger), so the list pages over an index at millions of events.
 */
export const trackingNodes = pgTable('tracking_nodes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  shipmentId: integer('shipment_id').notNull(),
  containerId: integer('container_id'),
  branchId: integer('branch_id').notNull(),
  companyId: integer('company_id').notNull(),
  leg: text('leg').notNull(),
  eventCount: integer('event_count').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  lastEventId: integer('last_event_id').notNull(),
  lastCode: text('last_code').notNull(),
  lastStatus: smallint('last_status').notNull(),
  lastLocation: text('last_location').notNull(),
});
