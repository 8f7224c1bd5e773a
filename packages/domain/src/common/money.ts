import Big from 'big.js';

/**
 * Money and quantities as decimal strings, never binary floats: rates and amounts travel as text
 * ('1250.0000'), are computed with big.js and printed back as text. Rounding is half up, as
 * freight invoices round.
 */

/** Decimal places kept for rates and amounts in the database (numeric(15, 4)). */
export const MONEY_SCALE = 4;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whether a text is a plain decimal number ('12', '-3.5'); no exponents, no grouping. */
export const isDecimal = (value: string): boolean => DECIMAL.test(value.trim());

/** A decimal from its text; throws on anything that is not one (a bug, since input is validated). */
export const decimal = (value: string | number): Big => {
  const text = String(value).trim();
  if (!DECIMAL.test(text)) throw new Error(`not a decimal: ${value}`);
  return new Big(text);
};

/** A decimal printed with a fixed number of places, half up ('12.3456' at 2 is '12.35'). */
export const fixed = (value: Big, places = MONEY_SCALE): string => value.round(places, Big.roundHalfUp).toFixed(places);

/** The sum of decimal texts, at the money scale. */
export const sumMoney = (values: readonly string[]): string =>
  fixed(values.reduce((total, v) => total.plus(decimal(v)), new Big(0)));

/** a × b, rounded to the money scale. */
export const multiplyMoney = (a: string, b: string): string => fixed(decimal(a).times(decimal(b)));

/** a compared with b: -1, 0 or 1. */
export const compareMoney = (a: string, b: string): -1 | 0 | 1 => decimal(a).cmp(decimal(b)) as -1 | 0 | 1;

/** The larger of two decimal texts, at the money scale. */
export const maxMoney = (a: string, b: string): string => fixed(compareMoney(a, b) >= 0 ? decimal(a) : decimal(b));

/** `percent` per cent of `amount`, rounded to the money scale. */
export const percentOf = (amount: string, percent: string): string =>
  fixed(decimal(amount).times(decimal(percent)).div(100));

/** An amount rounded to a currency's minor units (JPY 0, USD 2, KWD 3), half up. */
export const toMinorUnits = (amount: string, minorUnits: number): string => fixed(decimal(amount), minorUnits);

/** An amount as a reader sees it: thousands grouped, `places` decimals ('1,250.00'). */
export const formatMoney = (amount: string, places = 2): string => {
  const text = fixed(decimal(amount), places);
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
};
