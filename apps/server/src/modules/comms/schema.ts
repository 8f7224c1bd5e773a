import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Every mail the server sends, kept whether or not SMTP is configured (the mailOutbox page). */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  purpose: text('purpose').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  sentAt: tz('sent_at'),
  error: text('error'),
});
