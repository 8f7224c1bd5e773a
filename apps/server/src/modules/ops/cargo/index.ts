import type { ModulePart } from '../../../engine/module';
import { CARGO_SERVER_RESOURCES } from './resources';
import { seedCargo } from './seed';

export { vgmMissedCutoffSql } from './resources';

/** Dangerous goods, reefer settings, VGM and packing: declared against actual. */
export const cargo: ModulePart = {
  resources: CARGO_SERVER_RESOURCES,
  seed: seedCargo,
  seedAlongside: true,
};
