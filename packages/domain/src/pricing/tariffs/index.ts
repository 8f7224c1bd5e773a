import type { AreaPart } from '../../engine/area';
import { TARIFF_DICTIONARIES } from './dictionaries';
import { tariffFlagResource } from './flags';
import { tariffCatalog } from './i18n';
import { TARIFF_PAGES } from './pages';
import { tariffLineResource, tariffResource } from './resources';
import { tariffMarkupResource, tariffSettingResource } from './settings';

export { TARIFF_FLAGS, TARIFF_KINDS, TARIFF_MODES, TARIFF_STATUSES, type TariffFlag } from './dictionaries';
export { PRICING_DESK, TARIFF_READERS } from './pages';
export * from './rules';
export * from './search';
export { type Markup, markedUpRates, markupIssue } from './settings';

/** Tariffs and their charge lines and flags, the tariff search, and each branch's pricing settings. */
export const TARIFFS: AreaPart = {
  resources: [tariffResource, tariffLineResource, tariffFlagResource, tariffSettingResource, tariffMarkupResource],
  pages: TARIFF_PAGES,
  dictionaries: TARIFF_DICTIONARIES,
  catalogs: [tariffCatalog],
};
