import { type AreaDef, type AreaPart, areaOf } from '../engine/area';
import { COMPLIANCE } from './compliance/index';
import { DECLARATIONS } from './declarations/index';
import { CUSTOMS_DICTIONARIES } from './dictionaries';
import { ECOMMERCE } from './ecommerce/index';
import { FILINGS } from './filings';
import { customsCatalog } from './i18n';
import { CUSTOMS_PAGES, CUSTOMS_RESOURCES } from './resources';

export {
  COMPLIANCE_EDITORS,
  missingKinds,
  requiredKinds,
  STATEMENT_KINDS,
  type StatementKind,
} from './compliance/index';
export * from './declarations/rules';
export { TARIFF_COUNTRIES, type TariffCountry, TRADE_MODES } from './dictionaries';
export {
  ECOMMERCE_CHECKLIST,
  type EcommerceChecklistItem,
  missingEcommerceItems,
  routeParcel,
  US_DE_MINIMIS,
} from './ecommerce/index';
export * from './filings/rules';
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
 * branch's customs settings first; the parts after them build on those codes: the declarations
 * per shipment, whose lines are checked against the codes and whose duty is estimated from their
 * rates, cross-border e-commerce export (9610) with its high/low value routing, US filings (ISF
 * 10+2 and AMS per US-bound ocean shipment, the AMS/ISF and routing error lists), and the written
 * compliance statements customers sign.
 */
export const CUSTOMS_AREA: AreaDef = areaOf('customs', [CODES, DECLARATIONS, ECOMMERCE, FILINGS, COMPLIANCE]);
