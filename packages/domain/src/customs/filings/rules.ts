/**
 * US filings and routing checks as pure rules: what an importer security filing (ISF 10+2) and
 * the AMS filing of an ocean shipment into the United States must hold, the 24-hour rule, and
 * when a shipment's routing does not hold together. The kept lists amsisfError and routingError
 * are written by SQL that follows these rules (migration 20261203_1200_customs_filings.sql); a
 * server test compares both on the demo data.
 */
import { isEinDigits } from '../../common/ein';
import { hsCodeDigits } from '../hs-code';

/** The importer's ten elements, then the carrier's two, in the order CBP lists them. */
export const ISF_IMPORTER_ELEMENTS = [
  'seller',
  'buyer',
  'importer_no',
  'consignee_no',
  'manufacturer',
  'ship_to',
  'origin_country',
  'hts_code',
  'stuffing_location',
  'consolidator',
] as const;
export const ISF_CARRIER_ELEMENTS = ['stow_plan', 'status_messages'] as const;
/** Every element a row of amsisfError may name (the AMS bill number too). */
export const ISF_ELEMENTS = [...ISF_IMPORTER_ELEMENTS, ...ISF_CARRIER_ELEMENTS, 'ams_bill_no'] as const;
export type IsfElement = (typeof ISF_ELEMENTS)[number];

/** Why a US-bound shipment is on amsisfError. */
export const AMSISF_ERRORS = [
  'no_filing',
  'missing',
  'hts_mismatch',
  'isf_not_filed',
  'isf_late',
  'ams_not_filed',
  'ams_late',
] as const;
export type AmsIsfError = (typeof AMSISF_ERRORS)[number];

/** Why a shipment is on routingError. */
export const ROUTING_ERRORS = ['leg_break', 'ports_mismatch', 'leg_dates', 'dates', 'unknown_port'] as const;
export type RoutingError = (typeof ROUTING_ERRORS)[number];

/** ISF (and AMS) must be filed at least this long before loading at the foreign port. */
export const ISF_LEAD_HOURS = 24;
const HOUR = 3_600_000;

/**
 * An importer of record or consignee number as CBP takes it: an IRS employer number
 * (NN-NNNNNNN, optionally with the two-character suffix CBP adds: NN-NNNNNNNXX), a CBP-assigned
 * number (YYDDPP-NNNNN) or a social security number (NNN-NN-NNNN). Answers the kind, or null.
 */
