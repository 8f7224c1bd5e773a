import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import { CHARGE_UNITS, RATE_EQUIPMENT } from '../common/charges';
import {
  QUOTATION_CALC_METHODS,
  QUOTATION_CHARGE_SIDES,
  QUOTATION_GROUPINGS,
  QUOTATION_PAYMENTS,
  QUOTATION_PLACE_TYPES,
  QUOTATION_PRODUCTS,
  QUOTATION_SPACE_TYPES,
  QUOTATION_TYPES,
} from './dictionaries';

/**
 * The quotation forms' schemas, shared by the forms and the server: each field by its type, and
 * the rules between fields a form can tell at once (valid until on or after valid from, the margin
 * as an amount or a percentage). The rules that read other records run on the server.
 */

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
const toNumber = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : v);
const toBool = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v);
const invalid = { error: 'validation.invalid' };
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, invalid);
const port = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, invalid);
const date = z.iso.date({ error: 'validation.invalid' });
const dateTime = z.iso.datetime({ offset: true, error: 'validation.invalid' });
/** Money and quantities stay decimal text: never a binary fraction on their way to the database. */
const decimalText = (re: RegExp) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string().regex(re, { error: 'validation.number' }),
  );
const money = decimalText(/^\d{1,11}(\.\d{1,4})?$/);
const percent = decimalText(/^\d{1,3}(\.\d{1,3})?$/);
const quantity = decimalText(/^\d{1,9}(\.\d{1,3})?$/);
const count = z.preprocess(
  toNumber,
  z.number({ error: 'validation.number' }).int(invalid).positive(invalid).max(999, invalid),
);
const days = z.preprocess(
  toNumber,
  z.number({ error: 'validation.number' }).int(invalid).min(0, invalid).max(120, invalid),
);

const headerShape = {
  quoteType: optional(oneOf(QUOTATION_TYPES)),
  companyId: z.preprocess(
    toNumber,
    z.number({ error: 'validation.required' }).int(invalid).positive(invalid).max(ID_MAX, invalid),
  ),
  product: oneOf(QUOTATION_PRODUCTS),
  fromCode: port,
  fromType: optional(oneOf(QUOTATION_PLACE_TYPES)),
  toCode: port,
  toType: optional(oneOf(QUOTATION_PLACE_TYPES)),
  carrierCode: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,4}$/, invalid),
  ),
  equipment: optional(oneOf(RATE_EQUIPMENT)),
  containers: optional(count),
  spaceType: optional(oneOf(QUOTATION_SPACE_TYPES)),
  payment: optional(oneOf(QUOTATION_PAYMENTS)),
  freightTerm: optional(text(30)),
  chargeSide: optional(oneOf(QUOTATION_CHARGE_SIDES)),
  cargoReadyDate: optional(date),
  hazardous: z.preprocess(toBool, z.boolean(invalid)).optional(),
  weightKg: optional(quantity),
  volumeCbm: optional(quantity),
  validFrom: date,
  validUntil: date,
  closing: optional(date),
  nextClosing: optional(date),
  cyCutoff: optional(dateTime),
  reeferCutoff: optional(dateTime),
  dgCutoff: optional(dateTime),
  siCutoff: optional(dateTime),
  vgmCutoff: optional(dateTime),
  currency: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, invalid),
  ),
  calcMethod: optional(oneOf(QUOTATION_CALC_METHODS)),
  markupAmount: optional(money),
  markupPercent: optional(percent),
  grouping: optional(oneOf(QUOTATION_GROUPINGS)),
  remarks: optional(text(200)),
};

const ecuShape = {
  ecuPol: port,
  ecuPolName: optional(text(60)),
  ecuPolVia: optional(text(60)),
  ecuPod: port,
  ecuPodName: optional(text(60)),
  ecuPodVia: optional(text(60)),
  ecuTransitDays: optional(days),
  ecuOceanFreight: optional(money),
  ecuCurrency: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, invalid),
  ),
  ecuChargeUnit: optional(oneOf(CHARGE_UNITS)),
  ecuMinimum: optional(money),
};

type Header = {
  validFrom?: string | null;
  validUntil?: string | null;
  markupAmount?: string | null;
  markupPercent?: string | null;
};

/** The rules between fields of one form; an update checks them only where both fields are sent. */
const betweenFields = (v: Header, ctx: z.core.$RefinementCtx) => {
  if (v.validFrom && v.validUntil && v.validUntil < v.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'pricing.quotations.errors.validUntilBeforeFrom' });
  }
  if (v.markupAmount && v.markupPercent) {
    ctx.addIssue({ code: 'custom', path: ['markupPercent'], message: 'pricing.quotations.errors.amountOrPercentage' });
  }
};

export const quotationCreateSchema = z.object(headerShape).superRefine(betweenFields);
export const quotationUpdateSchema = z.object(headerShape).partial().superRefine(betweenFields);
export const ecuQuotationCreateSchema = z.object({ ...headerShape, ...ecuShape }).superRefine(betweenFields);
export const ecuQuotationUpdateSchema = z
  .object({ ...headerShape, ...ecuShape })
  .partial()
  .superRefine(betweenFields);
