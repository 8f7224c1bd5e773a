/**
 * The shipments core: SPEC §4 tracking status codes and the enumerations of SPEC §9 a shipment
 * carries, which tracking reads and operations write.
 */
export const TRACKING_STATUS = {
  working: 0,
  onWater: 1,
  onRail: 2,
  arrived: 3,
  outGate: 4,
  delivered: 5,
  emptyReturn: 6,
  emptyReturnComplete: 7,
  unknown: 10,
} as const;
export type TrackingStatus = (typeof TRACKING_STATUS)[keyof typeof TRACKING_STATUS];
export const TRACKING_STATUS_CODES = Object.values(TRACKING_STATUS);

export const JOB_STATUSES = [
  'WRK',
  'WHL',
  'IHL',
  'CUS',
  'JRB',
  'JRC',
  'JRA',
  'INV',
  'RDD',
  'CMP',
  'CLS',
  'ARC',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const SHIPMENT_MODES = ['FCL', 'LCL', 'AIR', 'RAIL', 'ROAD'] as const;
export type ShipmentMode = (typeof SHIPMENT_MODES)[number];

export const PACKING_MODES = ['FCL', 'LCL', 'BCN'] as const;
export const DROP_MODES = ['WUP', 'TRL', 'PSL', 'ANY', 'HCN', 'DCN', 'NCN'] as const;
export const RAIL_MOVEMENTS = ['', 'Y', 'N'] as const;
export const SHIPMENT_TYPES = ['', 'BON', 'CHB', 'CHB2DRY', 'DRY', 'HAA', 'MDN', 'BIL', 'SOC'] as const;
export const REGIONS = ['East', 'Central', 'West'] as const;
export const ORIGIN_HOLDS = ['Origin Hold', 'No Released', 'Releasing', 'Released'] as const;

/**
 * Where a tracking event (or a change in a shipment's history) came from: a carrier's or an
 * airline's feed, a terminal, the trucker, our own operations team by hand or by an uploaded
 * sheet ('upload'), or the system itself.
 */
export const EVENT_SOURCES = [
  'CARRIER_EDI',
  'CARRIER_API',
  'TERMINAL',
  'MANUAL',
  'AIRLINE',
  'EDI',
  'TRUCKER',
  'SYSTEM',
  'upload',
] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** SPEC §4: the public page groups legs as First mile, In transit and Last mile. */
export const LEGS = ['first_mile', 'in_transit', 'last_mile'] as const;
export type Leg = (typeof LEGS)[number];

/** SPEC §9 ISA (appointment) change reasons. */
export const ISA_CHANGE_REASONS = [
  'RESCHEDULE',
  'MISSED APPT',
  'NOT AVAILABLE',
  'TRUCKER ERROR',
  'CUSTOMER REQUEST',
  'ORIGINAL APPT',
] as const;

/** Event codes the product records, each with the tracking status it puts a shipment in. */
export const EVENT_CODES = {
  // Written once, when the booking desk confirms the booking the shipment is made from.
  BOOKING_CONFIRMED: { status: 0, leg: 'first_mile' },
  EMPTY_RELEASED: { status: 0, leg: 'first_mile' },
  CARGO_RECEIVED: { status: 0, leg: 'first_mile' },
  GATE_IN: { status: 0, leg: 'first_mile' },
  LOADED: { status: 0, leg: 'first_mile' },
  DEPARTED: { status: 1, leg: 'in_transit' },
  TRANSSHIPPED: { status: 1, leg: 'in_transit' },
  ARRIVED: { status: 3, leg: 'in_transit' },
  DISCHARGED: { status: 3, leg: 'last_mile' },
  RAIL_DEPARTED: { status: 2, leg: 'last_mile' },
  RAIL_ARRIVED: { status: 3, leg: 'last_mile' },
  OUT_GATE: { status: 4, leg: 'last_mile' },
  DELIVERED: { status: 5, leg: 'last_mile' },
  EMPTY_RETURN: { status: 6, leg: 'last_mile' },
  EMPTY_RETURN_COMPLETE: { status: 7, leg: 'last_mile' },
} as const satisfies Record<string, { status: TrackingStatus; leg: Leg }>;
export type EventCode = keyof typeof EVENT_CODES;