export type ImporterNumberKind = 'ein' | 'cbp' | 'ssn';
export const importerNumberKind = (raw: string): ImporterNumberKind | null => {
  const n = raw.trim().toUpperCase();
  const ein = /^(\d{2})-?(\d{7})([0-9A-Z]{2})?$/.exec(n);
  if (ein && isEinDigits(`${ein[1]}${ein[2]}`)) return 'ein';
  if (/^\d{6}-\d{5}$/.test(n)) return 'cbp';
  if (/^(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/.test(n)) return 'ssn';
  return null;
};

/** A 6-digit HTS subheading typed with or without its dot ("8471.30"), or null. */
export const hts6 = (raw: string): string | null => {
  const digits = hsCodeDigits(raw);
  return digits?.length === 6 ? `${digits.slice(0, 4)}.${digits.slice(4)}` : null;
};

/** One leg of a shipment's routing as the legs table keeps it. */
export type RouteLeg = {
  seq: number;
  mode: 'truck' | 'vessel' | 'air' | 'rail';
  fromKind: 'door' | 'port' | 'ramp';
  fromCode: string;
  toKind: 'door' | 'port' | 'ramp';
  toCode: string;
  plannedStart: Date | null;
  plannedEnd: Date | null;
  actualStart?: Date | null;
};

export type RouteShipment = {
  mode: string;
  originPort: string;
  destinationPort: string;
  etd: Date;
  eta: Date;
  atd?: Date | null;
  hsCode?: string | null;
  legs: readonly RouteLeg[];
};

export type Problem<R extends string> = { reason: R; element?: IsfElement; detail: string | null };

const bySeq = (legs: readonly RouteLeg[]) => [...legs].sort((a, b) => a.seq - b.seq);

/**
 * The routing problems of a shipment, one per reason:
 * - `leg_break`: a leg does not start where the one before it ends (leg n+1's load point is not
 *   leg n's discharge point);
 * - `ports_mismatch`: the shipment's load port is not where its main carriage (the legs that are
 *   not trucking) loads, or its discharge port not where the main carriage discharges;
 * - `leg_dates`: a leg planned to arrive before it departs (ETD after ETA);
 * - `dates`: the shipment's ETD after its ETA;
 * - `unknown_port`: a port code (the shipment's, or a leg end at a port) the ports table lacks.
 */
export const routingProblems = (
  shipment: RouteShipment,
  knownPort: (code: string) => boolean,
): Problem<RoutingError>[] => {
  const legs = bySeq(shipment.legs);
  const out: Problem<RoutingError>[] = [];
  const breaks: string[] = [];
  for (let i = 1; i < legs.length; i++) {
    const before = legs[i - 1] as RouteLeg;
    const leg = legs[i] as RouteLeg;
    if (before.toCode !== leg.fromCode) breaks.push(`${before.seq}-${leg.seq}: ${before.toCode}/${leg.fromCode}`);
  }
  if (breaks.length > 0) out.push({ reason: 'leg_break', detail: breaks.join('; ') });
  const carriage = legs.filter((l) => l.mode !== 'truck');
  const first = carriage[0];
  const last = carriage[carriage.length - 1];
  if (first && last) {
    const parts = [
      first.fromCode !== shipment.originPort ? `POL ${shipment.originPort}/${first.fromCode}` : null,
      last.toCode !== shipment.destinationPort ? `POD ${shipment.destinationPort}/${last.toCode}` : null,
    ].filter((p): p is string => p !== null);
    if (parts.length > 0) out.push({ reason: 'ports_mismatch', detail: parts.join('; ') });
  }
  const backwards = legs.filter(
    (l) => l.plannedStart && l.plannedEnd && l.plannedStart.getTime() > l.plannedEnd.getTime(),
  );
  if (backwards.length > 0) out.push({ reason: 'leg_dates', detail: backwards.map((l) => l.seq).join(', ') });
  if (shipment.etd.getTime() > shipment.eta.getTime()) out.push({ reason: 'dates', detail: null });
  const codes = new Set([shipment.originPort, shipment.destinationPort]);
  for (const l of legs) {
    if (l.fromKind === 'port') codes.add(l.fromCode);
    if (l.toKind === 'port') codes.add(l.toCode);
  }
  const unknown = [...codes].filter((c) => !knownPort(c)).sort();
  if (unknown.length > 0) out.push({ reason: 'unknown_port', detail: unknown.join(', ') });
  return out;
};

/**
 * Loading at the foreign port, which the 24-hour rule counts back from: the first main-carriage
 * leg's actual departure once recorded (CBP judges a late filing against the actual lading), else
 * its planned departure (ETD); a shipment without a main-carriage leg uses its own ATD, else ETD.
 * `departed` tells whether the vessel has left, when the carrier's two elements fall due.
 */
export const loadingOf = (shipment: RouteShipment): { at: Date; departed: boolean } => {
  const main = bySeq(shipment.legs).find((l) => l.mode !== 'truck');
  const at = main?.actualStart ?? main?.plannedStart ?? shipment.atd ?? shipment.etd;
  return { at, departed: Boolean(main?.actualStart ?? shipment.atd) };
};

/** The filing of one shipment as customs_isf_filings keeps it. */
export type IsfFiling = {
  seller: string | null;
  buyer: string | null;
  importerNo: string | null;
  consigneeNo: string | null;
  manufacturer: string | null;
  shipTo: string | null;
  originCountry: string | null;
  htsCode: string | null;
  stuffingLocation: string | null;
  consolidator: string | null;
  stowPlanReceived: boolean;
  statusMessagesReceived: boolean;
  isfFiledAt: Date | null;
  amsFiledAt: Date | null;
  amsBillNo: string | null;
};

const IMPORTER_FIELD: Record<(typeof ISF_IMPORTER_ELEMENTS)[number], keyof IsfFiling> = {
  seller: 'seller',
  buyer: 'buyer',
  importer_no: 'importerNo',
  consignee_no: 'consigneeNo',
  manufacturer: 'manufacturer',
  ship_to: 'shipTo',
  origin_country: 'originCountry',
  hts_code: 'htsCode',
  stuffing_location: 'stuffingLocation',
  consolidator: 'consolidator',
};

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const hoursBefore = (load: Date, filed: Date) => `${((load.getTime() - filed.getTime()) / HOUR).toFixed(1)} h`;

/** Whether the shipment needs ISF and AMS: an FCL or LCL shipment discharging in the US. */
export const isUsBound = (shipment: RouteShipment, countryOfPort: (code: string) => string | null): boolean =>
  (shipment.mode === 'FCL' || shipment.mode === 'LCL') && countryOfPort(shipment.destinationPort) === 'US';

/**
 * The AMS/ISF problems of a US-bound shipment (see isUsBound):
 * - `no_filing`: no ISF data at all;
 * - `missing` (per element): an importer element left empty; the carrier's stow plan or container
 *   status messages not received once the vessel departed; the AMS bill number of a filed AMS;
 * - `hts_mismatch`: the ISF's HTS-6 is not the subheading of the shipment's HS code;
 * - `isf_not_filed`, `ams_not_filed`: the data is there but not filed;
 * - `isf_late`, `ams_late`: filed less than 24 hours before loading (the detail says how many hours).
 */
export const amsIsfProblems = (shipment: RouteShipment, filing: IsfFiling | null): Problem<AmsIsfError>[] => {
  if (!filing) return [{ reason: 'no_filing', detail: null }];
  const out: Problem<AmsIsfError>[] = [];
  const { at, departed } = loadingOf(shipment);
  for (const element of ISF_IMPORTER_ELEMENTS) {
    if (blank(filing[IMPORTER_FIELD[element]])) out.push({ reason: 'missing', element, detail: null });
  }
  if (departed && !filing.stowPlanReceived) out.push({ reason: 'missing', element: 'stow_plan', detail: null });
  if (departed && !filing.statusMessagesReceived)
    out.push({ reason: 'missing', element: 'status_messages', detail: null });
  if (filing.htsCode && !blank(filing.htsCode) && shipment.hsCode) {
    const ours = (shipment.hsCode.match(/\d/g) ?? []).join('').slice(0, 6);
    const theirs = (filing.htsCode.match(/\d/g) ?? []).join('');
    if (ours !== theirs) out.push({ reason: 'hts_mismatch', detail: `${filing.htsCode} / ${shipment.hsCode}` });
  }
  const deadline = at.getTime() - ISF_LEAD_HOURS * HOUR;
  if (!filing.isfFiledAt) out.push({ reason: 'isf_not_filed', detail: null });
  else if (filing.isfFiledAt.getTime() > deadline)
    out.push({ reason: 'isf_late', detail: hoursBefore(at, filing.isfFiledAt) });
  if (!filing.amsFiledAt) out.push({ reason: 'ams_not_filed', detail: null });
  else if (filing.amsFiledAt.getTime() > deadline)
    out.push({ reason: 'ams_late', detail: hoursBefore(at, filing.amsFiledAt) });
  if (filing.amsFiledAt && blank(filing.amsBillNo))
    out.push({ reason: 'missing', element: 'ams_bill_no', detail: null });
  return out;
};
