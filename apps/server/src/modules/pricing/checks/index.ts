import type { ModulePart } from '../../../engine/module';
import { registerCheckRoutes } from './routes';
import { seedChecks } from './seed';

export { enforceQuotationChecks } from './enforce';

/**
 * The checks of a booking against its quotation: the rule the booking desk runs on every write
 * (exported through the pricing module), the form's quotation picker, and demo bookings linked
 * to confirmed quotations.
 */
export const checks: ModulePart = {
  routes: registerCheckRoutes,
  seed: seedChecks,
};
