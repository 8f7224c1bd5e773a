import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/database';
import { type Case, writeResult } from './stats';

export const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1_000_000);
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tidemark_bench';
/** Which engines to measure: postgres, pglite or both (comma-separated). */
export const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim());
const root = path.resolve(import.meta.dirname, '..');

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
  const dir = process.env.BENCH_PGLITE_DIR ?? path.join(root, 'bench/.data', `pglite-${SHIPMENTS}`);
  if (ENGINES.includes('pglite')) {
    if (existsSync(dir)) {
      const lite = await openPglite(dir);
      try {
        cases.push(...(await whenSeeded(lite, measure)));
      } finally {
        await lite.close();
      }
    } else console.log(`  no seeded PGlite in ${dir}: run the shipment-list bench first`);
  }
  console.log(`  wrote ${writeResult(name, { measuredAt: new Date().toISOString(), shipments: SHIPMENTS, cases })}`);
};
