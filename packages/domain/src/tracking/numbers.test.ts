import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { makeAirWaybill } from '../reference/air-waybill';
import { makeContainerNumber } from '../reference/container-number';
import { TRACKING_STATUS_CODES } from '../shipments';
import { trackingStatusKey } from './lookup';
import {
  classifyTrackingNumber,
  MAX_LOOKUP_NUMBERS,
  normalizeTruckPlate,
  parseTrackingNumbers,
  splitTrackingNumbers,
} from './numbers';

const container = makeContainerNumber('MSKU', 702517);
const awb = makeAirWaybill('112', 4829163);

describe('tracking numbers', () => {
  it('classifies every kind', () => {
    expect(classifyTrackingNumber(container.toLowerCase())).toMatchObject({
      kind: 'container',
      normalized: container,
      checkDigitValid: true,
    });
    expect(classifyTrackingNumber(awb)).toMatchObject({ kind: 'airWaybill', normalized: awb, checkDigitValid: true });
    expect(classifyTrackingNumber(awb.replace('-', ''))).toMatchObject({ kind: 'airWaybill', normalized: awb });
    expect(classifyTrackingNumber('MAEU262418073').kind).toBe('masterBill');
    expect(classifyTrackingNumber('TDMO2611001').kind).toBe('houseBill');
    expect(classifyTrackingNumber('bk2611001')).toMatchObject({ kind: 'booking', normalized: 'BK2611001' });
    expect(classifyTrackingNumber('S000000001').kind).toBe('shipment');
    expect(classifyTrackingNumber('<script>').kind).toBe('invalid');
    expect(classifyTrackingNumber('X'.repeat(40)).kind).toBe('invalid');
  });

  it('says when a check digit is wrong and what it should be', () => {
    const wrongDigit = (Number(container[10]) + 1) % 10;
    expect(classifyTrackingNumber(`${container.slice(0, 10)}${wrongDigit}`)).toMatchObject({
      kind: 'container',
      checkDigitValid: false,
      expectedCheckDigit: container[10],
    });
    const badAwb = `${awb.slice(0, 11)}${(Number(awb[11]) + 1) % 7}`;
    expect(classifyTrackingNumber(badAwb)).toMatchObject({
      kind: 'airWaybill',
      checkDigitValid: false,
      expectedCheckDigit: awb[11],
    });
  });

  it('splits on commas, spaces, new lines and Chinese punctuation, keeps spaced AWBs whole, drops repeats', () => {
    const text = ` ${container},tdmo2611001\nBK2611001；MAEU262418073  112 48291633\r\n${container.toLowerCase()} `;
    expect(splitTrackingNumbers(text)).toEqual([container, 'TDMO2611001', 'BK2611001', 'MAEU262418073', '11248291633']);
    expect(splitTrackingNumbers(' , \n ')).toEqual([]);
  });

  it('takes at most 20 numbers', () => {
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => `REF${1000 + i}`).join(' ');
    const twenty = parseTrackingNumbers(numbers(MAX_LOOKUP_NUMBERS));
    expect(twenty.ok && twenty.numbers).toHaveLength(20);
    expect(parseTrackingNumbers(numbers(21))).toEqual({ ok: false, reason: 'tooMany' });
    expect(parseTrackingNumbers('  ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('normalises truck plates', () => {
    expect(normalizeTruckPlate('ktr-4172')).toBe('KTR4172');
    expect(normalizeTruckPlate('沪A 12345')).toBe('沪A12345');
  });

  it('has a status label for every SPEC §4 code in both languages', () => {
    for (const code of TRACKING_STATUS_CODES) {
      const key = trackingStatusKey(code);
      expect(translate('en_us', key), key).not.toBe(key);
      expect(translate('zh_cn', key), key).not.toBe(key);
    }
    expect(translate('en_us', trackingStatusKey(1))).toBe('On Water');
    expect(translate('zh_cn', trackingStatusKey(5))).toBe('已送达');
    expect(translate('en_us', trackingStatusKey(7))).toBe('Empty Return Complete');
  });
});
