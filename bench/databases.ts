import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPostgres } from '../apps/server/src/db/database';
import { openEmbedded } from '../apps/server/src/db/embedded';
import { seedDemo } from '../apps/server/src/seed/seed';
import { prepareDatabase } from '../apps/server/src/startup';
import { type Case, writeResult } from './stats';

export const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1_000_000);
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tidemark_bench';
/** Which engines to measure: postgres, pglite or both (comma-separated). */
export const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim());
const root = path.resolve(import.meta.dirname, '..');

/** Creates the PostgreSQL bench database when missing; false (with a line saying so) when the server is not reachable. */
export const ensurePostgres = async (url = PG_URL): Promise<boolean> => {
  const name = new URL(url).pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  try {
    await admin.connect();
  } catch {
    console.log(`  PostgreSQL not reachable at ${adminUrl.host}: PostgreSQL cases skipped`);
    return false;
  }
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return true;
};

/**
 * Migrates a bench database and seeds it up to BENCH_SHIPMENTS once, with the full desk (a booking
 * behind every shipment, consoles over them); later runs reuse the data.
 */
const fill = async (database: Database): Promise<void> => {
  await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  const have = Number((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM shipments'))[0]?.n ?? 0);
  if (have >= SHIPMENTS) return;
  const started = Date.now();
  console.log(`  seeding ${(SHIPMENTS - have).toLocaleString('en')} shipments into ${database.kind}…`);
  await seedDemo(database, {
    shipments: SHIPMENTS - have,
    users: true,
    fullDesk: true,
    onProgress: (done, total) => {
      if (done % 100_000 === 0 || done === total)
        console.log(`    ${done.toLocaleString('en')} in ${Math.round((Date.now() - started) / 1000)} s`);
    },
    onStep: (step, ms) => {
      if (ms >= 6_000) console.log(`    ${step.padEnd(28)} ${(ms / 60_000).toFixed(2).padStart(6)} min`);
    },
  });
  console.log(`  seeded in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
};

/** The PGlite directory of the bench databases (BENCH_PGLITE_DIR, or one per size under bench/.data). */
export const pgliteDir = () => process.env.BENCH_PGLITE_DIR ?? path.join(root, 'bench/.data', `pglite-${SHIPMENTS}`);

/**
 * Seeds the benchmark databases (PostgreSQL at BENCH_DATABASE_URL, created when missing, and
 * PGlite in bench/.data, on its worker thread as the server runs it, as BENCH_ENGINES says), runs
 * a benchmark's cases on each and writes the result file under `name`. The other list benchmarks
 * then reuse these databases.
 */
export const onFilledDatabases = async (name: string, measure: (db: Database) => Promise<Case[]>): Promise<void> => {
  const cases: Case[] = [];
  if (ENGINES.includes('postgres') && (await ensurePostgres())) {
    const pgDb = openPostgres(PG_URL, 10);
    try {
      await fill(pgDb);
      cases.push(...(await measure(pgDb)));
    } finally {
      await pgDb.close();
    }
  }
  if (ENGINES.includes('pglite')) {
    const dir = pgliteDir();
    mkdirSync(dir, { recursive: true });
    const lite = await openEmbedded(dir);
    try {
      await fill(lite);
      cases.push(...(await measure(lite)));
    } finally {
      await lite.close();
    }
  }
  console.log(`  wrote ${writeResult(name, { measuredAt: new Date().toISOString(), shipments: SHIPMENTS, cases })}`);
};

/** The cases of a database the shipment-list bench seeded in full; none, with a line saying so, otherwise. */
const whenSeeded = async (database: Database, measure: (db: Database) => Promise<Case[]>): Promise<Case[]> => {
  const have = Number((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM shipments'))[0]?.n ?? 0);
  if (have >= SHIPMENTS) return measure(database);
  console.log(`  ${database.kind} holds ${have.toLocaleString('en')} shipments: seed it with the shipment-list bench`);
  return [];
};

/**
 * Runs a benchmark's cases on the databases the shipment-list bench seeded (PostgreSQL, then
 * PGlite, as BENCH_ENGINES says; one that is missing or not seeded is skipped with a line saying
 * so) and writes the result file under `name`.
 */
export const onSeededDatabases = async (name: string, measure: (db: Database) => Promise<Case[]>): Promise<void> => {
  const cases: Case[] = [];
  if (ENGINES.includes('postgres')) {
    const pgDb = openPostgres(PG_URL, 10);
    try {
      cases.push(...(await whenSeeded(pgDb, measure)));
    } catch (error) {
      if ((error as { code?: string }).code !== 'ECONNREFUSED' && (error as { code?: string }).code !== '3D000')
        throw error;
      console.log(`  PostgreSQL bench database not reachable (${PG_URL}): PostgreSQL cases skipped`);
    } finally {
      await pgDb.close();
    }
  }
  const dir = pgliteDir();
  if (ENGINES.includes('pglite')) {
    if (existsSync(dir)) {
      const lite = await openEmbedded(dir);
      try {
        cases.push(...(await whenSeeded(lite, measure)));
      } finally {
        await lite.close();
      }
    } else console.log(`  no seeded PGlite in ${dir}: run the shipment-list bench first`);
  }
  console.log(`  wrote ${writeResult(name, { measuredAt: new Date().toISOString(), shipments: SHIPMENTS, cases })}`);
};

/**
 * Runs a benchmark's cases on databases of its own (PostgreSQL at `pgUrl`, created when missing,
 * and PGlite in `pgliteDir`, as BENCH_ENGINES says), each filled by `fill` first, and writes the
 * result file under `name`.
 */
export const onOwnDatabases = async (
  name: string,
  own: {
    pgUrl: string;
    pgliteDir: string;
    fill: (db: Database) => Promise<void>;
    measure: (db: Database) => Promise<Case[]>;
  },
): Promise<void> => {
  const cases: Case[] = [];
  if (ENGINES.includes('postgres') && (await ensurePostgres(own.pgUrl))) {
    const pgDb = openPostgres(own.pgUrl, 10);
    try {
      await own.fill(pgDb);
      cases.push(...(await own.measure(pgDb)));
    } finally {
      await pgDb.close();
    }
  }
  if (ENGINES.includes('pglite')) {
    mkdirSync(own.pgliteDir, { recursive: true });
    const lite = await openEmbedded(own.pgliteDir);
    try {
      await own.fill(lite);
      cases.push(...(await own.measure(lite)));
    } finally {
      await lite.close();
    }
  }
  console.log(`  wrote ${writeResult(name, { measuredAt: new Date().toISOString(), cases })}`);
};
