import { findPort, makeContainerNumber } from '@tidemark/domain';
import { wallClock } from '@tidemark/domain/common/local-time';
import { checkUploadRow, type RawUploadRow, uploadImportState } from '@tidemark/domain/tracking/uploads/rows';
import ExcelJS from 'exceljs';
import type { Database } from '../../../db/database';
import { BRANCHES } from '../../admin';
import { checkInFile, issueMessages } from './import';

/**
 * Demo uploads of container events: the Ningbo operations clerk's daily terminal sheets and a
 * Shanghai week of gate moves, each made of events the demo shipments really had (those events
 * then carry the source 'upload'), with the usual slips of a hand-kept sheet among them (a
 * mistyped check digit, a misspelt port, a container of another forwarder, a row pasted twice,
 * an unknown event) and one empty template sent by mistake.
 */

const HEADER = ['Container No', 'Event Code', 'Location', 'Event Time', 'Vessel', 'Voyage', 'Remarks'];
const HOUR = 3600_000;
/** The events a terminal reports: gate and quay moves of a box. */
const TERMINAL_CODES = ['GATE_IN', 'LOADED', 'DISCHARGED', 'OUT_GATE', 'EMPTY_RETURN_COMPLETE'];

type Author = { id: number; branch_id: number; branch: string; time_zone: string };

type SourceEvent = {
  id: number;
  shipment_id: number;
  code: string;
  location: string;
  occurred_at: Date;
  container_no: string;
  vessel: string | null;
  voyage: string | null;
};

type SheetRow = { raw: RawUploadRow; eventId?: number; shipmentId?: number };

type Slip = 'checkDigit' | 'port' | 'foreignBox' | 'twice' | 'eventCode';

type Plan = { author: string; name: (day: string) => string; events: number; slips: Slip[] };

const PLANS: readonly Plan[] = [
  { author: 'ops', name: (day) => `NGB-terminal-events-${day}.xlsx`, events: 6, slips: ['checkDigit', 'port'] },
  { author: 'ops', name: (day) => `NGB-terminal-events-${day}.xlsx`, events: 5, slips: ['twice', 'foreignBox'] },
  { author: 'csr', name: (day) => `SHA gate moves ${day}.xlsx`, events: 6, slips: [] },
  { author: 'csr', name: (day) => `SHA gate moves ${day} (2).xlsx`, events: 3, slips: ['eventCode'] },
];

/** "2026-10-29 14:20" (with ":05" when asked) on a zone's clock, as a terminal's sheet writes it. */
const localText = (at: Date, zone: string, seconds: boolean): string =>
  wallClock(at, zone)
    .replace('T', ' ')
    .slice(0, seconds ? 19 : 16);

/** The first moment from `at` on that falls in the office's working day (09:00–19:00 on its clock). */
const officeHours = (at: number, author: Author): number => {
  const hour = Number(localText(new Date(at), author.time_zone, false).slice(11, 13));
  if (hour < 9) return at + (9 - hour) * HOUR;
  if (hour >= 19) return at + (33 - hour) * HOUR;
  return at;
};

const emptyRow = (): Record<keyof RawUploadRow, string | null> => ({
  containerNo: null,
  eventCode: null,
  status: null,
  location: null,
  eventTime: null,
  timeZone: null,
  vessel: null,
  voyage: null,
  eta: null,
  remarks: null,
});

const rowOf = (e: SourceEvent): RawUploadRow => {
  const zone = findPort(e.location, 'sea')?.timeZone ?? 'UTC';
  const quay = e.code === 'LOADED' || e.code === 'DISCHARGED';
  return {
    ...emptyRow(),
    containerNo: e.container_no,
    eventCode: e.code,
    location: e.location,
    eventTime: localText(e.occurred_at, zone, e.occurred_at.getUTCSeconds() !== 0),
    vessel: quay ? e.vessel : null,
    voyage: quay ? e.voyage : null,
  };
};

const slipRow = (slip: Slip, first: SourceEvent, foreignBox: string): RawUploadRow => {
  const raw = rowOf(first);
  switch (slip) {
    case 'checkDigit': {
      const digit = Number(first.container_no.slice(-1));
      return { ...raw, containerNo: `${first.container_no.slice(0, -1)}${(digit + 1) % 10}` };
    }
    case 'port':
      return {
        ...raw,
        location: first.location === 'CNNGB' ? 'CNNBO' : `${first.location.slice(0, 2)} ${first.location.slice(2)}`,
      };
    case 'foreignBox':
      return { ...raw, containerNo: foreignBox, remarks: 'Booked by the consignee' };
    case 'twice':
      return raw;
    case 'eventCode':
      return { ...raw, eventCode: 'GATE OUT' };
  }
};

