import type { AreaPart } from '../../engine/area';

/** Drayage orders, appointments and costs, and depot days on hand. */
export const DRAYAGE: AreaPart = {};
