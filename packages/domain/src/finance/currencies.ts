import { currencyByCode } from '../reference/currencies';

/**
 * The ISO 4217 currencies the offices bill in and keep books in: the daily exchange rates cover
 * these. Names and minor units come from the reference currency list (JPY 0, the others 2).
 */
export const BILLING_CURRENCIES = ['CNY', 'USD', 'EUR', 'HKD', 'GBP', 'JPY', 'SGD', 'MXN', 'TWD', 'AED'] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];

/** Minor units of an ISO 4217 code: the decimals an amount in it is rounded to (2 for an unknown code). */
export const minorUnitsOf = (code: string): number => currencyByCode.get(code)?.minorUnits ?? 2;

/** The currency an office keeps its books in, from its country (the migration's `local_currency_for`). */
export const localCurrencyFor = (country: string): string => LOCAL_CURRENCY_BY_COUNTRY[country] ?? 'USD';

const LOCAL_CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  CN: 'CNY',
  HK: 'HKD',
  TW: 'TWD',
  SG: 'SGD',
  JP: 'JPY',
  GB: 'GBP',
  MX: 'MXN',
  AE: 'AED',
  NL: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  BE: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
};
