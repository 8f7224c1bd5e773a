import type { AreaScreens } from '../../screens';

/** Warehouse receipts, stock, orders and pre-plans, with labels and scanning. */
export const warehouseScreens: AreaScreens = {};
