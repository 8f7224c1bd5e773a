import { describe, expect, it } from 'vitest';
import {
  averageMoney,
  formatTotals,
  isoWeekMonday,
  isoWeekOf,
  laneGroupOf,
  marginSettingIssues,
  marginStatus,
  parseIsoWeek,
  periodsOverlap,
  predictCost,
  targetMarginFor,
  weightedCost,
} from './rules';
import { fclNamSettingCreateSchema } from './schemas';

describe('ISO weeks', () => {
  it('reads a week and refuses one its year does not have', () => {
    expect(parseIsoWeek('2026-W48')).toEqual({ year: 2026, week: 48 });
    expect(parseIsoWeek('2026-w01')).toEqual({ year: 2026, week: 1 });
    // 2026 starts on a Thursday: it has a week 53; 2027 does not.
    expect(parseIsoWeek('2026-W53')).not.toBeNull();
    expect(parseIsoWeek('2027-W53')).toBeNull();
    expect(parseIsoWeek('2026-W00')).toBeNull();
    expect(parseIsoWeek('2026-48')).toBeNull();
  });

  it('finds the Monday of a week and the week of a day, across a new year', () => {
    expect(isoWeekMonday('2026-W01')).toBe('2025-12-29');
    expect(isoWeekMonday('2026-W48')).toBe('2026-11-23');
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
  });

  it('overlaps periods that share a day or a week', () => {
    expect(periodsOverlap('2026-01-01', '2026-06-30', '2026-06-30', '2026-12-31')).toBe(true);
    expect(periodsOverlap('2026-01-01', '2026-06-29', '2026-06-30', '2026-12-31')).toBe(false);
    expect(periodsOverlap('2026-W10', '2026-W20', '2026-W20', '2026-W30')).toBe(true);
  });
});

describe('FCL Asia → North America settings', () => {
  const base = { minimumMargin: '150', weekFrom: '2026-W01', weekUntil: '2026-W52' };

  it('takes a target as an amount or a percentage, only one of them', () => {
    expect(marginSettingIssues({ ...base, targetMarginAmount: '350' })).toEqual({});
    expect(marginSettingIssues({ ...base, targetMarginPercent: '9' })).toEqual({});
    expect(marginSettingIssues({ ...base, targetMarginAmount: '350', targetMarginPercent: '9' })).toEqual({
      targetMarginAmount: 'pricing.costs.errors.targetBoth',
      targetMarginPercent: 'pricing.costs.errors.targetBoth',
    });
    expect(marginSettingIssues({ ...base, targetMarginAmount: ' ', targetMarginPercent: null })).toEqual({
      targetMarginAmount: 'pricing.costs.errors.targetMissing',
    });
  });

  it('keeps the percentage within 0 and 100, the minimum under the amount and the weeks in order', () => {
    expect(marginSettingIssues({ ...base, targetMarginPercent: '100' }).targetMarginPercent).toBe(
      'pricing.costs.errors.percentRange',
    );
    expect(marginSettingIssues({ ...base, targetMarginAmount: '100' }).minimumMargin).toBe(
      'pricing.costs.errors.minimumAboveTarget',
    );
    expect(marginSettingIssues({ ...base, targetMarginAmount: '350', weekUntil: '2025-W52' }).weekUntil).toBe(
      'pricing.costs.errors.weekOrder',
    );
    expect(marginSettingIssues({ ...base, targetMarginAmount: '350', weekFrom: '2026-W60' }).weekFrom).toBe(
      'pricing.costs.errors.isoWeek',
    );
  });

  it('refuses both targets on the form, before the request leaves', () => {
    const form = {
      laneGroup: 'USWC',
      equipment: '40HC',
      minimumMargin: '150',
      currency: 'usd',
      weekFrom: '2026-w01',
      weekUntil: '2026-W52',
    };
    const both = fclNamSettingCreateSchema.safeParse({ ...form, targetMarginAmount: '350', targetMarginPercent: '9' });
    expect(both.success).toBe(false);
    expect(both.error?.issues.map((i) => i.message)).toContain('pricing.costs.errors.targetBoth');
    const one = fclNamSettingCreateSchema.safeParse({ ...form, targetMarginPercent: '9', targetMarginAmount: '' });
    expect(one.success).toBe(true);
    expect(one.data).toMatchObject({ currency: 'USD', weekFrom: '2026-W01', targetMarginAmount: null });
  });

  it('turns a percentage into an amount of the cost and rates the margin against the setting', () => {
    expect(targetMarginFor({ targetMarginPercent: '9' }, '2412.50')).toBe('217.1250');
    expect(targetMarginFor({ targetMarginAmount: '350' }, '2412.50')).toBe('350.0000');
    expect(marginStatus('400', '350', '150')).toBe('on_target');
    expect(marginStatus('350', '350', '150')).toBe('on_target');
    expect(marginStatus('349.99', '350', '150')).toBe('below_target');
    expect(marginStatus('149', '350', '150')).toBe('below_minimum');
    expect(marginStatus('149', null, null)).toBe('no_setting');
  });

  it('groups ports of discharge into the trade’s lane groups', () => {
    expect(laneGroupOf('USLAX')).toBe('USWC');
    expect(laneGroupOf('USCHI')).toBe('USIPI');
    expect(laneGroupOf('DEHAM')).toBeNull();
  });
});

describe('weighted and predicted costs', () => {
  it('weights each carrier’s cost by its containers', () => {
    // (3 × 2000 + 1 × 2400) / 4 = 2100; a carrier without boxes weighs nothing.
    expect(
      weightedCost([
        { cost: '2000', containers: 3 },
        { cost: '2400', containers: 1 },
        { cost: '1500', containers: 0 },
      ]),
    ).toBe('2100.0000');
    expect(weightedCost([{ cost: '1500', containers: 0 }])).toBeNull();
    expect(averageMoney(['2000', '2400', '1500'])).toBe('1966.6667');
    expect(averageMoney([])).toBeNull();
  });

  it('blends the tariffs with the lane’s history by credibility', () => {
    expect(predictCost({ tariffCost: '2000', historyCost: null, historyShipments: 0 })).toEqual({
      method: 'tariff',
      historyWeight: '0.0000',
      predicted: '2000.0000',
    });
    expect(predictCost({ tariffCost: null, historyCost: '2300', historyShipments: 2 })).toEqual({
      method: 'history',
      historyWeight: '1.0000',
      predicted: '2300.0000',
    });
    // One shipment weighs 1 / 5: 2000 × 0.8 + 2500 × 0.2 = 2100.
    expect(predictCost({ tariffCost: '2000', historyCost: '2500', historyShipments: 1 })).toEqual({
      method: 'blend',
      historyWeight: '0.2000',
      predicted: '2100.0000',
    });
    // Four weigh half: (2000 + 2500) / 2.
    expect(predictCost({ tariffCost: '2000', historyCost: '2500', historyShipments: 4 })?.predicted).toBe('2250.0000');
    expect(predictCost({ tariffCost: null, historyCost: null, historyShipments: 0 })).toBeNull();
  });

  it('prints totals per currency in the order of the currencies', () => {
    expect(formatTotals({ USD: '4345', CNY: '2260.5' })).toBe('CNY 2,260.50 · USD 4,345.00');
    expect(formatTotals({})).toBeNull();
  });
});
