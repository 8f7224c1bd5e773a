import type { Module } from '../../engine/module';
import { CUSTOMER_SERVER_RESOURCES } from './resources';
import { registerCustomerRoutes } from './routes';
import * as tables from './schema';
import { seedCustomerDetails } from './seed';

/** Customer companies' contacts and organisation codes, and the company picker of party fields. */
export const customers: Module = {
  key: 'customers',
  tables,
  resources: CUSTOMER_SERVER_RESOURCES,
  routes: registerCustomerRoutes,
  seed: async (database, demo) => {
    await seedCustomerDetails(database, demo.seed);
    await database.exec('ANALYZE contacts; ANALYZE org_codes');
  },
};
