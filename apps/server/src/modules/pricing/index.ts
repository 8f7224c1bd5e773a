import { moduleOf } from '../../engine/module';
import { checks } from './checks';
import { costs } from './costs';
import { rateImports } from './imports';
import { instant } from './instant';
import { quotations } from './quotations';
import { rates } from './rates';
import { tariffs } from './tariffs';

export { enforceQuotationChecks } from './checks';
export { instantRates, publicSellRates } from './instant';

/**
 * The pricing desk (see the domain's pricing area). The parts' demo data runs in this order:
 * tariffs first, since rates, quotations and the instant quote price from them; quotations before
 * the booking checks that link bookings to them; the imported shipment rates, from the tariffs in
 * force at each shipment's departure; costs last, as they read bookings, tariffs and the imported
 * cost sheets.
 */
export const pricing = moduleOf('pricing', [tariffs, rates, quotations, checks, instant, rateImports, costs]);
