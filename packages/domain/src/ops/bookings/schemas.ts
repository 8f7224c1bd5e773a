import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import { isHsCodeFormat, normaliseHsCode } from '../../customs/index';
import { CHARGE_CODES, QUOTATION_WARNINGS, SPACE_TYPES } from '../../pricing/index';
import { isValidContainerNumber } from '../../reference/container-number';
import { isEmail, isPhone, PARTY_FIELDS, PARTY_ROLES, UNLOCODE_RE } from './rules';
import {
  BOOKING_CONTAINER_TYPES,
  BOOKING_LEG_MODES,
  BOOKING_MODES,
  FREIGHT_TERMS,
  INCOTERMS_2020,
  LOAD_TYPES,
  PACKAGE_TYPES,
  PAYMENT_TERMS,
  RATE_UNITS,
  SERVICE_TYPES,
} from './statuses';

/**
 * The booking forms' schemas, shared by the web form and the server. A draft may be incomplete:
 * only what is filled in is checked here (formats, lengths, choices); what a confirmation needs
 * is the checklist's (./rules.ts). Messages are catalog keys, shown on their fields.
 */

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
const toNumber = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : v);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();
const text = (max: number) => optional(z.string().trim().max(max, { error: 'validation.tooLong' }));
const choice = (values: readonly string[]) =>
  optional(z.string().refine((v) => values.includes(v), { error: 'validation.invalid' }));
const port = optional(z.string().trim().toUpperCase().regex(UNLOCODE_RE, { error: 'ops.bookings.errors.unlocode' }));
const when = optional(z.iso.datetime({ offset: true, error: 'validation.invalid' }));
const day = optional(z.iso.date({ error: 'validation.invalid' }));
const decimal = (max: number) =>
  optional(z.preprocess(toNumber, z.number({ error: 'validation.number' }).min(0, 'validation.number').max(max)));
const count = (max: number) =>
  optional(z.preprocess(toNumber, z.number({ error: 'validation.number' }).int('validation.number').min(0).max(max)));
const id = optional(z.preprocess(toNumber, z.number({ error: 'validation.invalid' }).int().positive().max(ID_MAX)));
const phone = optional(z.string().trim().max(30).refine(isPhone, { error: 'ops.bookings.errors.phone' }));
const email = optional(z.string().trim().max(254).refine(isEmail, { error: 'validation.email' }));
const country = optional(
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'validation.invalid' }),
);
/** SPEC §5: marks or seal; NONE or N/M when absent (upper-cased as the desk writes them). */
const marking = (max: number) =>
  optional(
    z
      .string()
      .trim()
      .max(max, { error: 'validation.tooLong' })
      .transform((v) => (['NONE', 'N/M'].includes(v.toUpperCase()) ? v.toUpperCase() : v)),
  );

const partyShape = Object.fromEntries(
  PARTY_ROLES.flatMap((role) =>
    PARTY_FIELDS.map((f) => {
      const schema =
        f === 'Name'
          ? text(120)
          : f === 'Address'
            ? text(300)
            : f === 'Country'
              ? country
              : f === 'City'
                ? text(60)
                : f === 'Email'
                  ? email
                  : phone;
      return [`${role}${f}`, schema];
    }),
  ),
);

