import { moduleOf } from '../../engine/module';
import { charges } from './charges';
import { rates } from './rates';

/**
 * Finance (see the domain's finance area): the exchange rates first, since every charge line is
 * converted at them, then the charge sheets, filled from the pricing desk's quotations and cost
 * rates (so the module's demo data follows pricing's).
 */
export const finance = moduleOf('finance', [rates, charges]);