const sheet = async (rows: readonly RawUploadRow[]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Events');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow([r.containerNo, r.eventCode, r.location, r.eventTime, r.vessel, r.voyage, r.remarks]);
  return Buffer.from(await book.xlsx.writeBuffer());
};

const authorOf = async (database: Database, userName: string): Promise<Author | undefined> =>
  (
    await database.query<Author>(
      `SELECT u.id, u.branch_id, b.code AS branch, coalesce(b.time_zone, 'UTC') AS time_zone
         FROM users u JOIN branches b ON b.id = u.branch_id WHERE u.user_name = $1`,
      [userName],
    )
  )[0];

/**
 * Terminal events of the author's branch's containers, latest first, not yet taken by another
 * file: at the branch's own port when it has enough of them, else anywhere.
 */
const branchEvents = async (
  database: Database,
  author: Author,
  asOf: Date,
  taken: readonly number[],
): Promise<SourceEvent[]> => {
  const port = BRANCHES.find((b) => b.code === author.branch)?.port ?? null;
  const atPort = await eventsAt(database, author, asOf, taken, port);
  return atPort.length >= 12 ? atPort : eventsAt(database, author, asOf, taken, null);
};

const eventsAt = (database: Database, author: Author, asOf: Date, taken: readonly number[], port: string | null) =>
  database.query<SourceEvent>(
    // From the branch's shipments to their events by the events' shipment index: a walk over all
    // events and containers first costs seconds on a database of a million shipments.
    `SELECT e.id, e.shipment_id, e.code, e.location, e.occurred_at, e.container_no, s.vessel, s.voyage
       FROM shipments s
      CROSS JOIN LATERAL (
             SELECT e.id, e.shipment_id, e.code, e.location, e.occurred_at, c.container_no
               FROM tracking_events e
               JOIN containers c ON c.id = e.container_id
              WHERE e.shipment_id = s.id AND e.code = ANY($2::text[]) AND e.occurred_at <= $3 AND e.occurred_at > $4
                AND NOT (e.id = ANY($5::int[])) AND ($6::text IS NULL OR e.location = $6)
                AND NOT EXISTS (SELECT 1 FROM containers o WHERE o.container_no = c.container_no AND o.id <> c.id)
             OFFSET 0) e
      WHERE s.branch_id = $1
      ORDER BY e.occurred_at DESC, e.id DESC
      LIMIT 200`,
    [
      author.branch_id,
      TERMINAL_CODES,
      new Date(asOf.getTime() - 2 * HOUR),
      new Date(asOf.getTime() - 60 * 24 * HOUR),
      [...taken],
      port,
    ],
  );

