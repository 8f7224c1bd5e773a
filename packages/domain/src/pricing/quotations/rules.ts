import { decimal, fixed, percentOf, sumMoney } from '../../common/money';
import { type PricedCargo, priceLines, type RateLine } from '../common/charges';
import type { QuotationCalcMethod, QuotationGrouping, QuotationStatus } from './dictionaries';

/**
 * The rules of a quotation shared by the screens and the server: its number, its validity on a
 * day, how its margin is given (an amount or a percentage, never both) and spread over its lines,
 * and which states may still change.
 */

/** QT and eight digits: the quotation's number everywhere it is quoted (mail, PDF, booking). */
export const QUOTATION_NO = /^QT\d{8}$/;

export const formatQuotationNo = (sequence: number): string => `QT${String(sequence).padStart(8, '0')}`;

export type QuotationValidity = 'valid' | 'expired' | 'inactive' | 'obsolete';

/**
 * A quotation's validity on a day (ISO dates compare as text): obsolete once a newer one replaced
 * it, whatever its dates; before its first day not yet effective; after its last day expired.
 */
export const quotationValidity = (
  q: { validFrom: string; validUntil: string; obsolete: boolean },
  today: string,
): QuotationValidity => {
  if (q.obsolete) return 'obsolete';
  if (today < q.validFrom) return 'inactive';
  if (today > q.validUntil) return 'expired';
  return 'valid';
};

/** The same rule in SQL over a quotation row aliased `t`, on the database's day. */
export const QUOTATION_VALIDITY_SQL = `CASE WHEN t.obsolete THEN 'obsolete'
  WHEN current_date < t.valid_from THEN 'inactive'
  WHEN current_date > t.valid_until THEN 'expired' ELSE 'valid' END`;

/** A quotation's last day comes on or after its first; answers the refusal's catalog key or null. */
export const validityRefusal = (validFrom: string | null, validUntil: string | null): string | null =>
  validFrom && validUntil && validUntil < validFrom ? 'pricing.quotations.errors.validUntilBeforeFrom' : null;

export type MarginInput = {
  calcMethod: QuotationCalcMethod | null;
  markupAmount: string | null;
  markupPercent: string | null;
};

const filled = (v: string | null | undefined) => v !== null && v !== undefined && v.trim() !== '';

/**
 * SPEC §5 'Amount or percentage: only one may be filled', and the method says which: answers the
 * field and catalog key of the refusal, or null.
 */
export const marginRefusal = (m: MarginInput): { field: string; key: string } | null => {
  if (filled(m.markupAmount) && filled(m.markupPercent)) {
    return { field: 'markupPercent', key: 'pricing.quotations.errors.amountOrPercentage' };
  }
  if (m.calcMethod === 'amount' && filled(m.markupPercent)) {
    return { field: 'markupPercent', key: 'pricing.quotations.errors.methodIsAmount' };
  }
  if (m.calcMethod === 'percentage' && filled(m.markupAmount)) {
    return { field: 'markupAmount', key: 'pricing.quotations.errors.methodIsPercentage' };
  }
  if (m.calcMethod === null && (filled(m.markupAmount) || filled(m.markupPercent))) {
    return { field: 'calcMethod', key: 'pricing.quotations.errors.methodRequired' };
  }
  return null;
};

/** The charge a margin given as one amount sits on when the quotation is all in: the main freight. */
const FREIGHT_CODES = ['OFR', 'AFR'];

/**
 * Each line's share of the margin. By percentage every line carries its percent of its own amount.
 * By amount (in the quotation's currency) the figure is spread over the lines of that currency:
 * all in, it sits on the main freight line; by charge, each line takes its part in proportion to
 * its amount, the last one the rounding remainder, so the shares add up to the amount exactly.
 */
export const marginShares = (
  lines: readonly { chargeCode: string; amount: string; currency: string }[],
  margin: MarginInput & { grouping: QuotationGrouping; currency: string },
): string[] => {
  const zero = fixed(decimal(0));
  if (margin.calcMethod === 'percentage' && filled(margin.markupPercent)) {
    return lines.map((l) => percentOf(l.amount, margin.markupPercent as string));
  }
  if (margin.calcMethod !== 'amount' || !filled(margin.markupAmount)) return lines.map(() => zero);
  const amount = margin.markupAmount as string;
  const eligible = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.currency === margin.currency);
  if (eligible.length === 0) return lines.map(() => zero);
  const shares = lines.map(() => zero);
  if (margin.grouping === 'all_in') {
    const main = eligible.find(({ l }) => FREIGHT_CODES.includes(l.chargeCode)) ?? eligible[0];
    if (main) shares[main.i] = fixed(decimal(amount));
    return shares;
  }
  const base = decimal(sumMoney(eligible.map(({ l }) => l.amount)));
  let given = decimal(0);
  eligible.forEach(({ l, i }, n) => {
    const share =
      n === eligible.length - 1
        ? decimal(amount).minus(given)
        : base.eq(0)
          ? decimal(amount).div(eligible.length)
          : decimal(amount).times(decimal(l.amount)).div(base);
    const rounded = fixed(share);
    shares[i] = rounded;
    given = given.plus(decimal(rounded));
  });
  return shares;
};

