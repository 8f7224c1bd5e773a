import data from '../../data/currencies.json' with { type: 'json' };

/** An active ISO 4217 currency. Fund codes (BOV, CLF, USN...) and metals (XAU...) are left out. */
export type Currency = {
  readonly code: string;
  /** ISO numeric code, kept as a 3-digit string so leading zeros survive (ALL is "008"). */
  readonly numeric: string;
  readonly nameEn: string;
  readonly nameZh: string;
  /** ISO minor units; these can differ from the cash digits CLDR/Intl uses (IDR, HUF...). */
  readonly minorUnits: number;
};

export const CURRENCIES: readonly Currency[] = Object.freeze(data);

export const currencyByCode: ReadonlyMap<string, Currency> = new Map(CURRENCIES.map((c) => [c.code, c]));
