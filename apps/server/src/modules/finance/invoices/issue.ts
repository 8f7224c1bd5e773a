import { decimal } from '@tidemark/domain/common/money';
import {
  convertAmount,
  dueDateOf,
  type InvoiceKind,
  invoiceNumber,
  lineTax,
  sumAmounts,
} from '@tidemark/domain/finance/invoices/index';
import type { TxQuery } from '../../../engine/transaction';
import { AppError } from '../../../http/errors';

/** A refusal of an issue, on the field the form shows it under. */
const refuse = (key: string, params?: Record<string, string | number>, field = '_') =>
  new AppError(400, key, params, { [field]: key });

/**
 * The next number of a branch, kind and year, taken inside the issuing transaction: the counter
 * row is created once and then locked FOR UPDATE, so concurrent issues queue on it and a
 * rolled-back issue leaves the counter as it was (no number is skipped or used twice).
 */
export const allocateNumber = async (
  query: TxQuery,
  branch: { id: number; code: string },
  kind: InvoiceKind,
  year: number,
): Promise<string> => {
  await query(
    `INSERT INTO invoice_counters (branch_id, kind, year) VALUES ($1, $2, $3)
     ON CONFLICT (branch_id, kind, year) DO NOTHING`,
    [branch.id, kind, year],
  );
  const row = (
    await query<{ last_value: number }>(
      'SELECT last_value FROM invoice_counters WHERE branch_id = $1 AND kind = $2 AND year = $3 FOR UPDATE',
      [branch.id, kind, year],
    )
  )[0];
  const next = (row?.last_value ?? 0) + 1;
  await query('UPDATE invoice_counters SET last_value = $4 WHERE branch_id = $1 AND kind = $2 AND year = $3', [
    branch.id,
    kind,
    year,
    next,
  ]);
  return invoiceNumber(branch.code, kind, year, next);
};

/**
 * The rate of 1 `from` in `to` on `date`: the latest recorded on or before it, the inverse of the
 * reverse pair's when only that is recorded (to 8 decimals, as rates are kept), 1 for one currency.
 */
export const rateOn = async (query: TxQuery, from: string, to: string, date: string): Promise<string> => {
  if (from === to) return '1';
  const rows = await query<{ rate: string; inverse: boolean }>(
    `(SELECT rate::text AS rate, false AS inverse, rate_date FROM exchange_rates
       WHERE from_currency = $1 AND to_currency = $2 AND rate_date <= $3::date ORDER BY rate_date DESC LIMIT 1)
     UNION ALL
     (SELECT rate::text, true, rate_date FROM exchange_rates
       WHERE from_currency = $2 AND to_currency = $1 AND rate_date <= $3::date ORDER BY rate_date DESC LIMIT 1)
     ORDER BY rate_date DESC, inverse LIMIT 1`,
    [from, to, date],
  );
  const found = rows[0];
  if (!found) throw refuse('finance.invoices.errors.noRate', { from, to, date }, 'currency');
  return found.inverse ? decimal(1).div(decimal(found.rate)).round(8, 1).toFixed(8) : found.rate;
};

type BranchRow = { id: number; code: string; local_currency: string | null };

const branchOf = async (query: TxQuery, id: number): Promise<BranchRow> => {
  const row = (await query<BranchRow>('SELECT id, code, local_currency FROM branches WHERE id = $1', [id]))[0];
  if (!row) throw new Error(`branch ${id} is missing`);
  return row;
};

type LineIn = {
  chargeLineId: number | null;
  chargeCode: string;
  description: string | null;
  quantity: string;
  sourceCurrency: string;
  sourceAmount: string;
  taxRate: string;
};

type Header = {
  kind: InvoiceKind;
  branch: BranchRow;
  shipmentId: number;
  shipmentNo: string;
  companyId: number;
  originalInvoiceId: number | null;
  currency: string;
  invoiceDate: string;
  dueDate: string;
  truckInvoice: boolean;
  remarks: string | null;
  issuedBy: number | null;
};

