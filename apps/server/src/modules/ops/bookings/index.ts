import type { ModulePart } from '../../../engine/module';
import { BOOKING_SERVER_RESOURCES } from './resources';
import { registerBookingRoutes } from './routes';
import { seedBookedShipments, seedBookings } from './seed';

/** Sea and air bookings, their checklist and states, and the shipments confirming them makes. */
export const bookings: ModulePart = {
  resources: BOOKING_SERVER_RESOURCES,
  routes: registerBookingRoutes,
  seed: seedBookings,
  seedFullDesk: seedBookedShipments,
};
