import { moduleOf } from '../../engine/module';
import { rateImports } from './imports';
import { tariffs } from './tariffs';

/**
 * The pricing desk (see the domain's pricing area). The parts' demo data runs in this order:
 * tariffs first, since rates, quotations and the instant quote price from them.
 */
export const pricing = moduleOf('pricing', [tariffs, rateImports]);
