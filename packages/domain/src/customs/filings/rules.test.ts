import { describe, expect, it } from 'vitest';
import {
  amsIsfProblems,
  hts6,
  ISF_IMPORTER_ELEMENTS,
  type IsfFiling,
  importerNumberKind,
  isUsBound,
  loadingOf,
  type RouteLeg,
  type RouteShipment,
  routingProblems,
} from './rules';

const d = (iso: string) => new Date(iso);
const leg = (seq: number, mode: RouteLeg['mode'], from: string, to: string, start: string, end: string): RouteLeg => ({
  seq,
  mode,
  fromKind: mode === 'truck' && seq === 1 ? 'door' : 'port',
  fromCode: from,
  toKind: 'port',
  toCode: to,
  plannedStart: d(start),
  plannedEnd: d(end),
});
const shipment = (legs: RouteLeg[], extra: Partial<RouteShipment> = {}): RouteShipment => ({
  mode: 'FCL',
  originPort: 'CNSHA',
  destinationPort: 'USLAX',
  etd: d('2026-11-10T00:00:00Z'),
  eta: d('2026-11-25T00:00:00Z'),
  hsCode: '8471.30',
  legs,
  ...extra,
});
const good = () =>
  shipment([
    leg(1, 'truck', 'CNSHA', 'CNSHA', '2026-11-07T00:00:00Z', '2026-11-08T00:00:00Z'),
    leg(2, 'vessel', 'CNSHA', 'USLAX', '2026-11-10T00:00:00Z', '2026-11-25T00:00:00Z'),
  ]);
const KNOWN = new Set(['CNSHA', 'CNNGB', 'USLAX', 'USLGB']);
const known = (c: string) => KNOWN.has(c);

describe('routing rules', () => {
  it('a routing that chains has no problem', () => {
    expect(routingProblems(good(), known)).toEqual([]);
  });
  it('a leg that does not start where the previous one ends', () => {
    const s = good();
    const legs = [s.legs[0] as RouteLeg, { ...(s.legs[1] as RouteLeg), fromCode: 'CNNGB' }];
    const problems = routingProblems({ ...s, originPort: 'CNNGB', legs }, known);
    expect(problems).toEqual([{ reason: 'leg_break', detail: '1-2: CNSHA/CNNGB' }]);
  });
  it("the shipment's discharge port is not where the main carriage discharges", () => {
    expect(routingProblems({ ...good(), destinationPort: 'USLGB' }, known)).toEqual([
      { reason: 'ports_mismatch', detail: 'POD USLGB/USLAX' },
    ]);
  });
  it('a leg planned to arrive before it departs', () => {
    const s = good();
    const legs = [s.legs[0] as RouteLeg, { ...(s.legs[1] as RouteLeg), plannedEnd: d('2026-11-09T00:00:00Z') }];
    expect(routingProblems({ ...s, legs }, known)).toEqual([{ reason: 'leg_dates', detail: '2' }]);
  });
  it('the shipment departs after it arrives', () => {
    expect(routingProblems({ ...good(), eta: d('2026-11-01T00:00:00Z') }, known)).toEqual([
      { reason: 'dates', detail: null },
    ]);
  });
  it('a port code the ports table does not know, doors aside', () => {
    const s = good();
    const legs = [{ ...(s.legs[0] as RouteLeg), fromCode: 'XXDOOR' }, s.legs[1] as RouteLeg];
    expect(routingProblems({ ...s, legs }, known)).toEqual([]);
    expect(routingProblems({ ...s, legs: [], originPort: 'ZZZZZ' }, known)).toEqual([
      { reason: 'unknown_port', detail: 'ZZZZZ' },
    ]);
  });
});

const filing = (extra: Partial<IsfFiling> = {}): IsfFiling => ({
  seller: 'Shanghai Seller Co.',
  buyer: 'LA Buyer Inc.',
  importerNo: '12-3456789',
  consigneeNo: '12-3456789',
  manufacturer: 'Maker Ltd.',
  shipTo: 'LA Warehouse',
  originCountry: 'CN',
  htsCode: '8471.30',
  stuffingLocation: 'Shanghai CFS',
  consolidator: 'Stuffer Ltd.',
  stowPlanReceived: false,
  statusMessagesReceived: false,
  isfFiledAt: d('2026-11-08T00:00:00Z'),
  amsFiledAt: d('2026-11-08T00:00:00Z'),
  amsBillNo: 'TDMK12345',
  ...extra,
});

