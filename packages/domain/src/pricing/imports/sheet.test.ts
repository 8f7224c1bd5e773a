import { describe, expect, it } from 'vitest';
import {
  checkRateRow,
  checkRateRows,
  parseChargeUnit,
  parseRateKind,
  type RawRateRow,
  rateSheetExtension,
  readSheetHead,
} from './sheet';
import { trendBand, trendSummary } from './trend';

const context = {
  branches: new Set(['SHA', 'LAX']),
  chargeCodes: new Set(['OFR', 'DOC', 'OTHC']),
  cargo: { containers: 2, weightKg: '18400', volumeCbm: '56.5' },
};

const row = (patch: Partial<RawRateRow> = {}): RawRateRow => ({
  branch: 'SHA',
  chargeCode: 'OFR',
  unit: 'container',
  quantity: null,
  rate: '2150',
  minimum: null,
  currency: 'USD',
  remarks: null,
  ...patch,
});

const sheet = (b2: string | null, c3: string | null, header: (string | null)[], ...body: (string | null)[][]) => [
  ['Rate sheet'],
  ['Shipment ID', b2],
  [null, 'Sell or Cost', c3],
  [],
  header,
  ...body,
];

const HEADER = ['Branch', 'Charge Code', 'Unit', 'Quantity', 'Rate', 'Minimum', 'Currency', 'Remarks'];

describe('the rate sheet', () => {
  it('takes .xls and .xlsx only', () => {
    expect(rateSheetExtension('rates.XLSX')).toBe('xlsx');
    expect(rateSheetExtension('rates.xls')).toBe('xls');
    expect(rateSheetExtension('rates.csv')).toBeNull();
    expect(rateSheetExtension('rates')).toBeNull();
  });

  it('reads the Shipment ID from B2, Sell or Cost from C3 and finds the column names', () => {
    expect(readSheetHead(sheet('sha2600001', 'Sell', HEADER))).toMatchObject({
      shipmentNo: 'SHA2600001',
      kind: 'sell',
      headerRow: 5,
      columns: { branch: 0, chargeCode: 1, currency: 6 },
    });
    expect(readSheetHead(sheet('SHA2600001', ' 成本 ', ['分公司', '费用代码', '单位', '单价', '币种']))).toMatchObject({
      kind: 'cost',
      columns: { branch: 0, chargeCode: 1, unit: 2, rate: 3, currency: 4 },
    });
  });

  it('refuses a sheet without B2, with C3 neither Sell nor Cost, or without the columns', () => {
    expect(readSheetHead(sheet(null, 'Sell', HEADER))).toEqual({ key: 'pricing.imports.errors.noShipment' });
    expect(readSheetHead(sheet('SHA2600001', 'Quote', HEADER))).toEqual({ key: 'pricing.imports.errors.kindCell' });
    expect(readSheetHead(sheet('SHA2600001', null, HEADER))).toEqual({ key: 'pricing.imports.errors.kindCell' });
    expect(readSheetHead(sheet('SHA2600001', 'Cost', ['Rate', 'Currency']))).toEqual({
      key: 'pricing.imports.errors.noHeader',
    });
    expect(readSheetHead(sheet('SHA2600001', 'Cost', ['Branch', 'Charge Code', 'Rate']))).toEqual({
      key: 'pricing.imports.errors.missingColumns',
      params: { columns: 'unit,currency' },
    });
  });

  it('knows Sell/Cost and units in both languages', () => {
    expect(parseRateKind('SELL')).toBe('sell');
    expect(parseRateKind('卖价')).toBe('sell');
    expect(parseRateKind('Costs')).toBeNull();
    expect(parseChargeUnit('Per W/M')).toBe('wm');
    expect(parseChargeUnit('每票')).toBe('shipment');
    expect(parseChargeUnit('pallet')).toBeNull();
  });
});

