import { moduleOf } from '../../engine/module';
import { costs } from './costs';
import { quotations } from './quotations';
import { rates } from './rates';
import { tariffs } from './tariffs';

/**
 * The pricing desk (see the domain's pricing area). The parts' demo data runs in this order:
 * tariffs first, since rates, quotations and the instant quote price from them.
 */
export const pricing = moduleOf('pricing', [tariffs, rates, quotations, costs]);
