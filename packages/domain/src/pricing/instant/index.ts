import type { AreaPart } from '../../engine/area';
import { INSTANT_DICTIONARIES } from './dictionaries';
import { instantCatalog } from './i18n';
import { QUOTE_REQUEST_PAGES, quoteRequestResource } from './resources';

export * from './ranking';
export { QUOTE_DESK } from './resources';

/** The instant quote and the sales queue of quotation requests. */
export const INSTANT: AreaPart = {
  resources: [quoteRequestResource],
  pages: QUOTE_REQUEST_PAGES,
  dictionaries: INSTANT_DICTIONARIES,
  catalogs: [instantCatalog],
};
