import type { ModulePart } from '../../../engine/module';
import { quoteRequestServerResource } from './resources';
import { registerInstantRoutes } from './routes';
import { seedInstant } from './seed';

export { instantRates, publicSellRates } from './ranking';

/** The instant quote and the sales queue of quotation requests (served from its declaration). */
export const instant: ModulePart = {
  resources: [quoteRequestServerResource],
  routes: registerInstantRoutes,
  seed: seedInstant,
};
