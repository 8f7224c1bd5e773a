/**
 * IATA air waybill numbers: a 3-digit airline prefix and an 8-digit serial whose last digit is the
 * first seven serial digits modulo 7. Written "PPP-SSSSSSSC"; the dash is optional on input.
 */
const SHAPE = /^(\d{3})-?(\d{7})(\d)$/;

export const isValidAirWaybill = (value: string): boolean => {
  const match = SHAPE.exec(value);
  if (!match) return false;
  return Number(match[2]) % 7 === Number(match[3]);
};

/** Builds "PPP-SSSSSSSC" from a prefix and a serial of up to seven digits. */
export const makeAirWaybill = (prefix: string, serial7: number): string => {
  if (!/^\d{3}$/.test(prefix)) throw new RangeError(`AWB prefix must be 3 digits: ${prefix}`);
  if (!Number.isInteger(serial7) || serial7 < 0 || serial7 > 9_999_999) {
    throw new RangeError(`AWB serial must be an integer from 0 to 9999999: ${serial7}`);
  }
  return `${prefix}-${String(serial7).padStart(7, '0')}${serial7 % 7}`;
};
