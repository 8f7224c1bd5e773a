import type { ModulePart } from '../../../engine/module';
import { WAREHOUSE_SERVER_RESOURCES } from './resources';
import { registerWarehouseRoutes } from './routes';
import { seedWarehouse } from './seed';

/** Warehouse receipts, stock, orders and pre-plans, with labels and scanning. */
export const warehouse: ModulePart = {
  resources: WAREHOUSE_SERVER_RESOURCES,
  routes: registerWarehouseRoutes,
  seed: seedWarehouse,
  seedAlongside: true,
};
