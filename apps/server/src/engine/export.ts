import type { PassThrough } from 'node:stream';
import { type FieldDef, findPort, hasKey, type Language, type PageDef, translate } from '@tidemark/domain';
import { isKnownZone, wallClock } from '@tidemark/domain/common/local-time';
import { utcLabel, zonedTime } from '@tidemark/domain/common/time-display';
import ExcelJS from 'exceljs';
import type { Row } from '../db/database';
import type { ServerResource } from './resource';
import { FieldErrors, mappedFields } from './sql';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The export's columns in the requested order, whitelisted by the resource's fields; none asked
 * means the page's default columns (or every field).
 */
export const exportFields = (res: ServerResource, page: PageDef, requested: readonly string[]): FieldDef[] => {
  const byName = new Map(mappedFields(res).map((f) => [f.name, f]));
  const names = requested.length > 0 ? requested : (page.columns ?? [...byName.keys()]);
  const fields: FieldDef[] = [];
  for (const name of new Set(names)) {
    const field = byName.get(name);
    if (!field) throw new FieldErrors({ columns: { key: 'validation.notAllowed', params: { field: name } } });
    fields.push(field);
  }
  return fields;
};

/**
 * The fields a row needs beyond its columns to be written: the port (and recorded zone) of a
 * datetime that happens at a place, whose time is written on that place's clock.
 */
export const placeFields = (res: ServerResource, fields: readonly FieldDef[]): FieldDef[] => {
  const byName = new Map(mappedFields(res).map((f) => [f.name, f]));
  const shown = new Set(fields.map((f) => f.name));
  const extra = new Map<string, FieldDef>();
  for (const f of fields) {
    if (f.type !== 'datetime' || !f.place) continue;
    for (const name of [f.place.port, f.place.zone]) {
      const def = name ? byName.get(name) : undefined;
      if (def && !shown.has(def.name)) extra.set(def.name, def);
    }
  }
  return [...extra.values()];
};

const NUMBER_FORMATS: Partial<Record<FieldDef['type'], string>> = {
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
};

/** Who reads the file: their language, and the zone their portal shows times in. */
export type Reader = { lang: Language; timeZone: string };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * The clock a datetime cell is read on, as on screen: the place's (its recorded zone, else its
 * port's) for a time that happens at a place, else the reader's.
 */
const clockOf = (field: FieldDef, row: Row, reader: Reader): { zone: string; local: boolean } => {
  if (field.place) {
    const recorded = field.place.zone ? text(row[field.place.zone]) : null;
    if (recorded && isKnownZone(recorded)) return { zone: recorded, local: true };
    const code = text(row[field.place.port])?.toUpperCase();
    const port = code ? (findPort(code, 'sea') ?? findPort(code, 'air')) : undefined;
    if (port?.timeZone) return { zone: port.timeZone, local: true };
  }
  return { zone: reader.timeZone, local: false };
};

/** Excel's form of the screen's '26/11/2026 13:19 (UTC+08:00)', the offset as literal text. */
const datetimeFormat = (lang: Language, offset: string, local: boolean): string => {
  const day = lang === 'en_us' ? 'dd/mm/yyyy' : 'yyyy/mm/dd';
  const label = local ? `${utcLabel(offset)} ${translate(lang, 'portal.time.local')}` : utcLabel(offset);
  return `${day} hh:mm "(${label.replace(/"/g, '')})"`;
};

/**
 * A moment as a cell: Excel's dates have no zone, so the cell holds the wall clock of the zone
 * it is read on, and its format names that zone's offset at that moment.
 */
const datetimeCell = (
  field: FieldDef,
  value: unknown,
  row: Row,
  reader: Reader,
): { value: ExcelJS.CellValue; numFmt?: string } => {
  const { zone, local } = clockOf(field, row, reader);
  const time = zonedTime(value, zone);
  if (!time) return { value: String(value) };
  const wall = wallClock(new Date(time.utc), zone);
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(wall);
  if (!m) return { value: String(value) };
  const [, y, mo, d, h, mi, sec] = m.map(Number) as number[];
  return {
    value: new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, sec)),
    numFmt: datetimeFormat(reader.lang, time.offset, local),
  };
};

