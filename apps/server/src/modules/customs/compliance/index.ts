import type { ModulePart } from '../../../engine/module';
import { registerComplianceRoutes } from './routes';
import { seedCompliance } from './seed';
import { complianceStatementServer } from './statements';

export { complianceWarnings } from './statements';

/** Written compliance statements: written and approved by the customs desk, signed by the customer in the portal. */
export const compliance: ModulePart = {
  resources: [complianceStatementServer],
  routes: registerComplianceRoutes,
  seed: seedCompliance,
};
