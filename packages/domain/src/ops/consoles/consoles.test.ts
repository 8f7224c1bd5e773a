import { describe, expect, it } from 'vitest';
import { isValidAirWaybill } from '../../reference/air-waybill';
import { consoleCreateSchema, consoleFieldIssues } from './console-schema';
import {
  attachIssue,
  CONSOLIDATION_ERRORS,
  consoleNumber,
  consolidationIssue,
  containerModeOf,
  readinessOf,
  transportOf,
} from './consolidation';
import { MAWB_ERRORS, MAWB_RANGE_MAX, mawbCheckDigit, mawbRange, parseMawb } from './mawb';

describe('MAWB check digit', () => {
  it('is the first seven serial digits modulo 7', () => {
    expect(mawbCheckDigit(1234567)).toBe(1234567 % 7);
    expect(mawbCheckDigit(0)).toBe(0);
    expect(mawbCheckDigit(9_999_999)).toBe(9_999_999 % 7);
  });

  it('accepts a valid number typed with or without separators and normalises it', () => {
    // 1234567 % 7 = 5
    for (const typed of ['160-12345675', '16012345675', ' 160 1234 5675 ']) {
      expect(parseMawb(typed)).toEqual({ ok: true, prefix: '160', serial7: 1234567, awbNo: '160-12345675' });
    }
  });

  it('refuses a wrong check digit, a wrong shape and another airline prefix', () => {
    expect(parseMawb('160-12345676')).toEqual({ ok: false, error: MAWB_ERRORS.checkDigit });
    expect(parseMawb('160-1234567')).toEqual({ ok: false, error: MAWB_ERRORS.shape });
    expect(parseMawb('16A-12345675')).toEqual({ ok: false, error: MAWB_ERRORS.shape });
    expect(parseMawb('160-12345675', '297')).toEqual({ ok: false, error: MAWB_ERRORS.prefix });
    expect(parseMawb('160-12345675', '160').ok).toBe(true);
  });
});

describe('MAWB stock ranges', () => {
  it('generates consecutive serials, each with its own check digit', () => {
    const range = mawbRange('297-00000066', 4);
    expect(range).toEqual({
      ok: true,
      prefix: '297',
      numbers: ['297-00000066', '297-00000070', '297-00000081', '297-00000092'],
    });
    if (range.ok) for (const n of range.numbers) expect(isValidAirWaybill(n)).toBe(true);
  });

  it('refuses a bad first number, a count out of bounds and a range past the last serial', () => {
    expect(mawbRange('297-00000061', 3)).toEqual({ ok: false, field: 'firstNo', error: MAWB_ERRORS.checkDigit });
    expect(mawbRange('297-00000066', 0)).toMatchObject({ ok: false, field: 'count' });
    expect(mawbRange('297-00000066', MAWB_RANGE_MAX + 1)).toMatchObject({ ok: false, field: 'count' });
    expect(mawbRange('297-00000066', 2.5)).toMatchObject({ ok: false, field: 'count' });
    // 9999998 % 7 = 1
    expect(mawbRange('297-99999981', 3)).toEqual({ ok: false, field: 'count', error: MAWB_ERRORS.rangeEnd });
    expect(mawbRange('297-99999981', 2)).toMatchObject({ ok: true, numbers: ['297-99999981', '297-99999992'] });
    expect(mawbRange('297-00000066', 3, '160')).toMatchObject({ ok: false, error: MAWB_ERRORS.prefix });
  });
});

