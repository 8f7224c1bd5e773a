import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import {
  CONSOLE_CONTAINER_MODES,
  CONSOLE_PAYMENTS,
  CONSOLE_RELEASE_TYPES,
  CONSOLE_TRANSPORTS,
  CONSOLE_TYPES,
} from './dictionaries';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const invalid = { error: 'validation.invalid' };
const required = { error: 'validation.required' };

const choice = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') });
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();
const text = (max: number) => z.string(required).trim().max(max, { error: 'validation.tooLong' });
const code = (re: RegExp) => z.string(required).trim().toUpperCase().regex(re, invalid);
const port = code(/^[A-Z]{2}[A-Z2-9]{3}$/);
const when = z.iso.datetime({ offset: true, error: 'validation.invalid' });
const branch = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number(required).int(invalid).positive(invalid).max(ID_MAX, invalid),
);

/** Airline IATA designator or ocean carrier SCAC. */
export const CARRIER_CODE_RE = /^[A-Z0-9]{2,4}$/;

/**
 * A console as the form and the server read it. The master bill is checked against its transport
 * and airline on the server (an air waybill's prefix is the airline's), where the carrier is known.
 */
const consoleShape = {
  branchId: branch,
  transport: choice(CONSOLE_TRANSPORTS),
  consoleType: choice(CONSOLE_TYPES),
  containerMode: choice(CONSOLE_CONTAINER_MODES),
  masterBill: optional(text(20).regex(/^[A-Z0-9 -]{4,20}$/i, invalid)),
  carrierCode: code(CARRIER_CODE_RE),
  flightNo: optional(code(/^[A-Z0-9]{2,3}\d{1,4}[A-Z]?$/)),
  vessel: optional(text(60)),
  voyage: optional(code(/^[A-Z0-9-]{1,12}$/)),
  firstLoadPort: port,
  lastDischargePort: port,
  payment: choice(CONSOLE_PAYMENTS),
  etd: optional(when),
  eta: optional(when),
  sendingAgent: optional(text(100)),
  receivingAgent: optional(text(100)),
  releaseType: optional(choice(CONSOLE_RELEASE_TYPES)),
};

export const consoleCreateSchema = z.object(consoleShape);
export const consoleUpdateSchema = z.object(consoleShape).partial();

/** The console values that depend on each other. */
export type ConsoleValues = {
  transport?: unknown;
  containerMode?: unknown;
  firstLoadPort?: unknown;
  lastDischargePort?: unknown;
  etd?: unknown;
  eta?: unknown;
  flightNo?: unknown;
  vessel?: unknown;
};

const AIR_MODES: readonly string[] = ['LSE', 'ULD'];
const SEA_MODES: readonly string[] = ['FCL', 'LCL', 'BCN'];

/**
 * Rules across fields of a console, as field -> catalog key: the container mode suits the
 * transport, a flight is an air console's and a vessel a sea console's, the route has two ends
 * and the arrival follows the departure.
 */
export const consoleFieldIssues = (v: ConsoleValues): Record<string, string> => {
  const out: Record<string, string> = {};
  const air = v.transport === 'AIR';
  const mode = String(v.containerMode ?? '');
  if (v.transport && mode && !(air ? AIR_MODES : SEA_MODES).includes(mode)) {
    out.containerMode = 'opsConsoles.errors.containerModeTransport';
  }
  if (air && v.vessel) out.vessel = 'opsConsoles.errors.vesselOnAir';
  if (v.transport === 'SEA' && v.flightNo) out.flightNo = 'opsConsoles.errors.flightOnSea';
  if (v.firstLoadPort && v.firstLoadPort === v.lastDischargePort) {
    out.lastDischargePort = 'opsConsoles.errors.samePorts';
  }
  if (v.etd && v.eta && new Date(String(v.eta)).getTime() < new Date(String(v.etd)).getTime()) {
    out.eta = 'opsConsoles.errors.etaBeforeEtd';
  }
  return out;
};

/** What the manifest lets a desk correct on a house: the consignee named on it. */
export const houseUpdateSchema = z.object({ consigneeName: optional(text(100)) });
