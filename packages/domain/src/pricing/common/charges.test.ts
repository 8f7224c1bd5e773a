import { describe, expect, it } from 'vitest';
import { airBreakFor, lineAmount, priceLines, unitQuantity } from './charges';

const cargo = { containers: 2, weightKg: '5400', volumeCbm: '7.25' };

describe('pricing a cargo line by line', () => {
  it('counts the units of each charge unit, W/M being the greater of tonnes and CBM', () => {
    expect(unitQuantity('container', cargo)).toBe('2');
    expect(unitQuantity('shipment', cargo)).toBe('1');
    expect(unitQuantity('kg', cargo)).toBe('5400.000');
    expect(unitQuantity('cbm', cargo)).toBe('7.250');
    expect(unitQuantity('wm', cargo)).toBe('7.250');
    expect(unitQuantity('wm', { ...cargo, weightKg: '9100' })).toBe('9.100');
  });

  it('never charges a line below its minimum', () => {
    const line = { chargeCode: 'OFR', rate: '38.50', unit: 'wm' as const, minimum: '60', currency: 'USD' };
    expect(lineAmount(line, { containers: 0, weightKg: '300', volumeCbm: '1.2' })).toBe('60.0000');
    expect(lineAmount(line, { containers: 0, weightKg: '300', volumeCbm: '2' })).toBe('77.0000');
  });

  it('totals per currency', () => {
    const { lines, totals } = priceLines(
      [
        { chargeCode: 'OFR', rate: '2150.00', unit: 'container', currency: 'USD' },
        { chargeCode: 'DOC', rate: '45', unit: 'shipment', currency: 'USD' },
        { chargeCode: 'OTHC', rate: '1130', unit: 'container', currency: 'CNY' },
      ],
      cargo,
    );
    expect(lines.map((l) => l.amount)).toEqual(['4300.0000', '45.0000', '2260.0000']);
    expect(totals).toEqual({ USD: '4345.0000', CNY: '2260.0000' });
  });

  it('picks the air weight break of a chargeable weight', () => {
    expect(airBreakFor('12')).toBe('-45');
    expect(airBreakFor('45')).toBe('+45');
    expect(airBreakFor('299.5')).toBe('+100');
    expect(airBreakFor('1500')).toBe('+1000');
  });
});
