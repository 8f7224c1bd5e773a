import { copyValue, type Database } from '../db/database';

/** The columns of a bulk load: each table column with the row property it is read from. */
export type CopyColumns<R> = readonly (readonly [string, keyof R & string])[];

/** Writes a row as one COPY text line of these columns. */
export const copyLine = <R>(columns: CopyColumns<R>): ((row: R) => string) => {
  const [first, ...rest] = columns.map(([, key]) => key);
  if (first === undefined) throw new Error('a COPY needs at least one column');
  return (row) => {
    let line = copyValue(row[first]);
    for (const key of rest) line += `\t${copyValue(row[key])}`;
    return line;
  };
};

const encoder = new TextEncoder();

/**
 * COPY text built line by line and encoded as it grows: a load of millions of rows keeps bytes
 * rather than millions of strings, and each line's string is garbage at once.
 */
export const copyText = () => {
  let buffer = new Uint8Array(1 << 16);
  let length = 0;
  return {
    add: (line: string): void => {
      // UTF-8 takes at most three bytes for a UTF-16 unit; one more for the newline.
      const most = length + line.length * 3 + 1;
      if (most > buffer.length) {
        const grown = new Uint8Array(Math.max(most, buffer.length * 2));
        grown.set(buffer.subarray(0, length));
        buffer = grown;
      }
      length += encoder.encodeInto(line, buffer.subarray(length)).written;
      buffer[length++] = 0x0a;
    },
    bytes: (): Uint8Array => buffer.subarray(0, length),
  };
};

/**
 * A table of a bulk load: its name, its COPY columns, how a row becomes a COPY line, and COPY text
 * of its rows encoded as they are added (copyText).
 */
export const copyTable = <R>(name: string, columns: CopyColumns<R>) => {
  const line = copyLine(columns);
  return {
    name,
    columns: columns.map(([column]) => column),
    line,
    text: () => {
      const text = copyText();
      return { add: (row: R): void => text.add(line(row)), bytes: text.bytes };
    },
  };
};

/** Streams rows into a table through COPY, the bulk path of the demo data. */
export const copyRows = <R>(database: Database, name: string, columns: CopyColumns<R>, rows: readonly R[]) => {
  const table = copyTable(name, columns);
  return database.copy(table.name, table.columns, rows.map(table.line));
};

export const maxId = async (database: Database, table: string): Promise<number> =>
  Number((await database.query<{ m: number | null }>(`SELECT max(id) AS m FROM ${table}`))[0]?.m ?? 0);

/** Moves a table's identity past the ids a bulk load wrote itself. */
export const resetIdentity = (database: Database, table: string) =>
  database.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
  );