const bookingShape = {
  mode: z.enum(BOOKING_MODES, { error: 'validation.required' }),
  loadType: z.enum(LOAD_TYPES, { error: 'validation.required' }),
  companyId: id,
  branchId: id,
  customerRef: text(35),
  ...partyShape,
  originPort: port,
  destinationPort: port,
  etd: when,
  eta: when,
  carrierCode: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,4}$/, { error: 'validation.invalid' }),
  ),
  vessel: text(60),
  voyage: text(20),
  flightNo: text(10),
  mawb: text(12),
  marks: marking(500),
  packages: count(999_999),
  packageType: choice(PACKAGE_TYPES),
  grossWeightKg: decimal(999_999_999),
  volumeCbm: decimal(999_999),
  goodsDescription: text(500),
  // Written one way (8471.30, 8471.30.0100) whichever way it was typed; the server then checks
  // that the code exists in the tariff tables (the customs area).
  hsCode: optional(
    z
      .string()
      .trim()
      .refine(isHsCodeFormat, { error: 'customs.errors.hsFormat' })
      .transform((v) => normaliseHsCode(v) ?? v),
  ),
  freightTerm: choice(FREIGHT_TERMS),
  paymentTerm: choice(PAYMENT_TERMS),
  incoterm: choice(INCOTERMS_2020),
  contractNo: text(30),
  cargoReadyDate: day,
  quotationId: id,
  spaceType: choice(SPACE_TYPES),
  // The quotation warnings the user confirms with this write (never a column: the server checks
  // them against the warnings there are and records them).
  confirmWarnings: optional(
    z
      .union([z.string(), z.array(z.string())])
      .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((c) => c.trim()).filter((c) => c !== ''))
      .refine((codes) => codes.every((c) => (QUOTATION_WARNINGS as readonly string[]).includes(c)), {
        error: 'validation.invalid',
      }),
  ),
  serviceType: choice(SERVICE_TYPES),
  customsService: optional(z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())),
  insuranceService: optional(z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())),
  remarks: text(500),
};

export const bookingCreateSchema = z.object(bookingShape);
/** The desk and load type are chosen once; the server keeps them. */
export const bookingUpdateSchema = z.object(bookingShape).omit({ mode: true }).partial();

const parent = z.preprocess(toNumber, z.number({ error: 'validation.required' }).int().positive().max(ID_MAX));

const containerShape = {
  bookingId: parent,
  isoType: z.enum(BOOKING_CONTAINER_TYPES, { error: 'validation.required' }),
  containerNo: optional(
    z.string().trim().toUpperCase().refine(isValidContainerNumber, { error: 'validation.containerNumber' }),
  ),
  sealNo: marking(40),
  grossKg: decimal(99_999),
};
export const containerCreateSchema = z.object(containerShape);
export const containerUpdateSchema = z.object(containerShape).partial();

const packingShape = {
  bookingId: parent,
  packages: z.preprocess(toNumber, z.number({ error: 'validation.required' }).int().positive().max(99_999)),
  packageType: z.enum(PACKAGE_TYPES, { error: 'validation.required' }),
  lengthCm: count(10_000),
  widthCm: count(10_000),
  heightCm: count(10_000),
  grossKg: decimal(999_999),
};
export const packingCreateSchema = z.object(packingShape);
export const packingUpdateSchema = z.object(packingShape).partial();

const legShape = {
  bookingId: parent,
  seq: z.preprocess(toNumber, z.number({ error: 'validation.required' }).int().min(1).max(20)),
  mode: z.enum(BOOKING_LEG_MODES, { error: 'validation.required' }),
  fromCode: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(UNLOCODE_RE, { error: 'ops.bookings.errors.unlocode' }),
  toCode: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(UNLOCODE_RE, { error: 'ops.bookings.errors.unlocode' }),
  plannedStart: when,
  plannedEnd: when,
  carrierCode: text(4),
  conveyance: text(60),
};
export const legCreateSchema = z.object(legShape);
export const legUpdateSchema = z.object(legShape).partial();

const rateShape = {
  bookingId: parent,
  // One of the charge codes of the shared `charge_code` dictionary (pricing's CHARGE_CODES).
  chargeCode: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(CHARGE_CODES, { error: 'validation.required' }),
  ),
  description: text(100),
  unit: z.enum(RATE_UNITS, { error: 'validation.required' }),
  quantity: z.preprocess(toNumber, z.number({ error: 'validation.number' }).positive().max(999_999)),
  currency: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'validation.invalid' }),
  amount: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: 'validation.required' }).regex(/^-?\d{1,13}(\.\d{1,4})?$/, { error: 'validation.number' }),
  ),
};
export const rateCreateSchema = z.object(rateShape);
export const rateUpdateSchema = z.object(rateShape).partial();
