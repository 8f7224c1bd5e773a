import { type ModulePart, moduleOf } from '../../engine/module';
import { ecommerce } from './ecommerce/index';
import { CUSTOMS_SERVER_RESOURCES } from './resources';
import { registerCustomsRoutes } from './routes';
import { seedCustoms } from './seed';
import { syncTariffs } from './sync';

export { checkHsCode, countryOfPort, type HsCodeCheck } from './codes';
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
 * search of HS code fields first, then the parts that check records against those codes:
 * cross-border e-commerce export (9610) with its high/low value routing.
 */
export const customs = moduleOf('customs', [codes, ecommerce]);
