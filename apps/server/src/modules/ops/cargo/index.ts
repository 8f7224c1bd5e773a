import type { ModulePart } from '../../../engine/module';

/** Dangerous goods, reefer settings, VGM and packing: declared against actual. */
export const cargo: ModulePart = {};
