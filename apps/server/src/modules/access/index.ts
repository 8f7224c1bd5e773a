import type { Module } from '../../engine/module';
import { registerAccountRoutes } from './accounts.routes';
import { registerApprovalRoutes } from './approvals.routes';
import { registerSessionRoutes } from './routes';
import * as tables from './schema';
import { seedDemoUsers, syncAccess } from './seed';
import { registerTimeZoneRoutes } from './time-zone.routes';

export { linkOrigin } from './accounts';
export { hashPassword } from './passwords';
export { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemoUsers, syncAccess } from './seed';
export { forgetGrants } from './session';

/** Sessions, sign-in, accounts and the approval of customer accounts; roles and menu items kept in step with the pages. */
export const access: Module = {
  key: 'access',
  tables,
  routes: (app) => {
    registerSessionRoutes(app);
    registerApprovalRoutes(app);
    registerAccountRoutes(app);
    registerTimeZoneRoutes(app);
  },
  sync: syncAccess,
  // The demo sign-ins come right after the organisation, so later steps can name them as authors.
  seed: async (database, demo) => {
    if (demo.users) await seedDemoUsers(database);
  },
};
