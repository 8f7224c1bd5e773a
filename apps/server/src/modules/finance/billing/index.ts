import type { ModulePart } from '../../../engine/module';
import { seedBilling } from './seed';

/**
 * The billing checks and summaries. Their lists are views served from their declarations (the
 * migration `20261202_1000_finance_billing.sql`); this part brings their demo rows.
 */
export const billing: ModulePart = {
  seed: seedBilling,
};
