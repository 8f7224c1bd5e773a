import type { ModulePart } from '../../../engine/module';

/** Warehouse receipts, stock, orders and pre-plans, with labels and scanning. */
export const warehouse: ModulePart = {};
