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
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from './pglite-extensions';

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

const TERMINATE = 0x58; // 'X'

const db = await PGlite.create({
  dataDir,
  extensions: PGLITE_EXTENSIONS,
  startParams: PGLITE_START_PARAMS,
  ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
});

/**
 * Several connections share PGlite's one backend. Each connection's messages are gathered into
 * units that end where the backend answers ReadyForQuery (a Sync or a simple Query); units run one
 * at a time, in arrival order across connections. A connection whose unit leaves a transaction
 * open (or an extended query unfinished) holds the backend: only its own units run until it is
 * idle again, so no other statement ever runs inside its transaction. Between units the backend
 * is free, so while the server's thread handles one answer the backend already runs the next
 * connection's statement.
 */
type Unit = { owner: Connection | null; job: () => Promise<void> };
type Connection = { port: MessagePort };
const waiting: Unit[] = [];
let holder: Connection | null = null;
let running = false;

const pump = (): void => {
  if (running) return;
  const i = holder ? waiting.findIndex((u) => u.owner === holder) : 0;
  const unit = i >= 0 ? waiting[i] : undefined;
  if (!unit) return;
  waiting.splice(i, 1);
  running = true;
  unit.job().then(
    () => {
      running = false;
      pump();
    },
    (error: unknown) => fatal(error),
  );
};
const schedule = (owner: Connection | null, job: () => Promise<void>): void => {
  waiting.push({ owner, job });
  pump();
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

const PARSE = 0x50; // 'P'
const SYNC_TYPE = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const READY = 0x5a; // 'Z'
const PARSE_COMPLETE = new Uint8Array([0x31, 0, 0, 0, 4]);
const decoder = new TextDecoder();

/**
 * Statements prepared on the backend, by name. The server names a statement after its text
 * (statementNamer), so a name another connection prepared is the same statement: a connection's
 * Parse of it is answered here instead of failing as a duplicate, and keeps the backend's plan.
 */
const prepared = new Set<string>();

/** The name of a unit's leading Parse message, '' when it is unnamed or not a Parse. */
const leadingParseName = (unit: Uint8Array): string => {
  if (unit[0] !== PARSE) return '';
  const end = unit.indexOf(0, 5);
  return end > 5 ? decoder.decode(unit.subarray(5, end)) : '';
};

/** Closes an unfinished extended query and rolls back an open transaction. */
const closeOpenWork = async (): Promise<void> => {
  try {
    await db.execProtocolRaw(SYNC);
    if (db.isInTransaction()) await db.execProtocolRaw(ROLLBACK);
  } catch (error) {
    fatal(error);
  }
};

const connection = (port: MessagePort): void => {
  const self: Connection = { port };
  let pending = new Uint8Array(0);
  let started = false;
  let ended = false;

  const send = (answer: Uint8Array) => {
    if (answer.length === 0 || ended) return;
    // Sent by transfer: a view into a larger buffer (the startup answer) is copied out first.
    const whole = answer.byteOffset === 0 && answer.byteLength === answer.buffer.byteLength;
    const bytes = whole ? answer : answer.slice();
    port.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
  };

  const run = (message: Uint8Array) =>
    schedule(self, async () => {
      if (ended) return;
      const name = leadingParseName(message);
      const known = name !== '' && prepared.has(name);
      // The statement is on the backend already: skip its Parse and answer it as the backend would.
      const sent = known ? message.subarray(1 + new DataView(message.buffer, message.byteOffset).getInt32(1)) : message;
      let answer: Uint8Array;
      try {
        answer = sent.length > 0 ? await db.execProtocolRaw(sent) : new Uint8Array(0);
      } catch (error) {
        return fatal(error);
      }
      if (name !== '' && !known && answer[0] === PARSE_COMPLETE[0]) prepared.add(name);
      // Idle again only when the unit ended in ReadyForQuery with status 'I'.
      const last = answer.length - 6;
      const idle = last >= 0 && answer[last] === READY && answer[answer.length - 1] === 0x49;
      if (ended && !idle) {
        // The connection went away while its unit ran and left the backend mid-transaction.
        await closeOpenWork();
        holder = null;
        return;
      }
      holder = idle ? null : self;
      if (known) {
        const joined = new Uint8Array(PARSE_COMPLETE.length + answer.length);
        joined.set(PARSE_COMPLETE);
        joined.set(answer, PARSE_COMPLETE.length);
        send(joined);
      } else send(answer);
    });

  /**
   * A connection that goes away (a client dropped after an error) must not leave its state to the
   * others: what it had not finished is dropped, and when it held the backend, an unfinished
   * extended query is closed and its transaction rolled back. (COPY never reaches the protocol:
   * see copy.)
   */
  const finish = () => {
    if (ended) return;
    ended = true;
    port.close();
    for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]?.owner === self) waiting.splice(i, 1);
    if (holder !== self) return;
    schedule(self, async () => {
      if (holder !== self) return;
      await closeOpenWork();
      holder = null;
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
    // byte and a length. Messages up to a Sync or a Query go to the database together; the rest
    // wait for theirs, and a partial message for its end.
    if (!started) {
      if (joined.length < 4 || joined.length < view.getInt32(0)) {
        pending = joined;
        return;
      }
      offset = view.getInt32(0);
      started = true;
      run(joined.slice(0, offset));
      batchStart = offset;
    }
    while (offset + 5 <= joined.length) {
      const size = 1 + view.getInt32(offset + 1);
      if (offset + size > joined.length) break;
      const type = joined[offset];
      if (type === TERMINATE) {
        terminate = true;
        break;
      }
      offset += size;
      if (type === SYNC_TYPE || type === QUERY) {
        run(joined.slice(batchStart, offset));
        batchStart = offset;
      }
    }
    pending = terminate ? new Uint8Array(0) : joined.slice(batchStart);
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
  schedule(null, async () => {
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
  else if (message.type === 'copy') copy(message.id, message.statement, message.data);
  else if (message.type === 'close') {
    schedule(null, async () => {
      await db.close();
      parent.postMessage({ type: 'closed' } satisfies FromWorker);
      parent.close();
    });
  }
});

parent.postMessage({ type: 'ready' } satisfies FromWorker);
