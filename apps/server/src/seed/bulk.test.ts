import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testDatabase } from '../../test/harness';
import type { Database } from '../db/database';
import { sideBySide } from '../db/side-by-side';
import { BULK_LOAD_FROM, loadAtVolume, withoutSecondaryIndexes, withTriggersDeferred } from './bulk';

const definitions = (database: Database) =>
  database.query<{ def: string }>(
    `SELECT pg_get_indexdef(indexrelid) AS def FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname IN ('bulk_parent', 'bulk_child')
     UNION ALL
     SELECT conname || ' ' || pg_get_constraintdef(c.oid) FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE t.relname IN ('bulk_parent', 'bulk_child')
     ORDER BY 1`,
  );

describe.each(ENGINES)('a bulk load without secondary indexes (%s)', (engine) => {
  let database: Database & { drop: () => Promise<void> };
  beforeAll(async () => {
    database = await testDatabase(engine);
    await database.exec(`
      CREATE TABLE bulk_parent (id integer PRIMARY KEY, code text NOT NULL UNIQUE, at date);
      CREATE INDEX bulk_parent_at_idx ON bulk_parent (at DESC, id) WHERE at IS NOT NULL;
      CREATE TABLE bulk_child (id integer PRIMARY KEY, parent_id integer NOT NULL REFERENCES bulk_parent (id) ON DELETE CASCADE, note text);
      CREATE INDEX bulk_child_parent_idx ON bulk_child (parent_id);`);
  });
  afterAll(() => database.drop());

  it('sets the indexes and keys aside for a demo load from BULK_LOAD_FROM shipments on, and only then', async () => {
    const before = await definitions(database);
    const small = await loadAtVolume(database, BULK_LOAD_FROM - 1, ['bulk_parent', 'bulk_child'], () =>
      definitions(database),
    );
    const large = await loadAtVolume(database, BULK_LOAD_FROM, ['bulk_parent', 'bulk_child'], () =>
      definitions(database),
    );
    expect(small).toEqual(before);
    expect(large.map((r) => r.def).join('\n')).not.toMatch(/bulk_parent_at_idx|bulk_child_parent_idx|FOREIGN KEY/);
    expect(await definitions(database)).toEqual(before);
  });

  it('drops the indexes and keys during the load, keeps the unique ones, and rebuilds the same ones after', async () => {
    const before = await definitions(database);
    const during = await withoutSecondaryIndexes(database, ['bulk_parent', 'bulk_child'], async () => {
      await database.exec(`INSERT INTO bulk_parent SELECT g, 'P' || g, DATE '2026-01-01' + g FROM generate_series(1, 500) g;
        INSERT INTO bulk_child SELECT g, 1 + g % 500, 'n' FROM generate_series(1, 2000) g;`);
      // A child whose parent does not exist would be refused by the key: it is not there now.
      return definitions(database);
    });
    expect(during.map((r) => r.def).join('\n')).not.toMatch(/bulk_parent_at_idx|bulk_child_parent_idx|FOREIGN KEY/);
    expect(during.map((r) => r.def).join('\n')).toMatch(/UNIQUE/);
    expect(await definitions(database)).toEqual(before);
    await expect(database.query('INSERT INTO bulk_child VALUES (9999, 9999, $1)', ['orphan'])).rejects.toMatchObject({
      code: '23503',
    });
  });

  it('also sets aside the unique keys no foreign key needs when asked, and builds the same ones after', async () => {
    const before = await definitions(database);
    const during = await withoutSecondaryIndexes(
      database,
      ['bulk_parent', 'bulk_child'],
      async () => {
        await database.exec(`INSERT INTO bulk_parent SELECT g, 'P' || g, NULL FROM generate_series(501, 600) g;
          INSERT INTO bulk_child SELECT g, 501 + g % 100, 'n' FROM generate_series(2001, 2400) g;`);
        return (await definitions(database)).map((r) => r.def).join('\n');
      },
      { uniqueKeys: true },
    );
    // The parent's primary key stays for the child's foreign key; its code and the child's id go.
    expect(during).toMatch(/bulk_parent_pkey/);
    expect(during).not.toMatch(/bulk_parent_code_key|bulk_child_pkey|bulk_parent_at_idx|FOREIGN KEY/);
    expect(await definitions(database)).toEqual(before);
  });

  it('sets aside the keys foreign keys need when every table referring to them is loaded too or empty', async () => {
    await database.exec(`
      CREATE TABLE ref_parent (id integer PRIMARY KEY, code text NOT NULL);
      CREATE TABLE ref_child (id integer PRIMARY KEY, parent_id integer NOT NULL REFERENCES ref_parent (id));
      CREATE TABLE ref_empty (id integer PRIMARY KEY, parent_id integer REFERENCES ref_parent (id) ON DELETE CASCADE);
      CREATE TABLE ref_held (id integer PRIMARY KEY);
      CREATE TABLE ref_filled (id integer PRIMARY KEY, held_id integer NOT NULL REFERENCES ref_held (id));
      INSERT INTO ref_held VALUES (1); INSERT INTO ref_filled VALUES (1, 1);`);
    const all = ['ref_parent', 'ref_child', 'ref_empty', 'ref_held', 'ref_filled'];
    const constraints = () =>
      database.query<{ name: string; def: string }>(
        `SELECT c.conname AS name, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
           JOIN pg_class t ON t.oid = c.conrelid WHERE t.relname = ANY($1::text[]) AND c.contype IN ('p', 'u', 'f')
          ORDER BY 1`,
        [all],
      );
    const before = await constraints();
    const during = await withoutSecondaryIndexes(
      database,
      ['ref_parent', 'ref_child', 'ref_held'],
      async () => {
        await database.exec(`INSERT INTO ref_parent SELECT g, 'P' || g FROM generate_series(1, 300) g;
          INSERT INTO ref_child SELECT g, 1 + g % 300 FROM generate_series(1, 900) g;
          INSERT INTO ref_held VALUES (2);`);
        return (await constraints()).map((c) => c.name);
      },
      { uniqueKeys: true, referencedKeys: true },
    );
    // The parent's key goes with the foreign keys of the child (loaded) and of the empty table; the
    // key a table with rows refers to stays, with that table's foreign key.
    expect(during).toEqual(['ref_empty_pkey', 'ref_filled_held_id_fkey', 'ref_filled_pkey', 'ref_held_pkey']);
    expect(await constraints()).toEqual(before);
    await expect(database.query('INSERT INTO ref_empty VALUES (1, 999)')).rejects.toMatchObject({ code: '23503' });
    // A row the keys would have refused during the load is refused when they are added again.
    await expect(
      withoutSecondaryIndexes(
        database,
        ['ref_parent', 'ref_child'],
        () => database.exec('INSERT INTO ref_child VALUES (5000, 4000)'),
        { uniqueKeys: true, referencedKeys: true },
      ),
    ).rejects.toMatchObject({ code: '23503' });
    // The other foreign keys are back all the same; only the refused one is missing.
    expect((await constraints()).map((c) => c.name)).toEqual(
      before.map((c) => c.name).filter((name) => name !== 'ref_child_parent_id_fkey'),
    );
  });

  it('refuses a duplicate a load without its unique keys wrote, when the key is built again', async () => {
    await database.exec('CREATE TABLE bulk_unique (id integer PRIMARY KEY, code text NOT NULL UNIQUE)');
    await expect(
      withoutSecondaryIndexes(
        database,
        ['bulk_unique'],
        () => database.exec(`INSERT INTO bulk_unique VALUES (1, 'A'), (2, 'B'), (3, 'A')`),
        { uniqueKeys: true },
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('keeps the indexes of a table whose insert triggers read it after every batch', async () => {
    await database.exec(`
      CREATE TABLE bulk_event (id integer PRIMARY KEY, parent_id integer NOT NULL, code text NOT NULL);
      CREATE INDEX bulk_event_parent_idx ON bulk_event (parent_id);
      CREATE TABLE bulk_latest (parent_id integer PRIMARY KEY, code text NOT NULL);
      CREATE FUNCTION bulk_latest_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO bulk_latest SELECT DISTINCT ON (e.parent_id) e.parent_id, e.code FROM bulk_event e
         WHERE e.parent_id IN (SELECT a.parent_id FROM added a) ORDER BY e.parent_id, e.id DESC
        ON CONFLICT (parent_id) DO UPDATE SET code = excluded.code;
        RETURN NULL;
      END $$;
      CREATE TRIGGER bulk_latest_after_insert AFTER INSERT ON bulk_event
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION bulk_latest_follow();`);
    const indexes = () =>
      database.query<{ name: string }>(
        `SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('bulk_event', 'bulk_child') ORDER BY 1`,
      );
    const during = await withoutSecondaryIndexes(database, ['bulk_event', 'bulk_child'], async () => {
      await database.exec(`INSERT INTO bulk_event SELECT g, g % 50, 'C' || g FROM generate_series(1, 400) g;
        INSERT INTO bulk_event SELECT g, g % 50, 'C' || g FROM generate_series(401, 800) g;`);
      return indexes();
    });
    // The event table's index stays for its trigger; the child table without triggers loads bare.
    expect(during.map((r) => r.name)).toEqual(['bulk_child_pkey', 'bulk_event_parent_idx', 'bulk_event_pkey']);
    expect(await indexes()).toEqual([
      { name: 'bulk_child_parent_idx' },
      { name: 'bulk_child_pkey' },
      { name: 'bulk_event_parent_idx' },
      { name: 'bulk_event_pkey' },
    ]);
    expect(await database.query('SELECT code FROM bulk_latest WHERE parent_id = 7')).toEqual([{ code: 'C757' }]);
  });

  it('sets aside the indexes of a table with insert triggers for a load that only updates it', async () => {
    const indexes = () =>
      database.query<{ name: string }>(
        `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'bulk_event' ORDER BY 1`,
      );
    const during = await withoutSecondaryIndexes(
      database,
      ['bulk_event'],
      async () => {
        await database.exec(`UPDATE bulk_event SET code = code || 'U' WHERE id <= 800`);
        return indexes();
      },
      { updatesOnly: true },
    );
    expect(during).toEqual([{ name: 'bulk_event_pkey' }]);
    expect(await indexes()).toEqual([{ name: 'bulk_event_parent_idx' }, { name: 'bulk_event_pkey' }]);
    expect(await database.query('SELECT code FROM bulk_event WHERE id = 757')).toEqual([{ code: 'C757U' }]);
  });

  it('loads a table with its insert trigger off and its indexes dropped, catches up once, then switches the trigger on', async () => {
    const latest = (parent: number) =>
      database.query<{ code: string }>('SELECT code FROM bulk_latest WHERE parent_id = $1', [parent]);
    const during = await withTriggersDeferred(
      database,
      'bulk_event',
      ['bulk_latest_after_insert'],
      () =>
        withoutSecondaryIndexes(database, ['bulk_event'], async () => {
          await database.exec(
            `INSERT INTO bulk_event SELECT g, 100 + g % 5, 'D' || g FROM generate_series(1001, 1100) g`,
          );
          const names = await database.query<{ name: string }>(
            `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'bulk_event' ORDER BY 1`,
          );
          return { names: names.map((r) => r.name), latest: await latest(101) };
        }),
      () =>
        database.exec(`INSERT INTO bulk_latest SELECT DISTINCT ON (e.parent_id) e.parent_id, e.code FROM bulk_event e
                        WHERE e.parent_id >= 100 ORDER BY e.parent_id, e.id DESC
                       ON CONFLICT (parent_id) DO UPDATE SET code = excluded.code`),
    );
    // Off during the load: nothing followed, and the trigger's index went with it.
    expect(during).toEqual({ names: ['bulk_event_pkey'], latest: [] });
    expect(await latest(101)).toEqual([{ code: 'D1096' }]);
    // On again: the next insert is followed at once.
    await database.exec(`INSERT INTO bulk_event VALUES (1101, 101, 'D1101')`);
    expect(await latest(101)).toEqual([{ code: 'D1101' }]);
    expect(
      (
        await database.query<{ name: string }>(
          `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'bulk_event'`,
        )
      ).length,
    ).toBe(2);
  });

  it('rebuilds them when the load fails', async () => {
    const before = await definitions(database);
    await expect(
      withoutSecondaryIndexes(database, ['bulk_parent', 'bulk_child'], async () => {
        throw new Error('load failed');
      }),
    ).rejects.toThrow('load failed');
    expect(await definitions(database)).toEqual(before);
  });
});

describe('side by side', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('runs every task with at most the given number at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const tasks = Array.from({ length: 7 }, (_, i) => async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      done.push(i);
    });
    await sideBySide(tasks, 2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });

  it('starts no task after a failure, lets the started ones settle, and throws the failure', async () => {
    const started: number[] = [];
    let settled = 0;
    const tasks = Array.from({ length: 6 }, (_, i) => async () => {
      started.push(i);
      await tick();
      settled++;
      if (i === 1) throw new Error('refused');
    });
    await expect(sideBySide(tasks, 2)).rejects.toThrow('refused');
    expect(started).toEqual([0, 1, 2]);
    expect(settled).toBe(started.length);
  });
});
