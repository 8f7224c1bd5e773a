import { describe, expect, it } from 'vitest';
import { isValidAirWaybill, makeAirWaybill } from './air-waybill';
import {
  AIRLINES,
  airlineByAwbPrefix,
  airlineByIata,
  carrierForContainer,
  OCEAN_CARRIERS,
  oceanCarrierByScac,
} from './carriers';
import { COUNTRIES, countryByCode } from './countries';
import { CURRENCIES, currencyByCode } from './currencies';
import { HS_CODES, hsCodeByCode } from './hs-codes';
import { LANES, laneByKey, laneKey } from './lanes';
import { AIRPORTS, airportByCode, airportByIata, findPort, PORTS, SEAPORTS, seaportByCode } from './ports';

const HAN = /\p{Script=Han}/u;
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

const duplicates = (values: readonly string[]): string[] => values.filter((v, i) => values.indexOf(v) !== i);

const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
};

describe('countries', () => {
  it('has every ISO 3166-1 entry once, sorted, well formed', () => {
    expect(COUNTRIES).toHaveLength(249);
    const codes = COUNTRIES.map((c) => c.code);
    expect(duplicates(codes)).toEqual([]);
    expect(codes).toEqual([...codes].sort());
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.nameEn.trim()).not.toBe('');
      expect(c.nameZh).toMatch(HAN);
    }
  });
  it('uses codes ICU knows as regions', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const c of COUNTRIES) expect(names.of(c.code), c.code).toBeDefined();
  });
  it('looks up by code', () => {
    expect(countryByCode.get('CN')?.nameZh).toBe('中国');
    expect(countryByCode.get('US')?.nameEn).toBe('United States');
    expect(countryByCode.get('XX')).toBeUndefined();
  });
});

describe('currencies', () => {
  it('has unique, well-formed codes and ISO minor units', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(150);
    expect(duplicates(CURRENCIES.map((c) => c.code))).toEqual([]);
    expect(duplicates(CURRENCIES.map((c) => c.numeric))).toEqual([]);
    for (const c of CURRENCIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.numeric).toMatch(/^\d{3}$/);
      expect([0, 2, 3]).toContain(c.minorUnits);
      expect(c.nameEn.trim()).not.toBe('');
      expect(c.nameZh).toMatch(HAN);
    }
  });
  it('knows the currencies forwarders invoice in', () => {
    expect(currencyByCode.get('USD')).toEqual({
      code: 'USD',
      numeric: '840',
      nameEn: 'US Dollar',
      nameZh: '美元',
      minorUnits: 2,
    });
    expect(currencyByCode.get('CNY')?.numeric).toBe('156');
    expect(currencyByCode.get('JPY')?.minorUnits).toBe(0);
    expect(currencyByCode.get('KWD')?.minorUnits).toBe(3);
  });
});

describe('ports', () => {
  it('meets the minimum counts', () => {
    expect(SEAPORTS.length).toBeGreaterThanOrEqual(300);
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(80);
    expect(SEAPORTS.length + AIRPORTS.length).toBe(PORTS.length);
  });
  it('has well-formed UN/LOCODEs that agree with an existing country', () => {
    for (const p of PORTS) {
      expect(p.unlocode, p.unlocode).toMatch(LOCODE);
      expect(p.unlocode.slice(0, 2), p.unlocode).toBe(p.country);
      expect(countryByCode.has(p.country), p.unlocode).toBe(true);
    }
  });
  it('has each UN/LOCODE once per kind and each IATA code once', () => {
    expect(duplicates(SEAPORTS.map((p) => p.unlocode))).toEqual([]);
    expect(duplicates(AIRPORTS.map((p) => p.unlocode))).toEqual([]);
    expect(duplicates(AIRPORTS.map((p) => p.iata ?? ''))).toEqual([]);
  });
  it('gives airports, and only airports, an IATA code', () => {
    for (const p of AIRPORTS) expect(p.iata, p.unlocode).toMatch(/^[A-Z]{3}$/);
    for (const p of SEAPORTS) expect(p.iata, p.unlocode).toBeUndefined();
  });
  it('has coordinates in range, zh names and valid time zones', () => {
    for (const p of PORTS) {
      expect(Math.abs(p.lat), p.unlocode).toBeLessThanOrEqual(90);
      expect(Math.abs(p.lon), p.unlocode).toBeLessThanOrEqual(180);
      expect(p.name.trim(), p.unlocode).not.toBe('');
      expect(p.nameZh, p.unlocode).toMatch(HAN);
      expect(isTimeZone(p.timeZone), `${p.unlocode} ${p.timeZone}`).toBe(true);
    }
  });
  it('looks up per kind', () => {
    expect(seaportByCode.get('CNSHA')?.nameZh).toBe('上海');
    expect(airportByCode.get('CNPVG')?.iata).toBe('PVG');
    expect(airportByIata.get('JFK')?.unlocode).toBe('USJFK');
    // Hong Kong's UN/LOCODE names both the container port and the airport.
    expect(findPort('HKHKG', 'sea')?.kind).toBe('sea');
    expect(findPort('HKHKG', 'air')?.iata).toBe('HKG');
    expect(findPort('CNPVG', 'sea')).toBeUndefined();
  });
  it('puts well-known ports roughly where they are', () => {
    const near = (code: string, kind: 'sea' | 'air', lat: number, lon: number) => {
      const p = findPort(code, kind);
      expect(p, code).toBeDefined();
      expect(Math.abs((p?.lat ?? 999) - lat), code).toBeLessThan(0.5);
      expect(Math.abs((p?.lon ?? 999) - lon), code).toBeLessThan(0.5);
    };
    near('NLRTM', 'sea', 51.9, 4.3);
    near('SGSIN', 'sea', 1.3, 103.8);
    near('USLAX', 'sea', 33.7, -118.3);
    near('BRSSZ', 'sea', -24.0, -46.3);
    near('USMEM', 'air', 35.0, -90.0);
    near('DEFRA', 'air', 50.0, 8.6);
  });
});

