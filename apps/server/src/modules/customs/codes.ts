import { formatHsDigits, hsCodeDigits, TARIFF_COUNTRIES, type TariffCountry } from '@tidemark/domain/customs/index';
import type { WriteContext } from '../../engine/resource';

type Query = WriteContext['query'];

/** The table of each country's national codes. */
export const TARIFF_TABLES: Readonly<Record<TariffCountry, string>> = {
  CN: 'customs_cn_codes',
  US: 'customs_us_hts_codes',
};

export const isTariffCountry = (country: string): country is TariffCountry =>
  (TARIFF_COUNTRIES as readonly string[]).includes(country);

/** The answer to a code typed somewhere: its written form, or the message key of why it is refused. */
export type HsCodeCheck = { code: string } | { error: string };

/**
 * Checks a code typed on a record for its format and its existence: a 6-digit subheading must be
 * in the Harmonized System table; an 8- or 10-digit code must be a national code (an 8-digit
 * tariff line begins one) of one of the given countries whose tariff Tidemark keeps. Where none
 * of the countries has its tariff here, an 8- or 10-digit code is held to its 6-digit subheading.
 */
export const checkHsCode = async (query: Query, typed: string, countries: readonly string[]): Promise<HsCodeCheck> => {
  const digits = hsCodeDigits(typed);
  if (digits === null) return { error: 'customs.errors.hsFormat' };
  const code = formatHsDigits(digits);
  const subheading = formatHsDigits(digits.slice(0, 6));
  const tariffs = [...new Set(countries.filter(isTariffCountry))];
  const national = digits.length > 6 && tariffs.length > 0;
  const pattern = digits.length === 10 ? digits : `${digits}%`;
  const [row] = await query<{ found: boolean }>(
    national
      ? `SELECT ${tariffs.map((c) => `EXISTS (SELECT 1 FROM ${TARIFF_TABLES[c]} WHERE code_digits LIKE $1)`).join(' OR ')} AS found`
      : 'SELECT EXISTS (SELECT 1 FROM hs_codes WHERE code = $1) AS found',
    [national ? pattern : subheading],
  );
  if (row?.found) return { code };
  return { error: national ? 'customs.errors.nationalUnknown' : 'customs.errors.hsUnknown' };
};

/** A code of one country's table (or a 6-digit subheading of the HS), as the CargoWise mapping names it. */
export const checkCountryCode = async (query: Query, typed: string, country: string): Promise<HsCodeCheck> => {
  const checked = await checkHsCode(query, typed, [country]);
  if ('error' in checked && checked.error === 'customs.errors.nationalUnknown') {
    return { error: 'customs.errors.countryUnknown' };
  }
  return checked;
};

/** The country of a UN/LOCODE (its first two letters), or null. */
export const countryOfPort = (unlocode: unknown): string | null =>
  typeof unlocode === 'string' && /^[A-Z]{2}/.test(unlocode) ? unlocode.slice(0, 2) : null;
