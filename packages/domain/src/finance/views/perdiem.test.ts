import { describe, expect, it } from 'vitest';
import { appendTier, checkTiers, countedDays, equipmentOfIsoType, type PerDiemTier, perDiemCharge } from './perdiem';

const LADDER: PerDiemTier[] = [
  { fromDay: 5, toDay: 9, dailyRate: '75.00' },
  { fromDay: 10, toDay: 14, dailyRate: '150.00' },
  { fromDay: 15, toDay: null, dailyRate: '262.50' },
];

describe('per diem', () => {
  it('counts calendar days with both ends, and none for an end before the start', () => {
    expect(countedDays('2026-11-01', '2026-11-01')).toBe(1);
    expect(countedDays('2026-11-01', '2026-11-03')).toBe(3);
    expect(countedDays('2026-02-27', '2026-03-02')).toBe(4);
    expect(countedDays('2026-11-03', '2026-11-01')).toBe(0);
  });

  it('charges only the days past the free days, each at its tier', () => {
    expect(perDiemCharge(4, 4, LADDER)).toEqual({ chargeableDays: 0, amount: '0.00' });
    expect(perDiemCharge(5, 4, LADDER)).toEqual({ chargeableDays: 1, amount: '75.00' });
    // Days 5-9 at 75, 10-12 at 150.
    expect(perDiemCharge(12, 4, LADDER)).toEqual({ chargeableDays: 8, amount: '825.00' });
    // 5 × 75 + 5 × 150 + 6 × 262.50
    expect(perDiemCharge(20, 4, LADDER)).toEqual({ chargeableDays: 16, amount: '2700.00' });
  });

  it('keeps the last tier’s rate past its end, and owes nothing without tiers', () => {
    const closed = [
      { fromDay: 5, toDay: 9, dailyRate: '75.00' },
      { fromDay: 10, toDay: 14, dailyRate: '150.00' },
    ];
    expect(perDiemCharge(16, 4, closed)).toEqual({ chargeableDays: 12, amount: '1425.00' });
    expect(perDiemCharge(16, 4, [])).toEqual({ chargeableDays: 12, amount: '0.00' });
  });

  it('adds in decimals, never in floats', () => {
    expect(perDiemCharge(3, 0, [{ fromDay: 1, toDay: null, dailyRate: '0.10' }]).amount).toBe('0.30');
  });

  it('wants tiers contiguous from the day after the free days, only the last open, rates above 0', () => {
    expect(checkTiers(4, LADDER)).toBeNull();
    expect(checkTiers(4, [])).toBeNull();
    expect(checkTiers(5, LADDER)).toMatchObject({ index: 0, field: 'fromDay', key: 'finance.views.errors.tierStart' });
    // A gap (10 missing) and an overlap (9 twice) are both a tier not starting the day after.
    const gap = [LADDER[0] as PerDiemTier, { fromDay: 11, toDay: 14, dailyRate: '150.00' }];
    expect(checkTiers(4, gap)).toMatchObject({ index: 1, field: 'fromDay' });
    const overlap = [LADDER[0] as PerDiemTier, { fromDay: 9, toDay: 14, dailyRate: '150.00' }];
    expect(checkTiers(4, overlap)).toMatchObject({ index: 1, field: 'fromDay' });
    const open = [
      { fromDay: 5, toDay: null, dailyRate: '75.00' },
      { fromDay: 6, toDay: null, dailyRate: '80.00' },
    ];
    expect(checkTiers(4, open)).toMatchObject({ index: 0, field: 'toDay', key: 'finance.views.errors.tierOpen' });
    expect(checkTiers(4, [{ fromDay: 5, toDay: 4, dailyRate: '75.00' }])).toMatchObject({ field: 'toDay' });
    for (const rate of ['0', '0.00', '-5', '1.234', 'abc']) {
      expect(checkTiers(4, [{ fromDay: 5, toDay: null, dailyRate: rate }]), rate).toMatchObject({
        field: 'dailyRate',
      });
    }
  });

  it('closes an open last tier when the next is added after it', () => {
    const tiers = appendTier([{ fromDay: 5, toDay: null, dailyRate: '75.00' }], {
      fromDay: 10,
      toDay: null,
      dailyRate: '150.00',
    });
    expect(tiers).toEqual([
      { fromDay: 5, toDay: 9, dailyRate: '75.00' },
      { fromDay: 10, toDay: null, dailyRate: '150.00' },
    ]);
    expect(checkTiers(4, tiers)).toBeNull();
  });

  it('reads the equipment of ISO 6346 size-type codes', () => {
    expect(['22G1', '42G1', '45G1', '45R1', '22R1', 'L5G1'].map(equipmentOfIsoType)).toEqual([
      '20GP',
      '40GP',
      '40HC',
      '40RF',
      '20RF',
      '40HC',
    ]);
  });
});
