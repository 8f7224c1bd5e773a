import { describe, expect, it } from 'vitest';
import { EMAIL_RE, emailSchema, LANDLINE_RE, MOBILE_RE, passwordProblems } from './formats';

describe('SPEC §5 formats', () => {
  it('e-mail', () => {
    for (const ok of ['ops@tidemark.com', 'li.wei@tidemark.com.cn', '张伟@example.cn', 'a_b@x-y.co'])
      expect(EMAIL_RE.test(ok), ok).toBe(true);
    for (const bad of ['', 'no-at.example.com', 'a@nodot', '.a@x.com', 'a@@x.com', 'a b@x.com'])
      expect(EMAIL_RE.test(bad), bad).toBe(false);
    expect(emailSchema.safeParse('').success).toBe(false);
  });
  it('mobile: 11 digits starting with 1', () => {
    expect(MOBILE_RE.test('13812345678')).toBe(true);
    expect(MOBILE_RE.test('23812345678')).toBe(false);
    expect(MOBILE_RE.test('1381234567')).toBe(false);
  });
  it('landline: optional area code and hyphen, then 7 or 8 digits', () => {
    expect(LANDLINE_RE.test('021-12345678')).toBe(true);
    expect(LANDLINE_RE.test('0755-1234567')).toBe(true);
    expect(LANDLINE_RE.test('12345678')).toBe(true);
    expect(LANDLINE_RE.test('02-12345678')).toBe(false);
    expect(LANDLINE_RE.test('021-123456')).toBe(false);
  });
  it('password rules', () => {
    expect(passwordProblems('Harbor2026', 'csr')).toEqual([]);
    expect(passwordProblems('Ab1', 'x')).toEqual(['length']);
    expect(passwordProblems('harbor2026')).toEqual(['classes']);
    expect(passwordProblems('Abcdefghijklmnopq12')).toEqual(['length']);
    expect(passwordProblems('MyOps2026x', 'ops')).toEqual(['containsUserName']);
  });
});
