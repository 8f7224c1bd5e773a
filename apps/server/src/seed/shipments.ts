import {
  AIRLINES,
  DROP_MODES,
  EVENT_CODES,
  type EventCode,
  HS_CODES,
  LANES,
  type Lane,
  makeAirWaybill,
  makeContainerNumber,
  OCEAN_CARRIERS,
  REGIONS,
  SHIPMENT_TYPES,
} from '@tidemark/domain';
import type { Random } from './random';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type ShipmentRow = {
  id: number;
  shipmentNo: string;
  houseBill: string;
  masterBill: string;
  bookingNo: string;
  mode: 'FCL' | 'LCL' | 'AIR';
  packingMode: string | null;
  originPort: string;
  destinationPort: string;
  carrierCode: string;
  vessel: string | null;
  voyage: string | null;
  flightNo: string | null;
  etd: Date;
  eta: Date;
  atd: Date | null;
  ata: Date | null;
  status: number;
  jobStatus: string;
  companyId: number;
  branchId: number;
  region: string;
  shipmentType: string | null;
  dropMode: string | null;
  railMovement: string | null;
  archived: boolean;
  transload: boolean;
  originHold: string | null;
  updateToCw: number;
  invoiceReview: number;
  lastFreeDay: string | null;
  packages: number;
  packageType: string;
  grossWeightKg: string;
  volumeCbm: string;
  goodsDescription: string;
  hsCode: string;
  marks: string;
  incoterm: string;
};

export type ContainerRow = {
  id: number;
  shipmentId: number;
  containerNo: string;
  isoType: string;
  sealNo: string;
  tareKg: number;
  vgmKg: number | null;
  grossKg: string;
};

export type EventRow = {
  id: number;
  shipmentId: number;
  containerId: number | null;
  code: EventCode;
  status: number;
  leg: string;
  location: string;
  occurredAt: Date;
  source: string;
};

export type GeneratedShipment = { shipment: ShipmentRow; containers: ContainerRow[]; events: EventRow[] };

export type ShipmentContext = {
  asOf: Date;
  /** Branch id by origin or destination port, falling back to any branch. */
  branches: readonly { id: number; port: string }[];
  companies: readonly { id: number; branchId: number }[];
};

const VESSELS = [
  'COSCO SHIPPING UNIVERSE',
  'MSC GULSUN',
  'EVER ACE',
  'HMM ALGECIRAS',
  'MAERSK MC-KINNEY MOLLER',
  'CMA CGM JACQUES SAADE',
  'ONE INNOVATION',
  'OOCL HONG KONG',
  'YM WELLNESS',
  'ZIM KINGSTON',
  'MSC IRINA',
  'EVER GIVEN',
  'HAPAG EXPRESS BERLIN',
  'CSCL GLOBE',
  'MAERSK HANGZHOU',
  'APL CHANGI',
  'WAN HAI 625',
  'SITC KEELUNG',
  'MATSON KODIAK',
  'CMA CGM MARCO POLO',
] as const;

const CONTAINER_TYPES = [
  { iso: '22G1', tare: 2230, weight: 5 },
  { iso: '42G1', tare: 3750, weight: 3 },
  { iso: '45G1', tare: 3900, weight: 6 },
  { iso: '45R1', tare: 4800, weight: 1 },
] as const;

const PACKAGE_TYPES = ['CTN', 'PLT', 'PKG', 'CRT', 'BAG', 'DRM'] as const;
const INCOTERMS = ['FOB', 'EXW', 'CIF', 'DAP', 'DDP', 'FCA', 'CFR'] as const;
const OCEAN_CARRIER_BY_SCAC = new Map(OCEAN_CARRIERS.map((c) => [c.scac, c]));
const AIRLINE_BY_IATA = new Map(AIRLINES.map((a) => [a.iata, a]));

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Hours from a base time with a random spread, for event times that look real. */
const at = (base: number, random: Random, minHours: number, maxHours: number) =>
  base + random.int(minHours * 60, maxHours * 60) * 60_000;

const laneFor = (random: Random): Lane => {
  // Ocean freight dominates a forwarder's volume; about one shipment in five flies.
  const wantAir = random.chance(0.2);
  for (;;) {
    const lane = random.pick(LANES);
    if ((lane.mode === 'air') === wantAir) return lane;
  }
};

/**
 * One shipment with its containers and the events that have happened by `asOf`, in order.
 * ids are given by the caller so batches can be written with COPY.
 */
