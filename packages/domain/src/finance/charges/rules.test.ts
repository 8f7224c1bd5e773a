import { describe, expect, it } from 'vitest';
import { convert, converter, type ExchangeRate, rateOn } from '../convert';
import { duplicateSr, editRefusal, freightTotalCheck, lineFigures, markerAllowed, profitOf } from './rules';

const rates: ExchangeRate[] = [
  { rateDate: '2026-08-01', fromCurrency: 'USD', toCurrency: 'CNY', rate: '7.1500' },
  { rateDate: '2026-08-03', fromCurrency: 'USD', toCurrency: 'CNY', rate: '7.2000' },
  { rateDate: '2026-08-02', fromCurrency: 'EUR', toCurrency: 'USD', rate: '1.08' },
  { rateDate: '2026-08-01', fromCurrency: 'USD', toCurrency: 'JPY', rate: '149.335' },
];

describe('convert', () => {
  it('takes the latest rate of the pair on or before the day', () => {
    expect(convert(rates, '100', 'USD', 'CNY', '2026-08-02')).toEqual({
      amount: '715.00',
      rate: { rate: '7.15000000', rateDate: '2026-08-01', inverted: false },
    });
    expect(convert(rates, '100', 'USD', 'CNY', '2026-08-03')?.amount).toBe('720.00');
    expect(convert(rates, '100', 'USD', 'CNY', '2026-09-30')?.rate.rateDate).toBe('2026-08-03');
  });

  it('inverts the reverse pair when only it is recorded, to 8 decimals', () => {
    const usdToEur = rateOn(rates, 'USD', 'EUR', '2026-08-05');
    expect(usdToEur).toEqual({ rate: '0.92592593', rateDate: '2026-08-02', inverted: true });
    expect(convert(rates, '1000', 'USD', 'EUR', '2026-08-05')?.amount).toBe('925.93');
  });

  it('knows no rate before the first day, and none for an unrelated pair', () => {
    expect(convert(rates, '100', 'USD', 'CNY', '2026-07-31')).toBeNull();
    expect(convert(rates, '100', 'GBP', 'CNY', '2026-08-05')).toBeNull();
  });

  it('rounds half up to the target currency minor units, per line', () => {
    // 10.10 × 149.335 = 1508.2835 yen: no decimals.
    expect(convert(rates, '10.10', 'USD', 'JPY', '2026-08-01')?.amount).toBe('1508');
    // 0.07 × 7.15 = 0.5005 → 0.50; 0.35 × 7.15 = 2.5025 → 2.50; 0.1 × 7.15 = 0.715 → 0.72 (half up).
    expect(convert(rates, '0.1', 'USD', 'CNY', '2026-08-01')?.amount).toBe('0.72');
    const lines = ['0.07', '0.35'].map((a) => convert(rates, a, 'USD', 'CNY', '2026-08-01')?.amount);
    expect(lines).toEqual(['0.50', '2.50']);
  });

  it('converts a currency to itself at 1', () => {
    expect(convert([], '12.345', 'CNY', 'CNY', '2026-01-01')).toEqual({
      amount: '12.35',
      rate: { rate: '1.00000000', rateDate: '', inverted: false },
    });
  });

  it('answers as convert through a converter that looks each pair up once', () => {
    const toCny = converter(rates, 'CNY', '2026-08-02');
    const amounts = ['100', '0.07', '0.35', '12.345'];
    for (const from of ['USD', 'CNY', 'EUR', 'GBP'])
      for (const a of amounts) expect(toCny(a, from)).toEqual(convert(rates, a, from, 'CNY', '2026-08-02'));
    const toEur = converter(rates, 'EUR', '2026-08-05');
    expect(toEur('1000', 'USD')).toEqual(convert(rates, '1000', 'USD', 'EUR', '2026-08-05'));
    expect(toEur('1000', 'USD')?.amount).toBe('925.93');
  });
});

