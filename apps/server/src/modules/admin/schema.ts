import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Dictionary values with their labels (findDictTypeList, the dictionaryManage page). */
export const dictionaries = pgTable('dictionaries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  dictType: text('dict_type').notNull(),
  value: text('value').notNull(),
  labelEn: text('label_en').notNull(),
  labelZh: text('label_zh').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Default columns (assignFields) per table, report type, configuration type and office. */
export const fieldConfigs = pgTable('field_configs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tableName: text('table_name').notNull(),
  reportType: text('report_type').notNull().default(''),
  configType: text('config_type').notNull().default(''),
  branchType: text('branch_type').$type<'all' | 'controlling_office' | 'branch'>().notNull().default('all'),
  branchCode: text('branch_code').notNull().default(''),
  assignFields: text('assign_fields').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** A user's own column list for one table and report type. */
export const customerFields = pgTable(
  'customer_fields',
  {
    userId: integer('user_id').notNull(),
    tableName: text('table_name').notNull(),
    reportType: text('report_type').notNull().default(''),
    fields: text('fields').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tableName, t.reportType] })],
);

/** Per-user saved page settings (saved filters), by menu module and link code. */
export const savedSettings = pgTable(
  'saved_settings',
  {
    userId: integer('user_id').notNull(),
    menuModule: text('menu_module').notNull(),
    linkCode: text('link_code').notNull(),
    customizeInfo: text('customize_info').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuModule, t.linkCode] })],
);

/** Maintenance notices (upgrade page, /basApi/upgrade). */
export const upgradeNotices = pgTable('upgrade_notices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  upgradeFlag: smallint('upgrade_flag').notNull(),
  startsAt: tz('starts_at').notNull(),
  endsAt: tz('ends_at').notNull(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyZh: text('body_zh').notNull(),
  createdBy: integer('created_by'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
