import { describe, expect, it } from 'vitest';
import { checkTotals, estimateLine, weightTolerance } from './rules';

const cargo = { packages: 120, grossWeightKg: '2400.000' };
const fields = (totals: Parameters<typeof checkTotals>[0]) => checkTotals(totals, cargo).map((p) => p.field);

describe('the lines’ totals against the shipment’s cargo', () => {
  it('pass when the packages are equal and the weight within 1 %', () => {
    expect(fields({ lines: 2, packages: 120, grossWeightKg: '2400', value: '18500.00' })).toEqual([]);
    expect(fields({ lines: 2, packages: 120, grossWeightKg: '2424', value: '1' })).toEqual([]);
    expect(fields({ lines: 2, packages: 120, grossWeightKg: '2376', value: '1' })).toEqual([]);
  });

  it('refuse a package count that differs by one', () => {
    expect(fields({ lines: 2, packages: 119, grossWeightKg: '2400', value: '1' })).toEqual(['totalPackages']);
    expect(fields({ lines: 2, packages: 121, grossWeightKg: '2400', value: '1' })).toEqual(['totalPackages']);
  });

  it('refuse a weight beyond the tolerance, in either direction', () => {
    expect(fields({ lines: 1, packages: 120, grossWeightKg: '2424.001', value: '1' })).toEqual(['totalGrossWeightKg']);
    expect(fields({ lines: 1, packages: 120, grossWeightKg: '2375.999', value: '1' })).toEqual(['totalGrossWeightKg']);
  });

  it('allow at least 1 kg on a light shipment', () => {
    expect(weightTolerance('12.5').toFixed(3)).toBe('1.000');
    expect(weightTolerance('2400').toFixed(3)).toBe('24.000');
    const light = { packages: 1, grossWeightKg: '12.5' };
    expect(checkTotals({ lines: 1, packages: 1, grossWeightKg: '13.5', value: '10' }, light)).toEqual([]);
    expect(checkTotals({ lines: 1, packages: 1, grossWeightKg: '13.6', value: '10' }, light)).toHaveLength(1);
  });

  it('refuse a declaration without lines, naming every problem', () => {
    expect(fields({ lines: 0, packages: 0, grossWeightKg: '0', value: '0' })).toEqual([
      'totalValue',
      'totalPackages',
      'totalGrossWeightKg',
    ]);
  });
});

describe('the duty and tax estimate of a line', () => {
  it('takes the US ad valorem rate, without VAT, in cents rounded half up', () => {
    expect(estimateLine('US', '12500.00', '16.5')).toEqual({
      dutyRate: '16.500',
      duty: '2062.50',
      vatRate: null,
      vat: null,
    });
    expect(estimateLine('US', '0.10', '3.4')?.duty).toBe('0.00');
    expect(estimateLine('US', '0.15', '3.4')?.duty).toBe('0.01');
    expect(estimateLine('US', '8000', '0')?.duty).toBe('0.00');
  });

  it('takes China’s MFN rate and adds 13 % VAT on value plus duty', () => {
    // Honey at 15 %: duty 1 500.00, VAT 13 % of 11 500.00 = 1 495.00.
    expect(estimateLine('CN', '10000.00', '15')).toEqual({
      dutyRate: '15.000',
      duty: '1500.00',
      vatRate: '13',
      vat: '1495.00',
    });
    // Duty-free laptops still pay import VAT.
    expect(estimateLine('CN', '3333.33', '0')).toEqual({
      dutyRate: '0.000',
      duty: '0.00',
      vatRate: '13',
      vat: '433.33',
    });
    // VAT is on the rounded duty: 8 % of 0.55 is 0.044 -> 0.04; 13 % of 0.59 is 0.0767 -> 0.08.
    expect(estimateLine('CN', '0.55', '8')).toMatchObject({ duty: '0.04', vat: '0.08' });
  });

  it('gives none for a code with no recorded rate, or a country whose tariff is not kept', () => {
    expect(estimateLine('US', '100', null)).toBeNull();
    expect(estimateLine('CN', '100', null)).toBeNull();
    expect(estimateLine('DE', '100', '5')).toBeNull();
    expect(estimateLine(null, '100', '5')).toBeNull();
  });
});
