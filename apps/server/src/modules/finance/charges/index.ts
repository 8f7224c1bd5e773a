import type { ModulePart } from '../../../engine/module';
import { chargeLineServer, chargeRateServer, shipmentProfitServer } from './resources';
import { registerChargeRoutes } from './routes';
import { seedChargeSheets } from './seed';

/**
 * Charge sheets: the sheet pages' routes (lines, fills, markers, the amended freight total), the
 * review queue, the cost rates lines are filled from, profit per shipment, and the demo sheets.
 */
export const charges: ModulePart = {
  resources: [chargeLineServer, chargeRateServer, shipmentProfitServer],
  routes: registerChargeRoutes,
  seed: seedChargeSheets,
};
