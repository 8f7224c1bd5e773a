import type { ModulePart } from '../../../engine/module';

/** Consoles (master bills, flights), air waybill stock, manifests and the shipment checks. */
export const consoles: ModulePart = {};
