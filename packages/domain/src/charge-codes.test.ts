import { describe, expect, it } from 'vitest';
import { DICTIONARIES, RESOURCES } from './areas';
import { translate } from './i18n';
import { CHARGE_CODE_KINDS, CHARGE_CODES, CHARGE_KINDS } from './pricing/common/charges';

describe('charge codes', () => {
  it('every declared charge code field of every area picks from the one charge_code dictionary', () => {
    const fields = RESOURCES.flatMap((r) =>
      r.fields.filter((f) => f.name === 'chargeCode' || f.dict === 'charge_code').map((f) => ({ r: r.name, f })),
    );
    // Tariff, rate, quotation, ECU, local cost, template, summary, import and booking lines at least.
    expect(fields.length).toBeGreaterThanOrEqual(10);
    for (const { r, f } of fields) {
      expect([f.type, f.dict], `${r}.${f.name}`).toEqual(['enum', 'charge_code']);
    }
    expect(fields.some(({ r }) => r === 'bookingRate')).toBe(true);
  });

  it('the dictionary is CHARGE_CODES, each code named in English and Chinese', () => {
    expect(DICTIONARIES.charge_code).toEqual([...CHARGE_CODES]);
    for (const code of CHARGE_CODES) {
      const key = `enums.charge_code.${code}`;
      const en = translate('en_us', key);
      const zh = translate('zh_cn', key);
      expect(en, code).not.toBe(key);
      expect(zh, code).not.toBe(key);
      expect(zh, code).not.toBe(en);
    }
  });

  it('every code has one kind, and every kind a code and its name in both languages', () => {
    expect(Object.keys(CHARGE_CODE_KINDS).sort()).toEqual([...CHARGE_CODES].sort());
    for (const kind of CHARGE_KINDS) {
      expect(Object.values(CHARGE_CODE_KINDS), kind).toContain(kind);
      expect(translate('zh_cn', `enums.charge_kind.${kind}`)).not.toBe(translate('en_us', `enums.charge_kind.${kind}`));
    }
  });
});
