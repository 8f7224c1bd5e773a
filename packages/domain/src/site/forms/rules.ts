import { z } from 'zod';
import { EMAIL_RE, LANDLINE_RE, MOBILE_RE } from '../../common/formats';

/**
 * Field rules shared by every public form. Messages are catalog keys under site.forms.errors,
 * because the public bundle ships only the site.* part of the catalogs; the server translates
 * the same keys into the caller's language.
 */
export const FORM_ERRORS = {
  required: 'site.forms.errors.required',
  invalid: 'site.forms.errors.invalid',
  tooLong: 'site.forms.errors.tooLong',
  email: 'site.forms.errors.email',
  phone: 'site.forms.errors.phone',
  internationalPhone: 'site.forms.errors.internationalPhone',
  consent: 'site.forms.errors.consent',
  number: 'site.forms.errors.number',
  positive: 'site.forms.errors.positive',
  wholeNumber: 'site.forms.errors.wholeNumber',
  date: 'site.forms.errors.date',
  pastDate: 'site.forms.errors.pastDate',
  futureDate: 'site.forms.errors.futureDate',
  deliveryBeforeReady: 'site.forms.errors.deliveryBeforeReady',
  port: 'site.forms.errors.port',
  airport: 'site.forms.errors.airport',
  samePort: 'site.forms.errors.samePort',
  hsCode: 'site.forms.errors.hsCode',
  unNumber: 'site.forms.errors.unNumber',
  country: 'site.forms.errors.country',
  choose: 'site.forms.errors.choose',
  caseNumber: 'site.forms.errors.caseNumber',
  unknownPort: 'site.forms.errors.unknownPort',
  unknownAirport: 'site.forms.errors.unknownAirport',
  unknownCountry: 'site.forms.errors.unknownCountry',
} as const;

/** The hidden field people never see or fill; a value in it marks the submission as a bot's. */
export const HONEYPOT_FIELD = 'homepage';

/** A text input; only a missing value gets the "required" message, other checks keep their own. */
export const text = () =>
  z.string({ error: (issue) => (issue.code === 'invalid_type' ? FORM_ERRORS.required : undefined) }).trim();

export const requiredText = (max: number) => text().min(1, { error: FORM_ERRORS.required }).max(max);

/** Empty inputs arrive as '' (or not at all); both mean "not given". */
export const optionalText = (max: number) => text().max(max).optional().default('');

export const emailField = requiredText(254).regex(EMAIL_RE, { error: FORM_ERRORS.email });

/** SPEC §5: a mobile (11 digits starting with 1) or a landline (optional area code, hyphen, 7 or 8 digits). */
export const isDomesticPhone = (value: string): boolean => MOBILE_RE.test(value) || LANDLINE_RE.test(value);

/** A number outside mainland China: + and country code, then 6 to 14 more digits; spaces and hyphens allowed. */
export const INTERNATIONAL_PHONE_RE = /^\+[1-9](?:[ -]?\d){6,14}$/;

export const optionalPhone = optionalText(20).refine((v) => v === '' || isDomesticPhone(v), {
  error: FORM_ERRORS.phone,
});

export const optionalInternationalPhone = optionalText(24).refine((v) => v === '' || INTERNATIONAL_PHONE_RE.test(v), {
  error: FORM_ERRORS.internationalPhone,
});

/** A checkbox that must be ticked; browsers send 'yes' (its value) only when it is. */
export const consentField = z.literal('yes', { error: FORM_ERRORS.consent });

export const yesNo = z.enum(['yes', 'no'], { error: FORM_ERRORS.choose });

/** A choice among values, with the "choose one" message for an empty or unknown one. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: FORM_ERRORS.choose });

/** A positive decimal with up to 3 decimals, kept as a string (weights are decimals, never floats). */
export const positiveDecimal = (maxIntegerDigits: number) =>
  text()
    .min(1, { error: FORM_ERRORS.required })
    .regex(new RegExp(`^\\d{1,${maxIntegerDigits}}(?:\\.\\d{1,3})?$`), { error: FORM_ERRORS.number })
    .refine((v) => Number(v) > 0, { error: FORM_ERRORS.positive });

export const wholeNumber = (max: number) =>
  text()
    .min(1, { error: FORM_ERRORS.required })
    .regex(/^\d{1,6}$/, { error: FORM_ERRORS.wholeNumber })
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, { error: FORM_ERRORS.wholeNumber });

/** An ISO date as a date input gives it. */
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A day the calendar has: month 13, the 30th of February or year 0 are not (an invalid Date cannot be written back). */
const isRealDate = (v: string): boolean => {
  if (!DATE_RE.test(v)) return false;
  const at = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
};

export const isoDate = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The earliest date that is still "today" somewhere on earth (UTC-12). Page and server compare
 * against this, so a sender late in the evening in the Americas is not told their today is past.
 */
export const earliestToday = (now: Date = new Date()): string => isoDate(new Date(now.getTime() - 12 * 3_600_000));

/** The latest date that is already "today" somewhere on earth (UTC+14). */
export const latestToday = (now: Date = new Date()): string => isoDate(new Date(now.getTime() + 14 * 3_600_000));

export const dateField = text().min(1, { error: FORM_ERRORS.required }).refine(isRealDate, { error: FORM_ERRORS.date });

export const notPastDate = dateField.refine((v) => v >= earliestToday(), { error: FORM_ERRORS.pastDate });

export const optionalNotFutureDate = text()
  .optional()
  .default('')
  .refine((v) => v === '' || isRealDate(v), { error: FORM_ERRORS.date })
  .refine((v) => v === '' || v <= latestToday(), { error: FORM_ERRORS.futureDate });

/** UN/LOCODE: 2-letter country, then 3 letters or digits 2-9. */
export const UNLOCODE_RE = /^[A-Z]{2}[A-Z2-9]{3}$/;
export const IATA_RE = /^[A-Z]{3}$/;

export const portCode = text()
  .min(1, { error: FORM_ERRORS.required })
  .transform((v) => v.toUpperCase())
  .refine((v) => UNLOCODE_RE.test(v), { error: FORM_ERRORS.port });

export const airportCode = text()
  .min(1, { error: FORM_ERRORS.required })
  .transform((v) => v.toUpperCase())
  .refine((v) => IATA_RE.test(v), { error: FORM_ERRORS.airport });

export const countryCode = text()
  .min(1, { error: FORM_ERRORS.required })
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z]{2}$/.test(v), { error: FORM_ERRORS.country });

/** The contact block every request form ends with. */
export const contactFields = {
  name: requiredText(100),
  company: optionalText(150),
  email: emailField,
  phone: optionalPhone,
  internationalPhone: optionalInternationalPhone,
};
