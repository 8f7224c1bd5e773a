import { type Language, translate } from '@tidemark/domain';
import { sumMoney } from '@tidemark/domain/common/money';
import {
  type CheckedRateRow,
  checkRateRows,
  RATE_SHEET_MAX_BYTES,
  RATE_SHEET_MAX_ROWS,
  type RateKind,
  type RateRowIssue,
  type RateSheetExtension,
  rateSheetExtension,
  readSheetHead,
} from '@tidemark/domain/pricing/imports/index';
import type { FastifyInstance } from 'fastify';
import { rowScope } from '../../../engine/scope';
import type { Auth } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { hasSignature, readSheet } from '../../tracking';

/**
 * A rate sheet read and checked, with nothing written: the file in the limited reader, B2, C3
 * and the header, the shipment among the user's branches, then every row against the branches,
 * the shared charge codes and the shipment's cargo. The preview answers this; the commit writes
 * the accepted rows of the same check.
 */

const refuse = (key: string, params?: Record<string, string | number>) => new AppError(400, key, params, { file: key });

/** The worker's limits: a sheet of the most rows allowed reads in a couple of seconds. */
const READ_LIMITS = { maxRows: RATE_SHEET_MAX_ROWS + 10, timeoutMs: 20_000, memoryMb: 256 };

export type SheetShipment = {
  id: number;
  shipmentNo: string;
  branchId: number;
  mode: string;
  route: string;
  /** The lane: the ports of loading and discharge (UN/LOCODE). */
  pol: string;
  pod: string;
  containers: number;
  weightKg: string;
  volumeCbm: string;
};

export type PreviewRow = {
  rowNo: number;
  branch: string | null;
  chargeCode: string | null;
  unit: string | null;
  quantity: string | null;
  rate: string | null;
  minimum: string | null;
  currency: string | null;
  amount: string | null;
  remarks: string | null;
  accepted: boolean;
  errors: { field: string; message: string }[];
};

export type CheckedSheet = {
  fileName: string;
  fileType: RateSheetExtension;
  kind: RateKind;
  shipment: SheetShipment;
  rows: CheckedRateRow[];
  counts: { read: number; accepted: number; refused: number };
  /** The accepted rows' amounts per currency. */
  totals: Record<string, string>;
};

const sheetShipment = async (app: FastifyInstance, auth: Auth, shipmentNo: string): Promise<SheetShipment | null> => {
  const values: unknown[] = [shipmentNo];
  const bind = (v: number) => `$${values.push(v)}`;
  const scope = rowScope(auth, { branch: 's.branch_id' })?.(bind) ?? 'TRUE';
  const row = (
    await app.database.query<{
      id: number;
      shipment_no: string;
      branch_id: number;
      mode: string;
      origin_port: string;
      destination_port: string;
      containers: number;
      weight: string;
      volume: string;
    }>(
      `SELECT s.id, s.shipment_no, s.branch_id, s.mode, s.origin_port, s.destination_port,
              (SELECT count(*)::int FROM containers c WHERE c.shipment_id = s.id) AS containers,
              s.gross_weight_kg::text AS weight, s.volume_cbm::text AS volume
         FROM shipments s WHERE s.shipment_no = $1 AND ${scope}`,
      values,
    )
  )[0];
  if (!row) return null;
  return {
    id: row.id,
    shipmentNo: row.shipment_no,
    branchId: row.branch_id,
    mode: row.mode,
    route: `${row.origin_port} → ${row.destination_port}`,
    pol: row.origin_port,
    pod: row.destination_port,
    containers: row.containers,
    weightKg: row.weight,
    volumeCbm: row.volume,
  };
};

/** Reads and checks one uploaded file; a whole-file refusal is a 400 naming the file. */
export const checkSheet = async (
  app: FastifyInstance,
  auth: Auth,
  file: { name: string; bytes: Uint8Array },
): Promise<CheckedSheet> => {
  const fileType = rateSheetExtension(file.name);
  if (!fileType || !hasSignature(fileType, file.bytes)) throw refuse('tracking.uploads.wrongType');
  if (file.bytes.length > RATE_SHEET_MAX_BYTES)
    throw refuse('tracking.uploads.tooLarge', { max: RATE_SHEET_MAX_BYTES >> 20 });
  const sheet = await readSheet(fileType, file.bytes, READ_LIMITS);
  if (!sheet.ok) {
    if (sheet.reason === 'tooManyRows')
      throw refuse('pricing.imports.errors.tooManyRows', { max: RATE_SHEET_MAX_ROWS });
    throw refuse(`tracking.uploads.${sheet.reason}`);
  }
  const head = readSheetHead(sheet.rows);
  if ('key' in head) throw refuse(head.key, head.params);
  const shipment = await sheetShipment(app, auth, head.shipmentNo);
  if (!shipment) throw refuse('pricing.imports.errors.shipmentUnknown', { shipmentNo: head.shipmentNo });

  const [branches, codes] = await Promise.all([
    app.database.query<{ id: number; code: string }>('SELECT id, code FROM branches'),
    app.database.query<{ value: string }>(`SELECT value FROM dictionaries WHERE dict_type = 'charge_code' AND active`),
  ]);
  const branchIds = new Map(branches.map((b) => [b.code.toUpperCase(), b.id]));
  const rows = checkRateRows(sheet.rows, head, {
    branches: new Set(branchIds.keys()),
    chargeCodes: new Set(codes.map((c) => c.value)),
    cargo: { containers: shipment.containers, weightKg: shipment.weightKg, volumeCbm: shipment.volumeCbm },
  });
  if (rows.length === 0) throw refuse('pricing.imports.errors.noRows');
  if (rows.length > RATE_SHEET_MAX_ROWS)
    throw refuse('pricing.imports.errors.tooManyRows', { max: RATE_SHEET_MAX_ROWS });

  const byCurrency = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.rate) continue;
    byCurrency.set(r.rate.currency, [...(byCurrency.get(r.rate.currency) ?? []), r.rate.amount]);
  }
  const accepted = rows.filter((r) => r.rate).length;
  return {
    fileName: file.name,
    fileType,
    kind: head.kind,
    shipment,
    rows,
    counts: { read: rows.length, accepted, refused: rows.length - accepted },
    totals: Object.fromEntries([...byCurrency].map(([currency, amounts]) => [currency, sumMoney(amounts)])),
  };
};

const messages = (issues: readonly RateRowIssue[], lang: Language) =>
  issues.map((i) => ({
    field: i.field,
    message: `${translate(lang, `pricing.imports.columns.${i.field}`)}: ${translate(lang, i.key)}`,
  }));

/** The preview as the screen shows it, every error in the caller's language. */
export const previewOf = (checked: CheckedSheet, lang: Language) => ({
  fileName: checked.fileName,
  kind: checked.kind,
  shipment: checked.shipment,
  counts: checked.counts,
  totals: checked.totals,
  rows: checked.rows.map(
    (r): PreviewRow => ({
      rowNo: r.rowNo,
      branch: r.rate?.branch ?? r.raw.branch,
      chargeCode: r.rate?.chargeCode ?? r.raw.chargeCode,
      unit: r.rate?.unit ?? r.raw.unit,
      quantity: r.rate?.quantity ?? r.raw.quantity,
      rate: r.rate?.rate ?? r.raw.rate,
      minimum: r.rate?.minimum ?? r.raw.minimum,
      currency: r.rate?.currency ?? r.raw.currency,
      amount: r.rate?.amount ?? null,
      remarks: r.raw.remarks,
      accepted: r.rate !== undefined,
      errors: messages(r.issues, lang),
    }),
  ),
});
