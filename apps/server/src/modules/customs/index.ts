import { type ModulePart, moduleOf } from '../../engine/module';
import { compliance } from './compliance/index';
import { declarations } from './declarations/index';
import { ecommerce } from './ecommerce/index';
import { filings } from './filings';
import { CUSTOMS_SERVER_RESOURCES } from './resources';
import { registerCustomsRoutes } from './routes';
import { seedCustoms } from './seed';
import { syncTariffs } from './sync';

export { checkHsCode, countryOfPort, type HsCodeCheck } from './codes';
export { complianceWarnings } from './compliance/index';
export { searchCodes } from './search';

/** The classification tables with their shipped rows, CargoWise's codes and the branches' settings. */
const codes: ModulePart = {
  resources: CUSTOMS_SERVER_RESOURCES,
  routes: registerCustomsRoutes,
  sync: syncTariffs,
  seed: seedCustoms,
};

/**
 * Customs (see the domain's customs area), in parts: the classification tables and the code
 * search of HS code fields first, then the parts that check records against those codes: the
 * declarations per shipment, cross-border e-commerce export (9610) with its high/low value routing,
 * US filings (ISF and AMS, the AMS/ISF and routing error lists), and the written compliance
 * statements customers sign, which confirming a booking looks at.
 */
export const customs = moduleOf('customs', [codes, declarations, ecommerce, filings, compliance]);
