/** The two digits a US employer identification number (EIN) may start with: the IRS campuses' prefixes. */
const EIN_PREFIXES = new Set(
  ['01-06', '10-16', '20-27', '30-39', '40-48', '50-68', '71-77', '80-88', '90-95', '98-99'].flatMap((range) => {
    const [from, to] = range.split('-').map(Number) as [number, number];
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));
  }),
);

/** Whether nine digits (no hyphen) are an EIN: a prefix an IRS campus issues, then seven digits. */
export const isEinDigits = (digits: string): boolean => /^\d{9}$/.test(digits) && EIN_PREFIXES.has(digits.slice(0, 2));
