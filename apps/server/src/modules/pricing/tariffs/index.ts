import type { ModulePart } from '../../../engine/module';
import { registerTariffRoutes } from './routes';
import {
  tariffFlagServerResource,
  tariffLineServerResource,
  tariffMarkupServerResource,
  tariffServerResource,
  tariffSettingServerResource,
} from './rules';
import { seedTariffs } from './seed';
import { seedTariffDesk } from './seed-desk';

export { searchTariffs } from './search';

/**
 * Tariffs with their charge lines and flags, each branch office's settings and markups, the
 * search and the create and make-sell routes; seeded for the demo lanes.
 */
export const tariffs: ModulePart = {
  resources: [
    tariffServerResource,
    tariffLineServerResource,
    tariffFlagServerResource,
    tariffSettingServerResource,
    tariffMarkupServerResource,
  ],
  routes: registerTariffRoutes,
  seed: async (database, demo) => {
    await seedTariffs(database, demo);
    await seedTariffDesk(database, demo);
  },
};
