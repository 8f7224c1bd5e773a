import { describe, expect, it } from 'vitest';
import {
  commitmentTone,
  equipmentFitsMode,
  nraAcceptanceRefusal,
  periodsIn,
  publicationRefusal,
  termCommitment,
  teuOf,
  tradeOf,
  unitFitsEquipment,
} from './rules';
import {
  arbitraryCreateSchema,
  ltaCreateSchema,
  portGroupMemberCreateSchema,
  rateCreateSchema,
  rateLineCreateSchema,
} from './schemas';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('rates', () => {
  it('take a weight break in the air and a container type or LCL at sea', () => {
    expect(equipmentFitsMode('air', '+100')).toBe(true);
    expect(equipmentFitsMode('air', '40HC')).toBe(false);
    expect(equipmentFitsMode('sea', 'LCL')).toBe(true);
    expect(equipmentFitsMode('sea', '-45')).toBe(false);
  });

  it('charge a full container per box, LCL by W/M, air by kg', () => {
    expect(unitFitsEquipment('container', '40HC')).toBe(true);
    expect(unitFitsEquipment('wm', '40HC')).toBe(false);
    expect(unitFitsEquipment('wm', 'LCL')).toBe(true);
    expect(unitFitsEquipment('container', 'LCL')).toBe(false);
    expect(unitFitsEquipment('kg', '+45')).toBe(true);
    expect(unitFitsEquipment('container', '+45')).toBe(false);
  });

  it('belong to a trade by the countries of their ports', () => {
    expect(tradeOf('CNSHA', 'DEHAM')).toBe('asia_europe');
    expect(tradeOf('CNNGB', 'ITGOA')).toBe('asia_europe');
    expect(tradeOf('CNYTN', 'USLAX')).toBe('transpacific');
    expect(tradeOf('DEHAM', 'USNYC')).toBe('other');
    expect(tradeOf('CNSHA', 'AUSYD')).toBe('other');
  });

  it('are refused with codes that are no UN/LOCODE, validity backwards, or equipment of the other mode', () => {
    const base = {
      kind: 'sell',
      mode: 'sea',
      carrierCode: 'maeu',
      pol: 'cnsha',
      pod: 'USLAX',
      equipment: '40HC',
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      currency: 'usd',
    };
    const ok = rateCreateSchema.safeParse(base);
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ carrierCode: 'MAEU', pol: 'CNSHA', currency: 'USD' });
    expect(issues(rateCreateSchema.safeParse({ ...base, pod: 'LOS ANGELES' }))).toEqual({
      pod: 'pricing.rates.unlocode',
    });
    expect(issues(rateCreateSchema.safeParse({ ...base, validUntil: '2026-11-30' }))).toEqual({
      validUntil: 'pricing.rates.validityOrder',
    });
    expect(issues(rateCreateSchema.safeParse({ ...base, mode: 'air' }))).toEqual({
      equipment: 'pricing.rates.equipmentMode',
    });
    expect(issues(rateCreateSchema.safeParse({ ...base, pod: 'CNSHA' }))).toEqual({ pod: 'pricing.rates.samePort' });
  });

  it('take charge lines at amounts above zero only', () => {
    const line = { tariffId: '7', chargeCode: 'OFR', rate: '2,150.50', unit: 'container', currency: 'USD' };
    expect(rateLineCreateSchema.safeParse(line).data).toMatchObject({ tariffId: 7, rate: '2150.50' });
    expect(issues(rateLineCreateSchema.safeParse({ ...line, rate: '0' }))).toEqual({
      rate: 'pricing.rates.amountPositive',
    });
    expect(issues(rateLineCreateSchema.safeParse({ ...line, rate: '-5' }))).toEqual({ rate: 'validation.number' });
    expect(issues(rateLineCreateSchema.safeParse({ ...line, rate: '1.23456' }))).toEqual({ rate: 'validation.number' });
  });
});

