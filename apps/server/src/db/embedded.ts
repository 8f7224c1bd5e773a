import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import pg from 'pg';
import { copyChunks, type Database, fromPool } from './database';
import type { EmbeddedWorkerData, FromWorker, ToConnection, ToWorker, WorkerError } from './embedded-worker';

/**
 * The embedded database off the server's thread. A worker thread owns PGlite (embedded-worker.ts);
 * the server talks to it with node-postgres over an in-process stream that carries the PostgreSQL
 * wire protocol to the worker, so the embedded database takes the same code path as a PostgreSQL
 * server: the same result shapes, errors with their SQLSTATE code, sessions and transactions.
 * While a statement runs only the worker is busy; the event loop keeps answering requests.
 *
 * PGlite has one backend, which the worker shares between the pool's connections one statement
 * at a time: the backend runs the next connection's statement while this thread handles the last
 * answer. A transaction holds the backend until it ends, so no other statement ever runs inside it.
 */

/**
 * Starts the worker: the bundled file next to the bundled server or, run from source (tests, the
 * command-line tools), the TypeScript source loaded through tsx inside the worker.
 */
const startWorker = (workerData: EmbeddedWorkerData): Worker => {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./embedded-worker.mjs', import.meta.url), { workerData });
  }
  const source = new URL('./embedded-worker.ts', import.meta.url).href;
  const api = JSON.stringify(tsxImportApi());
  const bootstrap = `import(${api}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(bootstrap, { eval: true, workerData });
};

/** The ES module entry of tsx's import API, found through the package's own export map. */
const tsxImportApi = (): string => {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = exports['./esm/api']?.import?.default;
  if (!entry) throw new Error('tsx does not export its import API');
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
};

/** node-postgres's socket: a message port to one connection in the worker. */
class WorkerSocket extends Duplex {
  readonly #port: MessagePort;
  readonly #failure: () => Error | undefined;
  #ended = false;

  constructor(worker: Worker, failure: () => Error | undefined) {
    super();
    this.#failure = failure;
    const channel = new MessageChannel();
    this.#port = channel.port1;
    this.#port.on('message', (data: Uint8Array) => {
      this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    });
    worker.postMessage({ type: 'open', port: channel.port2 } satisfies ToWorker, [channel.port2]);
  }

  connect(): this {
    process.nextTick(() => {
      const failed = this.#failure();
      if (failed) this.destroy(failed);
      else this.emit('connect');
    });
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.#send(chunk, done);
  }

  override _writev(chunks: { chunk: Buffer }[], done: (error?: Error | null) => void): void {
    this.#send(Buffer.concat(chunks.map((c) => c.chunk)), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.#end();
    this.push(null);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.#end();
    done(error);
  }

  #send(bytes: Uint8Array, done: (error?: Error | null) => void): void {
    const failed = this.#failure();
    if (!failed) this.#port.postMessage(bytes satisfies ToConnection);
    done(failed);
  }

  #end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#port.postMessage({ end: true } satisfies ToConnection);
    this.#port.close();
  }
}

/** A database error from the worker, shaped like node-postgres's (message, SQLSTATE code...). */
class EmbeddedDatabaseError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  constructor(error: WorkerError) {
    super(error.message);
    Object.assign(this, error);
  }
}

export type EmbeddedOptions = {
  /** A tarball of a data directory (PGlite's dumpDataDir) that an empty dataDir starts from. */
  template?: string;
  /**
   * Called once when the worker stops without being closed (the database itself failed). Every
   * statement in flight fails with the error, and so does every later one. The default reports it
   * and ends the process, so that a supervisor restarts the server instead of it hanging on.
   */
  onCrash?: (error: Error) => void;
};

const exitOnCrash = (error: Error): void => {
  process.stderr.write(`The embedded database stopped: ${error.stack ?? error.message}\n`);
  process.exit(1);
};

const COPY_CHUNK_BYTES = 8 * 1024 * 1024;
/** Connections to the one backend: enough to keep it busy while this thread handles answers. */
const EMBEDDED_CONNECTIONS = 8;
const encoder = new TextEncoder();

/** Opens PGlite in dataDir on its own thread; the handle works like a PostgreSQL pool's. */
export const openEmbedded = async (
  dataDir: string,
  { template, onCrash = exitOnCrash }: EmbeddedOptions = {},
): Promise<Database> => {
  const worker = startWorker({ dataDir, ...(template ? { template } : {}) });
  const sockets = new Set<WorkerSocket>();
  const copies = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextCopy = 0;
  let closing = false;
  let failure: Error | undefined;
  const stopped = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  await new Promise<void>((resolve, reject) => {
    const early = (error: Error) => reject(error);
    const earlyExit = (code: number) => reject(new Error(`the embedded database worker exited with code ${code}`));
    worker.once('error', early);
    worker.once('exit', earlyExit);
    worker.once('message', () => {
      worker.off('error', early);
      worker.off('exit', earlyExit);
      resolve();
    });
  });

  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    if (!closing) onCrash(error);
    for (const socket of sockets) socket.destroy(error);
    for (const { reject } of copies.values()) reject(error);
    copies.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database worker exited with code ${code}`)));
  worker.on('message', (message: FromWorker) => {
    if (message.type !== 'copied') return;
    const waiting = copies.get(message.id);
    copies.delete(message.id);
    if (message.error) waiting?.reject(new EmbeddedDatabaseError(message.error));
    else waiting?.resolve();
  });

  const pool = new pg.Pool({
    max: EMBEDDED_CONNECTIONS,
    // The connections stay open: nothing is saved by closing them.
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => {
      const socket = new WorkerSocket(worker, () => failure);
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      return socket;
    },
  });
  // An idle connection fails only with the worker, which fail() reports.
  pool.on('error', () => undefined);

  const copyChunk = (statement: string, data: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextCopy++;
      copies.set(id, { resolve, reject });
      worker.postMessage({ type: 'copy', id, statement, data } satisfies ToWorker, [data.buffer as ArrayBuffer]);
    });

  return {
    ...fromPool(pool, { prepare: true }),
    kind: 'pglite',
    copy: async (table, columns, input) => {
      // PGlite takes COPY input from a file rather than the protocol: the worker loads each chunk
      // through '/dev/blob', when no connection holds the backend in a transaction. The next
      // chunk is made while the worker loads the one before; a failed chunk stops the rest.
      const statement = `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`;
      const counted = { lines: 0 };
      let loading: Promise<void> | undefined;
      try {
        for await (const chunk of copyChunks(input, COPY_CHUNK_BYTES, counted)) {
          // Sent by transfer: encoded text is copied out of the caller's buffer first.
          const data = typeof chunk === 'string' ? encoder.encode(chunk) : chunk.slice();
          await loading;
          loading = copyChunk(statement, data);
          // Marked handled: a failure is thrown where it is awaited, with the next chunk or below.
          loading.catch(() => undefined);
        }
      } finally {
        // A failure while making a chunk still waits for the one being loaded.
        await loading?.catch(() => undefined);
      }
      await loading;
      return counted.lines;
    },
    ping: async () => {
      if (failure) throw failure;
      // A connection is at work: the worker runs statements, so the database is up. A health
      // check does not queue behind them, as it would not on a PostgreSQL server's other backends.
      if (pool.totalCount > pool.idleCount) return;
      await pool.query('SELECT 1');
    },
    close: async () => {
      if (closing) return stopped;
      closing = true;
      try {
        await pool.end();
      } finally {
        if (!failure) {
          worker.postMessage({ type: 'close' } satisfies ToWorker);
          await stopped;
        }
      }
    },
  };
};
