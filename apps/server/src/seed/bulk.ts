import type { Database } from '../db/database';
import { bulkWidth, sideBySide } from '../db/side-by-side';

/**
 * From this many demo shipments on, a first load into empty tables drops their secondary indexes
 * and keys until the end (withoutSecondaryIndexes); below it, rebuilding them costs more than it saves.
 */
export const BULK_LOAD_FROM = 50_000;

type IndexDef = { name: string; def: string };
type KeyDef = { table: string; name: string; def: string };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Memory a bulk load's index builds may sort in, on a server (its default of 64 MB sorts a
 * million-row index on disk, and allows no parallel worker); the embedded database keeps its own.
 */
const BUILD_MEMORY = '1GB';

/** One index build, in a transaction of its own so the memory it may use stays with it. */
const buildIndex = (database: Database, def: string) =>
  database.kind === 'postgres'
    ? database.exec(`BEGIN; SET LOCAL maintenance_work_mem = '${BUILD_MEMORY}'; ${def}; COMMIT`)
    : database.exec(def);

/**
 * Runs a large first load into these tables without their secondary indexes and foreign keys,
 * then builds them again: one sort per index and one join per key instead of an index insert and
 * a key lookup for every row, which is most of the time of loading millions of rows. Unique
 * indexes and those that back a constraint (primary keys, unique columns) stay, so the load is
 * still checked for duplicates. A table with insert triggers keeps its indexes: the triggers read it after every
 * batch (tracking_events keeps the tracking nodes and the depot states current that way), and
 * without its indexes each batch would scan the whole table loaded so far, a load quadratic in
 * its size. A load that only updates the tables (`updatesOnly`) sets their indexes aside whatever
 * their insert triggers, which it never fires. The definitions are read from the catalog, so a
 * migration's new index or trigger is covered without a change here; they are rebuilt even when
 * the load fails. A load that does not need them meanwhile (`uniqueKeys`: no ON CONFLICT on them,
 * no lookup that should be an index probe) also sets aside the primary and unique keys no foreign
 * key refers to: one sorted build each instead of a check per row, and a duplicate is still
 * refused, when the key is built again after the load. A first load into empty tables that reads
 * nothing back (`referencedKeys`, with `uniqueKeys`) sets aside the keys foreign keys refer to as
 * well, where every table that refers to one is loaded too or still empty: those tables' foreign
 * keys go with it and are added again once the key is back, checked against every row then.
 */
