import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Vessel sailings per lane. */
export const sailingSchedules = pgTable('sailing_schedules', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  carrierCode: text('carrier_code').notNull(),
  service: text('service').notNull(),
  vessel: text('vessel').notNull(),
  voyage: text('voyage').notNull(),
  originPort: text('origin_port').notNull(),
  destinationPort: text('destination_port').notNull(),
  cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
  etd: timestamp('etd', { withTimezone: true }).notNull(),
  eta: timestamp('eta', { withTimezone: true }).notNull(),
  transitDays: integer('transit_days').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