const insertUpload = async (
  database: Database,
  author: Author,
  values: {
    fileName: string;
    content: Buffer;
    uploadState: 'done' | 'error';
    importState: string;
    errorKey: string | null;
    total: number;
    imported: number;
    createdAt: Date;
  },
): Promise<number> => {
  const rows = await database.query<{ id: number }>(
    `INSERT INTO tracking_uploads
       (file_name, file_type, file_size, content, upload_state, import_state, error_key, total_rows, imported_rows,
        failed_rows, user_id, branch_id, created_at, finished_at, updated_at)
     VALUES ($1, 'xlsx', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
    [
      values.fileName,
      values.content.length,
      values.content,
      values.uploadState,
      values.importState,
      values.errorKey,
      values.total,
      values.imported,
      values.total - values.imported,
      author.id,
      author.branch_id,
      values.createdAt,
      new Date(values.createdAt.getTime() + 4000),
    ],
  );
  return rows[0]?.id as number;
};

export const seedTrackingUploads = async (database: Database, asOf: Date): Promise<void> => {
  if (((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM tracking_uploads'))[0]?.n ?? 0) > 0) return;
  // A box of another forwarder: a valid number no demo shipment carries.
  let serial = 913572;
  const inUse = async (no: string) =>
    ((await database.query('SELECT 1 FROM containers WHERE container_no = $1', [no])) as unknown[]).length > 0;
  while (await inUse(makeContainerNumber('TGHU', serial))) serial++;
  const foreignBox = makeContainerNumber('TGHU', serial);

  const taken: number[] = [];
  const pools = new Map<string, SourceEvent[]>();
  let lastFile: { author: Author; at: Date } | undefined;
  // Each author's files are oldest first: the pool is latest first, so files take from its end.
  for (const [i, plan] of PLANS.entries()) {
    const author = await authorOf(database, plan.author);
    if (!author) continue;
    let pool = pools.get(plan.author);
    if (!pool) {
      pool = (await branchEvents(database, author, asOf, taken)).reverse();
      pools.set(plan.author, pool);
    }
    const laterFiles = PLANS.slice(i + 1).filter((p) => p.author === plan.author).length;
    const picked = pool.splice(Math.max(0, pool.length - (laterFiles + 1) * 6), plan.events);
    if (picked.length === 0) continue;
    taken.push(...picked.map((e) => e.id));
    const first = picked[0] as SourceEvent;
    const sheetRows: SheetRow[] = picked.map((e) => ({ raw: rowOf(e), eventId: e.id, shipmentId: e.shipment_id }));
    // The slips sit among the good rows, as they do in a sheet typed by hand.
    for (const [j, slip] of plan.slips.entries()) {
      sheetRows.splice(Math.min(sheetRows.length, 2 + j * 3), 0, { raw: slipRow(slip, first, foreignBox) });
    }
    const last = picked.reduce((a, e) => (e.occurred_at > a ? e.occurred_at : a), first.occurred_at);
    const at = new Date(
      Math.min(asOf.getTime() - HOUR, officeHours(last.getTime() + 3 * HOUR + i * 7 * 60_000, author)),
    );
    const fileName = plan.name(localText(at, author.time_zone, false).slice(0, 10));

    const known = new Set(picked.map((e) => e.container_no));
    const seen = new Set<string>();
    const checked = sheetRows.map((r, n) => {
      const { row, issues } = checkInFile(checkUploadRow(r.raw, asOf), (no) => known.has(no), seen);
      const eventId = row ? r.eventId : undefined;
      return { rowNo: n + 2, raw: r.raw, row, issues, eventId, shipmentId: r.shipmentId };
    });
    const imported = checked.filter((c) => c.eventId !== undefined).length;
    const uploadId = await insertUpload(database, author, {
      fileName,
      content: await sheet(sheetRows.map((r) => r.raw)),
      uploadState: 'done',
      importState: uploadImportState(imported, checked.length - imported),
      errorKey: null,
      total: checked.length,
      imported,
      createdAt: at,
    });
    for (const c of checked) {
      await database.query(
        `INSERT INTO tracking_upload_rows
           (upload_id, row_no, container_no, event_code, status, location, event_time, occurred_at, vessel, voyage,
            remarks, import_state, error_keys, errors_en, errors_zh, shipment_id, event_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text::jsonb, $14, $15, $16, $17, $18)`,
        [
          uploadId,
          c.rowNo,
          c.raw.containerNo,
          c.raw.eventCode,
          c.row?.status ?? null,
          c.raw.location,
          c.raw.eventTime,
          c.row?.occurredAt.at ?? null,
          c.raw.vessel,
          c.raw.voyage,
          c.raw.remarks,
          c.eventId === undefined ? 'not_imported' : 'imported',
          JSON.stringify(c.issues),
          issueMessages(c.issues, 'en_us'),
          issueMessages(c.issues, 'zh_cn'),
          c.shipmentId ?? null,
          c.eventId ?? null,
          at,
        ],
      );
      // The event the row became came from this file, stamped with the port's zone as read.
      if (c.row && c.eventId !== undefined) {
        await database.query(
          `UPDATE tracking_events SET source = 'upload', occurred_at = $2, time_zone = $3 WHERE id = $1`,
          [c.eventId, c.row.occurredAt.at, c.row.port.timeZone],
        );
      }
    }
    lastFile = { author, at };
  }
  // The next morning someone sent the blank template instead of the day's sheet.
  if (lastFile) {
    const at = new Date(
      Math.min(asOf.getTime() - 20 * 60_000, officeHours(lastFile.at.getTime() + 16 * HOUR, lastFile.author)),
    );
    await insertUpload(database, lastFile.author, {
      fileName: 'Container event template.xlsx',
      content: await sheet([]),
      uploadState: 'error',
      importState: 'not_imported',
      errorKey: 'tracking.uploads.noRows',
      total: 0,
      imported: 0,
      createdAt: at,
    });
  }
  await database.exec('ANALYZE tracking_uploads; ANALYZE tracking_upload_rows');
};
