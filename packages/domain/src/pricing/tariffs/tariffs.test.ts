import { describe, expect, it } from 'vitest';
import { convert } from '../../finance';
import { createTariffSchema, equipmentFitsMode, tariffHeaderIssues, unitCargo, validityEnd } from './rules';
import { chargeableKg, rankTariffs, searchCargo, type TariffCandidate, tariffSearchSchema } from './search';
import { markedUpRates, markupIssue } from './settings';

const candidate = (id: number, over: Partial<TariffCandidate>): TariffCandidate => ({
  id,
  tariffNo: `TF${String(id).padStart(8, '0')}`,
  kind: 'sell',
  mode: 'sea',
  carrierCode: 'COSU',
  carrierName: null,
  pol: 'CNSHA',
  pod: 'USLAX',
  via: null,
  equipment: 'LCL',
  validFrom: '2026-12-01',
  validUntil: '2026-12-31',
  currency: 'USD',
  transitDays: 14,
  contractNo: null,
  companyId: null,
  companyName: null,
  flags: [],
  lines: [],
  ...over,
});

describe('tariff header rules', () => {
  it('refuses the same ports, dates backwards, equipment of the other mode and a malformed currency', () => {
    expect(
      tariffHeaderIssues({
        mode: 'sea',
        pol: 'CNSHA',
        pod: 'CNSHA',
        equipment: '+45',
        validFrom: '2026-12-10',
        validUntil: '2026-12-01',
        currency: 'usd',
      }),
    ).toEqual({
      pod: 'pricing.tariffs.errors.samePorts',
      validUntil: 'pricing.tariffs.errors.validUntilBeforeFrom',
      equipment: 'pricing.tariffs.errors.equipmentForMode',
      currency: 'pricing.tariffs.errors.currencyFormat',
    });
    expect(tariffHeaderIssues({ mode: 'air', pol: 'CNPVG', pod: 'USLAX', equipment: '+100', currency: 'USD' })).toEqual(
      {},
    );
  });

  it('fits containers and LCL to sea, weight breaks to air', () => {
    expect(equipmentFitsMode('sea', '40HC')).toBe(true);
    expect(equipmentFitsMode('sea', 'LCL')).toBe(true);
    expect(equipmentFitsMode('sea', '+45')).toBe(false);
    expect(equipmentFitsMode('air', 'MIN')).toBe(true);
    expect(equipmentFitsMode('air', '20GP')).toBe(false);
  });

  it('ends a validity of n days on its n-th day, across months', () => {
    expect(validityEnd('2026-12-20', 30)).toBe('2027-01-18');
    expect(validityEnd('2026-02-01', 1)).toBe('2026-02-01');
  });

  it('reads the lines of the create form from one JSON field', () => {
    const parsed = createTariffSchema.safeParse({
      kind: 'sell',
      mode: 'sea',
      carrierCode: 'cosu',
      pol: 'cnsha',
      pod: 'USLAX',
      equipment: '40HC',
      validFrom: '2026-12-01',
      status: 'active',
      lines: JSON.stringify([{ chargeCode: 'OFR', rate: '2150.5', unit: 'container', minimum: '' }]),
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.carrierCode).toBe('COSU');
    expect(parsed.data?.lines).toEqual([{ chargeCode: 'OFR', rate: '2150.5', unit: 'container', minimum: null }]);
    const bad = createTariffSchema.safeParse({
      ...parsed.data,
      lines: JSON.stringify([{ chargeCode: 'OFR', rate: '1e3' }]),
    });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['lines.0.rate', 'lines.0.unit']);
  });

  it('prices the create form’s lines for one unit of the equipment', () => {
    expect(unitCargo('sea', '40HC')).toEqual({ containers: 1, weightKg: '0', volumeCbm: '0' });
    expect(unitCargo('sea', 'LCL')).toEqual({ containers: 0, weightKg: '1000', volumeCbm: '1' });
    expect(unitCargo('air', '+100').weightKg).toBe('100');
    expect(unitCargo('air', '-45').weightKg).toBe('1');
  });
});

