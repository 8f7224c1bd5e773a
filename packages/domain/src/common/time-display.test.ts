import { describe, expect, it } from 'vitest';
import { formatDayInZone, formatInZone, hourInZone, utcLabel, wallText } from './time-display';

describe('times as people read them', () => {
  it('show the wall clock in the language order with the offset of the zone', () => {
    expect(formatInZone('2026-11-26T05:19:00Z', '+08:00', 'en_us')).toBe('26/11/2026 13:19 (UTC+08:00)');
    expect(formatInZone('2026-11-26T05:19:00Z', '+08:00', 'zh_cn')).toBe('2026/11/26 13:19 (UTC+08:00)');
    expect(formatInZone('2026-11-26T05:19:00Z', '+00:00', 'en_us')).toBe('26/11/2026 05:19 (UTC+00:00)');
    expect(formatInZone('2026-11-26T05:19:00Z', '-08:00', 'en_us')).toBe('25/11/2026 21:19 (UTC-08:00)');
    expect(formatInZone('2026-11-26T05:19:00Z', 'America/New_York', 'en_us')).toBe('26/11/2026 00:19 (UTC-05:00)');
    expect(formatInZone('2026-06-26T05:19:00Z', 'America/New_York', 'en_us')).toBe('26/06/2026 01:19 (UTC-04:00)');
  });

  it('put a moment on the right day near midnight', () => {
    expect(formatInZone('2026-11-26T15:59:00Z', '+08:00', 'en_us')).toBe('26/11/2026 23:59 (UTC+08:00)');
    expect(formatInZone('2026-11-26T16:00:00Z', '+08:00', 'en_us')).toBe('27/11/2026 00:00 (UTC+08:00)');
    expect(formatInZone('2026-11-26T03:59:00Z', '-04:00', 'en_us')).toBe('25/11/2026 23:59 (UTC-04:00)');
    // ICU versions differ on the comma after the weekday.
    expect(formatDayInZone('2026-11-26T16:30:00Z', '+08:00', 'en_us')).toMatch(/^Friday,? 27 November 2026$/);
    expect(formatDayInZone('2026-11-26T16:30:00Z', '-05:00', 'en_us')).toMatch(/^Thursday,? 26 November 2026$/);
    expect(formatDayInZone('2026-11-26T16:30:00Z', '+08:00', 'zh_cn')).toBe('2026年11月27日星期五');
    expect(hourInZone(new Date('2026-11-26T16:30:00Z'), '+08:00')).toBe(0);
    expect(hourInZone(new Date('2026-11-26T16:30:00Z'), '-08:00')).toBe(8);
  });

  it('read epoch milliseconds and dates, and show a dash for nothing', () => {
    expect(formatInZone(Date.UTC(2026, 10, 26, 5, 19), '+01:00', 'en_us')).toBe('26/11/2026 06:19 (UTC+01:00)');
    expect(formatInZone(new Date('2026-11-26T05:19:00Z'), '-07:00', 'zh_cn')).toBe('2026/11/25 22:19 (UTC-07:00)');
    expect(formatInZone(null, '+08:00', 'en_us')).toBe('—');
    expect(formatInZone('', '+08:00', 'en_us')).toBe('—');
    expect(formatInZone('not a time', '+08:00', 'en_us')).toBe('—');
  });

  it('read an unknown zone as UTC, saying so', () => {
    expect(formatInZone('2026-11-26T05:19:00Z', 'Mars/Olympus', 'en_us')).toBe('26/11/2026 05:19 (UTC+00:00)');
  });

  it('name offsets and order wall clocks', () => {
    expect(utcLabel('-05:00')).toBe('UTC-05:00');
    expect(wallText('2026-01-02 03:04', 'en_us')).toBe('02/01/2026 03:04');
    expect(wallText('2026-01-02 03:04', 'zh_cn')).toBe('2026/01/02 03:04');
  });
});
