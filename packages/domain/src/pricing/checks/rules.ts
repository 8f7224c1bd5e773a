import { zonedTime } from '../../common/time-display';
import { findPort } from '../../reference/ports';

/**
 * SPEC §5 "Quotation checks": what a booking linked to a quotation is checked for before it is
 * saved or submitted. The booking form runs the same function as the user types (the warnings
 * show before saving) and the server runs it on every write (refusing one that does not confirm
 * them), so the two never disagree.
 */

/** The space a quotation is priced for; a booking without a preferred space type gets FAK. */
export const SPACE_TYPES = ['FAK', 'contract', 'premium', 'spot'] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];
export const DEFAULT_SPACE_TYPE: SpaceType = 'FAK';

/** Every warning, in the order the form and the refusal list them. */
export const QUOTATION_WARNINGS = ['validity', 'carrier', 'spaceType', 'equipment', 'defaultFak'] as const;
export type QuotationWarningCode = (typeof QUOTATION_WARNINGS)[number];

/** One warning: its code and what its text names (the dates, carriers, types compared). */
export type QuotationWarning = { code: QuotationWarningCode; params: Record<string, string> };

/** Catalog key of a warning's text. */
export const quotationWarningKey = (code: QuotationWarningCode): string => `pricing.checks.warnings.${code}`;

type Text = string | null | undefined;

/** What the checks read of a quotation. Dates are ISO days (YYYY-MM-DD). */
export type QuotationTerms = {
  carrierCode: Text;
  spaceType: Text;
  equipment: Text;
  validFrom: string;
  validUntil: string;
};

/** What the checks read of a booking: its carrier, preferred space, dates and container types. */
export type BookingTerms = {
  carrierCode: Text;
  spaceType: Text;
  originPort: Text;
  /** A moment (ISO text with offset, or a Date). */
  etd: Text | Date;
  /** An ISO day. */
  cargoReadyDate: Text | Date;
  containerTypes: readonly string[];
};

const filled = (v: Text): v is string => typeof v === 'string' && v.trim() !== '';
const isoDay = (v: Text | Date): string | null => {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  return filled(v) && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;
};

/**
 * The day a booking sails on the origin port's clock (an evening departure in Shanghai is that
 * day there, whatever UTC says); a port the reference data lacks reads as UTC.
 */
export const sailingDay = (etd: Text | Date, originPort: Text): string | null => {
  if (etd === null || etd === undefined || etd === '') return null;
  const code = (originPort ?? '').trim().toUpperCase();
  const port = findPort(code, 'sea') ?? findPort(code, 'air');
  return zonedTime(etd, port?.timeZone ?? 'UTC')?.local.slice(0, 10) ?? null;
};

/**
 * The day a quotation must be valid on: the sailing day when the booking has an ETD, else its
 * cargo ready date, else today (a booking not yet planned is booked on today's prices).
 */
export const checkedDay = (booking: BookingTerms, today: string): string =>
  sailingDay(booking.etd, booking.originPort) ?? isoDay(booking.cargoReadyDate) ?? today;

/**
 * The warnings of a booking against its quotation, in QUOTATION_WARNINGS order:
 * - validity: the checked day is before the quotation's valid-from (not yet effective) or after
 *   its valid-until (expired);
 * - carrier: both name a carrier and they differ;
 * - spaceType: the booking's space (its preferred one, else FAK) is not the quotation's;
 * - equipment: the quotation is for one container type and the booking has another;
 * - defaultFak: the booking names no preferred space type, so FAK applies.
 * Every warning needs the user's confirmation before the booking is written.
 */
export const quotationWarnings = (
  booking: BookingTerms,
  quotation: QuotationTerms,
  today: string,
): QuotationWarning[] => {
  const out: QuotationWarning[] = [];
  const day = checkedDay(booking, today);
  if (day < quotation.validFrom || day > quotation.validUntil) {
    out.push({
      code: 'validity',
      params: {
        day,
        validFrom: quotation.validFrom,
        validUntil: quotation.validUntil,
        state: day < quotation.validFrom ? 'inactive' : 'expired',
      },
    });
  }
  const bookingCarrier = (booking.carrierCode ?? '').trim().toUpperCase();
  const quotedCarrier = (quotation.carrierCode ?? '').trim().toUpperCase();
  if (bookingCarrier !== '' && quotedCarrier !== '' && bookingCarrier !== quotedCarrier) {
    out.push({ code: 'carrier', params: { booking: bookingCarrier, quotation: quotedCarrier } });
  }
  const preferred = filled(booking.spaceType) ? booking.spaceType : null;
  const space = preferred ?? DEFAULT_SPACE_TYPE;
  const quotedSpace = filled(quotation.spaceType) ? quotation.spaceType : DEFAULT_SPACE_TYPE;
  if (space !== quotedSpace) out.push({ code: 'spaceType', params: { booking: space, quotation: quotedSpace } });
  const equipment = (quotation.equipment ?? '').trim().toUpperCase();
  const others = [...new Set(booking.containerTypes.map((c) => c.trim().toUpperCase()))].filter(
    (c) => c !== '' && c !== equipment,
  );
  if (/^\d{2}[A-Z]{2}$/.test(equipment) && others.length > 0) {
    out.push({ code: 'equipment', params: { booking: others.sort().join(', '), quotation: equipment } });
  }
  if (!preferred) out.push({ code: 'defaultFak', params: { space: DEFAULT_SPACE_TYPE } });
  return out;
};

/** Codes as a booking records the ones confirmed: sorted, comma-joined; '' for none. */
export const warningCodesText = (codes: readonly string[]): string => [...new Set(codes)].sort().join(',');

/** A confirmation sent with a write (repeated fields or comma-joined) as a list of codes. */
export const confirmedCodes = (value: unknown): string[] => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : []));
  return [...new Set(parts.map((p) => p.trim()).filter((p) => p !== ''))];
};

/**
 * Whether a write may go ahead: every warning is confirmed, by this request (which must confirm
 * exactly the warnings there are, not fewer and not others) or, when the request confirms
 * nothing, earlier on the same booking (the warnings now are among those confirmed then).
 * Answers the codes to record ('' when there are none), or null when the write must be refused
 * and the warnings shown.
 */
export const confirmationOutcome = (
  warnings: readonly QuotationWarning[],
  confirmed: readonly string[],
  recorded: Text,
): { record: string } | null => {
  const current = warningCodesText(warnings.map((w) => w.code));
  if (current === '') return { record: '' };
  if (confirmed.length > 0) return warningCodesText(confirmed) === current ? { record: current } : null;
  const earlier = new Set(confirmedCodes(recorded ?? ''));
  return warnings.every((w) => earlier.has(w.code)) ? { record: current } : null;
};
