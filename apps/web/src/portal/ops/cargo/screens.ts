import type { AreaScreens } from '../../screens';

/** Dangerous goods, reefer settings, VGM and packing: declared against actual. */
export const cargoScreens: AreaScreens = {};
