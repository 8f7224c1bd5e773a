import {
  type ChargeSide,
  duplicateSr,
  freightTotalCheck,
  isFreightCode,
  LINE_MARKERS,
  type LineMarker,
  MARKERS_WITH_REASON,
  markerAllowed,
} from '@tidemark/domain/finance/index';
import { CHARGE_CODES } from '@tidemark/domain/pricing/index';
import { auditIn, type TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { AppError, conflict } from '../../../http/errors';
import {
  assertEditable,
  assertProfitOpen,
  type LineRow,
  priceLine,
  type SaveContext,
  type SavedLine,
  type SheetShipment,
  saveContext,
  sheetLines,
  sheetRow,
} from './sheet';

/** What the user enters for a line; the server prices it. */
export type LineInput = {
  side: ChargeSide;
  chargeCode: string;
  partyCompanyId: number | null;
  description: string | null;
  currency: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  rateDate: string | null;
  isSr: boolean;
};

/** A line being added by a fill: its source besides what the user would enter. */
export type NewLine = LineInput & { source: 'quotation' | 'cost_rate' | 'manual'; quotationId: number | null };

const audit = (query: TxQuery, auth: Auth, id: number, action: string, changes: Record<string, unknown>) =>
  auditIn(query, { entity: 'chargeLine', entityId: id, action, userId: auth.userId, changes });

const refuseDuplicateSr = (
  lines: SaveContext['srLines'],
  candidate: { id?: number; side: ChargeSide; chargeCode: string; isSr: boolean },
) => {
  if (duplicateSr(lines, candidate)) {
    throw new AppError(400, 'finance.charges.errors.duplicateSr', undefined, {
      isSr: 'finance.charges.errors.duplicateSr',
    });
  }
};

/** Refuses a charge code no rate sheet knows and a party that is no company (as the save context found them). */
const assertCodeAndParty = (
  context: Pick<SaveContext, 'missingParties'>,
  line: { chargeCode: string; partyCompanyId: number | null },
) => {
  if (!(CHARGE_CODES as readonly string[]).includes(line.chargeCode)) {
    throw new AppError(400, 'validation.invalid', undefined, { chargeCode: 'validation.invalid' });
  }
  if (line.partyCompanyId !== null && context.missingParties.includes(line.partyCompanyId))
    throw new AppError(400, 'validation.invalid', undefined, { partyCompanyId: 'validation.invalid' });
};

/**
 * Inserts priced lines on a shipment (in the caller's transaction), each audited; answers their ids.
 * Two statements whatever the number of lines: the save context (sheet row, SR lines, parties,
 * rates), then one INSERT of all lines from a JSON record set with their audit rows in the same
 * statement. The ids are drawn from the table's sequence first, so each audit row joins its line.
 */
export const insertLines = async (
  query: TxQuery,
  auth: Auth,
  shipment: SheetShipment,
  lines: readonly NewLine[],
): Promise<number[]> => {
  if (lines.length === 0) return [];
  const context = await saveContext(query, shipment, lines);
  assertProfitOpen(context);
  const existing = [...context.srLines];
  const rows = lines.map((line, ord) => {
    assertCodeAndParty(context, line);
    refuseDuplicateSr(existing, line);
    if (line.isSr) existing.push({ id: -1 - ord, side: line.side, chargeCode: line.chargeCode, isSr: true });
    const figures = priceLine(context, shipment, line);
    return {
      ord,
      side: line.side,
      charge_code: line.chargeCode,
      party_company_id: line.partyCompanyId,
      description: line.description,
      currency: line.currency,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      amount: figures.amount,
      rate_date: line.rateDate,
      exchange_rate: figures.exchangeRate,
      local_amount: figures.localAmount,
      tax_rate: line.taxRate,
      tax_amount: figures.taxAmount,
      source: line.source,
      quotation_id: line.quotationId,
      is_sr: line.isSr,
      changes: {
        side: line.side,
        chargeCode: line.chargeCode,
        currency: line.currency,
        amount: figures.amount,
        localAmount: figures.localAmount,
        source: line.source,
        isSr: line.isSr,
      },
    };
  });
  const inserted = await query<{ id: number }>(
    `WITH r AS MATERIALIZED (
       SELECT nextval(pg_get_serial_sequence('charge_lines', 'id'))::int AS id, x.*
         FROM jsonb_to_recordset($1::jsonb) AS x(ord int, side text, charge_code text, party_company_id int,
              description text, currency text, quantity numeric, unit_price numeric, amount numeric, rate_date date,
              exchange_rate numeric, local_amount numeric, tax_rate numeric, tax_amount numeric, source text,
              quotation_id int, is_sr boolean, changes jsonb)
        ORDER BY x.ord
     ), ins AS (
       INSERT INTO charge_lines (id, shipment_id, branch_id, side, charge_code, party_company_id, description, currency,
         quantity, unit_price, amount, rate_date, exchange_rate, local_currency, local_amount, tax_rate, tax_amount,
         source, quotation_id, is_sr, created_by)
       OVERRIDING SYSTEM VALUE
       SELECT r.id, $2, $3, r.side, r.charge_code, r.party_company_id, r.description, r.currency, r.quantity,
              r.unit_price, r.amount, r.rate_date, r.exchange_rate, $4, r.local_amount, r.tax_rate, r.tax_amount,
              r.source, r.quotation_id, r.is_sr, $5
         FROM r ORDER BY r.ord
       RETURNING id
     ), aud AS (
       INSERT INTO audit_log (entity, entity_id, action, user_id, changes)
       SELECT 'chargeLine', ins.id::text, 'create', $5, r.changes FROM ins JOIN r ON r.id = ins.id ORDER BY r.ord
     )
     SELECT ins.id FROM ins JOIN r ON r.id = ins.id ORDER BY r.ord`,
    [JSON.stringify(rows), shipment.id, shipment.branchId, shipment.localCurrency, auth.userId],
  );
  return inserted.map((r) => r.id);
};

const lineOf = (lines: readonly LineRow[], id: number, version?: number): LineRow => {
  const line = lines.find((l) => l.id === id);
  if (!line) throw new AppError(404, 'finance.charges.errors.lineNotFound');
  if (version !== undefined && line.version !== version) throw conflict();
  return line;
};

/**
 * Changes a line's entry (figures repriced); refused on locked, reviewed, invoiced lines and a locked
 * profit. Two statements: the save context (sheet row, the line, SR lines, party, rate), then the
 * UPDATE with its audit row.
 */
export const updateLine = async (
  query: TxQuery,
  auth: Auth,
  shipment: SheetShipment,
  id: number,
  version: number,
  input: LineInput,
): Promise<void> => {
  const context = await saveContext(query, shipment, [input], id);
  const before = context.line;
  if (!before) throw new AppError(404, 'finance.charges.errors.lineNotFound');
  if (before.version !== version) throw conflict();
  assertEditable(before);
  assertProfitOpen(context);
  assertCodeAndParty(context, input);
  refuseDuplicateSr(context.srLines, { id, ...input });
  const figures = priceLine(context, shipment, input);
  const after = {
    side: input.side,
    chargeCode: input.chargeCode,
    partyCompanyId: input.partyCompanyId,
    description: input.description,
    currency: input.currency,
    quantity: input.quantity,
    unitPrice: input.unitPrice,
    amount: figures.amount,
    rateDate: input.rateDate,
    exchangeRate: figures.exchangeRate,
    localAmount: figures.localAmount,
    taxRate: input.taxRate,
    taxAmount: figures.taxAmount,
    isSr: input.isSr,
  };
  const changes: Record<string, unknown> = {};
  for (const [key, to] of Object.entries(after)) {
    const from = before[key as keyof SavedLine];
    if (String(from ?? '') !== String(to ?? '')) changes[key] = { from, to };
  }
  const updated = await query(
    `WITH upd AS (
       UPDATE charge_lines SET side = $2, charge_code = $3, party_company_id = $4, description = $5, currency = $6,
         quantity = $7, unit_price = $8, amount = $9, rate_date = $10::date, exchange_rate = $11, local_amount = $12,
         tax_rate = $13, tax_amount = $14, is_sr = $15, updated_at = now(), version = version + 1
       WHERE id = $1 AND version = $16
       RETURNING id
     )
     INSERT INTO audit_log (entity, entity_id, action, user_id, changes)
     SELECT 'chargeLine', upd.id::text, 'update', $17, $18::text::jsonb FROM upd
     RETURNING id`,
    [
      id,
      after.side,
      after.chargeCode,
      after.partyCompanyId,
      after.description,
      after.currency,
      after.quantity,
      after.unitPrice,
      after.amount,
      after.rateDate,
      after.exchangeRate,
      after.localAmount,
      after.taxRate,
      after.taxAmount,
      after.isSr,
      version,
      auth.userId,
      JSON.stringify(changes),
    ],
  );
  if (updated.length === 0) throw conflict();
};

/** Deletes a line that is still a draft or rejected and not invoiced. */
export const deleteLine = async (
  query: TxQuery,
  auth: Auth,
  shipment: SheetShipment,
  id: number,
  version: number,
): Promise<void> => {
  const sheet = await sheetRow(query, shipment, true);
  const before = lineOf(await sheetLines(query, shipment.id), id, version);
  assertEditable(before);
  assertProfitOpen(sheet);
  await query('DELETE FROM charge_lines WHERE id = $1', [id]);
  await audit(query, auth, id, 'delete', {
    chargeCode: before.chargeCode,
    side: before.side,
    amount: before.amount,
    currency: before.currency,
  });
};

/** SPEC §4: a line's details become Completed when the checkbox is ticked (and no longer when unticked); not on a locked line. */
export const setCompleted = async (
  query: TxQuery,
  auth: Auth,
  shipment: SheetShipment,
  id: number,
  version: number,
  completed: boolean,
): Promise<void> => {
  const before = lineOf(await sheetLines(query, shipment.id), id, version);
  if (before.status === 'locked' || before.status === 'unlock_requested') {
    throw new AppError(409, 'finance.charges.errors.locked');
  }
  await query('UPDATE charge_lines SET completed = $2, updated_at = now(), version = version + 1 WHERE id = $1', [
    id,
    completed,
  ]);
  await audit(query, auth, id, 'update', { completed: { from: before.completed, to: completed } });
};

/** The columns each marker writes besides the status: who and when, and the reason where one is given. */
const MARKER_COLUMNS: Readonly<Record<LineMarker, string>> = {
  submit: 'submitted_by = $2, submitted_at = now(), reject_reason = NULL',
  review: 'reviewed_by = $2, reviewed_at = now()',
  reject: 'rejected_by = $2, rejected_at = now(), reject_reason = $3',
  lock: 'locked_by = $2, locked_at = now()',
  requestUnlock: 'unlock_requested_by = $2, unlock_requested_at = now(), unlock_reason = $3',
  grantUnlock: 'locked_by = NULL, locked_at = NULL',
  refuseUnlock: 'unlock_reason = NULL',
};

export type MarkOptions = {
  reason?: string | undefined;
  /** The user confirms a freight total differing from the amended one (submit only). */
  confirmFreightTotal?: boolean | undefined;
};

/**
 * Sets one marker on lines of one shipment, all or none: each line must be in a state the marker
 * starts from. Submitting revenue checks the freight total against the amended total (SPEC §5): a
 * difference needs the user's confirmation, recorded on the sheet with who and when. Unlock
 * requests and grants need no profit check; every other marker is refused while profit is locked.
 */
export const markLines = async (
  query: TxQuery,
  auth: Auth,
  shipment: SheetShipment,
  ids: readonly number[],
  marker: LineMarker,
  options: MarkOptions = {},
): Promise<number> => {
  const reason = options.reason?.trim() ?? '';
  if (MARKERS_WITH_REASON.includes(marker) && reason === '') {
    throw new AppError(400, 'finance.charges.errors.reasonRequired', undefined, {
      reason: 'finance.charges.errors.reasonRequired',
    });
  }
  const sheet = await sheetRow(query, shipment, true);
  if (marker !== 'requestUnlock' && marker !== 'grantUnlock' && marker !== 'refuseUnlock') assertProfitOpen(sheet);
  const lines = await sheetLines(query, shipment.id);
  const chosen = ids.map((id) => lineOf(lines, id));
  for (const line of chosen) {
    if (!markerAllowed(marker, line.status)) {
      throw new AppError(409, 'finance.charges.errors.marker', {
        line: `${line.chargeCode} ${line.amount} ${line.currency}`,
        status: line.status,
        marker,
      });
    }
  }
  if (marker === 'submit' && chosen.some((l) => l.side === 'revenue' && isFreightCode(l.chargeCode))) {
    const check = freightTotalCheck({
      freightLocal: sheet.freightLocal,
      amendedFreightTotal: sheet.amendedFreightTotal,
      confirmedFor: sheet.freightTotalConfirmedFor,
    });
    if (check === 'mismatch') {
      if (!options.confirmFreightTotal) {
        throw new AppError(409, 'finance.charges.errors.freightMismatch', undefined, undefined, undefined, {
          needsConfirmation: 'freightTotal',
          freightLocal: sheet.freightLocal,
          amendedFreightTotal: sheet.amendedFreightTotal,
        });
      }
      await query(
        `UPDATE charge_sheets SET freight_total_confirmed_by = $2, freight_total_confirmed_at = now(),
           freight_total_confirmed_for = freight_local, version = version + 1 WHERE shipment_id = $1`,
        [shipment.id, auth.userId],
      );
      await auditIn(query, {
        entity: 'shipmentProfit',
        entityId: shipment.id,
        action: 'confirmFreightTotal',
        userId: auth.userId,
        changes: { freightTotal: sheet.freightLocal, amendedFreightTotal: sheet.amendedFreightTotal },
      });
    }
  }
  const to = LINE_MARKERS[marker].to;
  // All chosen lines in one UPDATE, their audit rows in the same statement.
  const columns = MARKER_COLUMNS[marker];
  const marked = chosen.map((line) => ({
    id: line.id,
    action: marker,
    changes: { status: { from: line.status, to }, ...(reason ? { reason } : {}) },
  }));
  await query(
    `WITH r AS MATERIALIZED (SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id int, action text, changes jsonb)),
     upd AS (
       UPDATE charge_lines SET status = '${to}', ${columns}, updated_at = now(),
              version = version + 1
        WHERE id IN (SELECT id FROM r)
       RETURNING id
     )
     INSERT INTO audit_log (entity, entity_id, action, user_id, changes)
     SELECT 'chargeLine', upd.id::text, r.action, $2, r.changes FROM upd JOIN r ON r.id = upd.id`,
    [JSON.stringify(marked), auth.userId, reason].slice(0, columns.includes('$3') ? 3 : 2),
  );
  return chosen.length;
};

/** Sets (or clears) the amended freight total the freight charges are held against; a new total needs a new confirmation. */
export const setAmendedTotal = async (
  query: TxQuery,
  auth: Auth,
  shipment: SheetShipment,
  version: number,
  total: string | null,
): Promise<void> => {
  const sheet = await sheetRow(query, shipment, true);
  if (sheet.version !== version) throw conflict();
  await query(
    `UPDATE charge_sheets SET amended_freight_total = $2, freight_total_confirmed_by = NULL,
       freight_total_confirmed_at = NULL, freight_total_confirmed_for = NULL, updated_at = now(), version = version + 1
     WHERE shipment_id = $1`,
    [shipment.id, total],
  );
  await auditIn(query, {
    entity: 'shipmentProfit',
    entityId: shipment.id,
    action: 'update',
    userId: auth.userId,
    changes: { amendedFreightTotal: { from: sheet.amendedFreightTotal, to: total } },
  });
};
