import type { AreaPart } from '../../engine/area';

/** Warehouse receipts, stock, orders and pre-plans, with labels and scanning. */
export const WAREHOUSE: AreaPart = {};
