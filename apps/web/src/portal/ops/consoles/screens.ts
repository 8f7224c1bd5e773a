import type { AreaScreens } from '../../screens';

/** Consoles (master bills, flights), air waybill stock, manifests and the shipment checks. */
export const consolesScreens: AreaScreens = {};
