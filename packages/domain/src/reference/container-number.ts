/**
 * ISO 6346 container numbers: 3-letter owner code, 1-letter equipment category (U, J or Z),
 * 6-digit serial and a check digit computed from the first ten characters.
 */
const LETTER_VALUES: Record<string, number> = (() => {
  // Letter values skip multiples of 11 (11, 22, 33), as the standard prescribes.
  const values: Record<string, number> = {};
  let value = 10;
  for (let code = 65; code <= 90; code++) {
    if (value % 11 === 0) value++;
    values[String.fromCharCode(code)] = value;
    value++;
  }
  return values;
})();

const SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

/** The check digit for the first ten characters (owner, category, serial). */
export const containerCheckDigit = (first10: string): number => {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = first10.charAt(i);
    const v = /\d/.test(ch) ? Number(ch) : LETTER_VALUES[ch];
    if (v === undefined) throw new Error(`not a container character: ${ch}`);
    sum += v * 2 ** i;
  }
  return (sum % 11) % 10;
};

export const isValidContainerNumber = (value: string): boolean =>
  SHAPE.test(value) && containerCheckDigit(value.slice(0, 10)) === Number(value.charAt(10));

/** Builds a valid number from an owner code (3 letters + category) and a serial. */
export const makeContainerNumber = (ownerAndCategory: string, serial: number): string => {
  const first10 = `${ownerAndCategory}${String(serial).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
};
