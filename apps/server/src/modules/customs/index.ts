import type { Module } from '../../engine/module';
import { CUSTOMS_SERVER_RESOURCES } from './resources';
import { registerCustomsRoutes } from './routes';
import { seedCustoms } from './seed';
import { syncTariffs } from './sync';

export { checkHsCode, countryOfPort, type HsCodeCheck } from './codes';
export { searchCodes } from './search';

/**
 * Customs (see the domain's customs area): the classification tables with their shipped rows, the
 * code search of HS code fields, CargoWise's codes and each branch's customs settings.
 */
export const customs: Module = {
  key: 'customs',
  tables: {},
  resources: CUSTOMS_SERVER_RESOURCES,
  routes: registerCustomsRoutes,
  sync: syncTariffs,
  seed: seedCustoms,
};
