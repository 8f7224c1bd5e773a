/**
 * Harmonized System codes as people type them: 6 digits (the subheading every country shares,
 * "8471.30"), 8 digits (a national tariff line, "8471.30.01") or 10 digits (a national
 * commodity or statistical code: China's "8471.30.0000", the US "8471.30.0100"), with or without
 * the dots. Stored and shown in one written form, so a code typed either way finds the same row.
 */

/** 4 digits of the heading, then pairs of digits, each pair optionally after a dot. */
const TYPED_HS_CODE = /^\d{4}(?:\.?\d{2}){1,3}$/;

export const HS_CODE_LENGTHS = [6, 8, 10] as const;
export type HsCodeLength = (typeof HS_CODE_LENGTHS)[number];

/** The digits of a typed code, or null when it is not 6, 8 or 10 digits with dots only between groups. */
export const hsCodeDigits = (typed: string): string | null => {
  const trimmed = typed.trim();
  return TYPED_HS_CODE.test(trimmed) ? trimmed.replaceAll('.', '') : null;
};

/** The written form of 6, 8 or 10 digits: 8471.30, 8471.30.01, 8471.30.0100. */
export const formatHsDigits = (digits: string): string => {
  const head = `${digits.slice(0, 4)}.${digits.slice(4, 6)}`;
  if (digits.length === 6) return head;
  if (digits.length === 8) return `${head}.${digits.slice(6, 8)}`;
  return `${head}.${digits.slice(6, 10)}`;
};

/** A typed code in its written form, or null when its format is wrong. */
export const normaliseHsCode = (typed: string): string | null => {
  const digits = hsCodeDigits(typed);
  return digits === null ? null : formatHsDigits(digits);
};

/** Whether a typed code has the format of an HS code (6, 8 or 10 digits, dots optional). */
export const isHsCodeFormat = (typed: string): boolean => hsCodeDigits(typed) !== null;

/** The chapter (2 digits), heading (4) and subheading (6, written "8471.30") of a code in any form. */
export const hsParts = (code: string): { chapter: string; heading: string; subheading: string } | null => {
  const digits = hsCodeDigits(code);
  if (digits === null) return null;
  return { chapter: digits.slice(0, 2), heading: digits.slice(0, 4), subheading: formatHsDigits(digits.slice(0, 6)) };
};

/**
 * An ad valorem rate read from a duty rate as the tariff writes it: "Free" is 0, "6.5%" is 6.5
 * (as a decimal string); a specific or compound rate ("2.4¢/kg + 5%") has none, so null.
 */
export const adValoremOf = (rate: string): string | null => {
  const text = rate.trim();
  if (/^free$/i.test(text)) return '0';
  const match = /^(\d{1,3}(?:\.\d{1,4})?)\s*%$/.exec(text);
  return match?.[1] ?? null;
};
