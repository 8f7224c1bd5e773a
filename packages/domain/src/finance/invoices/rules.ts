import Big from 'big.js';
import { decimal, fixed } from '../../common/money';
import { minorUnitsOf } from '../currencies';

/** What an invoice number says it is: a tax invoice (INV) or a debit note adjusting one (DN). */
export const INVOICE_KINDS = ['invoice', 'debit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

const KIND_CODE: Readonly<Record<InvoiceKind, string>> = { invoice: 'INV', debit_note: 'DN' };

/**
 * An invoice or debit note number: the issuing branch, the kind, the year and the counter of that
 * branch, kind and year in six digits (`SHA-INV-2026-000123`, `SHA-DN-2026-000007`). The counter
 * starts again at 1 each year; a number past 999999 keeps all its digits.
 */
export const invoiceNumber = (branchCode: string, kind: InvoiceKind, year: number, sequence: number): string => {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`not a counter value: ${sequence}`);
  return `${branchCode.toUpperCase()}-${KIND_CODE[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
};

/** The parts of an invoice number, or null when the text is not one. */
export const parseInvoiceNumber = (
  text: string,
): { branchCode: string; kind: InvoiceKind; year: number; sequence: number } | null => {
  const m = /^([A-Z0-9]{2,6})-(INV|DN)-(\d{4})-(\d{6,})$/.exec(text.trim().toUpperCase());
  if (!m) return null;
  return {
    branchCode: m[1] as string,
    kind: m[2] === 'INV' ? 'invoice' : 'debit_note',
    year: Number(m[3]),
    sequence: Number(m[4]),
  };
};

/**
 * A line's amount in the invoice's currency: the line's amount times the rate (1 line currency =
 * rate invoice currency), rounded half up to the invoice currency's minor units, line by line (the
 * invoice's total is the sum of its rounded lines, so the printed lines add up to it).
 */
export const convertAmount = (amount: string, rate: string, currency: string): string =>
  fixed(decimal(amount).times(decimal(rate)), minorUnitsOf(currency));

/** The tax of a converted line: its amount times the tax rate (0.06 = 6 %), rounded like the line. */
export const lineTax = (amount: string, taxRate: string, currency: string): string =>
  fixed(decimal(amount).times(decimal(taxRate)), minorUnitsOf(currency));

/** The sum of amounts already in one currency, at its minor units. */
export const sumAmounts = (amounts: readonly string[], currency: string): string =>
  fixed(
    amounts.reduce((s, a) => s.plus(decimal(a)), new Big(0)),
    minorUnitsOf(currency),
  );

/** SPEC §3 payment state of an invoice: nothing paid, part of it, or all of it. */
export const PAYMENT_STATES = ['unpaid', 'partly_paid', 'paid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The payment state of a total of which `paid` is paid (a credit note of zero or less is paid). */
export const paymentState = (total: string, paid: string): PaymentState => {
  const t = decimal(total);
  const p = decimal(paid);
  if (p.gte(t)) return 'paid';
  return p.gt(0) ? 'partly_paid' : 'unpaid';
};

/**
 * Why a payment cannot be recorded, or null when it can: it must be more than zero and at most the
 * open balance (an overpayment is refused, never kept as a credit on the invoice).
 */
export const paymentRefusal = (total: string, paid: string, amount: string): 'notPositive' | 'overpayment' | null => {
  const a = decimal(amount);
  if (a.lte(0)) return 'notPositive';
  return decimal(paid).plus(a).gt(decimal(total)) ? 'overpayment' : null;
};

/** The ageing buckets of an open balance, by days past the due date. */
export const AGEING_BUCKETS = ['current', 'd0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

const DAY = 86_400_000;

/** Whole days from `from` to `to` (ISO dates, `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * The ageing bucket of an open invoice on `asOf`: not yet due (current), then 0–30, 31–60, 61–90
 * and over 90 days past its due date (the day it falls due is day 0). The SQL of the unpaid view
 * (`finance_unpaid`) says the same.
 */
export const ageingBucket = (dueDate: string, asOf: string): AgeingBucket => {
  const days = daysBetween(dueDate, asOf);
  if (days < 0) return 'current';
  if (days <= 30) return 'd0_30';
  if (days <= 60) return 'd31_60';
  if (days <= 90) return 'd61_90';
  return 'd90_plus';
};

/** The due date of an invoice dated `date` with `days` days to pay. */
export const dueDateOf = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
