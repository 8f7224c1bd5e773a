import type { Database } from '../apps/server/src/db/database';
import { onFilledDatabases, SHIPMENTS } from './databases';
import { benchApp, benchUser, httpPost, listen, signIn } from './server';
import { type Case, compare, printCase, sample } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
/** The portal's shipment tracking page, whose list this is. */
const VIEW = 'tracking';
const LIMIT = 50;

/** The page's rows written by hand: its columns, the row scope, its default order (ETD, newest first). */
const RAW_SQL = `SELECT t.id, t.shipment_no, t.house_bill, t.mode, t.status, t.origin_port, t.destination_port,
       t.carrier_code, t.etd, t.eta, t.last_free_day, c.name AS company_name, t.job_status
  FROM shipments t LEFT JOIN companies c ON c.id = t.company_id
 WHERE t.branch_id = ANY($1::int[])
 ORDER BY t.etd DESC, t.id DESC LIMIT ${LIMIT} OFFSET $2`;

type ListAnswer = { data: { rows: { id: number }[] } };

const measure = async (database: Database): Promise<Case[]> => {
  await benchUser(database, [{ code: VIEW, url: VIEW }]);
  const app = await benchApp(database);
  const base = await listen(app);
  try {
    const { sid, cookie } = await signIn(base);
    const branches = (await database.query<{ id: number }>('SELECT id FROM branches')).map((b) => b.id);
    const cases: Case[] = [];
    for (const page of [1, 100]) {
      // As the portal's list screen asks: the rows at once, the total of a full page in a later call.
      const form = { view: VIEW, page: String(page), limit: String(LIMIT), count: 'later', lang: 'en_us', __sid: sid };
      const call = async () => {
        const res = await httpPost(`${base}/api/engine/shipment/list`, form, { cookie });
        if (res.status !== 200) throw new Error(`list answered ${res.status}: ${res.body}`);
        return res.body;
      };
      const values = [branches, (page - 1) * LIMIT];
      const answer = JSON.parse(await call()) as ListAnswer;
      const raw = await database.query<{ id: number }>(RAW_SQL, values);
      if (JSON.stringify(answer.data.rows.map((r) => r.id)) !== JSON.stringify(raw.map((r) => r.id))) {
        throw new Error(`page ${page}: the list's rows differ from the raw SQL`);
      }
      const api = await sample(REQUESTS, call);
      const baseline = await sample(REQUESTS, () => database.query(RAW_SQL, values));
      const c = compare(
        `${database.kind}: POST /api/engine/shipment/list view=${VIEW}, ${LIMIT} rows, page ${page}, count=later, over ${SHIPMENTS.toLocaleString('en')} shipments`,
        api,
        'the same page in raw SQL',
        baseline,
      );
      printCase(c);
      cases.push(c);
    }
    return cases;
  } finally {
    await app.close();
  }
};

/**
 * The portal's shipment list (the tracking page) through the engine's list endpoint, as the list
 * screen calls it, against its raw SQL, on PostgreSQL and PGlite. It seeds the databases the
 * other list benchmarks reuse.
 */
export const shipmentList = (): Promise<void> => onFilledDatabases('shipment-list', measure);
