import { RESOURCES } from '@tidemark/domain';
import type { FastifyInstance } from 'fastify';
import type { Module } from '../engine/module';
import { registerResource, serverResource, storedResource } from '../engine/resource';
import { registerEngineRoutes } from '../engine/routes';
import { registerSystemRoutes } from '../http/system';
import { access } from './access';
import { admin } from './admin';
import { comms } from './comms';
import { customers } from './customers';
import { customs } from './customs';
import { finance } from './finance';
import { ops } from './ops';
import { pricing } from './pricing';
import { reports } from './reports';
import { shipments } from './shipments';
import { site } from './site';
import { tracking } from './tracking';

/**
 * Every area of the server, once. The order is the order of the demo data: the organisation
 * (admin) before the demo users (access), both before the customers' details and the shipments,
 * the shipments before tracking's nodes, uploads and ETA alerts, and before operations' bookings,
 * consoles and receipts that refer to them; report history names the users.
 */
export const MODULES: readonly Module[] = [
  admin,
  access,
  comms,
  customers,
  shipments,
  tracking,
  ops,
  pricing,
  finance,
  customs,
  site,
  reports,
];

/**
 * The core routes (health, OpenAPI), each area's resources and routes, every declared store no
 * module serves itself, then the engine's generic endpoints.
 */
export const registerModules = (app: FastifyInstance): void => {
  registerSystemRoutes(app);
  for (const module of MODULES) {
    for (const resource of module.resources ?? []) registerResource(resource);
    module.routes?.(app);
  }
  for (const def of RESOURCES) if (def.store && !serverResource(def.name)) registerResource(storedResource(def));
  registerEngineRoutes(app);
};
