import type { ModulePart } from '../../../engine/module';
import { ECOMMERCE_SERVER_RESOURCES } from './resources';
import { seedEcommerce } from './seed';

export { rerouteBranches } from './routing';

/**
 * Cross-border e-commerce export under 9610: batches with their figures, parcel orders with the
 * checklist enforced and the high/low value route kept, and the demo seller's batch.
 */
export const ecommerce: ModulePart = {
  resources: ECOMMERCE_SERVER_RESOURCES,
  seed: seedEcommerce,
};
