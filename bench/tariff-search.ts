import path from 'node:path';
import { type TariffSearch, tariffSearchSchema } from '@tidemark/domain/pricing/index';
import type { Database } from '../apps/server/src/db/database';
import { searchTariffs } from '../apps/server/src/modules/pricing/tariffs/search';
import { prepareSchema } from '../apps/server/src/startup';
import { onOwnDatabases } from './databases';
import { type Case, compare, printCase, sample } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
/** `BENCH_TARIFF_SCALE=small`: 4 × 5 lanes (6,720 tariffs, about 40,000 lines) in databases of their own. */
const SMALL = process.env.BENCH_TARIFF_SCALE === 'small';
const PG_URL =
  process.env.BENCH_TARIFF_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:5432/tidemark_bench_tariffs${SMALL ? '_small' : ''}`;
const root = path.resolve(import.meta.dirname, '..');

/** 20 origins × 25 destinations × 4 equipment × sell and cost × 3 carriers × 14 months = 168,000 tariffs. */
const POLS = SMALL ? 4 : 20;
const PODS = SMALL ? 5 : 25;
const EQUIPMENT = ['20GP', '40GP', '40HC', 'LCL'];
const port = (country: string, i: number) =>
  `${country}${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}X`;

/**
 * Tariffs for a year back and a month ahead on 500 lanes, six lines each (about a million lines),
 * in three set-based statements; the database keeps each tariff's all-in as the lines arrive. One
 * carrier of three prices in EUR; a weekly USD → CNY and EUR → USD exchange rate covers the time.
 */
const fill = async (database: Database): Promise<void> => {
  await prepareSchema(database);
  const have = Number(
    (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM pricing_tariffs'))[0]?.n ?? 0,
  );
  if (have > 0) return;
  const started = Date.now();
  console.log(`  seeding ${POLS * PODS * EQUIPMENT.length * 2 * 3 * 14} tariffs into ${database.kind}…`);
  await database.query(
    `INSERT INTO branches (code, name, name_zh, city, country, region)
     VALUES ('SHA', 'Shanghai', '上海', 'Shanghai', 'CN', 'TPE') ON CONFLICT (code) DO NOTHING`,
  );
  await database.query(
    `INSERT INTO pricing_tariffs (tariff_no, kind, mode, carrier_code, pol, pod, equipment, valid_from, valid_until,
                                  currency, transit_days, branch_id, status)
     SELECT 'TF' || lpad(nextval('pricing_tariff_no_seq')::text, 8, '0'), k.kind, 'sea', c.code, p.pol, d.pod, e.eq,
            m::date, (m + interval '1 month' - interval '1 day')::date, c.currency, 14 + c.n,
            (SELECT id FROM branches WHERE code = 'SHA'), 'active'
       FROM unnest($1::text[]) AS p (pol) CROSS JOIN unnest($2::text[]) AS d (pod)
      CROSS JOIN unnest($3::text[]) AS e (eq) CROSS JOIN (VALUES ('sell'), ('cost')) AS k (kind)
      CROSS JOIN (VALUES ('COSU', 0, 'USD'), ('MAEU', 1, 'USD'), ('ONEY', 2, 'EUR')) AS c (code, n, currency)
      CROSS JOIN generate_series(date_trunc('month', now()) - interval '12 months', date_trunc('month', now()) + interval '1 month', interval '1 month') AS m`,
    [
      Array.from({ length: POLS }, (_, i) => port('CN', i)),
      Array.from({ length: PODS }, (_, i) => port('US', i)),
      EQUIPMENT,
    ],
  );
  await database.query(
    `INSERT INTO pricing_tariff_lines (tariff_id, charge_code, rate, unit, minimum, currency)
     SELECT t.id, l.code, CASE WHEN l.code = 'OFR' THEN 1200 + (t.id * 7919) % 1500 ELSE l.rate END,
            CASE WHEN t.equipment = 'LCL' AND l.unit = 'container' THEN 'wm' ELSE l.unit END,
            CASE WHEN t.equipment = 'LCL' AND l.code = 'OFR' THEN 60 END, t.currency
       FROM pricing_tariffs t
      CROSS JOIN (VALUES ('OFR', 0, 'container'), ('BAF', 190, 'container'), ('LSS', 60, 'container'),
                         ('OTHC', 165, 'container'), ('DOC', 45, 'shipment'), ('AMS', 35, 'shipment')) AS l (code, rate, unit)
      ORDER BY t.id`,
  );
  await database.query(
    `INSERT INTO exchange_rates (rate_date, from_currency, to_currency, rate, source)
     SELECT d::date, p.from_currency, p.to_currency, p.rate + (extract(week FROM d)::int % 7) / 1000.0, 'bench'
       FROM generate_series(date_trunc('month', now()) - interval '13 months', now() + interval '2 months', interval '7 days') AS d
      CROSS JOIN (VALUES ('USD', 'CNY', 7.1), ('EUR', 'USD', 1.08)) AS p (from_currency, to_currency, rate)
     ON CONFLICT DO NOTHING`,
  );
  await database.exec('VACUUM ANALYZE pricing_tariffs');
  await database.exec('VACUUM ANALYZE pricing_tariff_lines');
  console.log(`    seeded in ${Math.round((Date.now() - started) / 1000)} s`);
};

/** Searches spread over the lanes, equipment and the days of this month and next, ranked in USD or CNY. */
const searches = (n: number): TariffSearch[] =>
  Array.from({ length: n }, (_, i) => {
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + ((i * 13) % 40));
    const equipment = EQUIPMENT[i % EQUIPMENT.length] ?? '40HC';
    return tariffSearchSchema.parse({
      mode: 'sea',
      pol: port('CN', (i * 7) % POLS),
      pod: port('US', (i * 11) % PODS),
      date: day.toISOString().slice(0, 10),
      equipment,
      containers: equipment === 'LCL' ? 0 : 2,
      weightKg: '4200',
      volumeCbm: '9.5',
      kind: i % 5 === 0 ? 'cost' : 'sell',
    });
  });

/** The candidates' statement alone, through the same index: what the search adds is lines, flags and ranking. */
const CANDIDATES_SQL = `SELECT t.id FROM pricing_tariffs t
  WHERE t.status = 'active' AND t.pol = $1 AND t.pod = $2 AND t.equipment = $3 AND t.kind = $4
    AND t.valid_until >= $5::date AND t.valid_from <= $5::date AND t.mode = 'sea' AND t.company_id IS NULL
  ORDER BY t.base_total, t.id LIMIT 500`;

const measure = async (database: Database): Promise<Case[]> => {
  const counts = (
    await database.query<{ t: number; l: number }>(
      'SELECT (SELECT count(*)::int FROM pricing_tariffs) AS t, (SELECT count(*)::int FROM pricing_tariff_lines) AS l',
    )
  )[0];
  console.log(`  ${database.kind}: ${counts?.t.toLocaleString('en')} tariffs, ${counts?.l.toLocaleString('en')} lines`);
  const plan = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${CANDIDATES_SQL}`, [
    'CNAAX',
    'USAAX',
    '40HC',
    'sell',
    new Date().toISOString().slice(0, 10),
  ]);
  console.log(`  plan: ${plan.map((r) => r['QUERY PLAN'].trim()).find((l) => /Index|Seq Scan/.test(l)) ?? '?'}`);
  const asked = searches(REQUESTS);
  const currency = (i: number) => (i % 2 === 0 ? 'USD' : 'CNY');
  const found = await searchTariffs(database.query, asked[1] as TariffSearch, currency(1));
  if (found.results.length === 0) throw new Error('the bench search found no tariff');
  const api = await sample(REQUESTS, (i) => searchTariffs(database.query, asked[i] as TariffSearch, currency(i)));
  const base = await sample(REQUESTS, (i) => {
    const s = asked[i] as TariffSearch;
    return database.query(CANDIDATES_SQL, [s.pol, s.pod, s.equipment, s.kind, s.date]);
  });
  const c = compare(
    `${database.kind}: tariff search (candidates, lines, flags, exchange rates, ranking for the cargo) over ${counts?.l.toLocaleString('en')} rate lines`,
    api,
    'the candidates statement alone in raw SQL',
    base,
  );
  printCase(c);
  return [c];
};

/** The tariff search over about a million rate lines, on its own PostgreSQL and PGlite databases. */
export const tariffSearch = async (): Promise<void> => {
  await onOwnDatabases('tariff-search', {
    pgUrl: PG_URL,
    pgliteDir:
      process.env.BENCH_TARIFF_PGLITE_DIR ?? path.join(root, 'bench/.data', `pglite-tariffs${SMALL ? '-small' : ''}`),
    fill,
    measure,
  });
};
