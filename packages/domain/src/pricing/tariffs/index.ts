import type { AreaPart } from '../../engine/area';
import { TARIFF_DICTIONARIES } from './dictionaries';
import { tariffCatalog } from './i18n';
import { TARIFF_PAGES } from './pages';
import { tariffLineResource, tariffResource } from './resources';

export { TARIFF_KINDS, TARIFF_MODES, TARIFF_STATUSES } from './dictionaries';
export { PRICING_DESK } from './pages';

/** Tariffs and their charge lines. */
export const TARIFFS: AreaPart = {
  resources: [tariffResource, tariffLineResource],
  pages: TARIFF_PAGES,
  dictionaries: TARIFF_DICTIONARIES,
  catalogs: [tariffCatalog],
};
