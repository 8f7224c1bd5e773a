import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/database';
import { seedDemoUsers, syncAccess } from '../apps/server/src/modules/access/seed';
import { seedDemo } from '../apps/server/src/seed/seed';
import { prepareDatabase } from '../apps/server/src/startup';
import { benchApp, benchUser, listen, signIn } from './server';
import { type Case, compare, printCase, sample, writeResult } from './stats';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tidemark_bench';
const root = path.resolve(import.meta.dirname, '..');

const ensurePostgres = async (): Promise<Database | null> => {
  const url = new URL(PG_URL);
  const name = url.pathname.slice(1);
  const adminUrl = new URL(PG_URL);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  try {
    await admin.connect();
  } catch {
    console.log(`  PostgreSQL not reachable at ${adminUrl.host}: PostgreSQL cases skipped`);
    return null;
  }
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return openPostgres(PG_URL, 10);
};

/** Seeds up to the target once; later runs reuse the data. */
const fill = async (database: Database): Promise<void> => {
  await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  const have = Number((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM shipments'))[0]?.n ?? 0);
  if (have >= SHIPMENTS) return;
  const started = Date.now();
  console.log(`  seeding ${(SHIPMENTS - have).toLocaleString('en')} shipments into ${database.kind}…`);
  await seedDemo(database, {
    shipments: SHIPMENTS - have,
    onProgress: (done, total) => {
      if (done % 100_000 === 0 || done === total)
        console.log(`    ${done.toLocaleString('en')} in ${Math.round((Date.now() - started) / 1000)} s`);
    },
  });
  await syncAccess(database);
  await seedDemoUsers(database);
};

const RAW_SQL = `SELECT id, shipment_no, house_bill, master_bill, mode, origin_port, destination_port, carrier_code, vessel,
       voyage, flight_no, etd, eta, status, job_status
  FROM shipments WHERE branch_id = ANY($1::int[]) ORDER BY etd DESC, id DESC LIMIT 50 OFFSET $2`;

const measure = async (database: Database): Promise<Case[]> => {
  await fill(database);
  await benchUser(database, [{ code: 'bench:tracking', url: 'tracking' }]);
  const app = await benchApp(database);
  const base = await listen(app);
  try {
    const { sid, cookie } = await signIn(base);
    const branches = (await database.query<{ id: number }>('SELECT id FROM branches')).map((b) => b.id);
    const cases: Case[] = [];
    for (const page of [1, 100]) {
      const url = `${base}/api/tracking/shipments?limit=50&page=${page}&lang=en_us`;
      const api = await sample(REQUESTS, async () => {
        const res = await fetch(url, { headers: { 'x-sid': sid, cookie } });
        if (res.status !== 200) throw new Error(`list answered ${res.status}`);
        await res.arrayBuffer();
      });
      const raw = await sample(REQUESTS, () => database.query(RAW_SQL, [branches, (page - 1) * 50]));
      const c = compare(
        `${database.kind}: GET /api/tracking/shipments 50 rows, page ${page}, over ${SHIPMENTS.toLocaleString('en')} shipments`,
        api,
        'the same page in raw SQL',
        raw,
      );
      printCase(c);
      cases.push(c);
    }
    return cases;
  } finally {
    await app.close();
  }
};

/** The 50-row shipment list through HTTP against its raw SQL, on PGlite and PostgreSQL. */
export const shipmentList = async (): Promise<void> => {
  const cases: Case[] = [];
  const pgDb = await ensurePostgres();
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
    `  wrote ${writeResult('shipment-list', { measuredAt: new Date().toISOString(), shipments: SHIPMENTS, cases })}`,
  );
};
