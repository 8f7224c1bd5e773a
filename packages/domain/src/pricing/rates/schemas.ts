import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import { CHARGE_CODES, CHARGE_UNITS, RATE_EQUIPMENT } from '../common/charges';
import { TARIFF_KINDS } from '../tariffs/dictionaries';
import {
  AMOUNT_RE,
  ARBITRARY_BASES,
  ARBITRARY_KINDS,
  ARBITRARY_LEGS,
  ARBITRARY_SIDES,
  CARRIER_CODE_RE,
  CURRENCY_RE,
  equipmentFitsMode,
  isPositiveAmount,
  LTA_PERIODS,
  RAIL_CARRIERS,
  RATE_CHANNELS,
  RATE_MODES,
  SEA_EQUIPMENT,
  UNLOCODE_RE,
} from './rules';

/**
 * The form schemas of rates and their building blocks, shared by the forms and the server. Each
 * checks its own fields; rules that read other records (the LTA an arbitrary names, a port already
 * in a group) run on the server, which also checks merged values on an update.
 */

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
const toInt = (v: unknown) => (typeof v === 'string' && /^-?\d{1,10}(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : v);
const toText = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, { error: 'validation.tooLong' }).nullable()).optional();
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'validation.invalid' });
const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, oneOf(values).nullable()).optional();
const id = z.preprocess(toInt, z.number({ error: 'validation.required' }).int().positive().max(ID_MAX));

const upper = (re: RegExp, key: string) =>
  z.string({ error: 'validation.required' }).trim().toUpperCase().regex(re, { error: key });
/** A UN/LOCODE, written in any case. */
export const unlocode = upper(UNLOCODE_RE, 'pricing.rates.unlocode');
const optionalUnlocode = z.preprocess(blankToNull, unlocode.nullable()).optional();
const carrierCode = upper(CARRIER_CODE_RE, 'pricing.rates.carrierCode');
const currency = upper(CURRENCY_RE, 'pricing.rates.currency');
const date = z.iso.date({ error: 'validation.invalid' });
/** An amount above zero, as a decimal text (thousands separators dropped). */
const amount = z.preprocess(
  (v) => (typeof toText(v) === 'string' ? String(toText(v)).replace(/,/g, '') : v),
  z
    .string({ error: 'validation.required' })
    .regex(AMOUNT_RE, { error: 'validation.number', abort: true })
    .refine(isPositiveAmount, { error: 'pricing.rates.amountPositive' }),
);
const optionalAmount = z.preprocess(blankToNull, amount.nullable()).optional();
/** A markup may be nothing at all, never below zero. */
const markup = z.preprocess(
  (v) => (typeof toText(v) === 'string' ? String(toText(v)).replace(/,/g, '') : v),
  z.string({ error: 'validation.required' }).regex(AMOUNT_RE, { error: 'pricing.rates.markupNotNegative' }),
);
const wholeNumber = (max: number, key: string) =>
  z.preprocess(
    toInt,
    // An integer check of its own: zod reports a fraction as a wrong type, which reads as a missing value.
    z.number({ error: key }).min(0, { error: key }).max(max, { error: key }).refine(Number.isInteger, { error: key }),
  );
const optionalWhole = (max: number, key: string) =>
  z.preprocess(blankToNull, wholeNumber(max, key).nullable()).optional();

type Dated = { [k: string]: unknown };
/** Validity ends on or after it starts, where both are given. */
const datesInOrder =
  (from: string, until: string) =>
  (v: Dated, ctx: z.RefinementCtx): void => {
    const a = v[from];
    const b = v[until];
    if (typeof a === 'string' && typeof b === 'string' && b < a) {
      ctx.addIssue({ code: 'custom', path: [until], message: 'pricing.rates.validityOrder' });
    }
  };
/** Two ports of one record must differ, where both are given. */
const portsDiffer =
  (a: string, b: string) =>
  (v: Dated, ctx: z.RefinementCtx): void => {
    if (typeof v[a] === 'string' && v[a] === v[b]) {
      ctx.addIssue({ code: 'custom', path: [b], message: 'pricing.rates.samePort' });
    }
  };

// ---- rates -----------------------------------------------------------------------------------------

const rateShape = {
  kind: oneOf(TARIFF_KINDS),
  mode: oneOf(RATE_MODES),
  carrierCode,
  pol: unlocode,
  pod: unlocode,
  via: optionalUnlocode,
  equipment: oneOf(RATE_EQUIPMENT),
  validFrom: date,
  validUntil: date,
  currency,
  transitDays: optionalWhole(120, 'pricing.rates.transitDays'),
  contractNo: optionalText(30),
  remarks: optionalText(200),
};
export const rateCreateSchema = z
  .object(rateShape)
  .superRefine(datesInOrder('validFrom', 'validUntil'))
  .superRefine(portsDiffer('pol', 'pod'))
  .superRefine((v, ctx) => {
    if (!equipmentFitsMode(v.mode, v.equipment)) {
      ctx.addIssue({ code: 'custom', path: ['equipment'], message: 'pricing.rates.equipmentMode' });
    }
  });
/** A rate keeps its lane, carrier, equipment and side; its dates, routing and notes change. */
export const rateUpdateSchema = z
  .object({
    via: rateShape.via,
    validFrom: date,
    validUntil: date,
    transitDays: rateShape.transitDays,
    contractNo: rateShape.contractNo,
    remarks: rateShape.remarks,
  })
  .partial()
  .superRefine(datesInOrder('validFrom', 'validUntil'));

