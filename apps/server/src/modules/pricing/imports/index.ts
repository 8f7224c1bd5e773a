import type { ModulePart } from '../../../engine/module';
import { rateImportServerResource, shipmentRateServerResource } from './resources';
import { registerRateImportRoutes } from './routes';
import * as tables from './schema';
import { seedRateImports } from './seed';

/** Rate-sheet import into shipments' sell and cost rates, its log, and the weekly rate trends. */
export const rateImports: ModulePart = {
  tables,
  resources: [rateImportServerResource, shipmentRateServerResource],
  routes: registerRateImportRoutes,
  seed: seedRateImports,
};
