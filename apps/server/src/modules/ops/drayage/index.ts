import type { ModulePart } from '../../../engine/module';

/** Drayage orders, appointments and costs, and depot days on hand. */
export const drayage: ModulePart = {};
