import type { FastifyInstance } from 'fastify';
import { REPORT_HISTORY_SERVER_RESOURCE } from '../engine/report-history';
import { registerResource } from '../engine/resource';
import { registerEngineRoutes } from '../engine/routes';
import { registerAccountRoutes } from './access/accounts.routes';
import { registerApprovalRoutes } from './access/approvals.routes';
import { registerOutboxRoutes } from './access/outbox.routes';
import { registerRoleRoutes } from './access/roles.routes';
import { registerSessionRoutes } from './access/routes';
import { registerUpgradeRoutes } from './access/upgrade.routes';
import { registerCustomerRoutes } from './customers/routes';
import { registerDictionaryRoutes } from './settings/dictionaries.routes';
import { registerFieldConfigRoutes } from './settings/field-config.routes';
import { registerSavedSettingRoutes } from './settings/saved-settings.routes';
import { registerSystemRoutes } from './system/routes';
import { registerTrackingRoutes } from './tracking/routes';

/** Every area's routes; an area adds one line here. */
export const registerModules = async (app: FastifyInstance): Promise<void> => {
  registerSessionRoutes(app);
  registerRoleRoutes(app);
  registerApprovalRoutes(app);
  registerOutboxRoutes(app);
  registerUpgradeRoutes(app);
  registerAccountRoutes(app);
  registerSystemRoutes(app);
  registerTrackingRoutes(app);
  registerDictionaryRoutes(app);
  registerFieldConfigRoutes(app);
  registerSavedSettingRoutes(app);
  registerResource(REPORT_HISTORY_SERVER_RESOURCE);
  registerCustomerRoutes(app);
  registerEngineRoutes(app);
};
