import type { ModulePart } from '../../../engine/module';

/** Sea and air bookings, their checklist and states, and the shipments confirming them makes. */
export const bookings: ModulePart = {};
