import { decimal } from '../../common/money';
import type { ChargeSide } from '../statuses';

/**
 * Who claims against whom: a customer's claim against us (settled by crediting its revenue), or
 * ours against a carrier, a supplier (settled by a cost credit) or a customer (settled as revenue).
 */
export const CLAIM_DIRECTIONS = ['from_customer', 'against_carrier', 'against_supplier', 'against_customer'] as const;
export type ClaimDirection = (typeof CLAIM_DIRECTIONS)[number];

export const CLAIM_REASONS = ['damage', 'loss', 'delay', 'overcharge'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

export const CLAIM_STATES = ['draft', 'submitted', 'accepted', 'partially_settled', 'settled', 'rejected'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** Why a claim cannot proceed (the claimChargeError list, computed by the view finance_claim_errors). */
export const CLAIM_ERRORS = ['no_shipment', 'no_rate', 'over_charges', 'time_barred', 'over_settled'] as const;
export type ClaimError = (typeof CLAIM_ERRORS)[number];

/** Ocean cargo claims are barred nine months after delivery (the carrier's time bar most bills of lading set). */
export const OCEAN_TIME_BAR_MONTHS = 9;

/** The charge code a settlement is booked under. */
export const CLAIM_CHARGE_CODE = 'CLM';

/** States in which a claim may still be edited (its figures, party and shipment). */
export const CLAIM_EDITABLE: readonly ClaimState[] = ['draft', 'submitted', 'accepted', 'partially_settled'];
/** States in which a settlement may be recorded. */
export const CLAIM_SETTLEABLE: readonly ClaimState[] = ['accepted', 'partially_settled'];
/** States in which a claim may be rejected. */
export const CLAIM_REJECTABLE: readonly ClaimState[] = ['submitted', 'accepted'];

/**
 * The charge line a settlement writes on the shipment's sheet: a customer's claim is a revenue
 * credit (negative, billed to the customer), a claim against a carrier or supplier a cost credit
 * (negative, with that creditor), a claim against a customer more revenue; so profit follows.
 */
export const settlementLine = (direction: ClaimDirection, amount: string): { side: ChargeSide; unitPrice: string } => {
  const value = decimal(amount);
  if (direction === 'against_customer') return { side: 'revenue', unitPrice: value.toFixed(2) };
  return { side: direction === 'from_customer' ? 'revenue' : 'cost', unitPrice: value.times(-1).toFixed(2) };
};

/**
 * What a settlement of `amount` makes of a claim already settled for `settled` out of `claimed`:
 * settled when the whole claim is paid, else partially settled; more than is open is refused (null).
 */
export const afterSettlement = (
  claimed: string,
  settled: string,
  amount: string,
): { settledAmount: string; status: ClaimState } | null => {
  const total = decimal(settled).plus(decimal(amount));
  if (decimal(amount).lte(0) || total.gt(decimal(claimed))) return null;
  return { settledAmount: total.toFixed(2), status: total.eq(decimal(claimed)) ? 'settled' : 'partially_settled' };
};

/** The last day an ocean claim may be filed: nine months after delivery (YYYY-MM-DD, month ends kept). */
export const timeBarDay = (deliveredOn: string): string => {
  const [y, m, d] = deliveredOn.split('-').map(Number) as [number, number, number];
  const month = m - 1 + OCEAN_TIME_BAR_MONTHS;
  const year = y + Math.floor(month / 12);
  const monthIndex = month % 12;
  const last = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
