import type { ModulePart } from '../../../engine/module';
import { customsResultServer, declarationLineServer, declarationServer } from './resources';
import { registerDeclarationRoutes } from './routes';
import { seedDeclarations } from './seed';

/**
 * Declarations per shipment: written, submitted, accepted and released through the engine, the
 * rejection (with customs' reason) by its own route, the lines checked against the code tables,
 * customs' answers as rows of their own, and the demo declarations.
 */
export const declarations: ModulePart = {
  resources: [declarationServer, declarationLineServer, customsResultServer],
  routes: registerDeclarationRoutes,
  seed: seedDeclarations,
};
