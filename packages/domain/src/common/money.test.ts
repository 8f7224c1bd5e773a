import { describe, expect, it } from 'vitest';
import { compareMoney, formatMoney, isDecimal, multiplyMoney, percentOf, sumMoney, toMinorUnits } from './money';

describe('money in decimal arithmetic', () => {
  it('adds amounts that binary floats get wrong', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney(['0.1', '0.2'])).toBe('0.3000');
    expect(sumMoney(['1250.1234', '-0.1234', '0'])).toBe('1250.0000');
    expect(sumMoney([])).toBe('0.0000');
  });

  it('multiplies and takes shares, rounding half up at the money scale', () => {
    expect(multiplyMoney('4.35', '123.456')).toBe('537.0336');
    expect(multiplyMoney('0.00005', '1')).toBe('0.0001');
    expect(percentOf('1999.99', '12.5')).toBe('249.9988');
  });

  it('rounds to a currency’s minor units', () => {
    expect(toMinorUnits('10.005', 2)).toBe('10.01');
    expect(toMinorUnits('1234.5', 0)).toBe('1235');
    expect(toMinorUnits('1.2345', 3)).toBe('1.235');
  });

  it('compares and prints', () => {
    expect(compareMoney('10', '9.9999')).toBe(1);
    expect(compareMoney('-1', '1')).toBe(-1);
    expect(compareMoney('2.50', '2.5')).toBe(0);
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatMoney('-0.5', 0)).toBe('-1');
    expect(isDecimal('12.5')).toBe(true);
    expect(isDecimal('1e3')).toBe(false);
    expect(() => sumMoney(['1,000'])).toThrow();
  });
});
