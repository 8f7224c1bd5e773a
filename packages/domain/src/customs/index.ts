import type { AreaDef } from '../engine/area';
import { MENU_GROUPS } from '../engine/menu';
import { CUSTOMS_DICTIONARIES } from './dictionaries';
import { customsCatalog } from './i18n';
import { CUSTOMS_PAGES, CUSTOMS_RESOURCES } from './resources';

export { TARIFF_COUNTRIES, type TariffCountry, TRADE_MODES } from './dictionaries';
export {
  adValoremOf,
  formatHsDigits,
  HS_CODE_LENGTHS,
  hsCodeDigits,
  hsParts,
  isHsCodeFormat,
  normaliseHsCode,
} from './hs-code';

/**
 * Customs and compliance: the classification tables (the Harmonized System every country
 * shares, China's commodity codes, the US HTS, CargoWise's codes for them) and each branch's
 * customs settings. Declarations, results and the compliance pages come with their own parts.
 */
export const CUSTOMS_AREA: AreaDef = {
  key: 'customs',
  menuGroups: MENU_GROUPS.filter((g) => g === 'customs'),
  resources: CUSTOMS_RESOURCES,
  pages: CUSTOMS_PAGES,
  dictionaries: CUSTOMS_DICTIONARIES,
  catalogs: [customsCatalog],
};
