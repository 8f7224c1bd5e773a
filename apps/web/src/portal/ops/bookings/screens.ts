import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

const bookingPage = () => import('./booking-page');
const airShipments = () => import('./air-shipments');

/** Sea and air bookings with their checklist, the pending desk, and the air shipments' two lists. */
export const bookingsScreens: AreaScreens = {
  bookingSea: lazyChunk(() => bookingPage().then((m) => ({ default: m.SeaBookings }))),
  bookingAir: lazyChunk(() => bookingPage().then((m) => ({ default: m.AirBookings }))),
  pendingBooking: lazyChunk(() => bookingPage().then((m) => ({ default: m.PendingBookings }))),
  shipmentIdAir: lazyChunk(() => airShipments().then((m) => ({ default: m.AirShipmentsByHouse }))),
  airShipmentId: lazyChunk(() => airShipments().then((m) => ({ default: m.AirShipmentsByMaster }))),
};
