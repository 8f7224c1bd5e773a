import type { AreaPart } from '../../engine/area';
import { QUOTATION_DICTIONARIES } from './dictionaries';
import { ecuRateChargeResource, ecuRateResource } from './ecu-rates';
import { quotationCatalog } from './i18n';
import { QUOTATION_PAGES, QUOTATION_RELATIONS_FOR } from './pages';
import { ecuQuotationResource, quotationLineResource, quotationResource } from './resources';

export * from './dictionaries';
export * from './rules';

/** Quotations and their lines, ECU quotations and the consolidator rates they are priced on. */
export const QUOTATIONS: AreaPart = {
  resources: [quotationResource, ecuQuotationResource, quotationLineResource, ecuRateResource, ecuRateChargeResource],
  pages: QUOTATION_PAGES,
  dictionaries: QUOTATION_DICTIONARIES,
  catalogs: [quotationCatalog],
  relationsFor: QUOTATION_RELATIONS_FOR,
};
