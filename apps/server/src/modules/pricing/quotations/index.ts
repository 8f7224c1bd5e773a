import type { ModulePart } from '../../../engine/module';
import { ecuQuotationServerResource, quotationLineServerResource, quotationServerResource } from './resources';
import { registerQuotationRoutes } from './routes';
import { seedQuotations } from './seed';

/**
 * The quotation desk: quotations and ECU quotations with their priced lines, the consolidator's
 * ECU rates (served from their declarations), the fill, copy, reject, send and PDF routes, and
 * the demo quotations made from the seeded tariffs.
 */
export const quotations: ModulePart = {
  resources: [quotationServerResource, ecuQuotationServerResource, quotationLineServerResource],
  routes: registerQuotationRoutes,
  seed: seedQuotations,
};
