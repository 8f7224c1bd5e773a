import type { LocalTime } from '../common/local-time';
import type { Leg, TrackingStatus } from '../shipments';
import type { NumberKind } from './numbers';

/** How one leg moves: a truck to or from the port, the main carriage, or a rail move inland. */
export const LEG_MODES = ['truck', 'vessel', 'air', 'rail'] as const;
export type LegMode = (typeof LEG_MODES)[number];

/** Where a leg starts or ends: a door (pickup or delivery address), a port, or a rail ramp. */
export const LEG_PLACE_KINDS = ['door', 'port', 'ramp'] as const;
export type LegPlaceKind = (typeof LEG_PLACE_KINDS)[number];

/** What the shipment history records when it changes. */
export const HISTORY_FIELDS = ['eta', 'etd', 'vessel', 'voyage', 'flight_no', 'status'] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/** Catalog key of a SPEC §4 tracking status label, for the public pages and the API alike. */
export const trackingStatusKey = (status: number): string => `site.tracking.status.${status}`;

/** A moment shown in the local time of the place, with its zone and UTC offset. */
export type { LocalTime } from '../common/local-time';

export type PlaceView = {
  code: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
  timeZone: string;
};

export type TrackingEventView = {
  code: string;
  status: TrackingStatus | number;
  statusLabel: string;
  description: string;
  leg: Leg;
  location: { code: string; name: string };
  time: LocalTime;
  source: string;
  sourceLabel: string;
  containerNo: string | null;
};

export type LegView = {
  leg: Leg;
  legLabel: string;
  mode: LegMode;
  modeLabel: string;
  from: { kind: LegPlaceKind; code: string; name: string };
  to: { kind: LegPlaceKind; code: string; name: string };
  plannedStart: LocalTime | null;
  plannedEnd: LocalTime | null;
  actualStart: LocalTime | null;
  actualEnd: LocalTime | null;
  /** Vessel and voyage, flight, or the truck plate, as the mode has it. */
  conveyance: string | null;
};

export type HistoryView = {
  field: HistoryField;
  fieldLabel: string;
  from: string | null;
  to: string | null;
  changedAt: LocalTime;
  source: string;
};

export type CargoView = {
  packages: number;
  packageType: string;
  grossWeightKg: string;
  volumeCbm: string;
  description: string;
  hsCode: string | null;
  marks: string;
};

export type ContainerView = { containerNo: string; isoType: string; sealNo: string | null };

export type ShipmentOverview = {
  shipmentNo: string;
  houseBill: string | null;
  masterBill: string | null;
  bookingNo: string | null;
  mode: string;
  modeLabel: string;
  status: number;
  statusLabel: string;
  origin: PlaceView;
  destination: PlaceView;
  carrier: { code: string; name: string };
  vessel: string | null;
  voyage: string | null;
  flightNo: string | null;
  etd: LocalTime;
  eta: LocalTime;
  atd: LocalTime | null;
  ata: LocalTime | null;
  truckPlate: string | null;
  fbaShipmentId: string | null;
  fbaReference: string | null;
};

export type RouteMap = {
  origin: { lon: number; lat: number; label: string };
  destination: { lon: number; lat: number; label: string };
  /** Where the last event happened; on the water, the point reached along the route. */
  current: { lon: number; lat: number; label: string } | null;
  /** Share of the main leg already travelled (0..1). */
  travelled: number;
  /** Between departure and arrival: the current position is a point along the route. */
  atSea: boolean;
};

/** One shipment as the public page shows it: no prices, parties or customer. */
export type ShipmentTracking = {
  overview: ShipmentOverview;
  events: TrackingEventView[];
  legs: LegView[];
  cargo: CargoView;
  containers: ContainerView[];
  history: HistoryView[];
  map: RouteMap;
};

/** The signed-in view adds the parties and commercial terms the customer may see. */
export type CustomerShipmentTracking = ShipmentTracking & {
  customer: { name: string; city: string; country: string };
  incoterm: string | null;
};

export type NumberResult = {
  input: string;
  normalized: string;
  kind: NumberKind;
  checkDigitValid?: boolean;
  /** Said in the caller's language when something about the number is off (wrong check digit). */
  notice?: string;
  /** 'No result found' in the caller's language when nothing matched. */
  message?: string;
  shipments: ShipmentTracking[];
};

export type LookupAnswer = { results: NumberResult[] };

/** The shape of a list row on /user-tracking. */
export type CustomerShipmentRow = {
  shipmentNo: string;
  houseBill: string | null;
  masterBill: string | null;
  mode: string;
  origin: string;
  destination: string;
  etd: string;
  eta: string;
  status: number;
  statusLabel: string;
};
