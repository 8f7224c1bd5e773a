import type { AreaPart } from '../../engine/area';

/** Consoles (master bills, flights), air waybill stock, manifests and the shipment checks. */
export const CONSOLES: AreaPart = {};
