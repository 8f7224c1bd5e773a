import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what, for every resource: the engine's audit entries (engine/audit.ts). */
export const auditLog = pgTable('audit_log', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  action: text('action').notNull(),
  userId: integer('user_id'),
  changes: jsonb('changes').notNull().default({}),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