describe('ocean carriers', () => {
  it('has at least 20 carriers with unique codes and prefixes', () => {
    expect(OCEAN_CARRIERS.length).toBeGreaterThanOrEqual(20);
    expect(duplicates(OCEAN_CARRIERS.map((c) => c.scac))).toEqual([]);
    expect(duplicates(OCEAN_CARRIERS.flatMap((c) => c.ownerPrefixes))).toEqual([]);
    for (const c of OCEAN_CARRIERS) {
      expect(c.scac, c.name).toMatch(/^[A-Z0-9]{2,4}$/);
      expect(c.ownerPrefixes.length, c.name).toBeGreaterThan(0);
      for (const prefix of c.ownerPrefixes) expect(prefix, c.name).toMatch(/^[A-Z]{3}U$/);
      expect(c.nameZh, c.name).toMatch(HAN);
    }
  });
  it('maps containers to their owner', () => {
    expect(oceanCarrierByScac.get('MAEU')?.ownerPrefixes).toContain('MSKU');
    expect(carrierForContainer('MSKU9070323')?.scac).toBe('MAEU');
    expect(carrierForContainer('cmau1234567')?.scac).toBe('CMDU');
    // TGHU is a lessor (Textainer), not a line.
    expect(carrierForContainer('TGHU8783160')).toBeUndefined();
  });
});

describe('airlines', () => {
  it('has at least 30 airlines with unique, well-formed codes', () => {
    expect(AIRLINES.length).toBeGreaterThanOrEqual(30);
    expect(duplicates(AIRLINES.map((a) => a.iata))).toEqual([]);
    expect(duplicates(AIRLINES.map((a) => a.icao))).toEqual([]);
    expect(duplicates(AIRLINES.map((a) => a.awbPrefix))).toEqual([]);
    for (const a of AIRLINES) {
      expect(a.iata, a.name).toMatch(/^[A-Z0-9]{2}$/);
      expect(a.icao, a.name).toMatch(/^[A-Z]{3}$/);
      expect(a.awbPrefix, a.name).toMatch(/^\d{3}$/);
      expect(countryByCode.has(a.country), a.name).toBe(true);
      expect(a.nameZh, a.name).toMatch(HAN);
    }
  });
  it('knows the published AWB prefixes', () => {
    const prefixes: Record<string, string> = { LH: '020', CX: '160', EK: '176', KE: '180', CK: '112', CZ: '784' };
    for (const [iata, prefix] of Object.entries(prefixes)) expect(airlineByIata.get(iata)?.awbPrefix).toBe(prefix);
    expect(airlineByAwbPrefix.get('999')?.iata).toBe('CA');
  });
  it('makes valid air waybills for every airline', () => {
    for (const a of AIRLINES) expect(isValidAirWaybill(makeAirWaybill(a.awbPrefix, 7654321))).toBe(true);
  });
});

describe('HS codes', () => {
  it('has at least 150 unique 6-digit subheadings with both descriptions', () => {
    expect(HS_CODES.length).toBeGreaterThanOrEqual(150);
    expect(duplicates(HS_CODES.map((h) => h.code))).toEqual([]);
    for (const h of HS_CODES) {
      expect(h.code).toMatch(/^\d{4}\.\d{2}$/);
      expect(h.descriptionEn.trim(), h.code).not.toBe('');
      expect(h.descriptionZh, h.code).toMatch(HAN);
    }
    expect(hsCodeByCode.get('8471.30')?.descriptionEn).toMatch(/portable/i);
  });
});

describe('lanes', () => {
  const ocean = LANES.filter((l) => l.mode === 'ocean');
  const air = LANES.filter((l) => l.mode === 'air');

  it('meets the minimum counts, once per route', () => {
    expect(ocean.length).toBeGreaterThanOrEqual(80);
    expect(air.length).toBeGreaterThanOrEqual(30);
    expect(laneByKey.size).toBe(LANES.length);
    expect(laneByKey.get(laneKey('ocean', 'CNSHA', 'USLAX'))?.carriers).toContain('COSU');
  });
  it('joins existing ports of the right kind', () => {
    for (const l of LANES) {
      const kind = l.mode === 'ocean' ? 'sea' : 'air';
      const route = `${l.mode} ${l.origin}-${l.destination}`;
      expect(findPort(l.origin, kind), route).toBeDefined();
      expect(findPort(l.destination, kind), route).toBeDefined();
      expect(l.origin, route).not.toBe(l.destination);
    }
  });
  it('names existing carriers, each once', () => {
    for (const l of LANES) {
      const route = `${l.mode} ${l.origin}-${l.destination}`;
      expect(l.carriers.length, route).toBeGreaterThan(0);
      expect(duplicates(l.carriers), route).toEqual([]);
      for (const c of l.carriers) {
        const known = l.mode === 'ocean' ? oceanCarrierByScac.has(c) : airlineByIata.has(c);
        expect(known, `${route} ${c}`).toBe(true);
      }
    }
  });
  it('has realistic transit times', () => {
    for (const l of LANES) {
      const [min, max] = l.transitDays;
      const route = `${l.mode} ${l.origin}-${l.destination}`;
      expect(Number.isInteger(min) && Number.isInteger(max), route).toBe(true);
      expect(min, route).toBeGreaterThanOrEqual(1);
      expect(min, route).toBeLessThanOrEqual(max);
      if (l.mode === 'air') expect(max, route).toBeLessThanOrEqual(4);
      else expect(max, route).toBeLessThanOrEqual(60);
    }
  });
});