describe('the search', () => {
  it('weighs air cargo by the greater of gross and volume weight, up to the next half kilogram', () => {
    expect(chargeableKg('80', '0.9')).toBe('150.0');
    expect(chargeableKg('120.2', '0.1')).toBe('120.5');
    expect(chargeableKg('45', '0')).toBe('45.0');
  });

  it('reads the weight break of air cargo and no boxes for LCL', () => {
    const air = searchCargo({ mode: 'air', equipment: undefined, containers: 0, weightKg: '80', volumeCbm: '0.9' });
    expect(air).toEqual({
      equipment: '+100',
      chargeableKg: '150.0',
      cargo: { containers: 0, weightKg: '150.0', volumeCbm: '0.9' },
    });
    expect(
      searchCargo({ mode: 'sea', equipment: 'LCL', containers: 3, weightKg: '1', volumeCbm: '1' }).cargo.containers,
    ).toBe(0);
  });

  it('ranks by the total for the cargo, minimums applied, not by the rate', () => {
    const withMinimum = candidate(1, {
      lines: [{ chargeCode: 'OFR', rate: '30', unit: 'wm', minimum: '150', currency: 'USD' }],
    });
    const plain = candidate(2, { lines: [{ chargeCode: 'OFR', rate: '45', unit: 'wm', currency: 'USD' }] });
    const usd = {
      currency: 'USD',
      convert: (amount: string, from: string) => convert([], amount, from, 'USD', '2026-12-10'),
    };
    const small = rankTariffs([withMinimum, plain], { containers: 0, weightKg: '800', volumeCbm: '2' }, 10, usd);
    expect(small.map((r) => [r.id, r.total, r.rank])).toEqual([
      [2, '90.0000', 1],
      [1, '150.0000', 2],
    ]);
    const large = rankTariffs([withMinimum, plain], { containers: 0, weightKg: '800', volumeCbm: '10' }, 1, usd);
    expect(large.map((r) => r.id)).toEqual([1]);
  });

  it('ranks every rate by its total converted into one currency, line by line, those without a rate last', () => {
    const rate = (id: number, currency: string, amounts: string[], transitDays = 14) =>
      candidate(id, {
        currency,
        transitDays,
        lines: amounts.map((a, i) => ({ chargeCode: i === 0 ? 'OFR' : 'DOC', rate: a, unit: 'shipment', currency })),
      });
    const rates = [
      { rateDate: '2026-12-01', fromCurrency: 'USD', toCurrency: 'CNY', rate: '7.10000000' },
      // A later rate than the day searched is never read.
      { rateDate: '2026-12-20', fromCurrency: 'USD', toCurrency: 'CNY', rate: '9.00000000' },
      // Only the reverse pair is known for EUR: 1 / 0.13 = 7.69230769.
      { rateDate: '2026-12-05', fromCurrency: 'CNY', toCurrency: 'EUR', rate: '0.13000000' },
    ];
    const ranked = rankTariffs(
      [
        rate(1, 'USD', ['100.005', '0.004']),
        rate(2, 'CNY', ['712']),
        rate(3, 'EUR', ['92']),
        rate(4, 'GBP', ['1']),
        rate(5, 'CNY', ['710.09'], 20),
        rate(6, 'CNY', ['710.09'], 10),
      ],
      { containers: 0, weightKg: '0', volumeCbm: '0' },
      10,
      { currency: 'CNY', convert: (amount, from) => convert(rates, amount, from, 'CNY', '2026-12-10') },
    );
    // USD: 100.005 × 7.1 = 710.0355 → 710.04, 0.004 × 7.1 = 0.0284 → 0.03: 710.07 (not 710.06 on the total).
    expect(ranked.map((r) => [r.id, r.total, r.convertedTotal, r.exchangeRate?.inverted ?? null, r.rank])).toEqual([
      [3, '92.0000', '707.6900', true, 1],
      [1, '100.0090', '710.0700', false, 2],
      [6, '710.0900', '710.0900', false, 3],
      [5, '710.0900', '710.0900', false, 4],
      [2, '712.0000', '712.0000', false, 5],
      [4, '1.0000', null, null, 6],
    ]);
  });

  it('needs the equipment at sea, boxes for FCL and a weight or volume for LCL and air', () => {
    const base = { mode: 'sea', pol: 'CNSHA', pod: 'USLAX', date: '2026-12-10' };
    const paths = (body: Record<string, unknown>) =>
      tariffSearchSchema.safeParse(body).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths(base)).toEqual(['equipment']);
    expect(paths({ ...base, equipment: '40HC' })).toEqual(['containers']);
    expect(paths({ ...base, equipment: 'LCL' })).toEqual(['weightKg']);
    expect(paths({ ...base, mode: 'air' })).toEqual(['weightKg']);
    expect(paths({ ...base, equipment: '40HC', containers: '2' })).toEqual([]);
    expect(paths({ ...base, mode: 'air', weightKg: 'abc', volumeCbm: 'en_us' })).toEqual(['weightKg', 'volumeCbm']);
    expect(tariffSearchSchema.parse({ ...base, equipment: '40HC', containers: '2' }).kind).toBe('sell');
  });
});

describe('sell markups', () => {
  it('takes an amount or a percentage, exactly one', () => {
    expect(markupIssue('200', null)).toBeNull();
    expect(markupIssue(undefined, '5')).toBeNull();
    expect(markupIssue('200', '5')).toBe('pricing.tariffs.errors.amountOrPercent');
    expect(markupIssue('', null)).toBe('pricing.tariffs.errors.amountOrPercent');
  });

  it('adds an amount to the freight line, a percentage to every line, in decimals', () => {
    const lines = [
      { chargeCode: 'BAF', rate: '190' },
      { chargeCode: 'OFR', rate: '2000' },
    ];
    expect(markedUpRates(lines, { markupAmount: '180.5', markupPercent: null })).toEqual(['190.0000', '2180.5000']);
    expect(markedUpRates(lines, { markupAmount: null, markupPercent: '12.5' })).toEqual(['213.7500', '2250.0000']);
    expect(markedUpRates([{ chargeCode: 'DOC', rate: '0.1' }], { markupAmount: '0.2', markupPercent: null })).toEqual([
      '0.3000',
    ]);
  });
});
