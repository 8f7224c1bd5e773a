import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import { isValidContainerNumber } from '../../reference/container-number';
import { ISA_CHANGE_REASONS } from '../../shipments';
import { BORDER_CROSSINGS } from './dictionaries';
import {
  APPOINTMENT_KINDS,
  CHARGE_CODES,
  COST_CURRENCIES,
  CROSS_BORDER_CURRENCIES,
  formatPedimento,
  MONEY_RE,
  parsePedimento,
} from './rules';

/**
 * The form schemas of drayage, shared by the forms and the server: each checks its fields; the
 * rules between records (the container in the user's branches, the reason of a changed
 * appointment, the order's totals) run on the server.
 */

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
const toInt = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v);
const toBool = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v);

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, { error: 'validation.tooLong' }).nullable()).optional();
const id = z.preprocess(toInt, z.number({ error: 'validation.required' }).int().positive().max(ID_MAX));
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'validation.invalid' });
const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, oneOf(values).nullable()).optional();
const dateTime = z.iso.datetime({ offset: true, error: 'validation.invalid' });

const containerNo = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine(isValidContainerNumber, { error: 'validation.containerNumber' });
const port = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { error: 'validation.invalid' });

/** A pedimento written with or without its spaces, stored as printed ('26 24 3912 6001234'). */
export const pedimentoSchema = z
  .preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .transform((v, ctx) => {
        const parsed = parsePedimento(v);
        if (parsed) return formatPedimento(parsed);
        ctx.addIssue({ code: 'custom', message: 'ops.drayage.pedimentoFormat' });
        return z.NEVER;
      })
      .nullable(),
  )
  .optional();

const orderShape = {
  port,
  pickupPlace: requiredText(100),
  deliveryPlace: requiredText(200),
  returnPlace: optionalText(100),
  trucker: requiredText(100),
  notes: optionalText(200),
};
const crossBorderShape = {
  mxTrucker: requiredText(100),
  borderCrossing: oneOf(BORDER_CROSSINGS),
  usBroker: requiredText(100),
  mxBroker: requiredText(100),
  transload: z.preprocess(toBool, z.boolean({ error: 'validation.invalid' })).default(false),
  transloadPlace: optionalText(100),
  pedimento: pedimentoSchema,
  currency: oneOf(CROSS_BORDER_CURRENCIES),
};

// The edit form shows the container too; the server refuses another one (the order is for its box).
export const orderCreateSchema = z.object({ containerNo, ...orderShape });
export const orderUpdateSchema = z.object({ containerNo, ...orderShape }).partial();
export const crossBorderCreateSchema = z.object({ containerNo, ...orderShape, ...crossBorderShape });
export const crossBorderUpdateSchema = z
  .object({ containerNo, ...orderShape, ...crossBorderShape, transload: crossBorderShape.transload.unwrap() })
  .partial();

const appointmentShape = {
  orderId: id,
  kind: oneOf(APPOINTMENT_KINDS),
  windowFrom: dateTime,
  windowTo: dateTime,
  reason: optionalOneOf(ISA_CHANGE_REASONS),
  note: optionalText(200),
};
/** A window ends after it starts; the reason is decided with the order's earlier appointments (server). */
export const appointmentCreateSchema = z
  .object(appointmentShape)
  .refine((v) => new Date(v.windowTo).getTime() > new Date(v.windowFrom).getTime(), {
    path: ['windowTo'],
    message: 'ops.drayage.windowOrder',
  });

const amount = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(/,/g, '') : v),
  z
    .string({ error: 'validation.required' })
    .regex(MONEY_RE, { error: 'validation.number' })
    .refine((v) => Number(v) > 0, { error: 'ops.drayage.amountPositive' }),
);
const costShape = {
  orderId: id,
  charge: oneOf(CHARGE_CODES),
  currency: oneOf(COST_CURRENCIES),
  amount,
  note: optionalText(200),
};
export const costCreateSchema = z.object(costShape);
export const costUpdateSchema = z.object(costShape).omit({ orderId: true }).partial();
