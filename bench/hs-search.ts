import path from 'node:path';
import { HS_CODES } from '@tidemark/domain';
import type { Database } from '../apps/server/src/db/database';
import { searchCodes } from '../apps/server/src/modules/customs/search';
import { prepareSchema } from '../apps/server/src/startup';
import { onOwnDatabases } from './databases';
import { type Case, compare, printCase, sample } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const PG_URL = process.env.BENCH_HS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tidemark_bench_hs';
const root = path.resolve(import.meta.dirname, '..');

/**
 * National codes generated under every shipped HS subheading, so the tables hold about as many rows
 * as the real tariffs (China about 9,000 10-digit codes, the US HTS about 19,000 statistical
 * numbers): 50 Chinese and 100 US codes per subheading. Their descriptions are the subheading's
 * with a variant number, so word searches meet as many rows as in a real tariff.
 */
const CN_PER_SUBHEADING = 50;
const US_PER_SUBHEADING = 100;

const fill = async (database: Database): Promise<void> => {
  await prepareSchema(database);
  const have = Number(
    (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM customs_us_hts_codes'))[0]?.n ?? 0,
  );
  if (have > 1000) return;
  const started = Date.now();
  const hs = {
    digits: HS_CODES.map((h) => h.code.replace('.', '')),
    en: HS_CODES.map((h) => h.descriptionEn),
    zh: HS_CODES.map((h) => h.descriptionZh),
  };
  for (const [table, per, unit] of [
    ['customs_cn_codes', CN_PER_SUBHEADING, 'KGM'],
    ['customs_us_hts_codes', US_PER_SUBHEADING, 'H87'],
  ] as const) {
    await database.query(
      `INSERT INTO ${table} (code, description_en, description_zh, unit)
       SELECT left(h.d, 4) || '.' || right(h.d, 2) || '.' || lpad((n * 7)::text, 4, '0'),
              h.en || ', variant ' || n, h.zh || '（第' || n || '种）', $4
         FROM unnest($1::text[], $2::text[], $3::text[]) AS h (d, en, zh)
        CROSS JOIN generate_series(1, ${per}) AS n
       ON CONFLICT (code) DO NOTHING`,
      [hs.digits, hs.en, hs.zh, unit],
    );
    await database.exec(`VACUUM ANALYZE ${table}`);
  }
  await database.exec('VACUUM ANALYZE customs_code_search');
  console.log(`    seeded in ${Math.round((Date.now() - started) / 1000)} s`);
};

/** What people type in an HS field: code prefixes with and without dots, and words in both languages. */
const PREFIXES = ['8471', '8471.30', '6109', '610910', '85', '3926.90', '9503', '4015.19.00', '0901', '8517.13'];
const WORDS = ['gloves', 'rubber gloves', '手套', 'lithium', '智能手机', 'cotton', 'frozen', '塑料', 'tyres', '葡萄酒'];

/** The same match in raw SQL on the largest table alone: what the search adds is the other tables and the merge. */
const BASE_PREFIX = 'SELECT code FROM customs_us_hts_codes WHERE code_digits LIKE $1 ORDER BY code LIMIT 20';
const BASE_WORDS = 'SELECT code FROM customs_us_hts_codes WHERE search_text LIKE $1 ORDER BY code LIMIT 20';

const measure = async (database: Database): Promise<Case[]> => {
  const [counts] = await database.query<{ hs: number; cn: number; us: number }>(
    `SELECT (SELECT count(*)::int FROM hs_codes) AS hs, (SELECT count(*)::int FROM customs_cn_codes) AS cn,
            (SELECT count(*)::int FROM customs_us_hts_codes) AS us`,
  );
  const size = `${counts?.hs} HS, ${counts?.cn.toLocaleString('en')} China, ${counts?.us.toLocaleString('en')} US codes`;
  console.log(`  ${database.kind}: ${size}`);
  if ((await searchCodes(database, 'gloves', 20)).length === 0) throw new Error('the bench search found no code');
  const cases: Case[] = [];
  for (const [kind, typed, baseSql, baseValue] of [
    ['a code prefix', PREFIXES, BASE_PREFIX, (q: string) => `${q.replace(/\./g, '')}%`],
    ['words in English or Chinese', WORDS, BASE_WORDS, (q: string) => `%${q.split(' ')[0]}%`],
  ] as const) {
    const api = await sample(REQUESTS, (i) => searchCodes(database, typed[i % typed.length] as string, 20));
    const base = await sample(REQUESTS, (i) => database.query(baseSql, [baseValue(typed[i % typed.length] as string)]));
    const c = compare(`${database.kind}: HS search by ${kind} over ${size}`, api, 'one table matched in raw SQL', base);
    printCase(c);
    cases.push(c);
  }
  return cases;
};

/** The HS code search (the booking field's picker and the code lists) on its own PostgreSQL and PGlite databases. */
export const hsSearch = async (): Promise<void> => {
  await onOwnDatabases('hs-search', {
    pgUrl: PG_URL,
    pgliteDir: process.env.BENCH_HS_PGLITE_DIR ?? path.join(root, 'bench/.data', 'pglite-hs'),
    fill,
    measure,
  });
};