describe('publishing a sell rate to a channel', () => {
  const fcl = { kind: 'sell', mode: 'sea', equipment: '40HC', status: 'active', validUntil: '2026-11-30' };
  it('takes active sell rates in force; partners get full containers only', () => {
    expect(publicationRefusal('ep', fcl, '2026-11-27')).toBeNull();
    expect(publicationRefusal('icbu', { ...fcl, mode: 'air', equipment: '+100' }, '2026-11-27')).toBeNull();
    expect(publicationRefusal('ep', { ...fcl, mode: 'air', equipment: '+100' }, '2026-11-27')).toBe(
      'pricing.rates.publishFclOnly',
    );
    expect(publicationRefusal('ep', { ...fcl, equipment: 'LCL' }, '2026-11-27')).toBe('pricing.rates.publishFclOnly');
    expect(publicationRefusal('icbu', { ...fcl, kind: 'cost' }, '2026-11-27')).toBe('pricing.rates.publishSellOnly');
    expect(publicationRefusal('icbu', { ...fcl, status: 'draft' }, '2026-11-27')).toBe(
      'pricing.rates.publishActiveOnly',
    );
    expect(publicationRefusal('icbu', fcl, '2026-12-01')).toBe('pricing.rates.publishExpired');
  });
});

describe('long-term agreements', () => {
  it('count a 20-foot box as one TEU and longer boxes as two', () => {
    expect(teuOf('20GP')).toBe(1);
    expect(teuOf('40HC')).toBe(2);
    expect(teuOf('45HC')).toBe(2);
  });

  it('commit per year or quarter for every period their validity touches', () => {
    expect(periodsIn('2026-01-01', '2026-12-31', 'year')).toBe(1);
    expect(periodsIn('2026-07-01', '2027-06-30', 'year')).toBe(1);
    expect(periodsIn('2026-07-01', '2027-07-31', 'year')).toBe(2);
    expect(periodsIn('2026-10-01', '2027-03-31', 'quarter')).toBe(2);
    expect(periodsIn('2026-10-15', '2026-10-20', 'quarter')).toBe(1);
    expect(termCommitment(40, '2026-10-01', '2027-03-31', 'quarter')).toBe(80);
  });

  it('mark the used TEU: met is fine, under half worth a look', () => {
    expect(commitmentTone(120, 100)).toBe('success');
    expect(commitmentTone(60, 100)).toBeNull();
    expect(commitmentTone(49, 100)).toBe('warning');
    expect(commitmentTone(0, 0)).toBeNull();
  });

  it('commit whole TEU, zero or more', () => {
    const lta = {
      companyId: '3',
      carrierCode: 'COSU',
      period: 'year',
      committedTeu: '120',
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
    };
    expect(ltaCreateSchema.safeParse(lta).success).toBe(true);
    for (const teu of ['-1', '12.5', 'many']) {
      expect(issues(ltaCreateSchema.safeParse({ ...lta, committedTeu: teu }))).toEqual({
        committedTeu: 'pricing.rates.teuWhole',
      });
    }
  });
});

describe('arbitraries, add-ons and port groups', () => {
  it('name a point other than the base port, in UN/LOCODE', () => {
    const arb = {
      kind: 'arbitrary',
      basis: 'tariff',
      side: 'origin',
      point: 'CNWUH',
      basePort: 'CNSHA',
      carrierCode: 'COSU',
      equipment: '40HC',
      amount: '310',
      currency: 'USD',
      validFrom: '2026-10-01',
      validUntil: '2027-03-31',
    };
    expect(arbitraryCreateSchema.safeParse(arb).success).toBe(true);
    expect(issues(arbitraryCreateSchema.safeParse({ ...arb, point: 'CNSHA' }))).toEqual({
      point: 'pricing.rates.samePort',
    });
    expect(issues(arbitraryCreateSchema.safeParse({ ...arb, point: 'Wuhan City' }))).toEqual({
      point: 'pricing.rates.unlocode',
    });
    expect(issues(portGroupMemberCreateSchema.safeParse({ groupId: 1, port: 'US1AX' }))).toEqual({
      port: 'pricing.rates.unlocode',
    });
  });
});

describe('negotiated rate arrangements', () => {
  it('are accepted before they take effect and before they expire', () => {
    expect(nraAcceptanceRefusal('2026-12-01', '2027-02-28', '2026-11-27')).toBeNull();
    expect(nraAcceptanceRefusal('2026-11-27', '2027-02-28', '2026-11-27')).toBeNull();
    expect(nraAcceptanceRefusal('2026-11-20', '2027-02-28', '2026-11-27')).toBe(
      'pricing.rates.nraEffectiveBeforeAcceptance',
    );
    expect(nraAcceptanceRefusal('2026-10-01', '2026-10-31', '2026-11-27')).toBe('pricing.rates.nraExpired');
  });
});
