import type { Database } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/startup';
import { onSeededDatabases, SHIPMENTS } from './databases';
import { benchApp, benchUser, httpPost, listen, signIn } from './server';
import { type Case, compare, printCase, sample } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/** Samples of a raw OFFSET baseline past page 1: each one reads every skipped row. */
const DEEP_BASELINE_REQUESTS = Number(process.env.BENCH_DEEP_BASELINE_REQUESTS ?? 20);
const LIMIT = 20;

/** One page of a list as the portal asks for it, and the same rows written by hand. */
type ListCase = {
  name: string;
  resource: string;
  view: string;
  page: number;
  filter: Record<string, string>;
  sql: string;
};

const amsisf = (condition: string) =>
  `SELECT t.id FROM customs_amsisf_errors t WHERE t.branch_id = ANY($1::int[])${condition}
    ORDER BY t.load_at DESC, t.id DESC LIMIT ${LIMIT} OFFSET $2`;
const routing = (condition: string) =>
  `SELECT t.id FROM customs_routing_errors t WHERE t.branch_id = ANY($1::int[])${condition}
    ORDER BY t.etd DESC, t.id DESC LIMIT ${LIMIT} OFFSET $2`;

const CASES: readonly ListCase[] = [
  { name: 'first page', resource: 'amsIsfError', view: 'amsisfError', page: 1, filter: {}, sql: amsisf('') },
  {
    name: 'late ISF filings',
    resource: 'amsIsfError',
    view: 'amsisfError',
    page: 1,
    filter: { f_reason: 'isf_late' },
    sql: amsisf(` AND t.reason = 'isf_late'`),
  },
  { name: 'page 1,000', resource: 'amsIsfError', view: 'amsisfError', page: 1000, filter: {}, sql: amsisf('') },
  { name: 'first page', resource: 'routingErrorRow', view: 'routingError', page: 1, filter: {}, sql: routing('') },
  {
    name: 'legs that do not chain',
    resource: 'routingErrorRow',
    view: 'routingError',
    page: 1,
    filter: { f_reason: 'leg_break' },
    sql: routing(` AND t.reason = 'leg_break'`),
  },
  { name: 'page 1,000', resource: 'routingErrorRow', view: 'routingError', page: 1000, filter: {}, sql: routing('') },
];

type Answer<T> = { data: T };

const measure = async (database: Database): Promise<Case[]> => {
  await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  await benchUser(database, [
    { code: 'amsisfError', url: 'amsisfError' },
    { code: 'routingError', url: 'routingError' },
  ]);
  const app = await benchApp(database);
  const base = await listen(app);
  const branches = (await database.query<{ id: number }>('SELECT id FROM branches')).map((b) => b.id);
  const counts = await database.query<{ t: string; n: number }>(
    `SELECT 'amsisf' AS t, count(*)::int AS n FROM customs_amsisf_errors
     UNION ALL SELECT 'routing', count(*)::int FROM customs_routing_errors`,
  );
  console.log(`  kept rows: ${counts.map((c) => `${c.t} ${c.n.toLocaleString('en')}`).join(', ')}`);
  try {
    const { sid, cookie } = await signIn(base);
    const post = async <T>(path: string, form: Record<string, string>): Promise<T> => {
      const res = await httpPost(`${base}${path}`, { lang: 'en_us', __sid: sid, ...form }, { cookie });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body}`);
      return (JSON.parse(res.body) as Answer<T>).data;
    };
    const cases: Case[] = [];
    const where = `over ${SHIPMENTS.toLocaleString('en')} shipments`;
    for (const c of CASES) {
      const offset = (c.page - 1) * LIMIT;
      const form = { view: c.view, page: String(c.page), limit: String(LIMIT), count: 'later', ...c.filter };
      const list = () => post<{ rows: { id: number }[] }>(`/api/engine/${c.resource}/list`, form);
      const rows = (await list()).rows.map((r) => r.id);
      const raw = (await database.query<{ id: number }>(c.sql, [branches, offset])).map((r) => r.id);
      if (JSON.stringify(rows) !== JSON.stringify(raw)) {
        throw new Error(`${c.view} ${c.name}: the list's rows differ from the raw SQL`);
      }
      const short = raw.length < LIMIT ? ` (${raw.length} rows: the list is shorter)` : '';
      const listed = await sample(REQUESTS, list);
      const n = offset === 0 ? REQUESTS : Math.min(REQUESTS, DEEP_BASELINE_REQUESTS);
      const rawSamples = await sample(n, () => database.query(c.sql, [branches, offset]), offset === 0 ? undefined : 2);
      const k = compare(
        `${database.kind}: POST /api/engine/${c.resource}/list view=${c.view}, ${c.name}, ${LIMIT} rows${short}, count=later, ${where}`,
        listed,
        `the same page in raw SQL${n < REQUESTS ? ` (${n} samples: raw OFFSET is slow)` : ''}`,
        rawSamples,
      );
      printCase(k);
      cases.push(k);
    }
    return cases;
  } finally {
    await app.close();
  }
};

/**
 * The customs desk's error lists over the seeded shipments: amsisfError and routingError, each
 * at its first page, a page filtered by reason and page 1,000, against the same page in raw SQL.
 */
export const customsErrors = (): Promise<void> => onSeededDatabases('customs-errors', measure);
