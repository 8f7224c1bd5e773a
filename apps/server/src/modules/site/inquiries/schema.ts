import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Last serial handed out per reference prefix and year (QR-2026-000123). */
export const inquiryCounters = pgTable(
  'inquiry_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

/** Contact messages, quotation requests and air booking requests from the public site. */
export const inquiries = pgTable('inquiries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').$type<'contact' | 'quote' | 'airBooking'>().notNull(),
  reference: text('reference').notNull().unique(),
  status: text('status').$type<'new' | 'in_progress' | 'answered' | 'closed'>().notNull().default('new'),
  senderName: text('sender_name').notNull(),
  company: text('company'),
  email: text('email').notNull(),
  phone: text('phone'),
  internationalPhone: text('international_phone'),
  language: text('language').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Speaking Up (ethics helpline) reports; only a hash of the follow-up key is kept. */
export const speakingUpReports = pgTable('speaking_up_reports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  caseNumber: text('case_number').notNull().unique(),
  keyHash: text('key_hash').notNull(),
  anonymous: boolean('anonymous').notNull(),
  reporterName: text('reporter_name'),
  reporterEmail: text('reporter_email'),
  category: text('category').notNull(),
  country: text('country').notNull(),
  description: text('description').notNull(),
  eventsDate: date('events_date'),
  status: text('status').$type<'received' | 'investigating' | 'closed'>().notNull().default('received'),
  language: text('language').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const speakingUpMessages = pgTable('speaking_up_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  reportId: integer('report_id').notNull(),
  author: text('author').$type<'reporter' | 'ethics'>().notNull(),
  body: text('body').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});