describe('consolidation of shipments', () => {
  const air = { mode: 'AIR', originPort: 'CNPVG', destinationPort: 'USORD' };
  const fcl = { mode: 'FCL', originPort: 'CNSHA', destinationPort: 'USLAX' };

  it('takes shipments of one mode and one route', () => {
    expect(consolidationIssue([air, { ...air }])).toBeNull();
    expect(consolidationIssue([fcl])).toBeNull();
  });

  it('refuses a mixed selection with the reason', () => {
    expect(consolidationIssue([])).toBe(CONSOLIDATION_ERRORS.none);
    expect(consolidationIssue([fcl, { ...fcl, mode: 'LCL' }])).toBe(CONSOLIDATION_ERRORS.mixedMode);
    expect(consolidationIssue([air, fcl])).toBe(CONSOLIDATION_ERRORS.mixedMode);
    expect(consolidationIssue([fcl, { ...fcl, destinationPort: 'USLGB' }])).toBe(CONSOLIDATION_ERRORS.mixedRoute);
    expect(consolidationIssue([fcl, { ...fcl, originPort: 'CNNGB' }])).toBe(CONSOLIDATION_ERRORS.mixedRoute);
    expect(consolidationIssue([{ ...fcl, mode: 'ROAD' }])).toBe(CONSOLIDATION_ERRORS.notConsolidated);
    expect(consolidationIssue(Array.from({ length: 201 }, () => fcl))).toBe(CONSOLIDATION_ERRORS.tooMany);
  });

  it('derives the transport and container mode from the houses', () => {
    expect([transportOf('AIR'), transportOf('FCL'), transportOf('LCL'), transportOf('RAIL')]).toEqual([
      'AIR',
      'SEA',
      'SEA',
      null,
    ]);
    expect([containerModeOf('AIR'), containerModeOf('FCL'), containerModeOf('LCL')]).toEqual(['LSE', 'FCL', 'LCL']);
  });

  it('lets a shipment join a console of its mode and route only', () => {
    const console = { transport: 'SEA', containerMode: 'FCL', firstLoadPort: 'CNSHA', lastDischargePort: 'USLAX' };
    expect(attachIssue(console, fcl)).toBeNull();
    expect(attachIssue(console, { ...fcl, mode: 'LCL' })).toBe(CONSOLIDATION_ERRORS.modeMismatch);
    expect(attachIssue(console, air)).toBe(CONSOLIDATION_ERRORS.modeMismatch);
    expect(attachIssue(console, { ...fcl, destinationPort: 'USNYC' })).toBe(CONSOLIDATION_ERRORS.routeMismatch);
    expect(
      attachIssue(
        { ...console, transport: 'AIR', containerMode: 'LSE' },
        { ...air, originPort: 'CNSHA', destinationPort: 'USLAX' },
      ),
    ).toBeNull();
  });

  it('numbers consoles per branch and year', () => {
    expect(consoleNumber('SHA', 2026, 12)).toBe('CSHA2600012');
    expect(consoleNumber('NGB', 2031, 12345)).toBe('CNGB3112345');
  });
});

describe('console rules across fields', () => {
  const valid = {
    branchId: '3',
    transport: 'SEA',
    consoleType: 'CONSOL',
    containerMode: 'FCL',
    carrierCode: 'maeu',
    firstLoadPort: 'cnsha',
    lastDischargePort: 'USLAX',
    payment: 'PP',
  };

  it('parses a console form and normalises codes', () => {
    const parsed = consoleCreateSchema.parse(valid);
    expect(parsed).toMatchObject({ branchId: 3, carrierCode: 'MAEU', firstLoadPort: 'CNSHA' });
    expect(consoleCreateSchema.safeParse({ ...valid, payment: 'XX' }).success).toBe(false);
    expect(consoleCreateSchema.safeParse({ ...valid, firstLoadPort: 'SHANGHAI' }).success).toBe(false);
  });

  it('names the field that does not fit the others', () => {
    expect(consoleFieldIssues(valid)).toEqual({});
    expect(consoleFieldIssues({ ...valid, containerMode: 'LSE' })).toEqual({
      containerMode: 'opsConsoles.errors.containerModeTransport',
    });
    expect(consoleFieldIssues({ transport: 'AIR', containerMode: 'ULD', vessel: 'EVER ACE' })).toEqual({
      vessel: 'opsConsoles.errors.vesselOnAir',
    });
    expect(consoleFieldIssues({ ...valid, lastDischargePort: 'CNSHA', firstLoadPort: 'CNSHA' })).toEqual({
      lastDischargePort: 'opsConsoles.errors.samePorts',
    });
    expect(
      consoleFieldIssues({ ...valid, etd: '2026-11-20T10:00:00+08:00', eta: '2026-11-19T10:00:00+08:00' }),
    ).toEqual({ eta: 'opsConsoles.errors.etaBeforeEtd' });
  });
});

describe('master bill posting readiness', () => {
  const facts = { postStatus: 'open', masterBill: '160-12345675', etd: new Date(), houses: 3, housesOnMaster: 3 };
  it('is ready with a master bill, an ETD and every house on it', () => {
    expect(readinessOf(facts)).toBe('ready');
    expect(readinessOf({ ...facts, masterBill: null })).toBe('notReady');
    expect(readinessOf({ ...facts, etd: null })).toBe('notReady');
    expect(readinessOf({ ...facts, houses: 0, housesOnMaster: 0 })).toBe('notReady');
    expect(readinessOf({ ...facts, housesOnMaster: 2 })).toBe('notReady');
    expect(readinessOf({ ...facts, postStatus: 'posted' })).toBe('posted');
  });
});
