import { type AreaDef, type AreaPart, areaOf } from '../engine/area';
import { COMPLIANCE } from './compliance/index';
import { CUSTOMS_DICTIONARIES } from './dictionaries';
import { customsCatalog } from './i18n';
import { CUSTOMS_PAGES, CUSTOMS_RESOURCES } from './resources';

export {
  COMPLIANCE_EDITORS,
  missingKinds,
  requiredKinds,
  STATEMENT_KINDS,
  type StatementKind,
} from './compliance/index';
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

/** The classification tables and the branches' customs settings. */
const CODES: AreaPart = {
  resources: CUSTOMS_RESOURCES,
  pages: CUSTOMS_PAGES,
  dictionaries: CUSTOMS_DICTIONARIES,
  catalogs: [customsCatalog],
};

/**
 * Customs and compliance, in parts: the classification tables (the Harmonized System every
 * country shares, China's commodity codes, the US HTS, CargoWise's codes for them) and each
 * branch's customs settings first; the parts after them build on those codes: the written
 * compliance statements customers sign.
 */
export const CUSTOMS_AREA: AreaDef = areaOf('customs', [CODES, COMPLIANCE]);
