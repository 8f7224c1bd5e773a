import {
  boolean,
  customType,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Raw file bytes; the drivers answer a Buffer (pg) or a Uint8Array (PGlite). */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** Our offices on /locations, by region tab. */
export const offices = pgTable('offices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  region: smallint('region').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  addressEn: text('address_en').notNull(),
  addressZh: text('address_zh').notNull(),
  cityEn: text('city_en').notNull(),
  cityZh: text('city_zh').notNull(),
  country: text('country').notNull(),
  portLocode: text('port_locode').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  services: text('services').array().notNull().default([]),
  headOffice: boolean('head_office').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Fulfilment centres the eCommerce parcels go to, each with the lane from its origin office. */
export const fulfilmentWarehouses = pgTable('fulfilment_warehouses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  city: text('city').notNull(),
  state: text('state').notNull().default(''),
  country: text('country').notNull(),
  postalCode: text('postal_code').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  originOfficeId: integer('origin_office_id').notNull(),
  transitMinDays: smallint('transit_min_days').notNull(),
  transitMaxDays: smallint('transit_max_days').notNull(),
});

/** News and blog articles, each text in both languages. */
export const articles = pgTable('articles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').$type<'news' | 'blog'>().notNull(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  summaryEn: text('summary_en').notNull(),
  summaryZh: text('summary_zh').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyZh: text('body_zh').notNull(),
  publishedAt: tz('published_at').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Up to four images per article (positions 1 to 4). */
export const articleImages = pgTable(
  'article_images',
  {
    articleId: integer('article_id').notNull(),
    position: smallint('position').notNull(),
    contentType: text('content_type').notNull(),
    altEn: text('alt_en').notNull(),
    altZh: text('alt_zh').notNull(),
    data: bytea('data').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.position] })],
);
