import { describe, expect, it } from 'vitest';
import { containerCheckDigit, isValidContainerNumber, makeContainerNumber } from './container-number';

describe('ISO 6346 container numbers', () => {
  it('accepts published examples', () => {
    expect(isValidContainerNumber('CSQU3054383')).toBe(true);
    expect(isValidContainerNumber('MSKU9070323')).toBe(true);
  });
  it('rejects a wrong check digit, lower case and bad shapes', () => {
    expect(isValidContainerNumber('CSQU3054384')).toBe(false);
    expect(isValidContainerNumber('csqu3054383')).toBe(false);
    expect(isValidContainerNumber('CSQX3054383')).toBe(false);
    expect(isValidContainerNumber('CSQU305438')).toBe(false);
  });
  it('maps a remainder of 10 to check digit 0', () => {
    // Find a serial whose weighted sum leaves remainder 10 and check the digit wraps to 0.
    let found = false;
    for (let s = 0; s < 2000 && !found; s++) {
      const first10 = `MSCU${String(s).padStart(6, '0')}`;
      const digit = containerCheckDigit(first10);
      expect(digit).toBeGreaterThanOrEqual(0);
      expect(digit).toBeLessThanOrEqual(9);
      found = digit === 0;
    }
    expect(found).toBe(true);
  });
  it('makes numbers that validate', () => {
    for (let s = 0; s < 500; s += 7) expect(isValidContainerNumber(makeContainerNumber('TCLU', s))).toBe(true);
  });
});
