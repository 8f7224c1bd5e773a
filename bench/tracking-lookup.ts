import { parseTrackingNumbers } from '@tidemark/domain/tracking/numbers';
import type { Database } from '../apps/server/src/db/database';
import { LOOKUP_SQL, lookupParams } from '../apps/server/src/modules/tracking/lookup/queries';
import { searchLists } from '../apps/server/src/modules/tracking/lookup/routes';
import { prepareDatabase } from '../apps/server/src/startup';
import { onSeededDatabases, SHIPMENTS } from './databases';
import { benchApp, httpGet, listen } from './server';
import { type Case, compare, printCase, sample } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

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
  // The bench's requests come from this host, trusted as a proxy, so each names its own client
  // and the per-address limit of the public lookup measures the lookup, not the limiter.
  process.env.TRUST_PROXY = 'loopback';
  const app = await benchApp(database);
  const base = await listen(app);
  const numbers = await pickNumbers(database, 400);
  let client = 0;
  const call = async (no: string) => {
    client++;
    const res = await httpGet(`${base}/api/tracking/lookup?no=${encodeURIComponent(no)}&lang=en_us`, {
      'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    });
    if (res.status !== 200 || res.bytes === 0) throw new Error(`lookup answered ${res.status}`);
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
export const trackingLookup = (): Promise<void> => onSeededDatabases('tracking-lookup', measure);
