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
import { Random } from '../../seed/random';
import { DEMO_NUMBERS } from './demo-numbers';
import { deskDemoContainer, deskDemoFields } from './desk-fields';

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
  isaChangeReason: string | null;
  moveDataType: string | null;
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
  truckPlate: string | null;
  fbaShipmentId: string | null;
  fbaReference: string | null;
};

export type ContainerRow = {
  id: number;
  shipmentId: number;
  containerNo: string;
  isoType: string;
  sealNo: string | null;
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

export type LegRow = {
  shipmentId: number;
  seq: number;
  leg: string;
  mode: 'truck' | 'vessel' | 'air' | 'rail';
  fromKind: 'door' | 'port' | 'ramp';
  fromCode: string;
  toKind: 'door' | 'port' | 'ramp';
  toCode: string;
  plannedStart: Date | null;
  plannedEnd: Date | null;
  actualStart: Date | null;
  actualEnd: Date | null;
  truckPlate: string | null;
};

export type HistoryRow = {
  shipmentId: number;
  field: 'eta' | 'etd' | 'vessel' | 'voyage' | 'flight_no' | 'status';
  oldValue: string | null;
  newValue: string | null;
  changedAt: Date;
  source: string;
};

export type GeneratedShipment = {
  shipment: ShipmentRow;
  containers: ContainerRow[];
  events: EventRow[];
  legs: LegRow[];
  history: HistoryRow[];
};

/**
 * A fixed shipment of the demo data, so the numbers in the README always find something: the
 * lane, carrier and timing are chosen here instead of drawn, and the references are fixed.
 */
export type ShipmentPlan = {
  lane: Lane;
  mode: ShipmentRow['mode'];
  carrierCode: string;
  etdHoursAgo: number;
  transitHours: number;
  departDelayHours: number;
  arriveDelayHours: number;
  containerNos: readonly string[];
  houseBill: string;
  masterBill: string;
  bookingNo: string;
  truckPlate: string | null;
  fbaShipmentId: string | null;
  fbaReference: string | null;
};

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
  plan?: ShipmentPlan,
): GeneratedShipment => {
  // A plan replaces the draws it fixes; without one the draws happen in the same order as ever.
  const lane = plan ? plan.lane : laneFor(random);
  const air = lane.mode === 'air';
  const mode: ShipmentRow['mode'] = plan ? plan.mode : air ? 'AIR' : random.chance(0.8) ? 'FCL' : 'LCL';
  const carrierCode = plan ? plan.carrierCode : random.pick(lane.carriers);
  const asOf = ctx.asOf.getTime();
  // ETDs from 150 days back to 30 days ahead: history, shipments at sea and upcoming bookings.
  const etd = Math.floor((asOf - (plan ? plan.etdHoursAgo : random.int(-30 * 24, 150 * 24)) * HOUR) / HOUR) * HOUR;
  const [minDays, maxDays] = lane.transitDays;
  const transitHours = plan ? plan.transitHours : random.int(minDays * 24, maxDays * 24);
  const eta = etd + transitHours * HOUR;
  const departDelay = plan ? plan.departDelayHours : random.chance(0.25) ? random.int(6, 72) : 0;
  const arriveDelay = plan ? plan.arriveDelayHours : departDelay + (random.chance(0.3) ? random.int(-12, 96) : 0);
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
    const count =
      plan?.containerNos.length ??
      random.weighted([
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
        containerNo:
          plan?.containerNos[i] ??
          makeContainerNumber(random.pick(carrier?.ownerPrefixes ?? [owner]), random.int(0, 999_999)),
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
  const railMovement = plan
    ? air
      ? null
      : 'N'
    : !air && lane.destination.startsWith('US') && random.chance(0.15)
      ? 'Y'
      : air
        ? null
        : 'N';
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
      // About one consignee in seven collects 3 to 8 days late, so the container sits at the
      // terminal past its last free day (the demo's LFD control then has overdue boxes, as real
      // ones do). It follows from the shipment's number, not a new draw, so the random sequence,
      // and with it every other shipment of the demo data, stays the same.
      const lateCollection = !plan && seq % 7 === 3 ? (3 + (seq % 6)) * DAY : 0;
      const outGate = at(ready, random, 24, 120) + lateCollection;
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
  const masterBill =
    plan?.masterBill ??
    (air
      ? makeAirWaybill(airline?.awbPrefix ?? '999', random.int(1_000_000, 9_999_999))
      : `${carrierCode}${pad(random.int(100_000_000, 999_999_999), 10)}`);
  const hs = random.pick(HS_CODES);
  const lfd = !air && mode === 'FCL' ? new Date(actualArrival + 5 * DAY).toISOString().slice(0, 10) : null;

  // Drawn in the order the fields had always been drawn, so the demo data stays the same.
  const packingMode = air ? null : mode === 'FCL' ? 'FCL' : random.chance(0.1) ? 'BCN' : 'LCL';
  const vessel = air ? null : random.pick(VESSELS);
  const voyage = air ? null : `${pad(random.int(1, 999), 3)}${random.pick(['E', 'W', 'N', 'S'])}`;
  const flightNo = air ? `${carrierCode}${random.int(100, 9899)}` : null;
  const extras = shipmentExtras(seq, lane, air, plan);
  return {
    shipment: {
      id: seq,
      shipmentNo: `S${pad(seq, 9)}`,
      houseBill: plan?.houseBill ?? `TDM${air ? 'A' : 'O'}${pad(seq, 8)}`,
      masterBill,
      bookingNo: plan?.bookingNo ?? `BK${pad((seq * 7919) % 100_000_000, 8)}`,
      mode,
      packingMode,
      originPort: lane.origin,
      destinationPort: lane.destination,
      carrierCode,
      vessel,
      voyage,
      flightNo,
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
      truckPlate: extras.truckPlate,
      fbaShipmentId: extras.fbaShipmentId,
      fbaReference: extras.fbaReference,
      ...deskDemoFields({ id: seq, mode, status }, events),
    },
    containers: containers.map((c) => deskDemoContainer(c, departed)),
    events,
    ...legsAndHistory({
      seq,
      lane,
      air,
      events,
      etd,
      eta,
      actualDeparture,
      actualArrival,
      asOf,
      railMovement,
      vessel,
      extras,
    }),
  };
};

type Extras = { truckPlate: string | null; fbaShipmentId: string | null; fbaReference: string | null };

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const CN_PLATE_PREFIXES = ['沪A', '沪B', '浙B', '粤B', '苏E', '鲁B'] as const;
const FBA_CHARS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * Truck plates of the last-mile truck and FBA ids of eCommerce shipments, from a generator of
 * their own per shipment, so adding them left every other demo value as it was.
 */
const shipmentExtras = (seq: number, lane: Lane, air: boolean, plan: ShipmentPlan | undefined): Extras => {
  if (plan) return { truckPlate: plan.truckPlate, fbaShipmentId: plan.fbaShipmentId, fbaReference: plan.fbaReference };
  const extra = new Random(Math.imul(seq, 0x9e3779b1) ^ 0x5eed);
  let truckPlate: string | null = null;
  if (extra.chance(0.35)) {
    truckPlate = lane.destination.startsWith('CN')
      ? `${extra.pick(CN_PLATE_PREFIXES)}${pad(extra.int(0, 99_999), 5)}`
      : `${extra.int(1, 9)}${Array.from({ length: 3 }, () => extra.pick([...PLATE_LETTERS])).join('')}${pad(extra.int(0, 999), 3)}`;
  }
  const ecommerce = /^(US|CA|DE|GB|FR|IT|ES|NL|PL|JP)/.test(lane.destination) && extra.chance(air ? 0.12 : 0.06);
  if (!ecommerce) return { truckPlate, fbaShipmentId: null, fbaReference: null };
  const code = Array.from({ length: 8 }, () => extra.pick([...FBA_CHARS])).join('');
  return { truckPlate, fbaShipmentId: `FBA${extra.int(15, 19)}${code}`, fbaReference: `ECOM-${pad(seq % 10_000, 4)}` };
};

type LegInput = {
  seq: number;
  lane: Lane;
  air: boolean;
  events: readonly EventRow[];
  etd: number;
  eta: number;
  actualDeparture: number;
  actualArrival: number;
  asOf: number;
  railMovement: string | null;
  vessel: string | null;
  extras: Extras;
};

/** Legs with planned and actual times, and the history of ETA, vessel and status changes. */
const legsAndHistory = (input: LegInput): { legs: LegRow[]; history: HistoryRow[] } => {
  const { seq, lane, air, events, etd, eta, asOf } = input;
  const firstOf = (code: EventCode) => events.find((e) => e.code === code)?.occurredAt ?? null;
  const lastOf = (code: EventCode) => events.findLast((e) => e.code === code)?.occurredAt ?? null;
  const past = (time: number) => (time <= asOf ? new Date(time) : null);
  const legs: LegRow[] = [];
  const push = (row: Omit<LegRow, 'shipmentId' | 'seq'>) =>
    legs.push({ shipmentId: seq, seq: legs.length + 1, ...row });
  const firstEvent = events[0]?.occurredAt ?? null;
  push({
    leg: 'first_mile',
    mode: 'truck',
    fromKind: 'door',
    fromCode: lane.origin,
    toKind: 'port',
    toCode: lane.origin,
    plannedStart: new Date(etd - (air ? 2 : 6) * DAY),
    plannedEnd: new Date(etd - (air ? 1 : 3) * DAY),
    actualStart: firstEvent,
    actualEnd: air ? firstOf('CARGO_RECEIVED') : lastOf('GATE_IN'),
    truckPlate: null,
  });
  push({
    leg: 'in_transit',
    mode: air ? 'air' : 'vessel',
    fromKind: 'port',
    fromCode: lane.origin,
    toKind: 'port',
    toCode: lane.destination,
    plannedStart: new Date(etd),
    plannedEnd: new Date(eta),
    actualStart: firstOf('DEPARTED'),
    actualEnd: firstOf('ARRIVED'),
    truckPlate: null,
  });
  let lastMileFrom: { kind: LegRow['fromKind']; start: number } = { kind: 'port', start: eta + DAY };
  if (input.railMovement === 'Y') {
    push({
      leg: 'last_mile',
      mode: 'rail',
      fromKind: 'port',
      fromCode: lane.destination,
      toKind: 'ramp',
      toCode: lane.destination,
      plannedStart: new Date(eta + 2 * DAY),
      plannedEnd: new Date(eta + 6 * DAY),
      actualStart: firstOf('RAIL_DEPARTED'),
      actualEnd: lastOf('RAIL_ARRIVED'),
      truckPlate: null,
    });
    lastMileFrom = { kind: 'ramp', start: eta + 7 * DAY };
  }
  push({
    leg: 'last_mile',
    mode: 'truck',
    fromKind: lastMileFrom.kind,
    fromCode: lane.destination,
    toKind: 'door',
    toCode: lane.destination,
    plannedStart: new Date(lastMileFrom.start + (air ? 0 : 2 * DAY)),
    plannedEnd: new Date(lastMileFrom.start + (air ? DAY : 4 * DAY)),
    actualStart: firstOf('OUT_GATE'),
    actualEnd: lastOf('DELIVERED'),
    truckPlate: input.extras.truckPlate,
  });

  const history: HistoryRow[] = [];
  const departed = firstOf('DEPARTED');
  // A late departure or arrival was announced as a new ETA once the carrier knew of it.
  if (input.actualArrival !== eta && departed) {
    const announced = past(Math.min(input.actualDeparture + 12 * HOUR, input.actualArrival - HOUR));
    if (announced)
      history.push({
        shipmentId: seq,
        field: 'eta',
        oldValue: new Date(eta).toISOString().replace('.000', ''),
        newValue: new Date(input.actualArrival).toISOString().replace('.000', ''),
        changedAt: announced,
        source: air ? 'AIRLINE' : 'CARRIER_EDI',
      });
  }
  // Some bookings were rolled to another vessel a week before sailing.
  if (input.vessel && seq % 17 === 0) {
    const rolled = past(etd - 7 * DAY);
    const previous = VESSELS[(VESSELS.indexOf(input.vessel as (typeof VESSELS)[number]) + 1) % VESSELS.length];
    if (rolled)
      history.push({
        shipmentId: seq,
        field: 'vessel',
        oldValue: previous ?? null,
        newValue: input.vessel,
        changedAt: rolled,
        source: 'CARRIER_EDI',
      });
  }
  let status = 0;
  for (const e of events) {
    if (e.status === status) continue;
    history.push({
      shipmentId: seq,
      field: 'status',
      oldValue: String(status),
      newValue: String(e.status),
      changedAt: e.occurredAt,
      source: e.source,
    });
    status = e.status;
  }
  history.sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
  return { legs, history };
};

const laneOf = (mode: 'ocean' | 'air', origin: string, destination: string): Lane => {
  const lane = LANES.find((l) => l.mode === mode && l.origin === origin && l.destination === destination);
  if (!lane) throw new Error(`no ${mode} lane ${origin} → ${destination} in the reference data`);
  return lane;
};

/** The shipments behind the README's demo numbers, timed relative to the seed's asOf. */
export const demoShipmentPlans = (): ShipmentPlan[] => [
  {
    lane: laneOf('ocean', 'CNSHA', 'USLAX'),
    mode: 'FCL',
    carrierCode: 'MAEU',
    etdHoursAgo: 7 * 24,
    transitHours: 15 * 24,
    departDelayHours: 10,
    arriveDelayHours: 46,
    containerNos: DEMO_NUMBERS.containersOnWater,
    houseBill: DEMO_NUMBERS.houseBill,
    masterBill: DEMO_NUMBERS.masterBill,
    bookingNo: DEMO_NUMBERS.bookingNo,
    truckPlate: null,
    fbaShipmentId: null,
    fbaReference: null,
  },
  {
    lane: laneOf('ocean', 'CNNGB', 'USNYC'),
    mode: 'FCL',
    carrierCode: 'MSCU',
    etdHoursAgo: 75 * 24,
    transitHours: 33 * 24,
    departDelayHours: 0,
    arriveDelayHours: 20,
    containerNos: [DEMO_NUMBERS.containerDelivered],
    houseBill: 'TDMO2611002',
    masterBill: 'MSCU264070215',
    bookingNo: 'BK2611002',
    truckPlate: DEMO_NUMBERS.truckPlate,
    fbaShipmentId: null,
    fbaReference: null,
  },
  {
    lane: laneOf('air', 'CNPVG', 'USORD'),
    mode: 'AIR',
    carrierCode: 'CK',
    etdHoursAgo: 40,
    transitHours: 26,
    departDelayHours: 0,
    arriveDelayHours: 0,
    containerNos: [],
    houseBill: 'TDMA2611003',
    masterBill: DEMO_NUMBERS.airWaybill,
    bookingNo: 'BK2611003',
    truckPlate: null,
    fbaShipmentId: null,
    fbaReference: null,
  },
  {
    lane: laneOf('ocean', 'CNYTN', 'USLGB'),
    mode: 'LCL',
    carrierCode: 'COSU',
    etdHoursAgo: 9 * 24,
    transitHours: 16 * 24,
    departDelayHours: 0,
    arriveDelayHours: 0,
    containerNos: [],
    houseBill: 'TDMO2611004',
    masterBill: 'COSU264112308',
    bookingNo: 'BK2611004',
    truckPlate: null,
    fbaShipmentId: DEMO_NUMBERS.fbaShipmentId,
    fbaReference: DEMO_NUMBERS.fbaReference,
  },
];
