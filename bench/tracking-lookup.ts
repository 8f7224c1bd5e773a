import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseTrackingNumbers } from '@tidemark/domain/tracking/numbers';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/database';
import { LOOKUP_SQL, lookupParams } from '../apps/server/src/modules/tracking/lookup/queries';
import { searchLists } from '../apps/server/src/modules/tracking/lookup/routes';
import { prepareDatabase } from '../apps/server/src/startup';
import { type Case, compare, printCase, sample, writeResult } from './stats';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tidemark_bench';
const root = path.resolve(import.meta.dirname, '..');

/** Numbers spread over the whole table: containers, house bills and master bills of random shipments. */
const pickNumbers = async (database: Database, n: number): Promise<{ no: string; id: number }[]> =>
  database.query<{ no: string; id: number }>(
    `SELECT coalesce((SELECT c.container_no FROM containers c WHERE c.shipment_id = s.id LIMIT 1), s.house_bill) AS no, s.id
       FROM shipments s WHERE s.id = ANY($1::int[])`,
    [Array.from({ length: n }, (_, i) => 1 + Math.floor((((i * 7_919 + 13) % 9_973) / 9_973) * SHIPMENTS))],
  );

/** The parameters the API sends for typed numbers, worked out before timing so the baseline is the database alone. */
const rawParams = (list: string[]): unknown[] => {
  const parsed = parseTrackingNumbers(list.join(','));
  if (!parsed.ok) throw new Error(`numbers not accepted: ${parsed.reason}`);
  return lookupParams(searchLists(parsed.numbers), { kind: 'public' });
};

const measure = async (database: Database): Promise<Case[]> => {
  await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  const counts = (
    await database.query<{ s: number; e: number }>(
      `SELECT (SELECT count(*)::int FROM shipments) AS s, (SELECT reltuples::bigint FROM pg_class WHERE relname = 'tracking_events')::int AS e`,
    )
  )[0];
  console.log(
    `  ${database.kind}: ${counts?.s.toLocaleString('en')} shipments, ~${counts?.e.toLocaleString('en')} events`,
  );
  if ((counts?.s ?? 0) < SHIPMENTS) {
    console.log(
      `  fewer than ${SHIPMENTS.toLocaleString('en')} shipments: run \`npm run bench shipment-list\` to seed first`,
    );
    return [];
  }
  // Behind a trusted proxy each request names its own client, so the per-address limit of the
  // public lookup measures the lookup, not the limiter.
  process.env.TRUST_PROXY = 'true';
  const config = loadConfig({ LOGIN_CAPTCHA: 'off', WEB_DIST: path.join(root, 'apps/web/dist'), LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const numbers = await pickNumbers(database, 400);
  let client = 0;
  const call = async (no: string) => {
    client++;
    const res = await fetch(`http://127.0.0.1:${port}/api/tracking/lookup?no=${encodeURIComponent(no)}&lang=en_us`, {
      headers: { 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
    });
    if (res.status !== 200) throw new Error(`lookup answered ${res.status}`);
    await res.arrayBuffer();
  };
  // The raw baseline: the very statement the API runs (match and details in one), same parameters.
  const raw = async (params: unknown[]) => {
    await database.query(LOOKUP_SQL, params);
  };
  try {
    const cases: Case[] = [];
    const one = (i: number) => numbers[i % numbers.length]?.no ?? '';
    const twenty = (i: number) => Array.from({ length: 20 }, (_, k) => one(i * 20 + k));
    // Every number is looked up once both ways before anything is timed. Otherwise the API, measured
    // first, alone pays the disk reads of shipments nobody has read yet (the baseline then finds
    // them cached) and the compilation of its code while it is being timed.
    for (const n of numbers) {
      await call(n.no);
      await raw(rawParams([n.no]));
    }
    for (const [label, pick] of [
      ['1 number', (i: number) => [one(i)]],
      ['20 numbers', twenty],
    ] as const) {
      const api = await sample(REQUESTS, (i) => call(pick(i).join(',')));
      const params = Array.from({ length: REQUESTS }, (_, i) => rawParams(pick(i)));
      const base = await sample(REQUESTS, (i) => raw(params[i] as unknown[]));
      const c = compare(
        `${database.kind}: GET /api/tracking/lookup, ${label}, real HTTP, over ${SHIPMENTS.toLocaleString('en')} shipments`,
        api,
        'the same lookup statement in raw SQL',
        base,
      );
      printCase(c);
      cases.push(c);
    }
    return cases;
  } finally {
    await app.close();
  }
};

/** Public lookups through HTTP against their raw SQL, on PostgreSQL and PGlite (seeded by shipment-list). */
export const trackingLookup = async (): Promise<void> => {
  const cases: Case[] = [];
  let pgDb: Database | null = null;
  try {
    pgDb = openPostgres(PG_URL, 10);
    await pgDb.query('SELECT 1');
  } catch {
    console.log('  PostgreSQL not reachable: PostgreSQL cases skipped');
    await pgDb?.close();
    pgDb = null;
  }
  if (pgDb) {
    try {
      cases.push(...(await measure(pgDb)));
    } finally {
      await pgDb.close();
    }
  }
  const dir = path.join(root, 'bench/.data', `pglite-${SHIPMENTS}`);
  mkdirSync(dir, { recursive: true });
  const lite = await openPglite(dir);
  try {
    cases.push(...(await measure(lite)));
  } finally {
    await lite.close();
  }
  console.log(
    `  wrote ${writeResult('tracking-lookup', { measuredAt: new Date().toISOString(), shipments: SHIPMENTS, cases })}`,
  );
};