describe('line figures', () => {
  it('rounds the amount and tax to the line currency, the local amount to the local currency', () => {
    expect(
      lineFigures({
        quantity: '3',
        unitPrice: '33.3333',
        currency: 'USD',
        taxRate: '0.06',
        exchangeRate: '7.2',
        localCurrency: 'CNY',
      }),
    ).toEqual({ amount: '100.00', taxAmount: '6.00', localAmount: '720.00' });
    expect(
      lineFigures({
        quantity: '1',
        unitPrice: '1234.5',
        currency: 'JPY',
        taxRate: '0',
        exchangeRate: '0.0067',
        localCurrency: 'USD',
      }),
    ).toEqual({ amount: '1235', taxAmount: '0', localAmount: '8.27' });
  });
});

describe('the SR rule', () => {
  const lines = [
    { id: 1, side: 'revenue' as const, chargeCode: 'OFR', isSr: true },
    { id: 2, side: 'revenue' as const, chargeCode: 'OFR', isSr: false },
    { id: 3, side: 'cost' as const, chargeCode: 'OFR', isSr: true },
  ];
  it('allows one SR line per charge code and side', () => {
    expect(duplicateSr(lines, { side: 'revenue', chargeCode: 'OFR', isSr: true })?.id).toBe(1);
    expect(duplicateSr(lines, { id: 2, side: 'revenue', chargeCode: 'OFR', isSr: true })?.id).toBe(1);
    expect(duplicateSr(lines, { id: 1, side: 'revenue', chargeCode: 'OFR', isSr: true })).toBeNull();
    expect(duplicateSr(lines, { side: 'revenue', chargeCode: 'OFR', isSr: false })).toBeNull();
    expect(duplicateSr(lines, { side: 'revenue', chargeCode: 'BAF', isSr: true })).toBeNull();
    expect(duplicateSr(lines.slice(0, 2), { side: 'cost', chargeCode: 'OFR', isSr: true })).toBeNull();
  });
});

describe('the amended freight total', () => {
  it('matches, differs, or is confirmed for the very total', () => {
    expect(freightTotalCheck({ freightLocal: '100.00', amendedFreightTotal: null, confirmedFor: null })).toBe('none');
    expect(freightTotalCheck({ freightLocal: '100.00', amendedFreightTotal: '100', confirmedFor: null })).toBe('match');
    expect(freightTotalCheck({ freightLocal: '120.00', amendedFreightTotal: '100', confirmedFor: null })).toBe(
      'mismatch',
    );
    expect(freightTotalCheck({ freightLocal: '120.00', amendedFreightTotal: '100', confirmedFor: '120' })).toBe(
      'confirmed',
    );
    // A confirmation holds for the total confirmed, not for a later one.
    expect(freightTotalCheck({ freightLocal: '130.00', amendedFreightTotal: '100', confirmedFor: '120' })).toBe(
      'mismatch',
    );
  });
});

describe('markers and edits', () => {
  it('moves lines only from the states a marker starts from', () => {
    expect(markerAllowed('submit', 'draft')).toBe(true);
    expect(markerAllowed('submit', 'rejected')).toBe(true);
    expect(markerAllowed('review', 'draft')).toBe(false);
    expect(markerAllowed('lock', 'submitted')).toBe(false);
    expect(markerAllowed('lock', 'reviewed')).toBe(true);
    expect(markerAllowed('grantUnlock', 'locked')).toBe(false);
    expect(markerAllowed('grantUnlock', 'unlock_requested')).toBe(true);
  });
  it('refuses edits of locked, reviewed and invoiced lines', () => {
    expect(editRefusal({ status: 'locked' })).toBe('locked');
    expect(editRefusal({ status: 'unlock_requested' })).toBe('locked');
    expect(editRefusal({ status: 'reviewed' })).toBe('underReview');
    expect(editRefusal({ status: 'draft', invoiceId: 4 })).toBe('invoiced');
    expect(editRefusal({ status: 'rejected' })).toBeNull();
  });
  it('computes profit and margin', () => {
    expect(profitOf('1000.00', '800.00')).toEqual({ profit: '200.00', marginPercent: '20.00' });
    expect(profitOf('0', '50')).toEqual({ profit: '-50.00', marginPercent: null });
  });
});
