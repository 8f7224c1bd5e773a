import { isValidAirWaybill } from '../reference/air-waybill';
import { containerCheckDigit } from '../reference/container-number';

/** A lookup takes at most this many numbers at once (the search box says so). */
export const MAX_LOOKUP_NUMBERS = 20;
/** Longest single number we accept; anything longer is not a shipping reference. */
export const MAX_NUMBER_LENGTH = 35;

/**
 * What a typed number looks like. The kind decides where it is looked up: containers in the
 * container table, air waybills among master bills, the rest among every shipment reference
 * (a house bill can look like anything, so the kind of those is only a best guess).
 */
export const NUMBER_KINDS = [
  'container',
  'airWaybill',
  'masterBill',
  'houseBill',
  'booking',
  'shipment',
  'invalid',
] as const;
export type NumberKind = (typeof NUMBER_KINDS)[number];

export type ClassifiedNumber = {
  /** What the visitor typed, trimmed. */
  input: string;
  /** The form stored in the database: upper case, AWBs as PPP-SSSSSSSC. */
  normalized: string;
  kind: NumberKind;
  /** Container numbers and air waybills carry a check digit; false when it does not add up. */
  checkDigitValid?: boolean;
  /** The check digit the number should end with, when it is wrong. */
  expectedCheckDigit?: string;
};

const CONTAINER = /^[A-Z]{3}[UJZ]\d{7}$/;
const AIR_WAYBILL = /^\d{3}[- ]?\d{8}$/;
const OCEAN_MASTER_BILL = /^[A-Z0-9]{4}\d{8,12}$/;
const SHIPMENT_NO = /^S\d{9}$/;
const BOOKING_NO = /^BK\d{6,10}$/;
const REFERENCE = /^[A-Z0-9][A-Z0-9/_.-]{3,34}$/;

/**
 * Splits what was typed into numbers: commas, semicolons, spaces and new lines separate them.
 * An air waybill written with a space after its prefix ("176 12345675") stays one number.
 * Upper-cased and without repeats, in the order typed.
 */
export const splitTrackingNumbers = (text: string): string[] => {
  const tokens = text
    .toUpperCase()
    .split(/[\s,;，；、]+/u)
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
  const joined: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const next = tokens[i + 1];
    if (/^\d{3}-?$/.test(token) && next !== undefined && /^\d{8}$/.test(next)) {
      joined.push(`${token.replace('-', '')}${next}`);
      i++;
    } else joined.push(token);
  }
  return [...new Set(joined)];
};

/** Classifies one number (already split) and gives the form to look it up by. */
export const classifyTrackingNumber = (raw: string): ClassifiedNumber => {
  const input = raw.trim();
  const upper = input.toUpperCase();
  if (CONTAINER.test(upper)) {
    const expected = String(containerCheckDigit(upper.slice(0, 10)));
    const valid = expected === upper.charAt(10);
    return valid
      ? { input, normalized: upper, kind: 'container', checkDigitValid: true }
      : { input, normalized: upper, kind: 'container', checkDigitValid: false, expectedCheckDigit: expected };
  }
  const compact = upper.replace(/[\s-]/g, '');
  if (AIR_WAYBILL.test(upper) || /^\d{11}$/.test(compact)) {
    const normalized = `${compact.slice(0, 3)}-${compact.slice(3)}`;
    if (isValidAirWaybill(normalized)) return { input, normalized, kind: 'airWaybill', checkDigitValid: true };
    return {
      input,
      normalized,
      kind: 'airWaybill',
      checkDigitValid: false,
      expectedCheckDigit: String(Number(compact.slice(3, 10)) % 7),
    };
  }
  if (upper.length > MAX_NUMBER_LENGTH || !REFERENCE.test(upper)) return { input, normalized: upper, kind: 'invalid' };
  if (SHIPMENT_NO.test(upper)) return { input, normalized: upper, kind: 'shipment' };
  if (BOOKING_NO.test(upper)) return { input, normalized: upper, kind: 'booking' };
  if (OCEAN_MASTER_BILL.test(upper)) return { input, normalized: upper, kind: 'masterBill' };
  return { input, normalized: upper, kind: 'houseBill' };
};

export type ParsedLookup = { ok: true; numbers: ClassifiedNumber[] } | { ok: false; reason: 'empty' | 'tooMany' };

/** The whole search box: split, cap at MAX_LOOKUP_NUMBERS, classify each. */
export const parseTrackingNumbers = (text: string): ParsedLookup => {
  const parts = splitTrackingNumbers(text);
  if (parts.length === 0) return { ok: false, reason: 'empty' };
  if (parts.length > MAX_LOOKUP_NUMBERS) return { ok: false, reason: 'tooMany' };
  return { ok: true, numbers: parts.map(classifyTrackingNumber) };
};

/** Truck plates are stored upper case without spaces or hyphens ("沪A 12345" → "沪A12345"). */
export const normalizeTruckPlate = (plate: string): string => plate.toUpperCase().replace(/[\s·-]/g, '');

/** FBA shipment ids (FBA15ABCD1234) and seller references, upper case without spaces. */
export const normalizeFbaId = (id: string): string => id.toUpperCase().replace(/\s/g, '');
