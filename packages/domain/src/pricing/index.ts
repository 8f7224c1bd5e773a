import { type AreaDef, areaOf } from '../engine/area';
import { PRICING_COMMON } from './common';
import { TARIFFS } from './tariffs';

/** Charge codes and units, equipment and line pricing, for the areas that price (finance, ops). */
export * from './common/charges';
/** Tariffs: their rules, the search and its ranking (quotations and the instant quote price from them). */
export * from './tariffs';

/**
 * The pricing desk: tariffs, sell and cost rates, quotations and their checks against bookings,
 * rate-sheet import and the instant quote. Each part is a folder of its own; every figure is
 * priced by `priceLines` in decimal arithmetic.
 */
export const PRICING_AREA: AreaDef = areaOf('pricing', [PRICING_COMMON, TARIFFS]);
