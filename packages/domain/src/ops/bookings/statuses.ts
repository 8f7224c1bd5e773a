/**
 * The booking desk's enumerations: where a booking stands, how it travels, and the terms it is
 * sold on. The values are stored as they are; their labels live in ./dictionaries.ts.
 */

/** A booking from its draft to the shipment it becomes (or its cancellation). */
export const BOOKING_STATUSES = [
  'draft',
  'submitted',
  'pending_planning',
  'pending_sr',
  'sr_decrease',
  'confirmed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The desk a booking is made on: ocean or air. */
export const BOOKING_MODES = ['SEA', 'AIR'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** How the cargo is loaded, which is the mode of the shipment a confirmed booking becomes. */
export const LOAD_TYPES = ['FCL', 'LCL', 'AIR'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];

/** The load types each desk books. */
export const LOAD_TYPES_BY_MODE: Readonly<Record<BookingMode, readonly LoadType[]>> = {
  SEA: ['FCL', 'LCL'],
  AIR: ['AIR'],
};

export const FREIGHT_TERMS = ['prepaid', 'collect'] as const;
export const PAYMENT_TERMS = ['at_origin', 'at_destination', 'third_party'] as const;
export const SERVICE_TYPES = ['port_to_port', 'door_to_port', 'port_to_door', 'door_to_door'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** ISO container size and type codes the desk books. */
export const BOOKING_CONTAINER_TYPES = [
  '20GP',
  '40GP',
  '40HC',
  '45HC',
  '20RF',
  '40RF',
  '20OT',
  '40OT',
  '20FR',
  '40FR',
] as const;
export type BookingContainerType = (typeof BOOKING_CONTAINER_TYPES)[number];

/** Tare weight in kg of a typical box of each type, for the shipment's containers when confirming. */
export const TYPICAL_TARE_KG: Readonly<Record<BookingContainerType, number>> = {
  '20GP': 2230,
  '40GP': 3750,
  '40HC': 3940,
  '45HC': 4800,
  '20RF': 3080,
  '40RF': 4800,
  '20OT': 2360,
  '40OT': 3850,
  '20FR': 2740,
  '40FR': 5000,
};

/**
 * The ISO 6346 size and type code each booked type is recorded as on the shipment's containers
 * (the shipments core stores those codes: 22G1, 45G1, ...).
 */
export const ISO_SIZE_TYPE: Readonly<Record<BookingContainerType, string>> = {
  '20GP': '22G1',
  '40GP': '42G1',
  '40HC': '45G1',
  '45HC': 'L5G1',
  '20RF': '22R1',
  '40RF': '45R1',
  '20OT': '22U1',
  '40OT': '42U1',
  '20FR': '22P1',
  '40FR': '42P1',
};

export const PACKAGE_TYPES = ['CTN', 'PLT', 'PKG', 'CRT', 'BAG', 'DRM', 'PCS', 'ROL', 'BDL'] as const;
export const INCOTERMS_2020 = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;

/** Routing legs: the conveyance of each leg, as the shipment's legs name them. */
export const BOOKING_LEG_MODES = ['truck', 'vessel', 'air', 'rail'] as const;

/** Charges of a booking's rates: per booking, per container, per kg or per cubic metre. */
/** W/M (the greater of tonnes and CBM) is how LCL freight is charged; quotations price it so. */
export const RATE_UNITS = ['shipment', 'container', 'kg', 'cbm', 'wm'] as const;

/** The tracking event a confirmed booking's shipment starts with. */
export const BOOKING_CONFIRMED_EVENT = 'BOOKING_CONFIRMED';