describe('a rate row', () => {
  it('prices with the shipment’s own quantity when the row gives none', () => {
    expect(checkRateRow(row(), context)).toEqual({
      rate: {
        branch: 'SHA',
        chargeCode: 'OFR',
        unit: 'container',
        quantity: '2',
        rate: '2150.0000',
        minimum: null,
        currency: 'USD',
        amount: '4300.0000',
        remarks: null,
      },
      issues: [],
    });
    const lcl = checkRateRow(row({ unit: 'wm', rate: '38.5', minimum: '60', quantity: '1.2' }), context);
    expect(lcl.rate).toMatchObject({ quantity: '1.200', amount: '60.0000' });
    const kg = checkRateRow(row({ unit: 'kg', rate: '0.05', currency: 'cny', branch: 'lax' }), context);
    expect(kg.rate).toMatchObject({ branch: 'LAX', currency: 'CNY', quantity: '18400.000', amount: '920.0000' });
  });

  it('requires Branch and Charge Code, and names each bad cell', () => {
    expect(checkRateRow(row({ branch: null, chargeCode: null }), context).issues).toEqual([
      { field: 'branch', key: 'pricing.imports.errors.required' },
      { field: 'chargeCode', key: 'pricing.imports.errors.required' },
    ]);
    const bad = checkRateRow(
      row({ branch: 'XYZ', chargeCode: 'ZZZ', unit: 'pallet', currency: 'US$', rate: '-1', minimum: 'abc' }),
      context,
    );
    expect(bad.rate).toBeUndefined();
    expect(bad.issues.map((i) => `${i.field}:${i.key.split('.').pop()}`)).toEqual([
      'branch:unknownBranch',
      'chargeCode:unknownChargeCode',
      'unit:unknownUnit',
      'currency:unknownCurrency',
      'rate:negative',
      'minimum:notNumber',
    ]);
  });

  it('reads spreadsheet numbers: grouping, float noise, but not a real fifth decimal', () => {
    expect(checkRateRow(row({ rate: '1,250.5' }), context).rate?.rate).toBe('1250.5000');
    expect(checkRateRow(row({ rate: '12.100000000000001' }), context).rate?.rate).toBe('12.1000');
    expect(checkRateRow(row({ rate: '12.12345' }), context).issues).toEqual([
      { field: 'rate', key: 'pricing.imports.errors.tooManyDecimals' },
    ]);
    expect(checkRateRow(row({ rate: '123456789012' }), context).issues).toEqual([
      { field: 'rate', key: 'pricing.imports.errors.tooLarge' },
    ]);
  });

  it('counts containers whole, a shipment once, and asks for a quantity the shipment lacks', () => {
    expect(checkRateRow(row({ quantity: '1.5' }), context).issues[0]?.key).toBe(
      'pricing.imports.errors.wholeContainers',
    );
    expect(checkRateRow(row({ unit: 'shipment', quantity: '2' }), context).issues[0]?.key).toBe(
      'pricing.imports.errors.oneShipment',
    );
    const air = { ...context, cargo: { containers: 0, weightKg: '350', volumeCbm: '1.8' } };
    expect(checkRateRow(row(), air).issues).toEqual([{ field: 'quantity', key: 'pricing.imports.errors.noQuantity' }]);
    expect(checkRateRow(row({ quantity: '1' }), air).rate?.amount).toBe('2150.0000');
  });

  it('numbers rows as the spreadsheet does and skips blank ones', () => {
    const rows = sheet(
      'SHA2600001',
      'Sell',
      HEADER,
      ['SHA', 'OFR', 'container', null, '2150', null, 'USD'],
      [],
      [null, 'DOC', 'shipment', null, '45', null, 'USD'],
    );
    const head = readSheetHead(rows);
    if (!('headerRow' in head)) throw new Error('no head');
    const checked = checkRateRows(rows, head, context);
    expect(checked.map((c) => [c.rowNo, c.issues.length])).toEqual([
      [6, 0],
      [8, 1],
    ]);
  });
});

describe('rate trends', () => {
  const week = (sellMin: string | null, sellAvg: string | null, sellMax: string | null) => ({
    weekStart: '2026-01-05',
    isoWeek: '2026-W02',
    sellMin,
    sellAvg,
    sellMax,
    sellSamples: sellMin === null ? 0 : 3,
    costMin: null,
    costAvg: null,
    costMax: null,
    costSamples: 0,
  });

  it('draws the band from the lowest to the highest, with gaps for weeks without tariffs', () => {
    const band = trendBand([week('2100.5', '2200.25', '2350.75'), week(null, null, null)], 'sell');
    expect(band).toEqual({ low: [2100.5, null], high: [2350.75, null], avg: [2200.25, null], spread: [250.25, null] });
  });

  it('gives the change of the average from the first week to the last', () => {
    expect(trendSummary([week('1', '2000', '3'), week(null, null, null), week('1', '2300', '3')], 'sell')).toEqual({
      first: '2000',
      last: '2300',
      changePercent: '15.0',
    });
    expect(trendSummary([week(null, null, null)], 'cost').changePercent).toBeNull();
  });
});
