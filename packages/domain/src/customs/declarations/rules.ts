import Big from 'big.js';
import { decimal, fixed } from '../../common/money';

/** An export declaration (goods leaving China) or an import declaration (goods entering the destination). */
export const DECLARATION_DIRECTIONS = ['export', 'import'] as const;
export type DeclarationDirection = (typeof DECLARATION_DIRECTIONS)[number];

export const DECLARATION_STATES = ['draft', 'submitted', 'accepted', 'released', 'rejected'] as const;
export type DeclarationState = (typeof DECLARATION_STATES)[number];

/** The answers customs gives a submitted declaration, one result row each. */
export const CUSTOMS_RESULTS = ['accepted', 'released', 'rejected'] as const;
export type CustomsResult = (typeof CUSTOMS_RESULTS)[number];

/** A draft is edited; a rejected declaration is corrected and submitted again. Nothing else changes. */
export const DECLARATION_EDITABLE: readonly DeclarationState[] = ['draft', 'rejected'];
/** Customs rejects a declaration under review or accepted (an examination finds a fault). */
export const DECLARATION_REJECTABLE: readonly DeclarationState[] = ['submitted', 'accepted'];

/** China's import VAT on most goods: 13 % of the customs value plus the duty (the composite taxable value). */
export const CN_IMPORT_VAT_RATE = '13';

/**
 * How far the lines' gross weight may stray from the shipment's: 1 % of the shipment's weight, at
 * least 1 kg (scales and rounding of per-line weights). Packages must match exactly.
 */
export const WEIGHT_TOLERANCE_PERCENT = '1';
export const WEIGHT_TOLERANCE_MIN_KG = '1';

/** What the lines of a declaration add up to, in decimal text. */
export type LineTotals = { lines: number; packages: number; grossWeightKg: string; value: string };
/** The shipment's cargo as booked. */
export type ShipmentCargo = { packages: number; grossWeightKg: string };

/** A field of the declaration and the message key of why it cannot be submitted. */
export type TotalsProblem = { field: 'totalPackages' | 'totalGrossWeightKg' | 'totalValue'; key: string };

/**
 * Whether a declaration's lines may be submitted against its shipment's cargo: at least one line
 * with a value above 0, the packages equal to the shipment's, the gross weight within the
 * tolerance. The declared value has no counterpart in the shipment's cargo, so only its presence
 * is checked. Answers every problem found, none when it may go.
 */
export const checkTotals = (totals: LineTotals, cargo: ShipmentCargo): TotalsProblem[] => {
  const problems: TotalsProblem[] = [];
  if (totals.lines === 0 || decimal(totals.value).lte(0)) {
    problems.push({ field: 'totalValue', key: 'customs.declarations.errors.noLines' });
  }
  if (totals.packages !== cargo.packages) {
    problems.push({ field: 'totalPackages', key: 'customs.declarations.errors.packagesMismatch' });
  }
  if (
    decimal(totals.grossWeightKg).minus(decimal(cargo.grossWeightKg)).abs().gt(weightTolerance(cargo.grossWeightKg))
  ) {
    problems.push({ field: 'totalGrossWeightKg', key: 'customs.declarations.errors.weightMismatch' });
  }
  return problems;
};

/** The weight difference allowed for a shipment of this gross weight, in kg. */
export const weightTolerance = (grossWeightKg: string): Big => {
  const share = decimal(grossWeightKg).times(decimal(WEIGHT_TOLERANCE_PERCENT)).div(100);
  const floor = decimal(WEIGHT_TOLERANCE_MIN_KG);
  return share.gt(floor) ? share : floor;
};

/** The duty and tax estimated for one line, in the declaration's currency; rates in percent. */
export type LineEstimate = { dutyRate: string; duty: string; vatRate: string | null; vat: string | null };

/**
 * The duty and import tax of one line entering `country`, from the rate the code's tariff records:
 * the US HTS ad valorem rate (no import VAT), or China's MFN import duty rate plus import VAT of
 * 13 % on the value and the duty. Amounts are rounded to cents, half up. A code with no recorded
 * rate (a specific or compound US rate, a Chinese rate not entered), or a country whose tariff is
 * not kept, gives no estimate (null).
 */
export const estimateLine = (country: string | null, value: string, rate: string | null): LineEstimate | null => {
  if (rate === null || (country !== 'US' && country !== 'CN')) return null;
  const duty = decimal(value).times(decimal(rate)).div(100);
  if (country === 'US') return { dutyRate: fixed(decimal(rate), 3), duty: fixed(duty, 2), vatRate: null, vat: null };
  const vat = decimal(value).plus(duty.round(2, Big.roundHalfUp)).times(decimal(CN_IMPORT_VAT_RATE)).div(100);
  return { dutyRate: fixed(decimal(rate), 3), duty: fixed(duty, 2), vatRate: CN_IMPORT_VAT_RATE, vat: fixed(vat, 2) };
};
