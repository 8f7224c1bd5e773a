import type { AreaScreens } from '../../screens';

/** Sea and air bookings, their checklist and states, and the shipments confirming them makes. */
export const bookingsScreens: AreaScreens = {};
