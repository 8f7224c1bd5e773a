/**
 * Tax registration numbers of parties, checked by the rules of the authority that issues them:
 * China's unified social credit code (GB 32100-2015, with its check character), the US employer
 * identification number (IRS campus prefixes), India's GSTIN (state, PAN, entity, check character)
 * and European VAT numbers (the country's format, Germany's ISO 7064 MOD 11,10 check digit).
 */
import { isEinDigits } from '../../common/ein';

export const TAX_ID_TYPES = ['VAT', 'USCI', 'EIN', 'GSTIN'] as const;
export type TaxIdType = (typeof TAX_ID_TYPES)[number];

/** Why a number is refused: a catalog key under `finance.profit.errors`. */
export type TaxIdProblem = 'taxIdCountry' | 'taxIdFormat' | 'taxIdCheck';

/** The characters of a unified social credit code, in the order of their values (no I, O, S, V, Z). */
const USCI_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCI_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a unified social credit code. */
export const usciCheckCharacter = (first17: string): string | null => {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCI_CHARS.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * (USCI_WEIGHTS[i] as number);
  }
  return USCI_CHARS[(31 - (sum % 31)) % 31] as string;
};

const USCI_FORMAT = /^[1-9A-HJ-NPQRTUWXY][1-9A-HJ-NPQRTUWXY]\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State codes 01–38, 97 (other territory) and 99 (centre jurisdiction). */
const GSTIN_FORMAT = /^(0[1-9]|[12]\d|3[0-8]|97|99)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN (weights 1 and 2 alternating, base 36). */
export const gstinCheckCharacter = (first14: string): string | null => {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i] ?? '');
    if (value < 0) return null;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] as string;
};

/** The digits after the country prefix of a VAT number, per country (Greece's prefix is EL). */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  GB: /^(\d{9}|\d{12})$/,
  EL: /^\d{9}$/,
  IE: /^\d{7}[A-W][A-I]?$/,
  IT: /^\d{11}$/,
  LU: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  SE: /^\d{12}$/,
};

/** Germany's check digit over the first eight digits (ISO 7064 MOD 11,10). */
export const germanVatCheckDigit = (first8: string): number => {
  let product = 10;
  for (const c of first8) {
    let sum = (Number(c) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
};

/** The number as it is kept: upper case, without spaces, dots and hyphens. */
export const normalizeTaxId = (number: string): string => number.toUpperCase().replace(/[\s.-]/g, '');

/** The countries a type of number is issued in (VAT: the EU's and the UK's). */
export const taxIdCountries = (type: TaxIdType): readonly string[] | null => {
  switch (type) {
    case 'USCI':
      return ['CN'];
    case 'EIN':
      return ['US'];
    case 'GSTIN':
      return ['IN'];
    case 'VAT':
      return Object.keys(VAT_FORMATS).map((c) => (c === 'EL' ? 'GR' : c));
  }
};

/** Why a tax registration number of the type, issued in the country, is refused; null when it is valid. */
export const taxIdProblem = (type: TaxIdType, country: string, raw: string): TaxIdProblem | null => {
  if (!taxIdCountries(type)?.includes(country)) return 'taxIdCountry';
  const n = normalizeTaxId(raw);
  switch (type) {
    case 'USCI':
      if (!USCI_FORMAT.test(n)) return 'taxIdFormat';
      return usciCheckCharacter(n.slice(0, 17)) === n[17] ? null : 'taxIdCheck';
    case 'GSTIN':
      if (!GSTIN_FORMAT.test(n)) return 'taxIdFormat';
      return gstinCheckCharacter(n.slice(0, 14)) === n[14] ? null : 'taxIdCheck';
    case 'EIN':
      return isEinDigits(n) ? null : 'taxIdFormat';
    case 'VAT': {
      const prefix = country === 'GR' ? 'EL' : country;
      const format = VAT_FORMATS[prefix];
      if (!format || !n.startsWith(prefix) || !format.test(n.slice(2))) return 'taxIdFormat';
      if (prefix === 'DE') return germanVatCheckDigit(n.slice(2, 10)) === Number(n[10]) ? null : 'taxIdCheck';
      return null;
    }
  }
};
