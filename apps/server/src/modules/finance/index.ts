import { moduleOf } from '../../engine/module';
import { charges } from './charges';
import { datev } from './datev';
import { invoices } from './invoices';
import { rates } from './rates';
import { views } from './views';

/**
 * Finance (see the domain's finance area): the exchange rates first, since every charge line is
 * converted at them, then the charge sheets, filled from the pricing desk's quotations and cost
 * rates (so the module's demo data follows pricing's), then the invoices issued from their
 * reviewed revenue lines, and the DATEV export of those invoices.
 */
export const finance = moduleOf('finance', [rates, charges, invoices, datev, views]);
