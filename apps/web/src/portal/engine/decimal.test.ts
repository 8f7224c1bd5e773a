import { describe, expect, it } from 'vitest';
import { formatDecimal, isDecimal, sumDecimals } from './decimal';

describe('decimal strings (money without floating point)', () => {
  it('formats with separators and the currency digits, rounding half away from zero', () => {
    expect(formatDecimal('1234567.891', 2)).toBe('1,234,567.89');
    expect(formatDecimal('0.005', 2)).toBe('0.01');
    expect(formatDecimal('-2.675', 2)).toBe('-2.68');
    expect(formatDecimal('999.995', 2)).toBe('1,000.00');
    expect(formatDecimal('12', 3)).toBe('12.000');
    expect(formatDecimal('1500.6', 0)).toBe('1,501');
    expect(formatDecimal('-0.001', 2)).toBe('0.00');
    expect(formatDecimal('12345678901234567890.12', 2)).toBe('12,345,678,901,234,567,890.12');
    expect(formatDecimal('abc', 2)).toBeNull();
  });

  it('sums exactly', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['10', '-2.55', null, '', '0.05'])).toBe('7.50');
    expect(sumDecimals(['99999999999999999.99', '0.01'])).toBe('100000000000000000.00');
    expect(sumDecimals(['-1', '0.5'])).toBe('-0.5');
    expect(sumDecimals(['1', 'x'])).toBeNull();
  });

  it('checks a decimal', () => {
    expect(isDecimal('12.50', 2)).toBe(true);
    expect(isDecimal('12.505', 2)).toBe(false);
    expect(isDecimal('1e3')).toBe(false);
  });
});
