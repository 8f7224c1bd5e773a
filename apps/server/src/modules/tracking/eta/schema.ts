import { boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** ETA alert rules per customer company, and the notifications they recorded. */
export const etaRules = pgTable('eta_rules', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id').notNull(),
  thresholdHours: integer('threshold_hours').notNull(),
  recipients: text('recipients').notNull(),
  language: text('language').notNull().default('en_us'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const etaNotifications = pgTable('eta_notifications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ruleId: integer('rule_id').notNull(),
  shipmentId: integer('shipment_id').notNull(),
  eventId: integer('event_id'),
  eventCode: text('event_code'),
  containerNo: text('container_no'),
  oldEta: timestamp('old_eta', { withTimezone: true }).notNull(),
  newEta: timestamp('new_eta', { withTimezone: true }).notNull(),
  deltaHours: numeric('delta_hours', { precision: 8, scale: 1 }).notNull(),
  thresholdHours: integer('threshold_hours').notNull(),
  recipients: text('recipients').notNull(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
