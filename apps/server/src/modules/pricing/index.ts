import { moduleOf } from '../../engine/module';
import { checks } from './checks';
import { instant } from './instant';
import { tariffs } from './tariffs';

export { enforceQuotationChecks } from './checks';
export { instantRates, publicSellRates } from './instant';

/**
 * The pricing desk (see the domain's pricing area). The parts' demo data runs in this order:
 * tariffs first, since rates, quotations and the instant quote price from them.
 */
export const pricing = moduleOf('pricing', [tariffs, checks, instant]);