export type Issued = { id: number; invoiceNo: string; totalAmount: string; currency: string };

/** Writes an invoice or debit note with its lines converted at the invoice date's rates. */
const writeInvoice = async (query: TxQuery, h: Header, lines: readonly LineIn[]): Promise<Issued> => {
  const converted = [];
  const rates = new Map<string, string>();
  for (const l of lines) {
    let rate = rates.get(l.sourceCurrency);
    if (rate === undefined) {
      rate = await rateOn(query, l.sourceCurrency, h.currency, h.invoiceDate);
      rates.set(l.sourceCurrency, rate);
    }
    const amount = convertAmount(l.sourceAmount, rate, h.currency);
    converted.push({ ...l, rate, amount, tax: lineTax(amount, l.taxRate, h.currency) });
  }
  const net = sumAmounts(
    converted.map((c) => c.amount),
    h.currency,
  );
  const tax = sumAmounts(
    converted.map((c) => c.tax),
    h.currency,
  );
  const total = sumAmounts([net, tax], h.currency);
  const invoiceNo = await allocateNumber(query, h.branch, h.kind, Number(h.invoiceDate.slice(0, 4)));
  const paymentState = decimal(total).lte(0) ? 'paid' : 'unpaid';
  const id = (
    await query<{ id: number }>(
      `INSERT INTO invoices (kind, invoice_no, branch_id, shipment_id, shipment_no, company_id, original_invoice_id,
         currency, invoice_date, due_date, net_amount, tax_amount, total_amount, payment_state, truck_invoice,
         remarks, issued_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
      [
        h.kind,
        invoiceNo,
        h.branch.id,
        h.shipmentId,
        h.shipmentNo,
        h.companyId,
        h.originalInvoiceId,
        h.currency,
        h.invoiceDate,
        h.dueDate,
        net,
        tax,
        total,
        paymentState,
        h.truckInvoice,
        h.remarks,
        h.issuedBy,
      ],
    )
  )[0]?.id as number;
  let position = 0;
  for (const c of converted) {
    position += 1;
    await query(
      `INSERT INTO invoice_lines (invoice_id, charge_line_id, position, charge_code, description, quantity,
         source_currency, source_amount, exchange_rate, currency, amount, tax_rate, tax_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        id,
        c.chargeLineId,
        position,
        c.chargeCode,
        c.description,
        c.quantity,
        c.sourceCurrency,
        c.sourceAmount,
        c.rate,
        h.currency,
        c.amount,
        c.taxRate,
        c.tax,
      ],
    );
  }
  return { id, invoiceNo, totalAmount: total, currency: h.currency };
};

export type IssueInput = {
  shipmentId: number;
  companyId: number;
  /** The invoice's currency; by default the lines' own when they share one, else the branch's. */
  currency?: string | undefined;
  invoiceDate: string;
  dueDays: number;
  truckInvoice: boolean;
  remarks?: string | undefined;
  issuedBy: number | null;
  /** The branches the issuer works for; null for the system (the demo data). */
  branchIds: readonly number[] | null;
};

/**
 * Issues a tax invoice from a shipment's reviewed or locked revenue lines for one bill-to party
 * that no invoice holds yet: the lines are locked, converted, numbered and marked with the
 * invoice, all in the caller's transaction.
 */
