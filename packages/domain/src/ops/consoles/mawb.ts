/**
 * Master air waybill numbers and stock ranges (SPEC §3 console MAWB). An IATA air waybill number is
 * a 3-digit airline prefix and an 8-digit serial whose last digit is the first seven serial digits
 * modulo 7, written "PPP-SSSSSSSC". Refusals are catalog keys, shown on the field they concern.
 */

/** Most numbers one stock range may add at once. */
export const MAWB_RANGE_MAX = 500;

const TYPED = /^\s*(\d{3})[\s-]?(\d{4})\s?(\d{3})(\d)\s*$/;

export const MAWB_ERRORS = {
  shape: 'opsConsoles.errors.mawbShape',
  checkDigit: 'opsConsoles.errors.mawbCheckDigit',
  prefix: 'opsConsoles.errors.mawbPrefix',
  rangeCount: 'opsConsoles.errors.mawbRangeCount',
  rangeEnd: 'opsConsoles.errors.mawbRangeEnd',
} as const;

/** The check digit of a 7-digit serial: the serial modulo 7. */
export const mawbCheckDigit = (serial7: number): number => serial7 % 7;

export type ParsedMawb =
  | { ok: true; prefix: string; serial7: number; awbNo: string }
  | { ok: false; error: (typeof MAWB_ERRORS)[keyof typeof MAWB_ERRORS] };

const format = (prefix: string, serial7: number): string =>
  `${prefix}-${String(serial7).padStart(7, '0')}${mawbCheckDigit(serial7)}`;

/**
 * A typed MAWB ("160-12345675", "16012345675", "160 1234 5675"), checked for its shape and its
 * check digit, and, when the console's airline is known, for the airline's prefix.
 */
export const parseMawb = (input: string, expectedPrefix?: string | null): ParsedMawb => {
  const match = TYPED.exec(input);
  if (!match) return { ok: false, error: MAWB_ERRORS.shape };
  const [, prefix = '', head = '', tail = '', check = ''] = match;
  const serial7 = Number(head + tail);
  if (mawbCheckDigit(serial7) !== Number(check)) return { ok: false, error: MAWB_ERRORS.checkDigit };
  if (expectedPrefix && prefix !== expectedPrefix) return { ok: false, error: MAWB_ERRORS.prefix };
  return { ok: true, prefix, serial7, awbNo: format(prefix, serial7) };
};

export type MawbRange =
  | { ok: true; prefix: string; numbers: string[] }
  | { ok: false; field: 'firstNo' | 'count'; error: string };

/**
 * The numbers of a stock range: from the first number (a valid MAWB) on, `count` consecutive
 * serials, each with its own check digit. The serials stay within seven digits.
 */
export const mawbRange = (firstNo: string, count: number, expectedPrefix?: string | null): MawbRange => {
  const first = parseMawb(firstNo, expectedPrefix);
  if (!first.ok) return { ok: false, field: 'firstNo', error: first.error };
  if (!Number.isInteger(count) || count < 1 || count > MAWB_RANGE_MAX) {
    return { ok: false, field: 'count', error: MAWB_ERRORS.rangeCount };
  }
  if (first.serial7 + count - 1 > 9_999_999) return { ok: false, field: 'count', error: MAWB_ERRORS.rangeEnd };
  const numbers = Array.from({ length: count }, (_, i) => format(first.prefix, first.serial7 + i));
  return { ok: true, prefix: first.prefix, numbers };
};
