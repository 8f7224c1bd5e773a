import { boolean, doublePrecision, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Reference data shipped with the product (packages/domain/data), loaded at start. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  numeric: text('numeric').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  minorUnits: smallint('minor_units').notNull(),
});

export const ports = pgTable(
  'ports',
  {
    unlocode: text('unlocode').notNull(),
    name: text('name').notNull(),
    nameZh: text('name_zh').notNull(),
    country: text('country').notNull(),
    kind: text('kind').notNull(),
    iata: text('iata'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [primaryKey({ columns: [t.unlocode, t.kind] })],
);

export const carriers = pgTable('carriers', {
  code: text('code').primaryKey(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  nameZh: text('name_zh').notNull(),
  awbPrefix: text('awb_prefix'),
  active: boolean('active').notNull().default(true),
});

export const hsCodes = pgTable('hs_codes', {
  code: text('code').primaryKey(),
  descriptionEn: text('description_en').notNull(),
  descriptionZh: text('description_zh').notNull(),
  // Kept by the database from the code and descriptions (migration 20261202_0900_customs_codes).
  chapter: text('chapter'),
  heading: text('heading'),
  codeDigits: text('code_digits'),
  searchText: text('search_text'),
});

export const referenceVersions = pgTable('reference_versions', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  rows: integer('rows').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
