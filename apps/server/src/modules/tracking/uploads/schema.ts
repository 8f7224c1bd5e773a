import { customType, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** Uploaded container event files, kept with their content, and their checked rows. */
export const trackingUploads = pgTable('tracking_uploads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fileName: text('file_name').notNull(),
  fileType: text('file_type').notNull(),
  fileSize: integer('file_size').notNull(),
  content: bytea('content').notNull(),
  uploadState: text('upload_state').notNull(),
  importState: text('import_state').notNull(),
  errorKey: text('error_key'),
  errorParams: jsonb('error_params'),
  totalRows: integer('total_rows').notNull().default(0),
  importedRows: integer('imported_rows').notNull().default(0),
  failedRows: integer('failed_rows').notNull().default(0),
  userId: integer('user_id').notNull(),
  branchId: integer('branch_id'),
  companyId: integer('company_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const trackingUploadRows = pgTable('tracking_upload_rows', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  uploadId: integer('upload_id').notNull(),
  rowNo: integer('row_no').notNull(),
  containerNo: text('container_no'),
  eventCode: text('event_code'),
  status: smallint('status'),
  location: text('location'),
  eventTime: text('event_time'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }),
  eta: timestamp('eta', { withTimezone: true }),
  vessel: text('vessel'),
  voyage: text('voyage'),
  remarks: text('remarks'),
  importState: text('import_state').notNull(),
  errorKeys: jsonb('error_keys').notNull().default([]),
  errorsEn: text('errors_en'),
  errorsZh: text('errors_zh'),
  shipmentId: integer('shipment_id'),
  eventId: integer('event_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
