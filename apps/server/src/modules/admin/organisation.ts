import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Branch offices and their controlling offices (a branch points to the office that controls it;
 * a controlling office points to itself), and customer companies. Row scope of staff is by
 * branch or controlling office; customers see their own company.
 */
export const branches = pgTable('branches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameZh: text('name_zh').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  region: text('region').notNull(),
  controllingOfficeId: integer('controlling_office_id'),
  /** IANA zone of the office (Asia/Shanghai): the default time zone of its staff and customers. */
  timeZone: text('time_zone'),
  /** ISO 4217 code the office keeps its books in (filled from its country unless set). */
  localCurrency: text('local_currency'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  city: text('city').notNull(),
  region: text('region').notNull(),
  branchId: integer('branch_id').notNull(),
  status: text('status').notNull().default('valid'),
  /** TPE, EMEA, LATAM or APAC (customers migration); filled from the country when not given. */
  customerRegion: text('customer_region').notNull(),
  /** A replaced company points to the company that replaces it. */
  successorId: integer('successor_id'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  taxId: text('tax_id'),
  notes: text('notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