export const withoutSecondaryIndexes = async <T>(
  database: Database,
  tables: readonly string[],
  load: () => Promise<T>,
  {
    updatesOnly = false,
    uniqueKeys = false,
    referencedKeys = false,
  }: { updatesOnly?: boolean; uniqueKeys?: boolean; referencedKeys?: boolean } = {},
): Promise<T> => {
  const indexes = await database.query<IndexDef>(
    `SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_class ic ON ic.oid = i.indexrelid
      WHERE t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace
        AND NOT i.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
        -- 4: the trigger fires on INSERT (pg_trigger.tgtype); 'D': disabled.
        AND ($2 OR NOT EXISTS (SELECT 1 FROM pg_trigger g
                                WHERE g.tgrelid = t.oid AND NOT g.tgisinternal AND g.tgenabled <> 'D' AND g.tgtype & 4 <> 0))
      ORDER BY ic.relname`,
    [tables, updatesOnly],
  );
  const keys = await database.query<KeyDef>(
    `SELECT t.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE c.contype = 'f' AND t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace
      ORDER BY t.relname, c.conname`,
    [tables],
  );
  // A key that a foreign key refers to stays, unless `referencedKeys` allows otherwise below.
  const unique = uniqueKeys
    ? await database.query<KeyDef & { referenced: boolean }>(
        `SELECT t.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS def,
                EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = c.conindid) AS referenced
           FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
          WHERE c.contype IN ('p', 'u') AND t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace
          ORDER BY t.relname, c.conname`,
        [tables],
      )
    : [];
  // The foreign keys of other tables that refer to the loaded tables' keys, by the key they need.
  const referring =
    uniqueKeys && referencedKeys
      ? await database.query<KeyDef & { key: string }>(
          `SELECT r.relname AS table, f.conname AS name, pg_get_constraintdef(f.oid) AS def, c.conname AS key
           FROM pg_constraint c
           JOIN pg_class t ON t.oid = c.conrelid
           JOIN pg_constraint f ON f.contype = 'f' AND f.conindid = c.conindid
           JOIN pg_class r ON r.oid = f.conrelid
          WHERE c.contype IN ('p', 'u') AND t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace
            AND NOT (r.relname = ANY($1::text[]) AND r.relnamespace = 'public'::regnamespace)
          ORDER BY r.relname, f.conname`,
          [tables],
        )
      : [];
  const filled = new Set<string>();
  for (const table of new Set(referring.map((f) => f.table))) {
    const rows = await database.query(`SELECT 1 FROM ${quote(table)} LIMIT 1`);
    if (rows.length > 0) filled.add(table);
  }
  // A referenced key goes only where no table outside the load that refers to it holds a row.
  const heldBy = new Set(referring.filter((f) => filled.has(f.table)).map((f) => f.key));
  const setAside = unique.filter((k) => !k.referenced || (referencedKeys && !heldBy.has(k.name)));
  const goneKeys = new Set(setAside.map((k) => k.name));
  const outside = referring.filter((f) => goneKeys.has(f.key));
  for (const k of keys) await database.exec(`ALTER TABLE ${quote(k.table)} DROP CONSTRAINT ${quote(k.name)}`);
  for (const f of outside) await database.exec(`ALTER TABLE ${quote(f.table)} DROP CONSTRAINT ${quote(f.name)}`);
  for (const i of indexes) await database.exec(`DROP INDEX ${quote(i.name)}`);
  for (const k of setAside) await database.exec(`ALTER TABLE ${quote(k.table)} DROP CONSTRAINT ${quote(k.name)}`);
  // Index builds share only a lock that lets the others run; a unique key added to a table waits
  // for the builds on it. The foreign keys, each reading two tables under a lock that excludes
  // itself, are added one by one, each even when one before it is refused; the first refusal is
  // thrown after.
  const rebuild = async () => {
    await sideBySide(
      [
        ...setAside.map(
          (k) => () => buildIndex(database, `ALTER TABLE ${quote(k.table)} ADD CONSTRAINT ${quote(k.name)} ${k.def}`),
        ),
        ...indexes.map((i) => () => buildIndex(database, i.def)),
      ],
      bulkWidth(database),
    );
    let refused: unknown = null;
    for (const k of [...keys, ...outside]) {
      try {
        await database.exec(`ALTER TABLE ${quote(k.table)} ADD CONSTRAINT ${quote(k.name)} ${k.def}`);
      } catch (error) {
        refused ??= error;
      }
    }
    if (refused) throw refused;
  };
  try {
    return await load();
  } finally {
    await rebuild();
  }
};

/**
 * A demo load of `shipments` shipments' worth of rows into these tables: from BULK_LOAD_FROM on,
 * without their secondary indexes and keys, the unique keys no foreign key needs included
 * (withoutSecondaryIndexes); below it, as it is.
 */
export const loadAtVolume = <T>(
  database: Database,
  shipments: number,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> =>
  shipments >= BULK_LOAD_FROM ? withoutSecondaryIndexes(database, tables, load, { uniqueKeys: true }) : load();

/**
 * Runs a first load into a table with some of its statement triggers switched off, and has
 * `catchUp` bring what they keep up to date once at the end, as the triggers would have after
 * every batch; then switches them on again. Without them the table also loads without its
 * secondary indexes (withoutSecondaryIndexes keeps those of tables whose insert triggers are on).
 * The catch-up runs even when the load fails, so what the table holds by then is followed too.
 */
export const withTriggersDeferred = async <T>(
  database: Database,
  table: string,
  triggers: readonly string[],
  load: () => Promise<T>,
  catchUp: () => Promise<void>,
): Promise<T> => {
  for (const t of triggers) await database.exec(`ALTER TABLE ${quote(table)} DISABLE TRIGGER ${quote(t)}`);
  try {
    return await load();
  } finally {
    try {
      await catchUp();
    } finally {
      for (const t of triggers) await database.exec(`ALTER TABLE ${quote(table)} ENABLE TRIGGER ${quote(t)}`);
    }
  }
};
