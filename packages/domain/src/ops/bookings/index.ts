import type { AreaPart } from '../../engine/area';

/** Sea and air bookings, their checklist and states, and the shipments confirming them makes. */
export const BOOKINGS: AreaPart = {};
