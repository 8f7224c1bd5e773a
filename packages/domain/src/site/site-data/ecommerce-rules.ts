import { US_DE_MINIMIS } from '../../reference/de-minimis';

/** The oversized-parcel service (SPEC §1). Amounts are decimal strings, never floats. */
export const ECOMMERCE_LIMITS = {
  /**
   * Goods value must be strictly below this, in USD: the US de minimis the customs desk routes
   * parcels by (reference/de-minimis.ts), which the service keeps clear of.
   */
  maxGoodsValueUsd: US_DE_MINIMIS.amount,
  /** Every box at most this, in kg. */
  maxBoxKg: '30',
  transitMinDays: 16,
  transitMaxDays: 30,
  maxBoxes: 20,
} as const;

export const RECIPIENT_TYPES = ['individual', 'company'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/** The rules a parcel is checked against; a refusal lists every one that failed. */
export const ECOMMERCE_RULES = ['goodsValue', 'boxWeight', 'transit', 'recipient'] as const;
export type EcommerceRule = (typeof ECOMMERCE_RULES)[number];

/**
 * Fixed reference rates (USD for one unit of the currency) the eligibility check converts goods
 * values with. They are published with the service terms and change only with them, so a seller
 * gets the same answer today and tomorrow.
 */
export const REFERENCE_RATES = {
  asOf: '2026-11-02',
  usdPerUnit: {
    USD: '1',
    CNY: '0.1405',
    HKD: '0.1286',
    EUR: '1.0830',
    GBP: '1.2710',
    JPY: '0.006650',
    CAD: '0.7240',
    AUD: '0.6560',
    SGD: '0.7480',
    KRW: '0.000735',
    MXN: '0.05520',
    AED: '0.2723',
  },
} as const;
export type RateCurrency = keyof typeof REFERENCE_RATES.usdPerUnit;
export const RATE_CURRENCIES = Object.keys(REFERENCE_RATES.usdPerUnit) as RateCurrency[];

/** A non-negative decimal number as text. */
export const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A non-negative decimal string as an integer count of 10^-scale units. */
const scaled = (value: string, scale: number): bigint => {
  const m = DECIMAL.exec(value.trim());
  if (!m) throw new Error(`not a decimal: ${value}`);
  const whole = m[1] ?? '0';
  const fraction = (m[2] ?? '').padEnd(scale, '0');
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) {
    // Never round a value across a limit: keep the extra digits by asking for more scale.
    throw new RangeError(`more than ${scale} decimals: ${value}`);
  }
  return BigInt(whole + fraction.slice(0, scale));
};

const decimals = (value: string) => (DECIMAL.exec(value.trim())?.[2] ?? '').length;

/** a < b for non-negative decimal strings, exactly. */
export const decimalLess = (a: string, b: string): boolean => {
  const scale = Math.max(decimals(a), decimals(b));
  return scaled(a, scale) < scaled(b, scale);
};

/** a <= b for non-negative decimal strings, exactly. */
export const decimalAtMost = (a: string, b: string): boolean => !decimalLess(b, a);

/** value x rate as an exact decimal string (no rounding). */
const multiply = (value: string, rate: string): string => {
  const sv = decimals(value);
  const sr = decimals(rate);
  const product = (scaled(value, sv) * scaled(rate, sr)).toString();
  const scale = sv + sr;
  if (scale === 0) return product;
  const padded = product.padStart(scale + 1, '0');
  return `${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
};

/** The goods value in USD, exact (the rule compares this). */
export const toUsd = (value: string, currency: RateCurrency): string =>
  multiply(value, REFERENCE_RATES.usdPerUnit[currency]);

/** A USD amount rounded half-up to cents, for display. */
export const roundCents = (value: string): string => {
  const [whole = '0', fraction = ''] = value.split('.');
  const cents = BigInt(whole + fraction.padEnd(3, '0').slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1n : 0n);
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};

export type TransitWindow = { readonly minDays: number; readonly maxDays: number };

export type EcommerceParcel = {
  /** Goods value in USD, exact decimal string. */
  readonly goodsValueUsd: string;
  /** Weight of each box in kg, decimal strings. */
  readonly boxesKg: readonly string[];
  /** The destination's transit window, or null when we do not serve the destination. */
  readonly transit: TransitWindow | null;
  readonly recipient: RecipientType;
};

export const goodsValueOk = (usd: string): boolean => decimalLess(usd, ECOMMERCE_LIMITS.maxGoodsValueUsd);
export const boxWeightOk = (kg: string): boolean => decimalAtMost(kg, ECOMMERCE_LIMITS.maxBoxKg);
export const transitOk = (transit: TransitWindow | null): boolean =>
  transit !== null &&
  transit.minDays >= ECOMMERCE_LIMITS.transitMinDays &&
  transit.maxDays <= ECOMMERCE_LIMITS.transitMaxDays &&
  transit.minDays <= transit.maxDays;
export const recipientOk = (recipient: RecipientType): boolean => recipient === 'individual';

/** Every rule the parcel breaks, in ECOMMERCE_RULES order; empty means eligible. */
export const failedRules = (parcel: EcommerceParcel): EcommerceRule[] => {
  const failed: EcommerceRule[] = [];
  if (!goodsValueOk(parcel.goodsValueUsd)) failed.push('goodsValue');
  if (parcel.boxesKg.length === 0 || !parcel.boxesKg.every(boxWeightOk)) failed.push('boxWeight');
  if (!transitOk(parcel.transit)) failed.push('transit');
  if (!recipientOk(parcel.recipient)) failed.push('recipient');
  return failed;
};

export type EcommerceCheckResult = {
  readonly eligible: boolean;
  readonly failed: readonly EcommerceRule[];
  /** The failed rules explained in the caller's language, in the same order. */
  readonly reasons: readonly string[];
  readonly goodsValueUsd: string;
  readonly transit: TransitWindow | null;
  readonly warehouse: { readonly code: string; readonly city: string; readonly country: string } | null;
};
