import { z } from 'zod';
import {
  airportCode,
  consentField,
  contactFields,
  FORM_ERRORS,
  notPastDate,
  optionalText,
  positiveDecimal,
  requiredText,
  wholeNumber,
  yesNo,
} from './rules';

/** IATA volumetric divisor: 6,000 cm³ count as one kilogram. */
export const VOLUMETRIC_DIVISOR = 6_000;

/** UN number of dangerous goods: four digits, 'UN' in front optional (UN1845 or 1845). */
export const UN_NUMBER_RE = /^(?:UN)?\d{4}$/i;

export type Dimensions = { pieces: number; lengthCm: number; widthCm: number; heightCm: number };

/** Volumetric weight of identical pieces in kg, to one decimal. */
export const volumetricWeight = ({ pieces, lengthCm, widthCm, heightCm }: Dimensions): number =>
  Math.round(((pieces * lengthCm * widthCm * heightCm) / VOLUMETRIC_DIVISOR) * 10) / 10;

/**
 * The weight airlines charge: the greater of gross and volumetric weight, rounded up to the
 * next half kilogram as air tariffs do.
 */
export const chargeableWeight = (grossKg: number, dimensions: Dimensions): number =>
  Math.ceil(Math.max(grossKg, volumetricWeight(dimensions)) * 2) / 2;

/** The air booking request. The server also checks the airports are in the port list. */
export const airBookingSchema = z
  .object({
    origin: airportCode,
    destination: airportCode,
    flightDate: notPastDate,
    pieces: wholeNumber(9_999),
    grossWeight: positiveDecimal(6),
    length: wholeNumber(1_000),
    width: wholeNumber(1_000),
    height: wholeNumber(320),
    commodity: requiredText(200),
    dangerousGoods: yesNo,
    unNumber: optionalText(6),
    shipper: requiredText(150),
    consignee: requiredText(150),
    ...contactFields,
    consent: consentField,
  })
  .superRefine((v, ctx) => {
    if (v.origin === v.destination)
      ctx.addIssue({ code: 'custom', path: ['destination'], message: FORM_ERRORS.samePort });
    if (v.dangerousGoods === 'yes' && !UN_NUMBER_RE.test(v.unNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['unNumber'],
        message: v.unNumber === '' ? FORM_ERRORS.required : FORM_ERRORS.unNumber,
      });
    }
  })
  .transform((v) => ({
    ...v,
    unNumber: v.dangerousGoods === 'yes' ? `UN${v.unNumber.replace(/^un/i, '')}` : '',
    chargeableWeight: chargeableWeight(Number(v.grossWeight), {
      pieces: v.pieces,
      lengthCm: v.length,
      widthCm: v.width,
      heightCm: v.height,
    }),
  }));

export type AirBookingRequest = z.output<typeof airBookingSchema>;
