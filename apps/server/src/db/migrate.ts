import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/migrations');

/** Arbitrary constant so concurrent server processes on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK = 727_274_001;

export type MigrationResult = { applied: string[]; total: number };

/**
 * Applies the SQL files of migrations/ in name order, each in its own transaction, recording
 * them in schema_migrations. Hand-written SQL keeps both engines on the exact same DDL; a test
 * checks that the drizzle table definitions match what the migrations create.
 */
export const migrate = async (database: Database, dir = MIGRATIONS_DIR): Promise<MigrationResult> => {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return database.session(async (conn) => {
    await conn.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const postgres = database.kind === 'postgres';
    if (postgres) await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied: string[] = [];
    try {
      const done = new Set(
        (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = await readFile(path.join(dir, file), 'utf8');
        const escaped = file.replace(/'/g, "''");
        try {
          await conn.exec(`BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${escaped}');\nCOMMIT;`);
        } catch (error) {
          await conn.exec('ROLLBACK').catch(() => undefined);
          throw new Error(`migration ${file} failed: ${(error as Error).message}`);
        }
        applied.push(file);
      }
    } finally {
      if (postgres) await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
    return { applied, total: files.length };
  });
};
