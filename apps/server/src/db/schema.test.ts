import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testDatabase } from '../../test/harness';
import type { Database } from './database';
import { migrate } from './migrate';
import { schema } from './schema';

describe.each(ENGINES)('migrations on %s', (engine) => {
  let database: Database & { drop: () => Promise<void> };
  beforeAll(async () => {
    database = await testDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('are all applied and applying again is a no-op', async () => {
    const result = await migrate(database);
    expect(result.applied).toEqual([]);
    const rows = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0]?.n).toBe(result.total);
  });

  it('create exactly the columns the drizzle schema declares', async () => {
    const columns = await database.query<{ table_name: string; column_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    for (const table of Object.values(schema) as PgTable[]) {
      const config = getTableConfig(table);
      const actual = columns.filter((c) => c.table_name === config.name);
      expect(actual.length, `table ${config.name}`).toBeGreaterThan(0);
      const declared = config.columns.map((c) => `${c.name}:${c.notNull ? 'NO' : 'YES'}`).sort();
      expect(actual.map((c) => `${c.column_name}:${c.is_nullable}`).sort(), config.name).toEqual(declared);
    }
  });
});
