import { copyValue, type Database } from '../db/database';

/** The columns of a bulk load: each table column with the row property it is read from. */
export type CopyColumns<R> = readonly (readonly [string, keyof R & string])[];

async function* lines<R>(rows: readonly R[], columns: CopyColumns<R>) {
  for (const row of rows) yield columns.map(([, key]) => copyValue(row[key])).join('\t');
}

/** Streams rows into a table through COPY, the bulk path of the demo data. */
export const copyRows = <R>(database: Database, table: string, columns: CopyColumns<R>, rows: readonly R[]) =>
  database.copy(
    table,
    columns.map(([column]) => column),
    lines(rows, columns),
  );

export const maxId = async (database: Database, table: string): Promise<number> =>
  Number((await database.query<{ m: number | null }>(`SELECT max(id) AS m FROM ${table}`))[0]?.m ?? 0);

/** Moves a table's identity past the ids a bulk load wrote itself. */
export const resetIdentity = (database: Database, table: string) =>
  database.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
  );
