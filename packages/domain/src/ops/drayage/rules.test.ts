import { describe, expect, it } from 'vitest';
import { EVENT_CODES } from '../../shipments';
import {
  APPOINTMENT_EVENTS,
  appointmentReason,
  costTotals,
  DAY_BUCKETS,
  DEPOT_EVENT_STATES,
  dayBucket,
  depotState,
  formatCostTotals,
  formatPedimento,
  ORIGINAL_APPOINTMENT,
  parsePedimento,
} from './rules';
import { pedimentoSchema } from './schemas';

describe('pedimento', () => {
  it('reads the 15 digits with or without their spaces', () => {
    expect(parsePedimento('26 24 3912 6001234')).toEqual({
      year: '26',
      aduana: '24',
      patente: '3912',
      sequence: '6001234',
    });
    expect(parsePedimento('262439126001234')).toEqual(parsePedimento('26 24 3912 6001234'));
    expect(parsePedimento('  26  24 3912  6001234 ')).not.toBeNull();
  });

  it('refuses other lengths, letters, an empty office or licence, and a number not of its year', () => {
    for (const bad of [
      '26 24 3912 600123',
      '26 24 3912 60012345',
      '26 24 39I2 6001234',
      '26 00 3912 6001234',
      '26 24 0000 6001234',
      '26 24 3912 5001234',
      '',
    ]) {
      expect(parsePedimento(bad), bad).toBeNull();
    }
  });

  it('is stored as printed, and the form schema says why it refuses', () => {
    const parsed = parsePedimento('262439126001234');
    expect(parsed && formatPedimento(parsed)).toBe('26 24 3912 6001234');
    expect(pedimentoSchema.parse('262439126001234')).toBe('26 24 3912 6001234');
    expect(pedimentoSchema.parse('')).toBeNull();
    const refused = pedimentoSchema.safeParse('26 24 3912 5001234');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('ops.drayage.pedimentoFormat');
  });
});

describe('appointment reasons', () => {
  it('makes the first appointment of a kind the original one', () => {
    expect(appointmentReason(false, undefined)).toEqual({ reason: ORIGINAL_APPOINTMENT });
    expect(appointmentReason(false, ' ')).toEqual({ reason: ORIGINAL_APPOINTMENT });
    expect(appointmentReason(false, ORIGINAL_APPOINTMENT)).toEqual({ reason: ORIGINAL_APPOINTMENT });
    expect(appointmentReason(false, 'RESCHEDULE')).toEqual({ error: 'ops.drayage.firstIsOriginal' });
  });

  it('requires the ISA reason of a change, other than the original', () => {
    expect(appointmentReason(true, null)).toEqual({ error: 'ops.drayage.reasonRequired' });
    expect(appointmentReason(true, '')).toEqual({ error: 'ops.drayage.reasonRequired' });
    expect(appointmentReason(true, ORIGINAL_APPOINTMENT)).toEqual({ error: 'ops.drayage.reasonNotOriginal' });
    expect(appointmentReason(true, 'TRUCKER ERROR')).toEqual({ reason: 'TRUCKER ERROR' });
  });

  it('writes the last-mile events the public page shows', () => {
    expect(Object.values(APPOINTMENT_EVENTS).map((code) => EVENT_CODES[code].status)).toEqual([4, 5, 6]);
  });
});

describe('cost totals', () => {
  it('adds exactly per currency, currencies in order', () => {
    const totals = costTotals([
      { currency: 'USD', amount: '650.00' },
      { currency: 'USD', amount: '143.1' },
      { currency: 'MXN', amount: '3400' },
      { currency: 'USD', amount: '0.1' },
      { currency: 'USD', amount: '0.2' },
      { currency: 'USD', amount: '1000000.0005' },
    ]);
    expect(totals).toEqual([
      { currency: 'MXN', total: '3,400.00' },
      { currency: 'USD', total: '1,000,793.4005' },
    ]);
    expect(formatCostTotals(totals)).toBe('MXN 3,400.00 · USD 1,000,793.4005');
  });

  it('answers nothing without lines and keeps credits', () => {
    expect(costTotals([])).toEqual([]);
    expect(formatCostTotals([])).toBeNull();
    expect(costTotals([{ currency: 'EUR', amount: '-12.5' }])).toEqual([{ currency: 'EUR', total: '-12.50' }]);
    expect(() => costTotals([{ currency: 'EUR', amount: '1e3' }])).toThrow();
  });
});

describe('days on hand', () => {
  it('falls in the buckets 0-3, 4-7, 8-14 and 15+', () => {
    const cases: [number, string][] = [
      [0, 'd0_3'],
      [3, 'd0_3'],
      [4, 'd4_7'],
      [7, 'd4_7'],
      [8, 'd8_14'],
      [14, 'd8_14'],
      [15, 'd15_plus'],
      [400, 'd15_plus'],
    ];
    for (const [days, bucket] of cases) expect(dayBucket(days), String(days)).toBe(bucket);
    expect(DAY_BUCKETS.map((b) => b.key)).toEqual(['d0_3', 'd4_7', 'd8_14', 'd15_plus']);
  });
});

describe('depot events', () => {
  it('name every event that leaves a box on hand or out of hand', async () => {
    const { DRAYAGE_DICTIONARIES } = await import('./dictionaries');
    const inPlay = Object.entries(DEPOT_EVENT_STATES)
      .filter(([, state]) => state !== 'closed')
      .map(([code]) => code);
    expect([...(DRAYAGE_DICTIONARIES.depot_event?.values ?? [])].sort()).toEqual(inPlay.sort());
  });
});

describe('a container at the depot', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 10, 1, h));
  it('is where its latest depot event left it, later ids winning a tie', () => {
    const state = depotState([
      { id: 1, code: 'EMPTY_RELEASED', location: 'CNSHA', occurredAt: at(1) },
      { id: 2, code: 'GATE_IN', location: 'CNSHA', occurredAt: at(5) },
      { id: 3, code: 'DEPARTED', location: 'CNSHA', occurredAt: at(9) },
      { id: 4, code: 'DISCHARGED', location: 'USLAX', occurredAt: at(9) },
    ]);
    expect(state).toMatchObject({ state: 'on_hand', depot: 'USLAX', since: at(9), event: { id: 4 } });
    expect(
      depotState([
        { id: 5, code: 'OUT_GATE', location: 'USLAX', occurredAt: at(2) },
        { id: 4, code: 'DISCHARGED', location: 'USLAX', occurredAt: at(2) },
      ]),
    ).toMatchObject({ state: 'out', event: { id: 5 } });
  });
  it('is in no depot once closed, or before any depot event', () => {
    expect(
      depotState([
        { id: 1, code: 'GATE_IN', location: 'CNSHA', occurredAt: at(1) },
        { id: 2, code: 'LOADED', location: 'CNSHA', occurredAt: at(2) },
      ]),
    ).toBeNull();
    expect(depotState([{ id: 1, code: 'DEPARTED', location: 'CNSHA', occurredAt: at(1) }])).toBeNull();
    expect(depotState([])).toBeNull();
  });
});

describe('depot charts', () => {
  it('draw only measures they declare', async () => {
    const { DRAYAGE_PAGES } = await import('./pages');
    const charts = DRAYAGE_PAGES.flatMap((p) => (p.chart ? [p.chart] : []));
    expect(charts).toHaveLength(2);
    for (const chart of charts) {
      const keys = chart.measures.map((m) => m.key);
      for (const key of chart.drawn ?? []) expect(keys).toContain(key);
    }
  });
});
