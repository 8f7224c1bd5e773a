import { date, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Every exported list (historyPage): the engine writes a row per export (engine/report-history.ts). */
export const reportHistory = pgTable('report_history', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  reportNo: text('report_no').notNull().unique(),
  reportName: text('report_name').notNull(),
  reportType: text('report_type').notNull(),
  resource: text('resource').notNull(),
  branchId: integer('branch_id'),
  periodFrom: date('period_from'),
  periodTo: date('period_to'),
  status: smallint('status').notNull().default(2),
  rowCount: integer('row_count'),
  fileName: text('file_name').notNull(),
  requestedBy: integer('requested_by').notNull(),
  requestedAt: tz('requested_at').notNull().defaultNow(),
  finishedAt: tz('finished_at'),
  version: integer('version').notNull().default(1),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
