import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Values, code128Widths, decodeCode128 } from './code128';

describe('Code 128', () => {
  it('has 106 symbols of 11 modules and a stop of 13, all different', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    for (const p of CODE128_PATTERNS.slice(0, 106)) {
      expect(p).toHaveLength(6);
      expect([...p].reduce((s, d) => s + Number(d), 0)).toBe(11);
    }
    expect(CODE128_PATTERNS[106]).toBe('2331112');
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
  });

  it('encodes letters in code set B with the weighted check symbol', () => {
    // W i k i p e d i a: values 55 73 75 73 80 69 68 73 65, check (104 + Σ i·v) mod 103 = 88.
    expect(code128Values('Wikipedia')).toEqual([104, 55, 73, 75, 73, 80, 69, 68, 73, 65, 88]);
  });

  it('packs digits two a symbol in code set C', () => {
    // 105 + 1·12 + 2·34 + 3·56 = 353, mod 103 = 44.
    expect(code128Values('123456')).toEqual([105, 12, 34, 56, 44]);
    expect(code128Values('42')).toEqual([105, 42, (105 + 42) % 103]);
  });

  it('switches to code set C inside a bill number and keeps an odd digit in set B', () => {
    const values = code128Values('HBL1234567');
    // H B L, then 1 in set B, then CODE C and 23 45 67.
    expect(values.slice(0, 8)).toEqual([104, 40, 34, 44, 17, 99, 23, 45]);
    expect(values[8]).toBe(67);
    expect(values).toHaveLength(10);
  });

  it('leaves short digit runs in code set B', () => {
    expect(code128Values('AB12CD')).toEqual([104, 33, 34, 17, 18, 35, 36, (104 + 33 + 68 + 51 + 72 + 175 + 216) % 103]);
  });

  it('draws start, data, check and stop as bar and space widths that read back', () => {
    for (const text of ['TMSHA2611000123', 'SHA-A000042', '160-12345675', 'Wikipedia', '0042', 'X']) {
      const widths = code128Widths(text);
      // 11 modules a symbol, 13 for the stop.
      expect(widths.reduce((s, w) => s + w, 0)).toBe(11 * code128Values(text).length + 13);
      expect(decodeCode128(widths)).toBe(text);
    }
  });

  it('refuses what Code 128 B and C cannot carry', () => {
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('提单')).toThrow();
    expect(() => code128Values('A\tB')).toThrow();
  });

  it('rejects a damaged symbol instead of misreading it', () => {
    const widths = code128Widths('HBL1234567');
    const damaged = [...widths];
    // Swap a bar and a space of one data symbol: the pattern or the check no longer fits.
    [damaged[7], damaged[8]] = [damaged[8] ?? 0, damaged[7] ?? 0];
    expect(decodeCode128(damaged)).not.toBe('HBL1234567');
  });
});
