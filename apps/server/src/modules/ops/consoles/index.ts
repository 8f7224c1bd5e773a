import type { ModulePart } from '../../../engine/module';
import { CONSOLE_SERVER_RESOURCES } from './resources';
import { registerConsoleRoutes } from './routes';
import { seedConsoles, seedConsolidatedShipments } from './seed';

/** Consoles (master bills, flights), air waybill stock, manifests and the shipment checks. */
export const consoles: ModulePart = {
  resources: CONSOLE_SERVER_RESOURCES,
  routes: registerConsoleRoutes,
  seed: seedConsoles,
  seedFullDesk: seedConsolidatedShipments,
};