describe('AMS/ISF rules', () => {
  it('a complete filing in time has no problem', () => {
    expect(amsIsfProblems(good(), filing())).toEqual([]);
  });
  it('no ISF data at all', () => {
    expect(amsIsfProblems(good(), null)).toEqual([{ reason: 'no_filing', detail: null }]);
  });
  it.each(ISF_IMPORTER_ELEMENTS)('the importer element %s missing', (element) => {
    const field = {
      seller: 'seller',
      buyer: 'buyer',
      importer_no: 'importerNo',
      consignee_no: 'consigneeNo',
      manufacturer: 'manufacturer',
      ship_to: 'shipTo',
      origin_country: 'originCountry',
      hts_code: 'htsCode',
      stuffing_location: 'stuffingLocation',
      consolidator: 'consolidator',
    }[element];
    expect(amsIsfProblems(good(), filing({ [field]: ' ' }))).toEqual([{ reason: 'missing', element, detail: null }]);
  });
  it("the carrier's elements are due once the vessel departed", () => {
    const s = good();
    const departed = {
      ...s,
      legs: [s.legs[0] as RouteLeg, { ...(s.legs[1] as RouteLeg), actualStart: d('2026-11-10T06:00:00Z') }],
    };
    expect(amsIsfProblems(departed, filing()).map((p) => p.element)).toEqual(['stow_plan', 'status_messages']);
    expect(amsIsfProblems(departed, filing({ stowPlanReceived: true, statusMessagesReceived: true }))).toEqual([]);
  });
  it('the 24-hour rule: exactly 24 hours before loading is in time, later is late', () => {
    expect(amsIsfProblems(good(), filing({ isfFiledAt: d('2026-11-09T00:00:00Z') }))).toEqual([]);
    expect(amsIsfProblems(good(), filing({ isfFiledAt: d('2026-11-09T12:00:00Z') }))).toEqual([
      { reason: 'isf_late', detail: '12.0 h' },
    ]);
    expect(amsIsfProblems(good(), filing({ amsFiledAt: d('2026-11-10T03:00:00Z') }))).toEqual([
      { reason: 'ams_late', detail: '-3.0 h' },
    ]);
  });
  it('loading is the main carriage leg, its actual departure over its plan', () => {
    const s = good();
    expect(loadingOf(s)).toEqual({ at: d('2026-11-10T00:00:00Z'), departed: false });
    const late = {
      ...s,
      legs: [s.legs[0] as RouteLeg, { ...(s.legs[1] as RouteLeg), actualStart: d('2026-11-11T00:00:00Z') }],
    };
    expect(loadingOf(late)).toEqual({ at: d('2026-11-11T00:00:00Z'), departed: true });
    expect(loadingOf({ ...s, legs: [], atd: null })).toEqual({ at: s.etd, departed: false });
  });
  it('not filed, and an AMS without its bill number', () => {
    expect(amsIsfProblems(good(), filing({ isfFiledAt: null, amsFiledAt: null })).map((p) => p.reason)).toEqual([
      'isf_not_filed',
      'ams_not_filed',
    ]);
    expect(amsIsfProblems(good(), filing({ amsBillNo: null }))).toEqual([
      { reason: 'missing', element: 'ams_bill_no', detail: null },
    ]);
  });
  it("an HTS-6 that is not the shipment's subheading", () => {
    expect(amsIsfProblems(good(), filing({ htsCode: '8471.50' }))).toEqual([
      { reason: 'hts_mismatch', detail: '8471.50 / 8471.30' },
    ]);
    expect(amsIsfProblems({ ...good(), hsCode: '8471.30.0100' }, filing())).toEqual([]);
  });
  it('US-bound: FCL or LCL discharging in the US', () => {
    const country = (c: string) => c.slice(0, 2);
    expect(isUsBound(good(), country)).toBe(true);
    expect(isUsBound({ ...good(), mode: 'AIR' }, country)).toBe(false);
    expect(isUsBound({ ...good(), destinationPort: 'DEHAM' }, country)).toBe(false);
  });
});

describe('field checks', () => {
  it('importer of record numbers: EIN with or without suffix, CBP-assigned, SSN', () => {
    expect(importerNumberKind('12-3456789')).toBe('ein');
    expect(importerNumberKind('12-345678900')).toBe('ein');
    expect(importerNumberKind('07-3456789')).toBeNull(); // no IRS campus uses 07
    expect(importerNumberKind('261215-12345')).toBe('cbp');
    expect(importerNumberKind('123-45-6789')).toBe('ssn');
    expect(importerNumberKind('000-45-6789')).toBeNull();
    expect(importerNumberKind('ABC')).toBeNull();
  });
  it('HTS-6', () => {
    expect(hts6('847130')).toBe('8471.30');
    expect(hts6('8471.30')).toBe('8471.30');
    expect(hts6('8471.30.01')).toBeNull();
    expect(hts6('84713')).toBeNull();
  });
});
