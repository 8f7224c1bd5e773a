import type { Database } from '../../../db/database';
import { addArticleImage } from './articles';
import { type ArticleSeed, BLOG_SEEDS, NEWS_SEEDS } from './seed-articles';
import { drawIllustration } from './seed-images';
import { OFFICE_SEEDS } from './seed-offices';
import { WAREHOUSE_SEEDS } from './seed-warehouses';

const count = async (database: Database, table: string) =>
  (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

const html = (blocks: readonly string[]) => blocks.map((b) => (b.startsWith('<') ? b : `<p>${b}</p>`)).join('\n');

const mailbox = (code: string) => `${code.toLowerCase()}@tidemark.example`;

const seedOffices = async (database: Database) => {
  for (const [i, o] of OFFICE_SEEDS.entries()) {
    await database.query(
      `INSERT INTO offices (code, region, name_en, name_zh, address_en, address_zh, city_en, city_zh, country,
                            port_locode, latitude, longitude, phone, email, services, head_office, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::text[], $16, $17)`,
      [
        o.code,
        o.region,
        o.name[0],
        o.name[1],
        o.address[0],
        o.address[1],
        o.city[0],
        o.city[1],
        o.country,
        o.port,
        o.lat,
        o.lon,
        o.phone,
        mailbox(o.code),
        [...new Set(o.services)],
        o.headOffice ?? false,
        o.headOffice ? 0 : i + 1,
      ],
    );
  }
};

const seedWarehouses = async (database: Database) => {
  for (const w of WAREHOUSE_SEEDS) {
    await database.query(
      `INSERT INTO fulfilment_warehouses (code, city, state, country, postal_code, latitude, longitude,
                                          origin_office_id, transit_min_days, transit_max_days)
       VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT id FROM offices WHERE code = $8), $9, $10)`,
      [w.code, w.city, w.state, w.country, w.postalCode, w.lat, w.lon, w.origin, w.transit[0], w.transit[1]],
    );
  }
};

const seedArticle = async (database: Database, a: ArticleSeed) => {
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO articles (kind, slug, title_en, title_zh, summary_en, summary_zh, body_en, body_zh, published_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      a.kind,
      a.slug,
      a.title[0],
      a.title[1],
      a.summary[0],
      a.summary[1],
      html(a.body[0]),
      html(a.body[1]),
      a.publishedAt,
    ],
  );
  if (!row) return;
  for (const image of a.images) {
    await addArticleImage(database, row.id, {
      contentType: 'image/svg+xml',
      altEn: image.alt[0],
      altZh: image.alt[1],
      data: Buffer.from(drawIllustration(image.drawing, image.accent)),
    });
  }
};

/**
 * The records behind the public site: offices, fulfilment centres with their lanes, news and
 * blog articles with their images. Each part is written once, into an empty table.
 */
export const seedSiteData = async (database: Database): Promise<void> => {
  if ((await count(database, 'offices')) === 0) await seedOffices(database);
  if ((await count(database, 'fulfilment_warehouses')) === 0) await seedWarehouses(database);
  if ((await count(database, 'articles')) === 0) {
    for (const a of [...NEWS_SEEDS, ...BLOG_SEEDS]) await seedArticle(database, a);
  }
};
