import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/database';
import { openEmbedded } from '../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export type Engine = 'pglite' | 'postgres';

/**
 * The engines this run tests: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. PGlite runs
 * in the test's process; TEST_EMBEDDED_WORKER=1 runs it on a worker thread as the server does.
 */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh database copied from the migrated, seeded template; drop() removes it. */
export const testDatabase = async (engine: Engine): Promise<Database & { drop: () => Promise<void> }> => {
  if (engine === 'pglite' && process.env.TEST_EMBEDDED_WORKER === '1') {
    // The server's own path: PGlite on its worker thread, in a data directory of its own.
    const dir = mkdtempSync(path.join(tmpdir(), 'tidemark-worker-'));
    const database = await openEmbedded(path.join(dir, 'pg'), { template: inject('pgliteTemplate') });
    return {
      ...database,
      drop: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (engine === 'pglite') {
    const tar = readFileSync(inject('pgliteTemplate'));
    const database = await openPglite(undefined, new Blob([tar]));
    return { ...database, drop: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `tidemark_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = openPostgres(dbUrl.toString(), 4);
  return {
    ...database,
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
};

export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

export const testApp = async (engine: Engine, env: Record<string, string> = {}): Promise<TestApp> => {
  const database = await testDatabase(engine);
  const config = loadConfig({ LOGIN_CAPTCHA: 'off', WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
};
