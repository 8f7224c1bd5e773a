import { describe, expect, it } from 'vitest';
import { US_DE_MINIMIS } from '../../reference/de-minimis';
import { ecommerceCheckBody } from './ecommerce-form';
import {
  boxWeightOk,
  decimalLess,
  ECOMMERCE_LIMITS,
  failedRules,
  goodsValueOk,
  roundCents,
  toUsd,
  transitOk,
} from './ecommerce-rules';

const eligible = {
  goodsValueUsd: '250',
  boxesKg: ['12.5', '30'],
  transit: { minDays: 18, maxDays: 26 },
  recipient: 'individual',
} as const;

describe('eCommerce eligibility rules (SPEC §1)', () => {
  it('reads its limit from the US de minimis the customs desk routes parcels by', () => {
    expect(US_DE_MINIMIS).toEqual({ country: 'US', amount: '800', currency: 'USD' });
    expect(ECOMMERCE_LIMITS.maxGoodsValueUsd).toBe(US_DE_MINIMIS.amount);
  });

  it('takes goods worth less than 800 USD and refuses 800 itself', () => {
    expect(goodsValueOk('799.99')).toBe(true);
    expect(goodsValueOk('799.999999')).toBe(true);
    expect(goodsValueOk('800')).toBe(false);
    expect(goodsValueOk('800.00')).toBe(false);
    expect(goodsValueOk('800.01')).toBe(false);
  });

  it('takes boxes up to 30 kg and refuses anything heavier', () => {
    expect(boxWeightOk('30')).toBe(true);
    expect(boxWeightOk('30.000')).toBe(true);
    expect(boxWeightOk('30.01')).toBe(false);
    expect(boxWeightOk('30.001')).toBe(false);
    expect(boxWeightOk('0.2')).toBe(true);
  });

  it('needs a served destination with a transit window inside 16 to 30 days', () => {
    expect(transitOk({ minDays: 16, maxDays: 30 })).toBe(true);
    expect(transitOk({ minDays: 15, maxDays: 25 })).toBe(false);
    expect(transitOk({ minDays: 20, maxDays: 31 })).toBe(false);
    expect(transitOk(null)).toBe(false);
  });

  it('passes an eligible parcel and names each rule that fails on its own', () => {
    expect(failedRules(eligible)).toEqual([]);
    expect(failedRules({ ...eligible, goodsValueUsd: '800' })).toEqual(['goodsValue']);
    expect(failedRules({ ...eligible, boxesKg: ['10', '30.01'] })).toEqual(['boxWeight']);
    expect(failedRules({ ...eligible, transit: null })).toEqual(['transit']);
    expect(failedRules({ ...eligible, recipient: 'company' })).toEqual(['recipient']);
  });

  it('lists every failed rule at once', () => {
    expect(failedRules({ goodsValueUsd: '1200', boxesKg: ['31'], transit: null, recipient: 'company' })).toEqual([
      'goodsValue',
      'boxWeight',
      'transit',
      'recipient',
    ]);
  });

  it('converts with the fixed reference rates exactly, without float error', () => {
    expect(toUsd('100', 'USD')).toBe('100');
    expect(toUsd('5693.95', 'CNY')).toBe('799.999975');
    expect(goodsValueOk(toUsd('5693.95', 'CNY'))).toBe(true);
    expect(goodsValueOk(toUsd('5694', 'CNY'))).toBe(false);
    expect(roundCents('799.999975')).toBe('800.00');
    expect(roundCents('12.345')).toBe('12.35');
    expect(roundCents('0.5')).toBe('0.50');
    expect(decimalLess('0.1', '0.10')).toBe(false);
  });
});

describe('the check form schema', () => {
  const form = {
    warehouse: 'ont8',
    goodsValue: '120.50',
    currency: 'USD',
    box: ['12', '8.5'],
    recipient: 'individual',
  };

  it('accepts the form and reads one or many boxes', () => {
    const parsed = ecommerceCheckBody.parse(form);
    expect(parsed.warehouse).toBe('ONT8');
    expect(parsed.box).toEqual(['12', '8.5']);
    expect(ecommerceCheckBody.parse({ ...form, box: '7' }).box).toEqual(['7']);
  });

  it('refuses malformed values with field messages', () => {
    const result = ecommerceCheckBody.safeParse({ ...form, goodsValue: '-5', box: ['0'], currency: 'XYZ' });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => String(i.path[0])));
    expect(fields).toEqual(new Set(['goodsValue', 'box', 'currency']));
    expect(ecommerceCheckBody.safeParse({ ...form, box: [] }).success).toBe(false);
  });
});
