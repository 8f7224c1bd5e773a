/**
 * The embedded database's own thread. It owns the PGlite instance and speaks the PostgreSQL wire
 * protocol with the server's thread over MessagePorts, one port per connection, so a slow
 * statement runs here while the server's event loop keeps answering. See embedded.ts.
 *
 * Parent messages: { type: 'open', port } hands over a new connection; { type: 'close' } closes
 * the database (after the statements already received) and ends the thread. On a port: bytes are
 * frontend protocol messages, { end: true } ends that connection. Answers come back as bytes.
 */
import { readFileSync } from 'node:fs';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

/** template: a tarball of a data directory (PGlite's dumpDataDir) to start an empty dataDir from. */
export type EmbeddedWorkerData = { dataDir: string; template?: string };
export type ToWorker =
  | { type: 'open'; port: MessagePort }
  | { type: 'copy'; id: number; statement: string; data: Uint8Array }
  | { type: 'close' };
export type WorkerError = { message: string; code?: string; detail?: string; constraint?: string; table?: string };
export type FromWorker = { type: 'ready' } | { type: 'copied'; id: number; error?: WorkerError } | { type: 'closed' };
export type ToConnection = Uint8Array | { end: true };

if (!parentPort) throw new Error('embedded-worker runs as a worker thread');
const parent = parentPort;
const { dataDir, template } = workerData as EmbeddedWorkerData;

const encoder = new TextEncoder();

/** One frontend message: type byte, length, then the text as a C string. */
const textMessage = (type: string, text: string): Uint8Array => {
  const body = encoder.encode(`${text}\0`);
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
};
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
const ROLLBACK = textMessage('Q', 'ROLLBACK');
const DISCARD_ALL = textMessage('Q', 'DISCARD ALL');

const TERMINATE = 0x58; // 'X'

const db = await PGlite.create({
  dataDir,
  extensions: PGLITE_EXTENSIONS,
  ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
});

/** Every statement of every connection runs in arrival order: PGlite has one backend. */
let queue: Promise<unknown> = Promise.resolve();
const serial = <T>(job: () => Promise<T>): Promise<T> => {
  const next = queue.then(job);
  queue = next.catch(() => undefined);
  return next;
};

/**
 * An error outside the SQL (the database itself failed) leaves the backend in an unknown state:
 * the thread ends with it, and the server's side fails every connection loudly.
 */
const fatal = (error: unknown): never => {
  setImmediate(() => {
    throw error;
  });
  throw error;
};

const connection = (port: MessagePort): void => {
  let pending = new Uint8Array(0);
  let started = false;
  let ended = false;

  const run = (message: Uint8Array) =>
    serial(async () => {
      let answer: Uint8Array;
      try {
        answer = await db.execProtocolRaw(message);
      } catch (error) {
        return fatal(error);
      }
      if (answer.length === 0 || ended) return;
      // Sent by transfer: a view into a larger buffer (the startup answer) is copied out first.
      const whole = answer.byteOffset === 0 && answer.byteLength === answer.buffer.byteLength;
      const bytes = whole ? answer : answer.slice();
      port.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
    });

  /**
   * A connection that goes away (a client dropped after an error) must not leave its state to the
   * next one: close an unfinished extended query, roll back an open transaction and drop session
   * settings, as a PostgreSQL backend does by ending. (COPY never reaches the protocol: see copy.)
   */
  const finish = () => {
    if (ended) return;
    ended = true;
    port.close();
    void serial(async () => {
      try {
        await db.execProtocolRaw(SYNC);
        if (db.isInTransaction()) await db.execProtocolRaw(ROLLBACK);
        await db.execProtocolRaw(DISCARD_ALL);
      } catch (error) {
        fatal(error);
      }
    });
  };

  port.on('message', (data: ToConnection) => {
    if (ended) return;
    if (!(data instanceof Uint8Array)) {
      finish();
      return;
    }
    const joined = new Uint8Array(pending.length + data.length);
    joined.set(pending);
    joined.set(data, pending.length);
    const view = new DataView(joined.buffer);
    let offset = 0;
    let batchStart = 0;
    let terminate = false;
    // The startup packet has no type byte and is answered alone; every later message is a type
    // byte and a length. Whole messages go to the database together, a partial one waits.
    if (!started) {
      if (joined.length < 4 || joined.length < view.getInt32(0)) {
        pending = joined;
        return;
      }
      offset = view.getInt32(0);
      started = true;
      void run(joined.slice(0, offset));
      batchStart = offset;
    }
    while (offset + 5 <= joined.length) {
      const size = 1 + view.getInt32(offset + 1);
      if (offset + size > joined.length) break;
      if (joined[offset] === TERMINATE) {
        terminate = true;
        break;
      }
      offset += size;
    }
    if (offset > batchStart) void run(joined.slice(batchStart, offset));
    pending = terminate ? new Uint8Array(0) : joined.slice(offset);
    if (terminate) finish();
  });
  port.on('close', finish);
};

/**
 * PGlite reads COPY input from a file, not from the protocol: a chunk of COPY text lines arrives
 * here and is loaded through '/dev/blob'. The server's side holds the one connection meanwhile,
 * so no other statement runs in between.
 */
const copy = (id: number, statement: string, data: Uint8Array) =>
  serial(async () => {
    try {
      await db.query(statement, [], { blob: new Blob([data]) });
      parent.postMessage({ type: 'copied', id } satisfies FromWorker);
    } catch (error) {
      const e = error as WorkerError;
      if (typeof e.code !== 'string') return fatal(error);
      const { message, code, detail, constraint, table } = e;
      parent.postMessage({
        type: 'copied',
        id,
        error: { message, code, detail, constraint, table },
      } satisfies FromWorker);
    }
  });

parent.on('message', (message: ToWorker) => {
  if (message.type === 'open') connection(message.port);
  else if (message.type === 'copy') void copy(message.id, message.statement, message.data);
  else if (message.type === 'close') {
    void serial(async () => {
      await db.close();
      parent.postMessage({ type: 'closed' } satisfies FromWorker);
      parent.close();
    });
  }
});

parent.postMessage({ type: 'ready' } satisfies FromWorker);
