import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** A customer company's contact people; at most one is the primary contact. */
export const contacts = pgTable('contacts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id').notNull(),
  name: text('name').notNull(),
  title: text('title'),
  email: text('email').notNull(),
  phone: text('phone'),
  mobile: text('mobile'),
  isPrimary: boolean('is_primary').notNull().default(false),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Organisation codes (tmOrgCode): the codes a company is known by on documents, per purpose and branch. */
export const orgCodes = pgTable('org_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  companyId: integer('company_id').notNull(),
  purpose: text('purpose').$type<'shipper' | 'consignee' | 'notify' | 'billing'>().notNull(),
  branchId: integer('branch_id').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
