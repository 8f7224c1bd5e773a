import type { Database } from '../apps/server/src/db/database';
import { publicSellRates } from '../apps/server/src/modules/pricing';
import { seedTariffs } from '../apps/server/src/modules/pricing/tariffs/seed';
import { prepareDatabase } from '../apps/server/src/startup';
import { onSeededDatabases } from './databases';
import { benchApp, httpGet, listen } from './server';
import { type Case, compare, printCase, sample } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

/** The questions visitors ask: every demo lane and equipment, on days of this month and the next. */
const QUESTIONS = ['CNSHA', 'CNNGB', 'CNYTN'].flatMap((pol, i) =>
  ['USLAX', 'USLGB', 'USNYC', 'DEHAM', 'NLRTM'].flatMap((pod, j) =>
    ['20GP', '40GP', '40HC'].map((equipment, k) => ({
      pol,
      pod,
      equipment,
      date: new Date(Date.now() + ((i * 15 + j * 3 + k) % 40) * 86_400_000).toISOString().slice(0, 10),
    })),
  ),
);

const measure = async (database: Database): Promise<Case[]> => {
  await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  // The tariffs of the demo lanes, once (the step leaves a seeded table alone).
  await seedTariffs(database, { seed: 1, asOf: new Date(), shipments: 0, companies: 0, batchSize: 1000, users: false });
  process.env.TRUST_PROXY = 'loopback';
  const app = await benchApp(database);
  const base = await listen(app);
  let client = 0;
  const call = async (i: number) => {
    const q = QUESTIONS[i % QUESTIONS.length] as (typeof QUESTIONS)[number];
    client++;
    const res = await httpGet(
      `${base}/api/pricing/instant?${new URLSearchParams({ ...q, containers: '2', lang: 'en_us' })}`,
      {
        // Each request names its own client, so the per-address limit measures the quote, not the limiter.
        'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
    );
    if (res.status !== 200) throw new Error(`instant quote answered ${res.status}`);
  };
  const raw = async (i: number) => {
    const q = QUESTIONS[i % QUESTIONS.length] as (typeof QUESTIONS)[number];
    await publicSellRates((sql, params) => database.query(sql, params), q);
  };
  try {
    for (let i = 0; i < QUESTIONS.length; i++) {
      await call(i);
      await raw(i);
    }
    const api = await sample(REQUESTS, call);
    const baseline = await sample(REQUESTS, raw);
    const c = compare(
      `${database.kind}: GET /api/pricing/instant, one lane, day and equipment, real HTTP`,
      api,
      'the rates-in-force statement alone',
      baseline,
    );
    printCase(c);
    return [c];
  } finally {
    await app.close();
  }
};

/** Instant quotes through HTTP against their SQL, on PostgreSQL and PGlite (seeded by shipment-list). */
export const instantQuote = (): Promise<void> => onSeededDatabases('instant-quote', measure);
