import type { Module } from '../../engine/module';
import { syncDictionaries } from './dictionaries';
import { registerDictionaryRoutes } from './dictionaries.routes';
import { registerFieldConfigRoutes } from './field-config.routes';
import * as organisation from './organisation';
import { registerRoleRoutes } from './roles.routes';
import { registerSavedSettingRoutes } from './saved-settings.routes';
import * as settings from './schema';
import { seedOrganisation } from './seed-organisation';
import { registerUpgradeRoutes } from './upgrade.routes';
import { registerUserRoutes } from './users.routes';

export { BRANCHES } from './seed-organisation';

/**
 * Roles and users, the upgrade notice, dictionaries, column configuration and saved settings;
 * the organisation (branch offices, customer companies) every area's rows belong to.
 */
export const admin: Module = {
  key: 'admin',
  tables: { ...organisation, ...settings },
  routes: (app) => {
    registerRoleRoutes(app);
    registerUserRoutes(app);
    registerUpgradeRoutes(app);
    registerDictionaryRoutes(app);
    registerFieldConfigRoutes(app);
    registerSavedSettingRoutes(app);
  },
  sync: async (database) => {
    await syncDictionaries(database);
  },
  seed: seedOrganisation,
};
