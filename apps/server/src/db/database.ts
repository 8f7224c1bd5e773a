import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from './pglite-extensions';

export type Db = PgDatabase<PgQueryResultHKT>;
/** COPY input: text lines, or COPY text already encoded (whole lines, each ending in a newline). */
export type CopyInput = Iterable<string> | AsyncIterable<string> | Uint8Array;
export type Row = Record<string, unknown>;

/**
 * One handle over either engine. Business code uses `db` (drizzle) or `query` (raw SQL with
 * parameters); `copy` is the bulk path the seeder uses; `exec` runs multi-statement SQL
 * (migrations). Everything is the PostgreSQL dialect, so both engines run the same SQL.
 */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  query: <T extends Row = Row>(sql: string, params?: unknown[]) => Promise<T[]>;
  exec: (sql: string) => Promise<void>;
  /**
   * COPY rows given as tab-separated text lines (COPY text format, '\N' for NULL), or as that text
   * already encoded; resolves to the number of rows. Lines already in memory are best given as a
   * plain iterable: they are then gathered into chunks without a turn of the event loop per line.
   */
  copy: (table: string, columns: readonly string[], input: CopyInput) => Promise<number>;
  /**
   * Runs fn on one connection (PGlite has only one; PostgreSQL takes one from the pool). When fn
   * fails, a transaction it left open is rolled back: the next user of the connection (on the
   * embedded database, every other request) must not run inside it.
   */
  session: <T>(fn: (conn: Pick<Database, 'query' | 'exec'>) => Promise<T>) => Promise<T>;
  /**
   * Resolves when the database is up; the health check asks it. On one connection busy with a
   * long statement (the embedded database) it answers without queueing behind the statement.
   */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const COPY_CHUNK_BYTES = 8 * 1024 * 1024;