const lineShape = {
  tariffId: id,
  chargeCode: oneOf(CHARGE_CODES),
  rate: amount,
  unit: oneOf(CHARGE_UNITS),
  minimum: optionalAmount,
  currency,
};
export const rateLineCreateSchema = z.object(lineShape);
export const rateLineUpdateSchema = z.object(lineShape).omit({ tariffId: true }).partial();

/** Published from the channel's page (the rate's number) or from the rate's detail (its id). */
export const publicationCreateSchema = z.object({
  channel: oneOf(RATE_CHANNELS),
  tariffId: z.preprocess(blankToNull, id.nullable()).optional(),
  tariffNo: optionalText(20),
  markup,
  remarks: optionalText(200),
});
export const publicationUpdateSchema = z.object({ markup, remarks: optionalText(200) }).partial();

// ---- arbitraries and add-ons ----------------------------------------------------------------------

const arbitraryShape = {
  kind: oneOf(ARBITRARY_KINDS),
  basis: oneOf(ARBITRARY_BASES),
  ltaNo: optionalText(20),
  side: oneOf(ARBITRARY_SIDES),
  point: unlocode,
  basePort: unlocode,
  carrierCode,
  equipment: oneOf(SEA_EQUIPMENT),
  leg: optionalOneOf(ARBITRARY_LEGS),
  amount,
  currency,
  validFrom: date,
  validUntil: date,
  remarks: optionalText(200),
};
export const arbitraryCreateSchema = z
  .object(arbitraryShape)
  .superRefine(datesInOrder('validFrom', 'validUntil'))
  .superRefine(portsDiffer('basePort', 'point'));
export const arbitraryUpdateSchema = z
  .object(arbitraryShape)
  .omit({ kind: true, basis: true })
  .partial()
  .superRefine(datesInOrder('validFrom', 'validUntil'))
  .superRefine(portsDiffer('basePort', 'point'));

// ---- long-term agreements and named accounts -------------------------------------------------------

const ltaShape = {
  companyId: id,
  carrierCode,
  period: oneOf(LTA_PERIODS),
  committedTeu: wholeNumber(1_000_000, 'pricing.rates.teuWhole'),
  validFrom: date,
  validUntil: date,
  remarks: optionalText(200),
};
export const ltaCreateSchema = z.object(ltaShape).superRefine(datesInOrder('validFrom', 'validUntil'));
/** An agreement stays with its customer; a new customer is a new agreement. */
export const ltaUpdateSchema = z
  .object(ltaShape)
  .omit({ companyId: true })
  .partial()
  .superRefine(datesInOrder('validFrom', 'validUntil'));

export const ltaLaneCreateSchema = z
  .object({ ltaId: id, pol: unlocode, pod: unlocode })
  .superRefine(portsDiffer('pol', 'pod'));
export const ltaLaneUpdateSchema = z
  .object({ pol: unlocode, pod: unlocode })
  .partial()
  .superRefine(portsDiffer('pol', 'pod'));

/** A named account is added on the agreement's detail (its id) or on the list (its number). */
export const ltaNacCreateSchema = z.object({
  ltaId: z.preprocess(blankToNull, id.nullable()).optional(),
  ltaNo: optionalText(20),
  companyId: id,
  remarks: optionalText(200),
});
export const ltaNacUpdateSchema = z.object({ remarks: optionalText(200) }).partial();

// ---- negotiated rate arrangements -----------------------------------------------------------------

const nraShape = {
  companyId: id,
  carrierCode,
  effectiveDate: date,
  expiryDate: date,
  terms: optionalText(500),
};
export const nraCreateSchema = z.object(nraShape).superRefine(datesInOrder('effectiveDate', 'expiryDate'));
export const nraUpdateSchema = z
  .object(nraShape)
  .omit({ companyId: true })
  .partial()
  .superRefine(datesInOrder('effectiveDate', 'expiryDate'));

const nraLineShape = {
  nraId: id,
  pol: unlocode,
  pod: unlocode,
  equipment: oneOf(SEA_EQUIPMENT),
  commodity: optionalText(100),
  rate: amount,
  currency,
};
export const nraLineCreateSchema = z.object(nraLineShape).superRefine(portsDiffer('pol', 'pod'));
export const nraLineUpdateSchema = z
  .object(nraLineShape)
  .omit({ nraId: true })
  .partial()
  .superRefine(portsDiffer('pol', 'pod'));

// ---- port groups and rail ramps --------------------------------------------------------------------

const groupShape = {
  code: upper(/^[A-Z0-9][A-Z0-9_-]{1,19}$/, 'pricing.rates.groupCode'),
  name: requiredText(100),
  nameZh: requiredText(100),
  remarks: optionalText(200),
};
export const portGroupCreateSchema = z.object(groupShape);
export const portGroupUpdateSchema = z.object(groupShape).partial();
export const portGroupMemberCreateSchema = z.object({ groupId: id, port: unlocode });

const rampShape = {
  ramp: unlocode,
  rampName: requiredText(100),
  basePort: unlocode,
  railCarrier: oneOf(RAIL_CARRIERS),
  transitDays: wholeNumber(30, 'pricing.rates.transitDays'),
  remarks: optionalText(200),
};
export const railRampCreateSchema = z.object(rampShape).superRefine(portsDiffer('basePort', 'ramp'));
export const railRampUpdateSchema = z.object(rampShape).partial().superRefine(portsDiffer('basePort', 'ramp'));
