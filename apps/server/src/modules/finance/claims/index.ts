import type { ModulePart } from '../../../engine/module';
import { claimServer, claimSettlementServer } from './resources';
import { registerClaimRoutes } from './routes';
import { seedClaims } from './seed';

/**
 * Claims for damage, loss, delay or overcharge: opened and edited through the engine, rejected
 * and settled by their own routes (a settlement writes the charge line), the claims that cannot
 * proceed served from the view, and the demo claims.
 */
export const claims: ModulePart = {
  resources: [claimServer, claimSettlementServer],
  routes: registerClaimRoutes,
  seed: seedClaims,
};
