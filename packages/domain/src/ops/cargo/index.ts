import type { AreaPart } from '../../engine/area';

/** Dangerous goods, reefer settings, VGM and packing: declared against actual. */
export const CARGO: AreaPart = {};
