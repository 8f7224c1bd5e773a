import { moduleOf } from '../../engine/module';
import { billing } from './billing';
import { charges } from './charges';
import { claims } from './claims';
import { datev } from './datev';
import { invoices } from './invoices';
import { profit } from './profit';
import { rates } from './rates';
import { submit } from './submit';
import { views } from './views';

/**
 * Finance (see the domain's finance area): the exchange rates first, since every charge line is
 * converted at them, then the charge sheets, filled from the pricing desk's quotations and cost
 * rates (so the module's demo data follows pricing's), then the invoices issued from their
 * reviewed revenue lines, the DATEV export of those invoices, the submissions of reviewed lines to
 * CargoWise, claims, whose settlements are booked on the charge sheets, the billing checks and
 * summaries over all of them, and last the profit part (loss applications, profit shares, tax ids
 * and the work list), whose demo rows continue the sheets' story.
 */
export const finance = moduleOf('finance', [rates, charges, invoices, datev, views, submit, claims, billing, profit]);