export const issueInvoice = async (query: TxQuery, input: IssueInput): Promise<Issued> => {
  const shipment = (
    await query<{ id: number; shipment_no: string; branch_id: number }>(
      'SELECT id, shipment_no, branch_id FROM shipments WHERE id = $1',
      [input.shipmentId],
    )
  )[0];
  if (!shipment || (input.branchIds && !input.branchIds.includes(shipment.branch_id))) {
    throw new AppError(404, 'finance.invoices.errors.shipmentNotFound');
  }
  const lines = await query<{
    id: number;
    charge_code: string;
    description: string | null;
    quantity: string;
    currency: string;
    amount: string;
    tax_rate: string;
  }>(
    `SELECT id, charge_code, description, quantity::text, currency, amount::text, tax_rate::text
       FROM charge_lines
      WHERE shipment_id = $1 AND party_company_id = $2 AND side = 'revenue'
        AND status IN ('reviewed', 'locked') AND invoice_id IS NULL
      ORDER BY id FOR UPDATE`,
    [shipment.id, input.companyId],
  );
  if (lines.length === 0) throw refuse('finance.invoices.errors.noLines');
  const branch = await branchOf(query, shipment.branch_id);
  const own = new Set(lines.map((l) => l.currency));
  const currency =
    input.currency ?? (own.size === 1 ? (lines[0]?.currency as string) : (branch.local_currency ?? 'USD'));
  const issued = await writeInvoice(
    query,
    {
      kind: 'invoice',
      branch,
      shipmentId: shipment.id,
      shipmentNo: shipment.shipment_no,
      companyId: input.companyId,
      originalInvoiceId: null,
      currency,
      invoiceDate: input.invoiceDate,
      dueDate: dueDateOf(input.invoiceDate, input.dueDays),
      truckInvoice: input.truckInvoice,
      remarks: input.remarks ?? null,
      issuedBy: input.issuedBy,
    },
    lines.map((l) => ({
      chargeLineId: l.id,
      chargeCode: l.charge_code,
      description: l.description,
      quantity: l.quantity,
      sourceCurrency: l.currency,
      sourceAmount: l.amount,
      taxRate: l.tax_rate,
    })),
  );
  await query('UPDATE charge_lines SET invoice_id = $1, updated_at = now(), version = version + 1 WHERE id = ANY($2)', [
    issued.id,
    lines.map((l) => l.id),
  ]);
  return issued;
};

export type DebitNoteInput = {
  invoiceId: number;
  invoiceDate: string;
  dueDays: number;
  lines: readonly { chargeCode: string; description?: string | undefined; amount: string; taxRate: string }[];
  remarks?: string | undefined;
  issuedBy: number | null;
  branchIds: readonly number[] | null;
};

/**
 * A debit note adjusting an issued tax invoice: its own number (DN), the invoice's shipment,
 * bill-to party and currency, lines of any sign in that currency.
 */
export const issueDebitNote = async (query: TxQuery, input: DebitNoteInput): Promise<Issued> => {
  const original = (
    await query<{
      id: number;
      kind: string;
      branch_id: number;
      shipment_id: number;
      shipment_no: string;
      company_id: number;
      currency: string;
      invoice_date: string;
    }>(
      `SELECT id, kind, branch_id, shipment_id, shipment_no, company_id, currency, invoice_date::text
         FROM invoices WHERE id = $1`,
      [input.invoiceId],
    )
  )[0];
  if (!original || (input.branchIds && !input.branchIds.includes(original.branch_id))) {
    throw new AppError(404, 'finance.invoices.errors.notFound');
  }
  if (original.kind !== 'invoice') throw refuse('finance.invoices.errors.notInvoice');
  if (input.lines.some((l) => decimal(l.amount).eq(0))) throw refuse('finance.invoices.errors.zeroAdjustment');
  const branch = await branchOf(query, original.branch_id);
  const invoiceDate = input.invoiceDate < original.invoice_date ? original.invoice_date : input.invoiceDate;
  return writeInvoice(
    query,
    {
      kind: 'debit_note',
      branch,
      shipmentId: original.shipment_id,
      shipmentNo: original.shipment_no,
      companyId: original.company_id,
      originalInvoiceId: original.id,
      currency: original.currency,
      invoiceDate,
      dueDate: dueDateOf(invoiceDate, input.dueDays),
      truckInvoice: false,
      remarks: input.remarks ?? null,
      issuedBy: input.issuedBy,
    },
    input.lines.map((l) => ({
      chargeLineId: null,
      chargeCode: l.chargeCode,
      description: l.description ?? null,
      quantity: '1',
      sourceCurrency: original.currency,
      sourceAmount: l.amount,
      taxRate: l.taxRate,
    })),
  );
};
