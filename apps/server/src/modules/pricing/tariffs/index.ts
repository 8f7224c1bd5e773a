import type { ModulePart } from '../../../engine/module';
import { seedTariffs } from './seed';

/** Tariffs and their charge lines: served from their declarations, seeded for the demo lanes. */
export const tariffs: ModulePart = {
  seed: seedTariffs,
};
