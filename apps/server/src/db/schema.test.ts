import { RESOURCES } from '@tidemark/domain';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testDatabase } from '../../test/harness';
import { snakeCase } from '../engine/resource';
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

  it('create every column a declared store reads, its lookups and, for written records, id, version and updated_at', async () => {
    const rows = await database.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const has = (table: string, column: string) => rows.some((r) => r.table_name === table && r.column_name === column);
    const stored = RESOURCES.filter((r) => r.store);
    expect(stored.length).toBeGreaterThan(0);
    for (const def of stored) {
      const store = def.store;
      if (!store) continue;
      const lookups = store.lookups ?? {};
      const needed = [
        'id',
        ...def.fields.filter((f) => !f.filterOnly && !(f.name in lookups)).map((f) => snakeCase(f.name)),
        ...(def.createSchema || def.transitions ? ['version', 'updated_at'] : []),
        ...(store.scope === 'branch' ? ['branch_id'] : store.scope === 'company' ? ['company_id'] : []),
      ];
      for (const column of needed) expect(has(store.table, column), `${def.name}: ${store.table}.${column}`).toBe(true);
      for (const [field, l] of Object.entries(lookups)) {
        expect(has(store.table, snakeCase(l.from)), `${def.name}.${field}: ${store.table}.${snakeCase(l.from)}`).toBe(
          true,
        );
        for (const column of [l.key, l.column])
          expect(has(l.table, column), `${def.name}.${field}: ${l.table}.${column}`).toBe(true);
      }
    }
  });
});
