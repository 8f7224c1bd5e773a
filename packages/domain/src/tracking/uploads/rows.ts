import { isValidContainerNumber } from '../../reference/container-number';
import { findPort, type Port } from '../../reference/ports';
import { EVENT_CODES, type EventCode, type Leg, TRACKING_STATUS_CODES, type TrackingStatus } from '../../shipments';
import { type ParsedTime, resolveEventTime } from './event-time';

/**
 * The container event upload (route uploadContainerTracking): the template's columns, the file
 * limits and the checks every row goes through before it may become a tracking event.
 */

/** SPEC §5: rate sheets and imports are .xls or .xlsx only, one file at a time. */
export const UPLOAD_EXTENSIONS = ['xls', 'xlsx'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 5000;

export const UPLOAD_COLUMNS = [
  'containerNo',
  'eventCode',
  'status',
  'location',
  'eventTime',
  'timeZone',
  'vessel',
  'voyage',
  'eta',
  'remarks',
] as const;
export type UploadColumn = (typeof UPLOAD_COLUMNS)[number];
export const REQUIRED_UPLOAD_COLUMNS: readonly UploadColumn[] = ['containerNo', 'eventCode', 'location', 'eventTime'];

/** Header texts the template may carry in either language (compared without case and spaces). */
export const UPLOAD_HEADERS: Readonly<Record<UploadColumn, readonly string[]>> = {
  containerNo: ['container no', 'container number', 'container', '柜号', '箱号', '集装箱号'],
  eventCode: ['event code', 'event', 'code', '事件代码', '事件'],
  status: ['status', 'status code', '状态', '状态代码'],
  location: ['location', 'un/locode', 'unlocode', 'port', '地点', '港口'],
  eventTime: ['event time', 'time', 'date time', '事件时间', '发生时间'],
  timeZone: ['time zone', 'zone', 'timezone', '时区'],
  vessel: ['vessel', '船名'],
  voyage: ['voyage', '航次'],
  eta: ['eta', 'new eta', '预计到港', '预计到达'],
  remarks: ['remarks', 'remark', 'notes', '备注'],
};

const headerKey = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Column index of each template column found in the header row. */
export const mapHeader = (header: readonly (string | null)[]): Partial<Record<UploadColumn, number>> => {
  const out: Partial<Record<UploadColumn, number>> = {};
  header.forEach((cell, index) => {
    if (cell === null) return;
    const key = headerKey(cell);
    for (const column of UPLOAD_COLUMNS) {
      if (out[column] === undefined && UPLOAD_HEADERS[column].includes(key)) out[column] = index;
    }
  });
  return out;
};

export type RawUploadRow = Readonly<Record<UploadColumn, string | null>>;

export const rowFromCells = (
  cells: readonly (string | null)[],
  columns: Partial<Record<UploadColumn, number>>,
): RawUploadRow => {
  const out = {} as Record<UploadColumn, string | null>;
  for (const column of UPLOAD_COLUMNS) {
    const index = columns[column];
    const value = index === undefined ? null : (cells[index] ?? null);
    out[column] = value === null || value.trim() === '' ? null : value.trim();
  }
  return out;
};

export type RowIssue = { field: UploadColumn; key: string };

export type CheckedRow = {
  containerNo: string;
  code: EventCode;
  status: TrackingStatus;
  leg: Leg;
  location: string;
  port: Port;
  occurredAt: ParsedTime;
  eta: ParsedTime | null;
  vessel: string | null;
  voyage: string | null;
  remarks: string | null;
};

const issueKey = (name: string) => `tracking.uploads.errors.${name}`;
const TEXT_LIMITS = { vessel: 50, voyage: 20, remarks: 100 } as const;
/** Clocks differ between systems; an event may be stamped a little ahead of ours, not a day. */
const FUTURE_TOLERANCE_MS = 24 * 3600_000;
const EARLIEST = Date.UTC(2000, 0, 1);

const portOf = (code: string): Port | undefined => findPort(code, 'sea') ?? findPort(code, 'air');

/**
 * Checks one row on its own (formats, codes, places, times). Whether the container is one the
 * user may update needs the database and is checked by the server afterwards.
 */
export const checkUploadRow = (raw: RawUploadRow, now: Date): { row?: CheckedRow; issues: RowIssue[] } => {
  const issues: RowIssue[] = [];
  const add = (field: UploadColumn, name: string) => issues.push({ field, key: issueKey(name) });

  const containerNo = raw.containerNo?.toUpperCase().replace(/\s+/g, '') ?? '';
  if (containerNo === '') add('containerNo', 'containerRequired');
  else if (!/^[A-Z]{4}\d{7}$/.test(containerNo)) add('containerNo', 'containerFormat');
  else if (!isValidContainerNumber(containerNo)) add('containerNo', 'containerCheckDigit');

  const codeText = raw.eventCode?.toUpperCase().replace(/[\s-]+/g, '_') ?? '';
  const code = codeText in EVENT_CODES ? (codeText as EventCode) : undefined;
  if (codeText === '') add('eventCode', 'eventCodeRequired');
  else if (!code) add('eventCode', 'eventCodeUnknown');

  let status: TrackingStatus | undefined = code ? EVENT_CODES[code].status : undefined;
  if (raw.status !== null) {
    const n = /^\d{1,2}$/.test(raw.status) ? Number(raw.status) : Number.NaN;
    if (!(TRACKING_STATUS_CODES as readonly number[]).includes(n)) add('status', 'statusInvalid');
    else status = n as TrackingStatus;
  }

  const location = raw.location?.toUpperCase() ?? '';
  const port = location === '' ? undefined : portOf(location);
  if (location === '') add('location', 'locationRequired');
  else if (!port) add('location', 'locationUnknown');

  let occurredAt: ParsedTime | undefined;
  if (raw.eventTime === null) add('eventTime', 'timeRequired');
  else {
    const t = resolveEventTime(raw.eventTime, raw.timeZone, port?.timeZone);
    if (t === 'invalid') add('eventTime', 'timeInvalid');
    else if (t === 'zone') {
      // Without a known port the zone is unknowable; the location already carries that error.
      if (port || location === '') add('timeZone', 'zoneInvalid');
    } else if (t.at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) add('eventTime', 'timeFuture');
    else if (t.at.getTime() < EARLIEST) add('eventTime', 'timeInvalid');
    else occurredAt = t;
  }

  let eta: ParsedTime | null = null;
  if (raw.eta !== null) {
    const t = resolveEventTime(raw.eta, raw.timeZone, port?.timeZone);
    if (t === 'invalid' || t === 'zone' || t.at.getTime() < EARLIEST) add('eta', 'etaInvalid');
    else eta = t;
  }

  for (const field of ['vessel', 'voyage', 'remarks'] as const) {
    if ((raw[field]?.length ?? 0) > TEXT_LIMITS[field]) add(field, `${field}TooLong`);
  }

  if (issues.length > 0 || !code || status === undefined || !port || !occurredAt) return { issues };
  return {
    issues,
    row: {
      containerNo,
      code,
      status,
      leg: EVENT_CODES[code].leg,
      location,
      port,
      occurredAt,
      eta,
      vessel: raw.vessel,
      voyage: raw.voyage,
      remarks: raw.remarks,
    },
  };
};

/** The same event twice (container, code, place, instant) is one event. */
export const eventIdentity = (row: Pick<CheckedRow, 'containerNo' | 'code' | 'location' | 'occurredAt'>): string =>
  `${row.containerNo}|${row.code}|${row.location}|${row.occurredAt.at.toISOString()}`;

/** File type by extension; the server also checks the content's signature. */
export const uploadExtension = (fileName: string): UploadExtension | undefined => {
  const ext = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext ?? '') ? (ext as UploadExtension) : undefined;
};

/**
 * SPEC §4 import state of an upload once its rows are checked: done when every row became an
 * event, imported when some did, not imported when none did.
 */
export const uploadImportState = (imported: number, failed: number): 'not_imported' | 'imported' | 'done' => {
  if (imported === 0) return 'not_imported';
  return failed === 0 ? 'done' : 'imported';
};
