import data from '../../data/countries.json' with { type: 'json' };

/** An ISO 3166-1 country or territory, keyed by its alpha-2 code. */
export type Country = {
  readonly code: string;
  readonly nameEn: string;
  readonly nameZh: string;
};

/** All 249 ISO 3166-1 entries, sorted by code. */
export const COUNTRIES: readonly Country[] = Object.freeze(data);

export const countryByCode: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.code, c]));
