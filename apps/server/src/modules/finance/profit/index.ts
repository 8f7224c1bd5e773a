import type { ModulePart } from '../../../engine/module';
import { lossApplicationServer } from './loss';
import { seedProfit } from './seed';
import { profitShareRuleServer, profitShareServer } from './shares';
import { taxIdServer } from './tax-ids';
import { registerWorkbenchRoutes } from './workbench';

/**
 * Loss applications (applied on the shipment's profit, decided on the work list), profit shares
 * and their rules, parties' tax ids, the finance work list, and their demo rows (after the charge
 * sheets and invoices they tell the story of).
 */
export const profit: ModulePart = {
  resources: [lossApplicationServer, profitShareServer, profitShareRuleServer, taxIdServer],
  routes: registerWorkbenchRoutes,
  seed: seedProfit,
};
