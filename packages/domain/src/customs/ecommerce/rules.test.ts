import { describe, expect, it } from 'vitest';
import { convert, type ExchangeRate } from '../../finance/index';
import { ecommerceChecklist, missingEcommerceItems, routeParcel, US_DE_MINIMIS } from './rules';

const complete = {
  platform: 'Amazon US',
  sellerName: 'Shenzhen Bright Home Trading',
  buyerName: 'Jane Miller',
  destinationCountry: 'US',
  waybillNo: 'YT2611270001',
  goodsDescription: 'LED desk lamp',
  hsCode: '9405.21',
  quantity: 2,
  declaredValue: '45.00',
  currency: 'USD',
  grossWeight: '1.2',
};

describe('the 9610 order checklist', () => {
  it('holds for a complete order', () => {
    expect(missingEcommerceItems(complete)).toEqual([]);
    expect(ecommerceChecklist(complete).every((l) => l.ok)).toBe(true);
  });

  it('names every missing item in checklist order, blanks and zeros included', () => {
    expect(
      missingEcommerceItems({ ...complete, buyerName: '  ', hsCode: null, quantity: 0, grossWeight: undefined }),
    ).toEqual(['buyerName', 'hsCode', 'quantity', 'grossWeight']);
    expect(missingEcommerceItems({})).toHaveLength(11);
  });

  it('wants amounts above 0', () => {
    expect(missingEcommerceItems({ ...complete, declaredValue: '0.00' })).toEqual(['declaredValue']);
    expect(missingEcommerceItems({ ...complete, declaredValue: '-5' })).toEqual(['declaredValue']);
  });
});

const rates: ExchangeRate[] = [
  { rateDate: '2026-11-01', fromCurrency: 'GBP', toCurrency: 'USD', rate: '1.25000000' },
  { rateDate: '2026-11-20', fromCurrency: 'GBP', toCurrency: 'USD', rate: '1.30000000' },
  { rateDate: '2026-11-01', fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.90000000' },
];
const us = { amount: '800', currency: 'USD' };
const at = (known: readonly ExchangeRate[]) => (amount: string, from: string, to: string, day: string) =>
  convert(known, amount, from, to, day);

describe('high/low value routing', () => {
  it('routes a value at the threshold low and a cent above it high', () => {
    expect(routeParcel({ value: '800.00', currency: 'USD', day: '2026-11-25' }, us, at([]))).toEqual({
      route: 'low',
      note: null,
      valueInThresholdCurrency: '800.00',
      rate: '1.00000000',
    });
    expect(routeParcel({ value: '800.01', currency: 'USD', day: '2026-11-25' }, us, at([])).route).toBe('high');
  });

  it("converts to the threshold's currency at the rate of the parcel's day", () => {
    // 640 GBP: 800.00 USD at 1.25 (before the 20th), 832.00 USD at 1.30 (from the 20th).
    const early = routeParcel({ value: '640', currency: 'GBP', day: '2026-11-19' }, us, at(rates));
    expect(early).toMatchObject({ route: 'low', valueInThresholdCurrency: '800.00', rate: '1.25000000' });
    const late = routeParcel({ value: '640', currency: 'GBP', day: '2026-11-20' }, us, at(rates));
    expect(late).toMatchObject({ route: 'high', valueInThresholdCurrency: '832.00', rate: '1.30000000' });
  });

  it('uses the reverse pair inverted when only it is recorded', () => {
    // EUR -> USD from USD -> EUR 0.9: 1 / 0.9 = 1.11111111; 135 EUR = 150.00 USD.
    const routed = routeParcel(
      { value: '135', currency: 'EUR', day: '2026-11-25' },
      { amount: '150', currency: 'USD' },
      at(rates),
    );
    expect(routed).toMatchObject({ route: 'low', valueInThresholdCurrency: '150.00', rate: '1.11111111' });
  });

  it('routes high, saying why, without a rate, a threshold or a value', () => {
    expect(routeParcel({ value: '10', currency: 'AUD', day: '2026-11-25' }, us, at(rates))).toMatchObject({
      route: 'high',
      note: 'no_rate',
      valueInThresholdCurrency: null,
    });
    expect(routeParcel({ value: '640', currency: 'GBP', day: '2026-10-01' }, us, at(rates)).note).toBe('no_rate');
    expect(routeParcel({ value: '10', currency: 'USD', day: '2026-11-25' }, null, at(rates))).toMatchObject({
      route: 'high',
      note: 'no_threshold',
    });
    expect(routeParcel({ value: null, currency: 'USD', day: '2026-11-25' }, us, at(rates)).note).toBe('no_value');
  });

  it('routes at the US de minimis itself low and a cent above it high', () => {
    const deMinimis = { amount: US_DE_MINIMIS.amount, currency: US_DE_MINIMIS.currency };
    expect(routeParcel({ value: '800', currency: 'USD', day: '2026-11-25' }, deMinimis, at([])).route).toBe('low');
    expect(routeParcel({ value: '800.01', currency: 'USD', day: '2026-11-25' }, deMinimis, at([])).route).toBe('high');
  });
});