export const generateShipment = (
  random: Random,
  ctx: ShipmentContext,
  ids: { shipment: number; container: number; event: number },
): GeneratedShipment => {
  const lane = laneFor(random);
  const air = lane.mode === 'air';
  const mode: ShipmentRow['mode'] = air ? 'AIR' : random.chance(0.8) ? 'FCL' : 'LCL';
  const carrierCode = random.pick(lane.carriers);
  const asOf = ctx.asOf.getTime();
  // ETDs from 150 days back to 30 days ahead: history, shipments at sea and upcoming bookings.
  const etd = Math.floor((asOf - random.int(-30 * 24, 150 * 24) * HOUR) / HOUR) * HOUR;
  const [minDays, maxDays] = lane.transitDays;
  const transitHours = random.int(minDays * 24, maxDays * 24);
  const eta = etd + transitHours * HOUR;
  const departDelay = random.chance(0.25) ? random.int(6, 72) : 0;
  const arriveDelay = departDelay + (random.chance(0.3) ? random.int(-12, 96) : 0);
  const actualDeparture = etd + departDelay * HOUR;
  const actualArrival = Math.max(actualDeparture + 12 * HOUR, eta + arriveDelay * HOUR);

  const branchForPort =
    ctx.branches.find((b) => b.port === lane.origin) ?? ctx.branches.find((b) => b.port === lane.destination);
  const company = random.pick(ctx.companies);
  const branchId = branchForPort && random.chance(0.7) ? branchForPort.id : company.branchId;
  const seq = ids.shipment;

  const containers: ContainerRow[] = [];
  const cargoKg = air ? random.int(40, 4000) : mode === 'LCL' ? random.int(300, 8000) : 0;
  if (mode === 'FCL') {
    const carrier = OCEAN_CARRIER_BY_SCAC.get(carrierCode);
    const owner = carrier?.ownerPrefixes[0] ?? 'TCLU';
    const count = random.weighted([
      [1, 6],
      [2, 3],
      [3, 1],
    ] as const);
    for (let i = 0; i < count; i++) {
      const type = random.weighted(CONTAINER_TYPES.map((t) => [t, t.weight] as const));
      const cargo = random.int(4000, type.iso === '22G1' ? 21000 : 26000);
      containers.push({
        id: ids.container + i,
        shipmentId: seq,
        containerNo: makeContainerNumber(random.pick(carrier?.ownerPrefixes ?? [owner]), random.int(0, 999_999)),
        isoType: type.iso,
        sealNo: `${carrierCode.slice(0, 2)}${pad(random.int(0, 9_999_999), 7)}`,
        tareKg: type.tare,
        vgmKg: type.tare + cargo,
        grossKg: `${cargo}.000`,
      });
    }
  }
  const grossKg = mode === 'FCL' ? containers.reduce((s, c) => s + Number(c.grossKg), 0) : cargoKg;
  const volume = air
    ? grossKg / 167
    : mode === 'LCL'
      ? grossKg / 350
      : containers.reduce((s, c) => s + (c.isoType === '22G1' ? 28 : 58), 0);

  // Events: first mile at origin, the main leg, last mile at destination; only those before asOf.
  const events: EventRow[] = [];
  const addEvent = (code: EventCode, time: number, location: string, containerId: number | null) => {
    if (time > asOf) return;
    const def = EVENT_CODES[code];
    events.push({
      id: 0,
      shipmentId: seq,
      containerId,
      code,
      status: def.status,
      leg: def.leg,
      location,
      occurredAt: new Date(time),
      source: random.pick(air ? ['AIRLINE', 'EDI', 'MANUAL'] : ['CARRIER_EDI', 'TERMINAL', 'MANUAL', 'CARRIER_API']),
    });
  };
  const railMovement = !air && lane.destination.startsWith('US') && random.chance(0.15) ? 'Y' : air ? null : 'N';
  let delivered = 0;
  if (air) {
    addEvent('CARGO_RECEIVED', at(actualDeparture, random, -30, -8), lane.origin, null);
    addEvent('DEPARTED', actualDeparture, lane.origin, null);
    addEvent('ARRIVED', actualArrival, lane.destination, null);
    delivered = at(actualArrival, random, 12, 60);
    addEvent('OUT_GATE', at(actualArrival, random, 4, 10), lane.destination, null);
    addEvent('DELIVERED', delivered, lane.destination, null);
  } else {
    const units = containers.length > 0 ? containers : [null];
    for (const c of units) {
      const cid = c?.id ?? null;
      if (c) addEvent('EMPTY_RELEASED', at(actualDeparture, random, -150, -96), lane.origin, cid);
      else addEvent('CARGO_RECEIVED', at(actualDeparture, random, -150, -96), lane.origin, cid);
      addEvent('GATE_IN', at(actualDeparture, random, -84, -30), lane.origin, cid);
      addEvent('LOADED', at(actualDeparture, random, -20, -4), lane.origin, cid);
      addEvent('DEPARTED', actualDeparture, lane.origin, cid);
      addEvent('ARRIVED', actualArrival, lane.destination, cid);
      const discharged = at(actualArrival, random, 6, 30);
      addEvent('DISCHARGED', discharged, lane.destination, cid);
      let ready = discharged;
      if (railMovement === 'Y') {
        addEvent('RAIL_DEPARTED', at(discharged, random, 24, 60), lane.destination, cid);
        ready = at(discharged, random, 96, 150);
        addEvent('RAIL_ARRIVED', ready, lane.destination, cid);
      }
      const outGate = at(ready, random, 24, 120);
      addEvent('OUT_GATE', outGate, lane.destination, cid);
      delivered = at(outGate, random, 4, 30);
      addEvent('DELIVERED', delivered, lane.destination, cid);
      if (c) {
        const back = at(delivered, random, 24, 96);
        addEvent('EMPTY_RETURN', back, lane.destination, cid);
        addEvent('EMPTY_RETURN_COMPLETE', at(back, random, 2, 12), lane.destination, cid);
      }
    }
  }
  events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  events.forEach((e, i) => {
    e.id = ids.event + i;
  });
  const last = events[events.length - 1];
  const status = last?.status ?? 0;
  const departed = events.some((e) => e.code === 'DEPARTED');
  const arrived = events.some((e) => e.code === 'ARRIVED');
  const done = status >= 5;
  const ageDays = (asOf - delivered) / DAY;
  const jobStatus = !done
    ? arrived && random.chance(0.3)
      ? 'CUS'
      : random.chance(0.05)
        ? 'WHL'
        : 'WRK'
    : ageDays > 60
      ? random.pick(['CLS', 'ARC', 'CMP'] as const)
      : random.pick(['INV', 'JRA', 'CMP', 'RDD'] as const);

  const airline = air ? AIRLINE_BY_IATA.get(carrierCode) : undefined;
  const masterBill = air
    ? makeAirWaybill(airline?.awbPrefix ?? '999', random.int(1_000_000, 9_999_999))
    : `${carrierCode}${pad(random.int(100_000_000, 999_999_999), 10)}`;
  const hs = random.pick(HS_CODES);
  const lfd = !air && mode === 'FCL' ? new Date(actualArrival + 5 * DAY).toISOString().slice(0, 10) : null;

  return {
    shipment: {
      id: seq,
      shipmentNo: `S${pad(seq, 9)}`,
      houseBill: `TDM${air ? 'A' : 'O'}${pad(seq, 8)}`,
      masterBill,
      bookingNo: `BK${pad((seq * 7919) % 100_000_000, 8)}`,
      mode,
      packingMode: air ? null : mode === 'FCL' ? 'FCL' : random.chance(0.1) ? 'BCN' : 'LCL',
      originPort: lane.origin,
      destinationPort: lane.destination,
      carrierCode,
      vessel: air ? null : random.pick(VESSELS),
      voyage: air ? null : `${pad(random.int(1, 999), 3)}${random.pick(['E', 'W', 'N', 'S'])}`,
      flightNo: air ? `${carrierCode}${random.int(100, 9899)}` : null,
      etd: new Date(etd),
      eta: new Date(eta),
      atd: departed ? new Date(actualDeparture) : null,
      ata: arrived ? new Date(actualArrival) : null,
      status,
      jobStatus,
      companyId: company.id,
      branchId,
      region: random.pick(REGIONS),
      shipmentType: random.pick(SHIPMENT_TYPES) || null,
      dropMode: air ? null : random.pick(DROP_MODES),
      railMovement,
      archived: ageDays > 90 && done,
      transload: !air && random.chance(0.08),
      originHold: random.chance(0.04) ? random.pick(['Origin Hold', 'No Released', 'Releasing'] as const) : 'Released',
      updateToCw: random.weighted([
        [2, 90],
        [1, 4],
        [-1, 2],
        [3, 4],
      ] as const),
      invoiceReview: done ? random.pick([0, 2, 4] as const) : 0,
      lastFreeDay: lfd,
      packages: random.int(1, air ? 60 : 900),
      packageType: random.pick(PACKAGE_TYPES),
      grossWeightKg: grossKg.toFixed(3),
      volumeCbm: volume.toFixed(3),
      goodsDescription: hs.descriptionEn,
      hsCode: hs.code,
      marks: random.chance(0.3) ? 'N/M' : `TDM/${pad(seq % 100_000, 5)}`,
      incoterm: random.pick(INCOTERMS),
    },
    containers,
    events,
  };
};
