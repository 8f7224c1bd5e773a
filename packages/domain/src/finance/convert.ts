import Big from 'big.js';
import { decimal, fixed } from '../common/money';
import { minorUnitsOf } from './currencies';

/**
 * Currency conversion for charge lines, in decimal arithmetic. One day's rate of a pair says
 * 1 `from` = `rate` `to`. Converting on a day takes the latest rate of the pair on or before that
 * day; when the pair was never recorded on or before it, the latest rate of the reverse pair,
 * inverted (1 / rate, kept to 8 decimals as the database keeps rates). The converted amount is
 * rounded half up to the target currency's minor units (JPY 0, the others 2), line by line: a
 * sheet's local total is the sum of its rounded lines.
 */

/** Decimals a rate is kept to (numeric(18, 8)). */
export const RATE_SCALE = 8;

export type ExchangeRate = { rateDate: string; fromCurrency: string; toCurrency: string; rate: string };

/** The rate applied to convert, and the day of the rate it came from ('' for a currency to itself). */
export type AppliedRate = { rate: string; rateDate: string; inverted: boolean };

const latest = (rates: readonly ExchangeRate[], from: string, to: string, day: string): ExchangeRate | null => {
  let best: ExchangeRate | null = null;
  for (const r of rates) {
    if (r.fromCurrency !== from || r.toCurrency !== to || r.rateDate > day) continue;
    if (!best || r.rateDate > best.rateDate) best = r;
  }
  return best;
};

/** The rate from one currency to another on a day (yyyy-mm-dd), or null when none is known. */
export const rateOn = (rates: readonly ExchangeRate[], from: string, to: string, day: string): AppliedRate | null => {
  if (from === to) return { rate: fixed(new Big(1), RATE_SCALE), rateDate: '', inverted: false };
  const direct = latest(rates, from, to, day);
  if (direct) return { rate: fixed(decimal(direct.rate), RATE_SCALE), rateDate: direct.rateDate, inverted: false };
  const reverse = latest(rates, to, from, day);
  if (!reverse) return null;
  return { rate: fixed(new Big(1).div(decimal(reverse.rate)), RATE_SCALE), rateDate: reverse.rateDate, inverted: true };
};

/** An amount at a rate, rounded half up to the target currency's minor units. */
export const applyRate = (amount: string, rate: string, to: string): string =>
  fixed(decimal(amount).times(decimal(rate)), minorUnitsOf(to));

/**
 * `amount` in `from` converted to `to` on `day`: the amount, rounded to `to`'s minor units, and
 * the rate applied; null when no rate of the pair (or its reverse) is known on or before the day.
 */
export const convert = (
  rates: readonly ExchangeRate[],
  amount: string,
  from: string,
  to: string,
  day: string,
): { amount: string; rate: AppliedRate } | null => {
  const rate = rateOn(rates, from, to, day);
  return rate ? { amount: applyRate(amount, rate.rate, to), rate } : null;
};

/**
 * `convert` into one currency on one day for many amounts: each source currency's rate is looked
 * up once, on its first amount, and applied to the others (a search ranking hundreds of lines
 * reads the rates once, not once a line). Same answers as `convert`.
 */
export const converter = (
  rates: readonly ExchangeRate[],
  to: string,
  day: string,
): ((amount: string, from: string) => { amount: string; rate: AppliedRate } | null) => {
  const found = new Map<string, AppliedRate | null>();
  return (amount, from) => {
    let rate = found.get(from);
    if (rate === undefined) {
      rate = rateOn(rates, from, to, day);
      found.set(from, rate);
    }
    return rate ? { amount: applyRate(amount, rate.rate, to), rate } : null;
  };
};
