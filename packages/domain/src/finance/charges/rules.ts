import { decimal, fixed } from '../../common/money';
import { applyRate } from '../convert';
import { minorUnitsOf } from '../currencies';
import { type ChargeLineStatus, type ChargeSide, FREIGHT_CHARGE_CODES } from '../statuses';

/**
 * The rules of a charge sheet (SPEC §3 charge sheet line, §4 other state sets, §5 amounts and
 * shares), shared by the server, which enforces them, and the screen, which shows them.
 */

/** The figures of one line: amount in its currency, tax on it, and the amount in the branch's currency. */
export type LineFigures = { amount: string; taxAmount: string; localAmount: string };

/**
 * A line's figures: quantity × unit price rounded half up to the line currency's minor units, tax
 * at the line's rate on that amount (same rounding), and the amount at the exchange rate rounded
 * to the local currency's minor units.
 */
export const lineFigures = (input: {
  quantity: string;
  unitPrice: string;
  currency: string;
  taxRate: string;
  exchangeRate: string;
  localCurrency: string;
}): LineFigures => {
  const amount = fixed(decimal(input.quantity).times(decimal(input.unitPrice)), minorUnitsOf(input.currency));
  const taxAmount = fixed(decimal(amount).times(decimal(input.taxRate)), minorUnitsOf(input.currency));
  return { amount, taxAmount, localAmount: applyRate(amount, input.exchangeRate, input.localCurrency) };
};

/** The marker actions of a line, the states each starts from, and the state it leads to. */
export const LINE_MARKERS = {
  submit: { from: ['draft', 'rejected'], to: 'submitted' },
  review: { from: ['submitted'], to: 'reviewed' },
  reject: { from: ['submitted', 'reviewed'], to: 'rejected' },
  lock: { from: ['reviewed'], to: 'locked' },
  requestUnlock: { from: ['locked'], to: 'unlock_requested' },
  grantUnlock: { from: ['unlock_requested'], to: 'draft' },
  refuseUnlock: { from: ['unlock_requested'], to: 'locked' },
} as const satisfies Record<string, { from: readonly ChargeLineStatus[]; to: ChargeLineStatus }>;
export type LineMarker = keyof typeof LINE_MARKERS;
export const LINE_MARKER_NAMES = Object.keys(LINE_MARKERS) as LineMarker[];

/** Markers that need a reason from the user: a rejection, an unlock request. */
export const MARKERS_WITH_REASON: readonly LineMarker[] = ['reject', 'requestUnlock'];

/** The permission action of the charge sheet each marker needs (`chargeSheet:<action>`). */
export const MARKER_PERMISSION: Readonly<Record<LineMarker, 'submit' | 'review' | 'unlock' | 'edit'>> = {
  submit: 'submit',
  review: 'review',
  reject: 'review',
  lock: 'unlock',
  requestUnlock: 'edit',
  grantUnlock: 'unlock',
  refuseUnlock: 'unlock',
};

/** Whether a marker may be set on a line in this state. */
export const markerAllowed = (marker: LineMarker, status: ChargeLineStatus): boolean =>
  (LINE_MARKERS[marker].from as readonly ChargeLineStatus[]).includes(status);

/**
 * Why a line's figures or party cannot be changed now, or null: a locked line (or one whose unlock
 * is still asked for) is frozen, a submitted or reviewed one waits for its reviewer, an invoiced
 * one is billed.
 */
export const editRefusal = (line: {
  status: ChargeLineStatus;
  invoiceId?: number | null;
}): 'locked' | 'underReview' | 'invoiced' | null => {
  if (line.invoiceId) return 'invoiced';
  if (line.status === 'locked' || line.status === 'unlock_requested') return 'locked';
  if (line.status === 'submitted' || line.status === 'reviewed') return 'underReview';
  return null;
};

/**
 * SPEC §5 "Duplicate charge codes allow only one SR": the line that would be a second SR line of
 * its charge code on its side of the shipment, or null.
 */
export const duplicateSr = <L extends { id: number; side: ChargeSide; chargeCode: string; isSr: boolean }>(
  lines: readonly L[],
  candidate: { id?: number | null; side: ChargeSide; chargeCode: string; isSr: boolean },
): L | null => {
  if (!candidate.isSr) return null;
  return (
    lines.find(
      (l) => l.isSr && l.side === candidate.side && l.chargeCode === candidate.chargeCode && l.id !== candidate.id,
    ) ?? null
  );
};

/** Whether a charge code is freight, whose revenue total is compared with the sheet's amended total. */
export const isFreightCode = (code: string): boolean => (FREIGHT_CHARGE_CODES as readonly string[]).includes(code);

/**
 * SPEC §5 "The freight charge total must match the amended total, or the user confirms": 'none'
 * without an amended total, 'match' when equal, 'confirmed' when the user confirmed this very
 * total, else 'mismatch' (submitting revenue needs a confirmation).
 */
export const freightTotalCheck = (sheet: {
  freightLocal: string;
  amendedFreightTotal: string | null;
  confirmedFor: string | null;
}): 'none' | 'match' | 'confirmed' | 'mismatch' => {
  if (sheet.amendedFreightTotal === null) return 'none';
  if (decimal(sheet.freightLocal).eq(decimal(sheet.amendedFreightTotal))) return 'match';
  if (sheet.confirmedFor !== null && decimal(sheet.confirmedFor).eq(decimal(sheet.freightLocal))) return 'confirmed';
  return 'mismatch';
};

/** Profit and margin (profit ÷ revenue, per cent to 2 decimals; null without revenue). */
export const profitOf = (revenue: string, cost: string): { profit: string; marginPercent: string | null } => {
  const profit = fixed(decimal(revenue).minus(decimal(cost)), 2);
  const margin = decimal(revenue).eq(0) ? null : fixed(decimal(profit).times(100).div(decimal(revenue)), 2);
  return { profit, marginPercent: margin };
};

/** Profit lock actions: lock by finance, unlock by the lock/unlock permission; an edit after unlock marks it amended. */
export const PROFIT_LOCKS = {
  lock: { from: ['open', 'unlocked', 'amended'], to: 'locked' },
  unlock: { from: ['locked'], to: 'unlocked' },
} as const;
