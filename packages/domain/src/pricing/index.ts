import { type AreaDef, areaOf } from '../engine/area';
import { CHECKS } from './checks';
import { PRICING_COMMON } from './common';
import { COSTS } from './costs';
import { INSTANT } from './instant';
import { QUOTATIONS } from './quotations';
import { RATES } from './rates';
import { TARIFFS } from './tariffs';

/** The checks of a booking against its quotation, for the booking desk (form and server). */
export * from './checks/rules';
/** Charge codes and units, equipment and line pricing, for the areas that price (finance, ops). */
export * from './common/charges';
/** The instant quote's question and ranking, for the public site and the pricing desk. */
export * from './instant/ranking';

/**
 * The pricing desk: tariffs, sell and cost rates, quotations and their checks against bookings,
 * rate-sheet import and the instant quote. Each part is a folder of its own; every figure is
 * priced by `priceLines` in decimal arithmetic.
 */
export const PRICING_AREA: AreaDef = areaOf('pricing', [
  PRICING_COMMON,
  TARIFFS,
  RATES,
  QUOTATIONS,
  CHECKS,
  INSTANT,
  COSTS,
]);
