import { decimal } from '@tidemark/domain/common/money';
import {
  type ChargeLineStatus,
  type ChargeSheetLine,
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

/** The latest rate of a pair on or before a day, and of its reverse: all `rateOn` needs. */
const candidateRates = (query: TxQuery, from: string, to: string, day: string): Promise<ExchangeRate[]> =>
  query<ExchangeRate>(
    `(SELECT rate_date::text AS "rateDate", from_currency AS "fromCurrency", to_currency AS "toCurrency", rate::text AS rate
        FROM exchange_rates WHERE from_currency = $1 AND to_currency = $2 AND rate_date <= $3::date
       ORDER BY rate_date DESC LIMIT 1)
     UNION ALL
     (SELECT rate_date::text, from_currency, to_currency, rate::text
        FROM exchange_rates WHERE from_currency = $2 AND to_currency = $1 AND rate_date <= $3::date
       ORDER BY rate_date DESC LIMIT 1)`,
    [from, to, day],
  );

/** The line's figures at the exchange rate of its day (its own date, else the shipment's ETD day). */
export const priceLine = async (
  query: TxQuery,
  shipment: SheetShipment,
  line: { currency: string; quantity: string; unitPrice: string; taxRate: string; rateDate: string | null },
) => {
  const day = line.rateDate ?? shipment.etdDay;
  const rate = rateOn(
    await candidateRates(query, line.currency, shipment.localCurrency, day),
    line.currency,
    shipment.localCurrency,
    day,
  );
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
