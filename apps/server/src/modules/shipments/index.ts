import type { Module } from '../../engine/module';
import { seedShipments } from './demo';
import * as tables from './schema';

export { DEMO_NUMBERS } from './demo-numbers';

/** The core the other areas share: shipments, their legs, containers, events and history. */
export const shipments: Module = {
  key: 'shipments',
  tables,
  seed: seedShipments,
};
