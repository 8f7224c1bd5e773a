import { describe, expect, it } from 'vitest';
import { cargoOf, instantQuerySchema, type RateOffer, rankOffers, tariffEquipmentFor } from './ranking';

const offer = (
  tariffId: number,
  carrierCode: string,
  ofr: string,
  transitDays: number,
  currency = 'USD',
): RateOffer => ({
  tariffId,
  tariffNo: `TF${tariffId}`,
  carrierCode,
  carrierName: null,
  pol: 'CNSHA',
  pod: 'USLAX',
  via: null,
  equipment: '40HC',
  validFrom: '2026-12-01',
  validUntil: '2026-12-31',
  transitDays,
  currency,
  lines: [
    { chargeCode: 'OFR', rate: ofr, unit: 'container', currency },
    { chargeCode: 'DOC', rate: '45', unit: 'shipment', currency },
  ],
});

describe('the instant quote', () => {
  it('ranks the offers by their total for the cargo, then by transit and carrier', () => {
    const ranked = rankOffers(
      [offer(1, 'ONEY', '2300.10', 16), offer(2, 'COSU', '2150', 15), offer(3, 'EGLV', '2150', 14)],
      { containers: 2, weightKg: '0', volumeCbm: '0' },
    );
    expect(ranked.map((o) => [o.rank, o.carrierCode, o.total])).toEqual([
      [1, 'EGLV', '4345.0000'],
      [2, 'COSU', '4345.0000'],
      [3, 'ONEY', '4645.2000'],
    ]);
    expect(ranked[0]?.lines.map((l) => l.amount)).toEqual(['4300.0000', '45.0000']);
  });

  it('never compares totals of different currencies', () => {
    const ranked = rankOffers([offer(1, 'COSU', '100', 15, 'USD'), offer(2, 'ONEY', '90', 15, 'EUR')], {
      containers: 1,
      weightKg: '0',
      volumeCbm: '0',
    });
    expect(ranked.map((o) => o.currency)).toEqual(['EUR', 'USD']);
  });

  it('prices air by the weight break of its weight and LCL by W/M, with no boxes', () => {
    expect(tariffEquipmentFor({ equipment: 'AIR', weightKg: '320' })).toBe('+300');
    expect(tariffEquipmentFor({ equipment: '40HC', weightKg: undefined })).toBe('40HC');
    expect(cargoOf({ equipment: 'LCL', containers: 3, weightKg: '2100', volumeCbm: '3.5' })).toEqual({
      containers: 0,
      weightKg: '2100',
      volumeCbm: '3.5',
    });
  });

  it('asks for a lane of two different UN/LOCODEs, a day, and a size for air and LCL', () => {
    const ok = instantQuerySchema.safeParse({ pol: 'cnsha', pod: 'USLAX', date: '2026-12-10', equipment: '40HC' });
    expect(ok.success && ok.data).toMatchObject({ pol: 'CNSHA', containers: 1 });
    const issues = (v: Record<string, unknown>) => {
      const r = instantQuerySchema.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    };
    expect(issues({ pol: 'CNSHA', pod: 'CNSHA', date: '2026-12-10', equipment: '40HC' })).toEqual([
      'pod:pricing.instant.errors.samePorts',
    ]);
    expect(issues({ pol: 'CNPVG', pod: 'USORD', date: '2026-12-10', equipment: 'AIR' })).toEqual([
      'weightKg:pricing.instant.errors.weightNeeded',
    ]);
    expect(issues({ pol: 'SHANGHAI', pod: 'USLAX', date: 'soon', equipment: '40HC' })).toHaveLength(2);
  });
});