export const fromPglite = (client: PGlite): Database => {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    query: async <T extends Row>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await client.exec(sql);
    },
    copy: async (table, columns, input) => {
      // PGlite reads COPY input from a blob; send it in bounded chunks so memory stays flat.
      const statement = `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`;
      const counted = { lines: 0 };
      // One part per chunk: a Blob of many small parts is read back part by part, slower than the COPY.
      for await (const chunk of copyChunks(input, COPY_CHUNK_BYTES, counted))
        await client.query(statement, [], { blob: new Blob([chunk]) });
      return counted.lines;
    },
    session: async (fn) => {
      try {
        return await fn({
          query: async <T extends Row>(sql: string, params: unknown[] = []) =>
            (await client.query<T>(sql, params)).rows,
          exec: async (sql: string) => {
            await client.exec(sql);
          },
        });
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
};

/** Statements kept prepared per process at most; beyond it a statement is parsed and planned each time. */
export const PREPARED_KEPT = 2_000;

/**
 * Names parameterized statements so that each connection parses them once and, after a few runs,
 * keeps their plan (PostgreSQL's plan cache: a generic plan replaces the custom ones only when it
 * is no worse). Planning is most of a short statement's cost on the embedded database, where it
 * asks the file system for every table's and index's size. The engine builds its SQL from a
 * bounded set of declarations, so the texts are few; past PREPARED_KEPT they run unnamed.
 */
export const statementNamer = (kept = PREPARED_KEPT) => {
  const names = new Map<string, string>();
  return (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < kept) {
      name = `tm_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
      names.set(sql, name);
    }
    return name;
  };
};

export type PoolOptions = {
  /** Prepare parameterized statements once per connection (see statementNamer). */
  prepare?: boolean;
};

export const fromPool = (pool: pg.Pool, options: PoolOptions = {}): Database => {
  const db = drizzlePg(pool) as unknown as Db;
  const nameOf = options.prepare ? statementNamer() : () => undefined;
  const run = async <T extends Row>(on: pg.Pool | pg.PoolClient, text: string, values: unknown[]) => {
    const name = values.length > 0 ? nameOf(text) : undefined;
    const result = name ? await on.query<T>({ name, text, values }) : await on.query<T>(text, values);
    return result.rows;
  };
  return {
    kind: 'postgres',
    db,
    query: async <T extends Row>(sql: string, params: unknown[] = []) => run<T>(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    copy: async (table, columns, input) => {
      const client = await pool.connect();
      const counted = { lines: 0 };
      try {
        const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
        await pipeline(Readable.from(copyChunks(input, 1 << 20, counted)), sink);
      } catch (error) {
        // A COPY cut off half-way leaves the connection in an unknown state: close it.
        client.release(true);
        throw error;
      }
      client.release();
      return counted.lines;
    },
    session: async (fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        return await fn({
          query: async <T extends Row>(sql: string, params: unknown[] = []) => run<T>(client, sql, params),
          exec: async (sql: string) => {
            await client.query(sql);
          },
        });
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        // A connection that cannot even roll back is closed rather than handed to the next caller.
        client.release(broken);
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
};

// node-postgres returns numeric and bigint columns as strings, which keeps money exact; dates
// stay Date objects. PGlite does the same for numeric; both engines agree on the shapes.
/**
 * A PostgreSQL server's pool. Statements are prepared per connection (statementNamer), which
 * spares the server planning the same engine statements on every request; `prepare: false`
 * (DATABASE_PREPARE=off) is for a pooler that does not keep a connection's prepared statements,
 * such as PgBouncer in transaction mode.
 */
export const openPostgres = (
  url: string,
  max = 10,
  onIdleError = reportIdleError,
  options: PoolOptions = { prepare: true },
): Database => {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'tidemark' });
  // An idle connection that the server ends (a restart, an administrator, a network cut) is
  // emitted on the pool; unheard, that event would end the process. The pool has already dropped
  // the connection and opens a new one on the next query, so telling the operator is enough.
  pool.on('error', onIdleError);
  return fromPool(pool, options);
};

const reportIdleError = (error: Error): void => {
  process.stderr.write(`PostgreSQL closed an idle connection (${error.message}); the next query opens a new one\n`);
};

export { PGLITE_EXTENSIONS } from './pglite-extensions';

export const openPglite = async (dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> => {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    loadDataDir,
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  });
  return fromPglite(client);
};

const COPY_SPECIAL = /[\\\t\n\r]/;

const copyEscape = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');

/** Quote a value for COPY text format. */
export const copyValue = (v: unknown): string => {
  if (typeof v === 'string') return COPY_SPECIAL.test(v) ? copyEscape(v) : v;
  if (typeof v === 'number') return String(v);
  if (v === null || v === undefined) return '\\N';
  if (v instanceof Date) return v.toISOString();
  const s = String(v);
  return COPY_SPECIAL.test(s) ? copyEscape(s) : s;
};

/**
 * COPY input in chunks of about `bytes` characters (or bytes), each of whole lines, counting the
 * lines into `counted`. Lines from a plain iterable are joined without a turn of the event loop
 * per line, which is most of the cost of feeding millions of them one by one; encoded text is cut
 * at line ends, without a copy.
 */
export async function* copyChunks(
  input: CopyInput,
  bytes: number,
  counted: { lines: number },
): AsyncGenerator<string | Uint8Array> {
  if (input instanceof Uint8Array) {
    for (let start = 0; start < input.length; ) {
      let end = Math.min(input.length, start + bytes);
      if (end < input.length) {
        const lineEnd = input.lastIndexOf(0x0a, end - 1);
        end = lineEnd >= start ? lineEnd + 1 : input.indexOf(0x0a, end) + 1 || input.length;
      }
      const chunk = input.subarray(start, end);
      for (let i = chunk.indexOf(0x0a); i >= 0; i = chunk.indexOf(0x0a, i + 1)) counted.lines++;
      yield chunk;
      start = end;
    }
    return;
  }
  let chunk = '';
  const add = (line: string): string | undefined => {
    chunk += `${line}\n`;
    counted.lines++;
    if (chunk.length < bytes) return undefined;
    const full = chunk;
    chunk = '';
    return full;
  };
  if (Symbol.iterator in input) {
    for (const line of input) {
      const full = add(line);
      if (full !== undefined) yield full;
    }
  } else {
    for await (const line of input) {
      const full = add(line);
      if (full !== undefined) yield full;
    }
  }
  if (chunk.length > 0) yield chunk;
}
