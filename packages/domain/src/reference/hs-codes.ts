import data from '../../data/hs-codes.json' with { type: 'json' };

/** A 6-digit Harmonized System subheading (HS 2022), written like "8471.30". */
export type HsCode = {
  readonly code: string;
  readonly descriptionEn: string;
  readonly descriptionZh: string;
};

/** A sample of subheadings forwarders see often; not the full nomenclature. */
export const HS_CODES: readonly HsCode[] = Object.freeze(data);

export const hsCodeByCode: ReadonlyMap<string, HsCode> = new Map(HS_CODES.map((h) => [h.code, h]));
