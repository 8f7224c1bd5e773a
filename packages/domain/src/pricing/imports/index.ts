import type { AreaPart } from '../../engine/area';
import { importsCatalog } from './i18n';
import { IMPORT_PAGES, rateImportResource, shipmentRateResource } from './resources';

export { RATE_IMPORT_PAGE, RATE_TREND_PAGE } from './resources';
export * from './sheet';
export * from './trend';

/** Rate-sheet import into shipments' sell and cost rates, its log, and the weekly rate trends. */
export const RATE_IMPORTS: AreaPart = {
  resources: [rateImportResource, shipmentRateResource],
  pages: IMPORT_PAGES,
  catalogs: [importsCatalog],
};
