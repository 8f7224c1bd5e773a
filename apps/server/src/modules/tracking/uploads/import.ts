import { translate } from '@tidemark/domain';
import {
  type CheckedRow,
  checkUploadRow,
  eventIdentity,
  mapHeader,
  REQUIRED_UPLOAD_COLUMNS,
  type RowIssue,
  rowFromCells,
  UPLOAD_MAX_ROWS,
  type UploadExtension,
  uploadImportState,
} from '@tidemark/domain/tracking/uploads/rows';
import type { FastifyInstance } from 'fastify';
import { rowScope } from '../../../engine/scope';
import type { Auth } from '../../../http/auth';
import { recordEvent } from '../eta/record-event';
import { readSheet } from './sheet-reader';

/**
 * Imports one stored upload: reads the sheet in the isolated reader, checks every row, records
 * the valid ones as tracking events (source 'upload') and keeps each row with its errors.
 */

export type UploadSummary = {
  id: number;
  fileName: string;
  uploadState: 'running' | 'done' | 'error';
  importState: 'not_imported' | 'imported' | 'running' | 'done';
  errorKey: string | null;
  errorParams?: Record<string, string | number>;
  totalRows: number;
  importedRows: number;
  failedRows: number;
};

type ContainerRef = { container_id: number; shipment_id: number };

/** Containers by number among the shipments the user may update (staff: branches; customer: company). */
const containersInScope = async (
  app: FastifyInstance,
  auth: Auth,
  numbers: readonly string[],
): Promise<Map<string, ContainerRef>> => {
  if (numbers.length === 0) return new Map();
  const values: unknown[] = [numbers];
  const bind = (value: number) => `$${values.push(value)}`;
  const scope = rowScope(auth, { branch: 's.branch_id', company: 's.company_id' })?.(bind) ?? 'TRUE';
  // A container number is reused across voyages: the shipment sailing latest is the current one.
  const rows = await app.database.query<ContainerRef & { container_no: string }>(
    `SELECT DISTINCT ON (c.container_no) c.container_no, c.id AS container_id, c.shipment_id
       FROM containers c JOIN shipments s ON s.id = c.shipment_id
      WHERE c.container_no = ANY($1::text[]) AND ${scope}
      ORDER BY c.container_no, s.etd DESC, s.id DESC`,
    values,
  );
  return new Map(rows.map((r) => [r.container_no, r]));
};

/** A row's problems as one line in a language, each after its column's name ("Location: unknown port"). */
export const issueMessages = (issues: readonly RowIssue[], lang: 'en_us' | 'zh_cn') =>
  issues.length === 0
    ? null
    : issues
        .map((i) => `${translate(lang, `tracking.uploads.columns.${i.field}`)}: ${translate(lang, i.key)}`)
        .join('; ');

const finishWithError = async (
  app: FastifyInstance,
  id: number,
  errorKey: string,
  errorParams: Record<string, string | number> = {},
): Promise<Pick<UploadSummary, 'uploadState' | 'importState' | 'errorKey' | 'errorParams'>> => {
  await app.database.query(
    `UPDATE tracking_uploads SET upload_state = 'error', import_state = 'not_imported', error_key = $2,
            error_params = $3::text::jsonb, finished_at = now(), updated_at = now(), version = version + 1
      WHERE id = $1`,
    [id, errorKey, JSON.stringify(errorParams)],
  );
  return { uploadState: 'error', importState: 'not_imported', errorKey, errorParams };
};

/**
 * The checks a row meets within its file, after its own: its container must be one the uploader
 * may see, and the same event must not appear earlier in the file (`seen` holds those so far).
 */
export const checkInFile = (
  checked: { row?: CheckedRow | undefined; issues: readonly RowIssue[] },
  isKnown: (containerNo: string) => boolean,
  seen: Set<string>,
): { row?: CheckedRow; issues: RowIssue[] } => {
  const issues = [...checked.issues];
  const { row } = checked;
  if (!row) return { issues };
  if (!isKnown(row.containerNo)) {
    issues.push({ field: 'containerNo', key: 'tracking.uploads.errors.containerUnknown' });
    return { issues };
  }
  const identity = eventIdentity(row);
  if (seen.has(identity)) {
    issues.push({ field: 'eventCode', key: 'tracking.uploads.errors.duplicateRow' });
    return { issues };
  }
  seen.add(identity);
  return { row, issues };
};

