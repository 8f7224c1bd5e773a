import { describe, expect, it } from 'vitest';
import { isValidAirWaybill, makeAirWaybill } from './air-waybill';

describe('IATA air waybill numbers', () => {
  it('accepts known-good numbers with or without the dash', () => {
    // 1234567 mod 7 = 5
    expect(isValidAirWaybill('176-12345675')).toBe(true);
    expect(isValidAirWaybill('17612345675')).toBe(true);
    // 9999999 mod 7 = 2, 0000000 mod 7 = 0, 1000006 mod 7 = 0
    expect(isValidAirWaybill('020-99999992')).toBe(true);
    expect(isValidAirWaybill('160-00000000')).toBe(true);
    expect(isValidAirWaybill('999-10000060')).toBe(true);
  });
  it('rejects a wrong check digit and bad shapes', () => {
    expect(isValidAirWaybill('176-12345674')).toBe(false);
    expect(isValidAirWaybill('176-12345676')).toBe(false);
    expect(isValidAirWaybill('176-1234567')).toBe(false);
    expect(isValidAirWaybill('17-612345675')).toBe(false);
    expect(isValidAirWaybill('176 12345675')).toBe(false);
    expect(isValidAirWaybill('176-123456755')).toBe(false);
    expect(isValidAirWaybill('ABC-12345675')).toBe(false);
    expect(isValidAirWaybill('')).toBe(false);
  });
  it('never accepts check digits 7 to 9', () => {
    expect(isValidAirWaybill('176-00000007')).toBe(false);
    expect(isValidAirWaybill('176-00000078')).toBe(false);
  });
  it('makes padded numbers that validate', () => {
    expect(makeAirWaybill('176', 1234567)).toBe('176-12345675');
    expect(makeAirWaybill('020', 42)).toBe('020-00000420');
    expect(makeAirWaybill('618', 0)).toBe('618-00000000');
    for (let s = 0; s < 9_999_999; s += 99_991) expect(isValidAirWaybill(makeAirWaybill('784', s))).toBe(true);
  });
  it('refuses bad prefixes and serials', () => {
    expect(() => makeAirWaybill('17', 1)).toThrow(RangeError);
    expect(() => makeAirWaybill('1766', 1)).toThrow(RangeError);
    expect(() => makeAirWaybill('176', -1)).toThrow(RangeError);
    expect(() => makeAirWaybill('176', 10_000_000)).toThrow(RangeError);
    expect(() => makeAirWaybill('176', 1.5)).toThrow(RangeError);
  });
});