/** A cell as Excel should hold it: numbers as numbers, dates as dates, enumerations by their label. */
const cellValue = (field: FieldDef, value: unknown, lang: Language): ExcelJS.CellValue => {
  if (value === null || value === undefined || value === '') return null;
  switch (field.type) {
    case 'number':
    case 'money': {
      const n = Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case 'date': {
      // A calendar date has no time zone: its day as midnight UTC, which is how Excel counts days.
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value instanceof Date ? value.toISOString() : String(value));
      return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : String(value);
    }
    case 'boolean':
      return value === true || value === 't' || value === 'true';
    case 'enum': {
      const key = `enums.${field.dict ?? ''}.${String(value)}`;
      return field.dict && hasKey(key) ? translate(lang, key) : String(value);
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
};

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
const sheetName = (title: string): string =>
  title
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/** A download name in both forms: plain ASCII for old clients, UTF-8 for the page title in any language. */
export const attachment = (title: string, fallback: string, at: Date): string => {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const safe =
    [...title]
      .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
      .join('')
      .trim() || fallback;
  const ascii = `${fallback.replace(/[^\w-]/g, '_')}-${stamp}.xlsx`;
  const encoded = encodeURIComponent(`${safe}-${stamp}.xlsx`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/** Waits while the client has not taken what was written; false once the client went away. */
const drained = (out: PassThrough): Promise<boolean> => {
  if (out.destroyed) return Promise.resolve(false);
  if (out.writableLength <= out.writableHighWaterMark) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve(!out.destroyed);
    };
    out.on('drain', done);
    out.on('close', done);
  });
};

export type WorkbookSpec = {
  title: string;
  fields: readonly FieldDef[];
  lang: Language;
  /** The zone the reader's portal shows times in; times at a place keep the place's. */
  timeZone: string;
  first: Row[];
  rest: AsyncGenerator<Row[]>;
};

/**
 * Streams one sheet: the header in the request's language, then the rows batch by batch, each
 * row committed (written out) as soon as it is added, so nothing accumulates but one batch.
 */
/** Writes the workbook; answers the number of data rows, or null when the client went away. */
export const writeWorkbook = async (out: PassThrough, spec: WorkbookSpec): Promise<number | null> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(spec.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  const labels = spec.fields.map((f) => translate(spec.lang, f.labelKey));
  sheet.columns = spec.fields.map((f, i) => ({
    key: f.name,
    width: Math.max(10, Math.min(60, f.width ? Math.round(f.width / 7) : (labels[i]?.length ?? 0) + 4)),
  }));
  const header = sheet.addRow(labels);
  header.font = { bold: true };
  header.commit();
  const reader: Reader = { lang: spec.lang, timeZone: spec.timeZone };
  let rows = spec.first;
  let written = 0;
  for (;;) {
    written += rows.length;
    for (const row of rows) {
      const formats: (string | undefined)[] = [];
      const values = spec.fields.map((f, i) => {
        const value = row[f.name];
        if (f.type !== 'datetime' || value === null || value === undefined || value === '') {
          formats[i] = NUMBER_FORMATS[f.type];
          return cellValue(f, value, spec.lang);
        }
        const cell = datetimeCell(f, value, row, reader);
        formats[i] = cell.numFmt;
        return cell.value;
      });
      const line = sheet.addRow(values);
      formats.forEach((format, i) => {
        if (format) line.getCell(i + 1).numFmt = format;
      });
      line.commit();
    }
    if (!(await drained(out))) {
      await spec.rest.return(undefined);
      return null;
    }
    const next = await spec.rest.next();
    if (next.done) break;
    rows = next.value;
  }
  sheet.commit();
  await workbook.commit();
  return written;
};