export type QuotationLineInput = RateLine & { costRate?: string | null };
export type PricedQuotationLine = QuotationLineInput & {
  quantity: string;
  /** What the line costs before the margin: rate × quantity, never below the minimum. */
  base: string;
  margin: string;
  /** What the customer is quoted: the base and the line's share of the margin. */
  amount: string;
  costAmount: string | null;
};

/**
 * Every line of a quotation priced for its cargo (priceLines), its margin share added, and the
 * totals in the quotation's currency: what is quoted and what it costs.
 */
export const priceQuotation = (
  lines: readonly QuotationLineInput[],
  cargo: PricedCargo,
  margin: MarginInput & { grouping: QuotationGrouping; currency: string },
): { lines: PricedQuotationLine[]; total: string; costTotal: string } => {
  const priced = priceLines(lines, cargo).lines;
  const shares = marginShares(priced, margin);
  const out = priced.map((l, i) => {
    const share = shares[i] ?? '0';
    const costRate = lines[i]?.costRate;
    return {
      ...l,
      costRate: costRate ?? null,
      base: l.amount,
      margin: share,
      amount: fixed(decimal(l.amount).plus(decimal(share))),
      costAmount: filled(costRate) ? fixed(decimal(costRate as string).times(decimal(l.quantity))) : null,
    };
  });
  const own = out.filter((l) => l.currency === margin.currency);
  return {
    lines: out,
    total: sumMoney(own.map((l) => l.amount)),
    costTotal: sumMoney(own.map((l) => l.costAmount ?? '0')),
  };
};

/** A confirmed or rejected quotation is the record of what was agreed: nobody changes it. */
export const READ_ONLY_STATUSES: readonly QuotationStatus[] = ['confirmed', 'rejected'];

export const isReadOnlyQuotation = (status: string): boolean =>
  (READ_ONLY_STATUSES as readonly string[]).includes(status);

/**
 * The desk's actions on a quotation: fill its lines from a tariff, quote it, send it to the
 * customer, copy it, re-quote it (a copy that replaces it once quoted), and the customer's confirm
 * and reject.
 */
export const QUOTATION_ACTIONS = ['fill', 'quote', 'send', 'reject', 'confirm', 'copy', 'requote'] as const;
export type QuotationAction = (typeof QUOTATION_ACTIONS)[number];

/** What decides an action: the quotation's state and its validity today (QUOTATION_VALIDITY_SQL). */
export type QuotationActionState = Readonly<{ status?: unknown; validity?: unknown } & Record<string, unknown>>;

/** SPEC §8's words for a quotation out of its dates. */
export const QUOTATION_EXPIRED = 'pricing.checks.warnings.validity';

/**
 * Whether a quotation allows an action in its state and validity: null when it does, else the
 * catalog key of the refusal. The list rows and the detail offer an action only where this
 * answers null, and the server refuses it with the same key otherwise.
 *
 * - A copy starts afresh from today, so any quotation may be copied.
 * - Lines are filled while a draft, or while quoted by those who may edit quotations, never once
 *   it was replaced.
 * - A draft is quoted unless its last day has passed.
 * - Sending, confirming and rejecting act on the offer as it stands: quoted, neither replaced
 *   (obsolete) nor expired. A quotation not yet effective may be sent and answered ahead.
 * - A re-quote replaces a quoted quotation that no newer one replaced yet (expired ones included:
 *   that is how an expired offer is renewed).
 */
export const quotationActionRefusal = (
  action: QuotationAction,
  q: QuotationActionState,
  mayEdit = false,
): string | null => {
  const status = String(q.status ?? '');
  const validity = String(q.validity ?? '');
  if (action === 'copy') return null;
  if (action === 'fill') {
    if (isReadOnlyQuotation(status)) return 'pricing.quotations.errors.readOnly';
    if (validity === 'obsolete') return 'pricing.quotations.errors.obsolete';
    return status === 'draft' || mayEdit ? null : 'pricing.quotations.errors.editNotGranted';
  }
  if (action === 'quote') {
    if (status !== 'draft') return 'pricing.quotations.errors.notDraft';
    return validity === 'expired' ? QUOTATION_EXPIRED : null;
  }
  if (status !== 'quoted') return 'pricing.quotations.errors.notQuoted';
  if (validity === 'obsolete') return 'pricing.quotations.errors.obsolete';
  if (action === 'requote') return null;
  return validity === 'expired' ? QUOTATION_EXPIRED : null;
};