export const importUpload = async (
  app: FastifyInstance,
  auth: Auth,
  upload: { id: number; fileName: string; kind: UploadExtension; bytes: Uint8Array },
): Promise<UploadSummary> => {
  const base = { id: upload.id, fileName: upload.fileName, totalRows: 0, importedRows: 0, failedRows: 0 };
  const sheet = await readSheet(upload.kind, upload.bytes, {
    maxRows: UPLOAD_MAX_ROWS,
    timeoutMs: 20_000,
    memoryMb: 256,
  });
  if (!sheet.ok) {
    const key = `tracking.uploads.${sheet.reason}`;
    return { ...base, ...(await finishWithError(app, upload.id, key, { max: UPLOAD_MAX_ROWS })) };
  }
  const [header = [], ...body] = sheet.rows;
  const columns = mapHeader(header);
  const missing = REQUIRED_UPLOAD_COLUMNS.filter((c) => columns[c] === undefined);
  if (missing.length > 0) {
    const names = missing.map((c) => translate('en_us', `tracking.uploads.columns.${c}`)).join(', ');
    return {
      ...base,
      ...(await finishWithError(app, upload.id, 'tracking.uploads.missingColumns', { columns: names })),
    };
  }
  // Spreadsheet row numbers, as the user sees them (the header is row 1); blank rows are skipped.
  const raws = body
    .map((cells, i) => ({ rowNo: i + 2, raw: rowFromCells(cells, columns) }))
    .filter(({ raw }) => Object.values(raw).some((v) => v !== null));
  if (raws.length === 0) return { ...base, ...(await finishWithError(app, upload.id, 'tracking.uploads.noRows')) };

  const now = new Date();
  const checked = raws.map(({ rowNo, raw }) => ({ rowNo, raw, ...checkUploadRow(raw, now) }));
  const numbers = [...new Set(checked.flatMap((c) => (c.row ? [c.row.containerNo] : [])))];
  const known = await containersInScope(app, auth, numbers);
  const seen = new Set<string>();
  let imported = 0;
  for (const c of checked) {
    const { row, issues } = checkInFile(c, (containerNo) => known.has(containerNo), seen);
    const ref = row ? known.get(row.containerNo) : undefined;
    let eventId: number | null = null;
    if (row && ref) {
      const recorded = await recordEvent(app, {
        shipmentId: ref.shipment_id,
        containerId: ref.container_id,
        containerNo: row.containerNo,
        code: row.code,
        status: row.status,
        leg: row.leg,
        location: row.location,
        occurredAt: row.occurredAt.at,
        timeZone: row.occurredAt.zone,
        source: 'upload',
        eta: row.eta?.at ?? null,
      });
      eventId = recorded.eventId;
      imported++;
    }
    await app.database.query(
      `INSERT INTO tracking_upload_rows
         (upload_id, row_no, container_no, event_code, status, location, event_time, occurred_at, eta, vessel, voyage,
          remarks, import_state, error_keys, errors_en, errors_zh, shipment_id, event_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::text::jsonb, $15, $16, $17, $18)`,
      [
        upload.id,
        c.rowNo,
        c.raw.containerNo?.slice(0, 40) ?? null,
        c.raw.eventCode?.slice(0, 40) ?? null,
        c.row?.status ?? null,
        c.raw.location?.slice(0, 20) ?? null,
        c.raw.eventTime?.slice(0, 40) ?? null,
        c.row?.occurredAt.at ?? null,
        c.row?.eta?.at ?? null,
        c.raw.vessel?.slice(0, 100) ?? null,
        c.raw.voyage?.slice(0, 40) ?? null,
        c.raw.remarks?.slice(0, 200) ?? null,
        eventId === null ? 'not_imported' : 'imported',
        JSON.stringify(issues),
        issueMessages(issues, 'en_us'),
        issueMessages(issues, 'zh_cn'),
        ref?.shipment_id ?? null,
        eventId,
      ],
    );
  }
  const failed = checked.length - imported;
  const importState = uploadImportState(imported, failed);
  await app.database.query(
    `UPDATE tracking_uploads SET upload_state = 'done', import_state = $2, total_rows = $3, imported_rows = $4,
            failed_rows = $5, finished_at = now(), updated_at = now(), version = version + 1
      WHERE id = $1`,
    [upload.id, importState, checked.length, imported, failed],
  );
  return {
    ...base,
    uploadState: 'done',
    importState,
    errorKey: null,
    totalRows: checked.length,
    importedRows: imported,
    failedRows: failed,
  };
};
