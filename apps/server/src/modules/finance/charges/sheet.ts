import { decimal } from '@tidemark/domain/common/money';
import {
  type ChargeLineStatus,
  type ChargeSheetLine,
  type ChargeSide,
  type ExchangeRate,
  editRefusal,
  freightTotalCheck,
  lineFigures,
  profitOf,
  rateOn,
} from '@tidemark/domain/finance/index';
import type { TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { AppError, notFound } from '../../../http/errors';

/** The two pages that show a charge sheet; PVG shows only Shanghai Pudong air shipments. */
export const SHEET_PAGES = ['chargeSheet', 'chargePvgSheet'] as const;
export type SheetPage = (typeof SHEET_PAGES)[number];

/** Shanghai Pudong airport: the PVG desk's shipments depart from or arrive at it by air. */
export const PVG = 'CNPVG';
const PVG_CONDITION = `s.mode = 'AIR' AND (s.origin_port = '${PVG}' OR s.destination_port = '${PVG}')`;

export type SheetShipment = {
  id: number;
  shipmentNo: string;
  branchId: number;
  branchCode: string;
  companyId: number;
  companyName: string;
  mode: string;
  originPort: string;
  destinationPort: string;
  carrierCode: string;
  etd: string;
  etdDay: string;
  localCurrency: string;
  grossWeightKg: string;
  volumeCbm: string;
};

const SHIPMENT_COLUMNS = `s.id, s.shipment_no AS "shipmentNo", s.branch_id AS "branchId", b.code AS "branchCode",
  s.company_id AS "companyId", c.name AS "companyName", s.mode, s.origin_port AS "originPort",
  s.destination_port AS "destinationPort", s.carrier_code AS "carrierCode", s.etd,
  (s.etd AT TIME ZONE 'UTC')::date::text AS "etdDay", coalesce(b.local_currency, 'USD') AS "localCurrency",
  s.gross_weight_kg::text AS "grossWeightKg", s.volume_cbm::text AS "volumeCbm"`;

/**
 * A shipment of the user's branches by number or id, as the sheet page sees it (the PVG page only
 * its air shipments through Pudong); a shipment elsewhere does not exist for the caller.
 */
export const findShipment = async (
  query: TxQuery,
  auth: Auth,
  page: SheetPage,
  by: { shipmentNo: string } | { id: number },
  lock = false,
): Promise<SheetShipment> => {
  const key = 'shipmentNo' in by ? 's.shipment_no = $1' : 's.id = $1';
  const rows = await query<SheetShipment>(
    `SELECT ${SHIPMENT_COLUMNS}
       FROM shipments s JOIN branches b ON b.id = s.branch_id JOIN companies c ON c.id = s.company_id
      WHERE ${key} AND s.branch_id = ANY ($2::int[])${page === 'chargePvgSheet' ? ` AND ${PVG_CONDITION}` : ''}
      ${lock ? 'FOR UPDATE OF s' : ''}`,
    ['shipmentNo' in by ? by.shipmentNo.trim().toUpperCase() : by.id, auth.kind === 'staff' ? auth.branchIds : []],
  );
  const shipment = rows[0];
  if (!shipment) {
    throw new AppError(404, 'finance.charges.ui.notFound', { shipmentNo: 'shipmentNo' in by ? by.shipmentNo : by.id });
  }
  return shipment;
};

/** A shipment by id whatever its branch: for the demo data, which no user writes. */
export const loadShipment = async (query: TxQuery, id: number): Promise<SheetShipment> => {
  const rows = await query<SheetShipment>(
    `SELECT ${SHIPMENT_COLUMNS}
       FROM shipments s JOIN branches b ON b.id = s.branch_id JOIN companies c ON c.id = s.company_id
      WHERE s.id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
};

export type LineRow = ChargeSheetLine;

const LINE_COLUMNS = `l.id, l.shipment_id AS "shipmentId", l.side, l.charge_code AS "chargeCode",
  l.party_company_id AS "partyCompanyId", pc.name AS "partyName", l.description, l.currency,
  l.quantity::text AS quantity, l.unit_price::text AS "unitPrice", l.amount::text AS amount,
  l.rate_date::text AS "rateDate", l.exchange_rate::text AS "exchangeRate", l.local_currency AS "localCurrency",
  l.local_amount::text AS "localAmount", l.tax_rate::text AS "taxRate", l.tax_amount::text AS "taxAmount",
  l.source, l.quotation_id AS "quotationId", l.is_sr AS "isSr", l.completed, l.status,
  su.display_name AS "submittedByName", l.submitted_at AS "submittedAt",
  ru.display_name AS "reviewedByName", l.reviewed_at AS "reviewedAt",
  lu.display_name AS "lockedByName", l.locked_at AS "lockedAt",
  xu.display_name AS "rejectedByName", l.rejected_at AS "rejectedAt", l.reject_reason AS "rejectReason",
  uu.display_name AS "unlockRequestedByName", l.unlock_requested_at AS "unlockRequestedAt",
  l.unlock_reason AS "unlockReason", l.invoice_id AS "invoiceId", l.version`;

const LINE_FROM = `charge_lines l LEFT JOIN companies pc ON pc.id = l.party_company_id
  LEFT JOIN users su ON su.id = l.submitted_by LEFT JOIN users ru ON ru.id = l.reviewed_by
  LEFT JOIN users lu ON lu.id = l.locked_by LEFT JOIN users xu ON xu.id = l.rejected_by
  LEFT JOIN users uu ON uu.id = l.unlock_requested_by`;

/** A shipment's lines: revenue first, then cost, each in the order entered. */
export const sheetLines = (query: TxQuery, shipmentId: number): Promise<LineRow[]> =>
  query<LineRow>(
    `SELECT ${LINE_COLUMNS} FROM ${LINE_FROM} WHERE l.shipment_id = $1
      ORDER BY CASE l.side WHEN 'revenue' THEN 0 ELSE 1 END, l.id`,
    [shipmentId],
  );

export type SheetRow = {
  shipmentId: number;
  localCurrency: string;
  amendedFreightTotal: string | null;
  freightTotalConfirmedFor: string | null;
  freightTotalConfirmedByName: string | null;
  freightTotalConfirmedAt: string | null;
  profitState: string;
  revenueLocal: string;
  costLocal: string;
  profitLocal: string;
  freightLocal: string;
  version: number;
};

/** The sheet row of a shipment, made (empty) the first time it is asked for. */
export const sheetRow = async (query: TxQuery, shipment: SheetShipment, lock = false): Promise<SheetRow> => {
  await query(
    `INSERT INTO charge_sheets (shipment_id, branch_id, local_currency) VALUES ($1, $2, $3)
     ON CONFLICT (shipment_id) DO NOTHING`,
    [shipment.id, shipment.branchId, shipment.localCurrency],
  );
  const rows = await query<SheetRow>(
    `SELECT t.shipment_id AS "shipmentId", t.local_currency AS "localCurrency",
            t.amended_freight_total::text AS "amendedFreightTotal",
            t.freight_total_confirmed_for::text AS "freightTotalConfirmedFor",
            u.display_name AS "freightTotalConfirmedByName", t.freight_total_confirmed_at AS "freightTotalConfirmedAt",
            t.profit_state AS "profitState", t.revenue_local::text AS "revenueLocal", t.cost_local::text AS "costLocal",
            t.profit_local::text AS "profitLocal", t.freight_local::text AS "freightLocal", t.version
       FROM charge_sheets t LEFT JOIN users u ON u.id = t.freight_total_confirmed_by
      WHERE t.shipment_id = $1${lock ? ' FOR UPDATE OF t' : ''}`,
    [shipment.id],
  );
  const row = rows[0];
  if (!row) throw notFound();
  return row;
};

/** The quotation a shipment's revenue comes from: its booking's, else its customer's confirmed one for the lane. */
export const shipmentQuotation = async (
  query: TxQuery,
  shipment: SheetShipment,
): Promise<{ id: number; quotationNo: string } | null> => {
  const rows = await query<{ id: number; quotationNo: string }>(
    `SELECT q.id, q.quotation_no AS "quotationNo"
       FROM pricing_quotations q
      WHERE q.id = (SELECT b.quotation_id FROM bookings b WHERE b.shipment_id = $1 AND b.quotation_id IS NOT NULL LIMIT 1)
     UNION ALL
     (SELECT q.id, q.quotation_no FROM pricing_quotations q
       WHERE q.company_id = $2 AND q.from_code = $3 AND q.to_code = $4 AND q.status = 'confirmed' AND NOT q.obsolete
       ORDER BY ($5::date BETWEEN q.valid_from AND q.valid_until) DESC, q.valid_until DESC, q.id DESC LIMIT 1)
     LIMIT 1`,
    [shipment.id, shipment.companyId, shipment.originPort, shipment.destinationPort, shipment.etdDay],
  );
  return rows[0] ?? null;
};

/** The whole sheet as the screen shows it: shipment, totals and freight check, lines, quotation. */
export const sheetView = async (query: TxQuery, shipment: SheetShipment) => {
  const sheet = await sheetRow(query, shipment);
  const lines = await sheetLines(query, shipment.id);
  const { marginPercent } = profitOf(sheet.revenueLocal, sheet.costLocal);
  return {
    shipment,
    sheet: {
      ...sheet,
      marginPercent,
      freightCheck: freightTotalCheck({
        freightLocal: sheet.freightLocal,
        amendedFreightTotal: sheet.amendedFreightTotal,
        confirmedFor: sheet.freightTotalConfirmedFor,
      }),
    },
    lines,
    quotation: await shipmentQuotation(query, shipment),
  };
};

/** Amounts a line may reach: 10^15 in any currency. */
const MAX_AMOUNT = '1000000000000000';

/** A line as a save needs it: its entry, state and version, without the names the screen shows. */
export type SavedLine = Pick<
  LineRow,
  | 'id'
  | 'side'
  | 'chargeCode'
  | 'partyCompanyId'
  | 'description'
  | 'currency'
  | 'quantity'
  | 'unitPrice'
  | 'amount'
  | 'rateDate'
  | 'exchangeRate'
  | 'localAmount'
  | 'taxRate'
  | 'taxAmount'
  | 'isSr'
  | 'status'
  | 'invoiceId'
  | 'version'
>;

/** What a save of lines checks before it writes, read in one statement. */
export type SaveContext = {
  /** The sheet's profit state (the sheet row made the first time and locked for the transaction). */
  profitState: string;
  /** The sheet's SR lines, for the one-SR-line-per-code rule. */
  srLines: { id: number; side: ChargeSide; chargeCode: string; isSr: boolean }[];
  /** The line being changed, when one is. */
  line: SavedLine | null;
  /** The parties named by the lines that are no company. */
  missingParties: number[];
  /** Per currency and day (`USD|2026-08-01`): the latest rate of the pair and of its reverse. */
  rates: Map<string, ExchangeRate[]>;
};

const rateKey = (currency: string, day: string) => `${currency}|${day}`;

/**
 * Everything a save of lines checks, in one statement: the sheet row made (first time) and locked
 * with its profit state, the sheet's SR lines, the line being changed, the parties that do not
 * exist, and the candidate exchange rates of each line's currency on its day.
 */
export const saveContext = async (
  query: TxQuery,
  shipment: SheetShipment,
  lines: readonly { currency: string; rateDate: string | null; partyCompanyId: number | null }[],
  lineId: number | null = null,
): Promise<SaveContext> => {
  const pairs = [...new Set(lines.map((l) => rateKey(l.currency, l.rateDate ?? shipment.etdDay)))].map((k) => {
    const [currency, day] = k.split('|');
    return { currency, day };
  });
  const parties = [...new Set(lines.flatMap((l) => (l.partyCompanyId === null ? [] : [l.partyCompanyId])))];
  const rows = await query<{
    profitState: string | null;
    srLines: SaveContext['srLines'] | null;
    line: SavedLine | null;
    missingParties: number[] | null;
    rates: (ExchangeRate & { key: string })[] | null;
  }>(
    `WITH made AS (
       INSERT INTO charge_sheets (shipment_id, branch_id, local_currency) VALUES ($1, $2, $3)
       ON CONFLICT (shipment_id) DO NOTHING RETURNING profit_state
     ), kept AS (
       SELECT profit_state FROM charge_sheets WHERE shipment_id = $1 FOR UPDATE
     )
     SELECT coalesce((SELECT profit_state FROM made), (SELECT profit_state FROM kept)) AS "profitState",
            (SELECT json_agg(json_build_object('id', l.id, 'side', l.side, 'chargeCode', l.charge_code, 'isSr', true))
               FROM charge_lines l WHERE l.shipment_id = $1 AND l.is_sr) AS "srLines",
            (SELECT row_to_json(x) FROM (
               SELECT l.id, l.side, l.charge_code AS "chargeCode", l.party_company_id AS "partyCompanyId",
                      l.description, l.currency, l.quantity::text AS quantity, l.unit_price::text AS "unitPrice",
                      l.amount::text AS amount, l.rate_date::text AS "rateDate",
                      l.exchange_rate::text AS "exchangeRate", l.local_amount::text AS "localAmount",
                      l.tax_rate::text AS "taxRate", l.tax_amount::text AS "taxAmount", l.is_sr AS "isSr",
                      l.status, l.invoice_id AS "invoiceId", l.version
                 FROM charge_lines l WHERE l.id = $4 AND l.shipment_id = $1) x) AS line,
            (SELECT array_agg(p.id) FROM unnest($5::int[]) AS p(id)
              WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = p.id)) AS "missingParties",
            (SELECT json_agg(r) FROM (
               SELECT p.currency || '|' || p.day AS key, c.*
                 FROM jsonb_to_recordset($6::jsonb) AS p(currency text, day text)
                 CROSS JOIN LATERAL (
                   (SELECT e.rate_date::text AS "rateDate", e.from_currency AS "fromCurrency",
                           e.to_currency AS "toCurrency", e.rate::text AS rate
                      FROM exchange_rates e
                     WHERE e.from_currency = p.currency AND e.to_currency = $3 AND e.rate_date <= p.day::date
                     ORDER BY e.rate_date DESC LIMIT 1)
                   UNION ALL
                   (SELECT e.rate_date::text, e.from_currency, e.to_currency, e.rate::text
                      FROM exchange_rates e
                     WHERE e.from_currency = $3 AND e.to_currency = p.currency AND e.rate_date <= p.day::date
                     ORDER BY e.rate_date DESC LIMIT 1)
                 ) c) r) AS rates`,
    [shipment.id, shipment.branchId, shipment.localCurrency, lineId, parties, JSON.stringify(pairs)],
  );
  const row = rows[0];
  const rates = new Map<string, ExchangeRate[]>();
  for (const { key, ...rate } of row?.rates ?? []) rates.set(key, [...(rates.get(key) ?? []), rate]);
  // A sheet row another transaction made after this statement's snapshot: read it as before, locked.
  const profitState = row?.profitState ?? (await sheetRow(query, shipment, true)).profitState;
  return {
    profitState,
    srLines: row?.srLines ?? [],
    line: row?.line ?? null,
    missingParties: row?.missingParties ?? [],
    rates,
  };
};

/** The line's figures at the exchange rate of its day (its own date, else the shipment's ETD day). */
export const priceLine = (
  context: Pick<SaveContext, 'rates'>,
  shipment: SheetShipment,
  line: { currency: string; quantity: string; unitPrice: string; taxRate: string; rateDate: string | null },
) => {
  const day = line.rateDate ?? shipment.etdDay;
  const rate = rateOn(context.rates.get(rateKey(line.currency, day)) ?? [], line.currency, shipment.localCurrency, day);
  if (!rate) {
    throw new AppError(400, 'finance.charges.errors.noRate', { from: line.currency, to: shipment.localCurrency, day });
  }
  const figures = lineFigures({ ...line, exchangeRate: rate.rate, localCurrency: shipment.localCurrency });
  // numeric(18, 2) holds 16 whole digits: a line beyond that is no freight charge.
  if ([figures.amount, figures.taxAmount, figures.localAmount].some((v) => decimal(v).abs().gte(MAX_AMOUNT))) {
    throw new AppError(400, 'validation.invalid', undefined, { unitPrice: 'validation.invalid' });
  }
  return { ...figures, exchangeRate: rate.rate, localCurrency: shipment.localCurrency };
};

/** Refuses a change of a line's figures or party when its state or invoice forbids it. */
export const assertEditable = (line: { status: ChargeLineStatus; invoiceId: number | null }): void => {
  const refusal = editRefusal(line);
  if (refusal) throw new AppError(409, `finance.charges.errors.${refusal}`);
};

/** Refuses any change of the lines while the shipment's profit is locked. */
export const assertProfitOpen = (sheet: { profitState: string }): void => {
  if (sheet.profitState === 'locked') throw new AppError(409, 'finance.charges.errors.profitLocked');
};
