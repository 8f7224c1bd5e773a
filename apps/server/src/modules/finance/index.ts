import { moduleOf } from '../../engine/module';
import { datev } from './datev';
import { invoices } from './invoices';

/** Finance (see the domain's finance area), one part per line of work. */
export const finance = moduleOf('finance', [invoices, datev]);
