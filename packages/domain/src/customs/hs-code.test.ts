import { describe, expect, it } from 'vitest';
import { adValoremOf, formatHsDigits, hsCodeDigits, hsParts, isHsCodeFormat, normaliseHsCode } from './hs-code';

describe('HS code format', () => {
  it('takes 6, 8 or 10 digits with or without the dots and writes them one way', () => {
    expect(normaliseHsCode('847130')).toBe('8471.30');
    expect(normaliseHsCode('8471.30')).toBe('8471.30');
    expect(normaliseHsCode(' 8471.30 ')).toBe('8471.30');
    expect(normaliseHsCode('84713001')).toBe('8471.30.01');
    expect(normaliseHsCode('8471.30.01')).toBe('8471.30.01');
    expect(normaliseHsCode('8471300100')).toBe('8471.30.0100');
    expect(normaliseHsCode('8471.30.0100')).toBe('8471.30.0100');
    expect(normaliseHsCode('8471.30.01.00')).toBe('8471.30.0100');
    expect(normaliseHsCode('8471300000')).toBe('8471.30.0000');
  });

  it('refuses other lengths, letters and dots out of place', () => {
    for (const bad of [
      '',
      '8471',
      '84713',
      '8471301',
      '847130010',
      '84713001000',
      '8471.3',
      '84.7130',
      '8471..30',
      'ABCD.EF',
      '8471-30',
      '8471.30.',
    ]) {
      expect(isHsCodeFormat(bad), bad).toBe(false);
      expect(normaliseHsCode(bad), bad).toBeNull();
    }
  });

  it('gives the digits, and the chapter, heading and subheading of any form', () => {
    expect(hsCodeDigits('6109.10.0012')).toBe('6109100012');
    expect(formatHsDigits('610910')).toBe('6109.10');
    expect(hsParts('6109.10.0012')).toEqual({ chapter: '61', heading: '6109', subheading: '6109.10' });
    expect(hsParts('040900')).toEqual({ chapter: '04', heading: '0409', subheading: '0409.00' });
    expect(hsParts('61')).toBeNull();
  });

  it('reads an ad valorem rate from a duty rate as the tariff writes it', () => {
    expect(adValoremOf('Free')).toBe('0');
    expect(adValoremOf('6.5%')).toBe('6.5');
    expect(adValoremOf('16.5 %')).toBe('16.5');
    expect(adValoremOf('2.4¢/kg + 5%')).toBeNull();
    expect(adValoremOf('')).toBeNull();
  });
});
