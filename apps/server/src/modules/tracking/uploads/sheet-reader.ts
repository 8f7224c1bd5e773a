import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { UploadExtension } from '@tidemark/domain/tracking/uploads/rows';

/**
 * Spreadsheet files come from users, so they are parsed in a worker thread with its own memory
 * limit and a deadline: a hostile or broken file can exhaust the worker, not the server. .xlsx
 * is read with exceljs; .xls (the old binary format) with SheetJS, which is only ever run here.
 * The worker answers the first sheet as rows of text cells (dates as local 'YYYY-MM-DD HH:mm:ss').
 */

export type SheetResult =
  | { ok: true; rows: (string | null)[][] }
  | { ok: false; reason: 'unreadable' | 'timedOut' | 'tooManyRows' };

export type SheetLimits = { maxRows: number; timeoutMs: number; memoryMb: number };
export const SHEET_LIMITS: SheetLimits = { maxRows: 5000, timeoutMs: 20_000, memoryMb: 256 };

const resolve = createRequire(import.meta.url).resolve;

// Plain JavaScript, run with eval so it works the same from sources and from the server bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { kind, bytes, maxRows, modules } = workerData;
const pad = (n) => String(n).padStart(2, '0');
const wall = (y, mo, d, h, mi, s) => y + '-' + pad(mo) + '-' + pad(d) + ' ' + pad(h) + ':' + pad(mi) + ':' + pad(s);
const fromDate = (v) => wall(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate(), v.getUTCHours(), v.getUTCMinutes(), v.getUTCSeconds());
const text = (v) => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return fromDate(v);
  if (typeof v === 'object') {
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return text(v.result);
    if ('text' in v) return String(v.text);
    return null;
  }
  return String(v);
};
const finish = (rows) => parentPort.postMessage(rows.length > maxRows + 1 ? { ok: false, reason: 'tooManyRows' } : { ok: true, rows });
const readXlsx = async () => {
  const ExcelJS = require(modules.exceljs);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes));
  const sheet = book.worksheets[0];
  const rows = [];
  if (sheet) {
    if (sheet.actualRowCount > maxRows + 1) return parentPort.postMessage({ ok: false, reason: 'tooManyRows' });
    sheet.eachRow({ includeEmpty: false }, (row, n) => {
      const cells = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(text(row.getCell(c).value));
      rows[n - 1] = cells;
    });
  }
  finish(Array.from(rows, (r) => r || []));
};
const readXls = () => {
  const XLSX = require(modules.xlsx);
  const book = XLSX.read(Buffer.from(bytes), { type: 'buffer', cellDates: false, sheetRows: maxRows + 2 });
  const sheet = book.Sheets[book.SheetNames[0]];
  const rows = [];
  if (sheet && sheet['!ref']) {
    const range = XLSX.utils.decode_range(sheet['!ref']);
    for (let r = range.s.r; r <= range.e.r; r++) {
      const cells = [];
      for (let c = range.s.c; c <= range.e.c; c++) {
        const cell = sheet[XLSX.utils.encode_cell({ r, c })];
        if (!cell || cell.v === undefined || cell.v === null) { cells.push(null); continue; }
        if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z)) {
          const d = XLSX.SSF.parse_date_code(cell.v);
          cells.push(wall(d.y, d.m, d.d, d.H, d.M, Math.round(d.S)));
        } else if (cell.t === 'd') cells.push(fromDate(cell.v));
        else cells.push(String(cell.v));
      }
      rows.push(cells);
    }
  }
  if (rows.length > maxRows + 1) return parentPort.postMessage({ ok: false, reason: 'tooManyRows' });
  finish(rows);
};
Promise.resolve()
  .then(() => (kind === 'xlsx' ? readXlsx() : readXls()))
  .catch(() => parentPort.postMessage({ ok: false, reason: 'unreadable' }));
`;

/** Reads the first sheet of an .xls or .xlsx file in a worker with limits. */
export const readSheet = (kind: UploadExtension, bytes: Uint8Array, limits = SHEET_LIMITS): Promise<SheetResult> =>
  new Promise((done) => {
    let settled = false;
    const settle = (result: SheetResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      done(result);
    };
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        kind,
        bytes,
        maxRows: limits.maxRows,
        modules: { exceljs: resolve('exceljs'), xlsx: resolve('@e965/xlsx') },
      },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    const timer = setTimeout(() => settle({ ok: false, reason: 'timedOut' }), limits.timeoutMs);
    worker.once('message', (result: SheetResult) => settle(result));
    // Out of memory or a crash inside the parser: the file is unreadable, the server carries on.
    worker.once('error', () => settle({ ok: false, reason: 'unreadable' }));
    worker.once('exit', () => settle({ ok: false, reason: 'unreadable' }));
  });

/** Content signatures: .xlsx is a ZIP package, .xls an OLE2 compound document. */
export const hasSignature = (kind: UploadExtension, bytes: Uint8Array): boolean => {
  const starts = (sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);
  return kind === 'xlsx' ? starts([0x50, 0x4b, 0x03, 0x04]) : starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
};
