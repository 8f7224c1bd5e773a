import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInZone,
  dayRangeInZone,
  isFixedOffset,
  isKnownZone,
  localTime,
  offsetTextAt,
  wallClock,
  zonedInstant,
  zonedIso,
} from './local-time';

describe('local times on fixed offsets', () => {
  it('shift the wall clock by the offset and keep it as the label', () => {
    expect(localTime('2026-11-26T05:19:00Z', '+08:00')).toEqual({
      utc: '2026-11-26T05:19:00.000Z',
      local: '2026-11-26 13:19',
      offset: '+08:00',
      timeZone: '+08:00',
    });
    expect(localTime('2026-11-26T05:19:00Z', '-05:00').local).toBe('2026-11-26 00:19');
    expect(localTime('2026-11-26T05:19:00Z', '+00:00')).toMatchObject({ local: '2026-11-26 05:19', offset: '+00:00' });
  });

  it('cross the date line in both directions, the month and the year', () => {
    // 16:00 UTC is already the next day in Shanghai.
    expect(localTime('2026-11-26T16:00:00Z', '+08:00').local).toBe('2026-11-27 00:00');
    expect(localTime('2026-11-26T15:59:00Z', '+08:00').local).toBe('2026-11-26 23:59');
    // Early morning UTC is still the day before in Los Angeles.
    expect(localTime('2026-12-01T07:59:00Z', '-08:00').local).toBe('2026-11-30 23:59');
    expect(localTime('2026-12-31T16:30:00Z', '+08:00').local).toBe('2027-01-01 00:30');
    expect(localTime('2027-01-01T03:00:00Z', '-04:00').local).toBe('2026-12-31 23:00');
  });

  it('are never moved by daylight saving', () => {
    expect(offsetTextAt('-08:00', Date.UTC(2026, 6, 1))).toBe('-08:00');
    expect(offsetTextAt('-08:00', Date.UTC(2026, 0, 1))).toBe('-08:00');
  });

  it('know the SPEC choices and refuse what is no zone', () => {
    for (const zone of ['+08:00', '+00:00', '+01:00', '-04:00', '-05:00', '-07:00', '-08:00']) {
      expect(isFixedOffset(zone), zone).toBe(true);
    }
    expect(isFixedOffset('+8')).toBe(false);
    expect(isFixedOffset('+25:00')).toBe(false);
    expect(isKnownZone('Asia/Shanghai')).toBe(true);
    expect(isKnownZone('Mars/Olympus')).toBe(false);
    expect(isKnownZone('')).toBe(false);
  });
});

describe('local times in IANA zones', () => {
  it('follow daylight saving and label each moment with its own offset', () => {
    expect(localTime('2026-01-15T20:00:00Z', 'America/Los_Angeles')).toMatchObject({
      local: '2026-01-15 12:00',
      offset: '-08:00',
    });
    expect(localTime('2026-07-15T20:00:00Z', 'America/Los_Angeles')).toMatchObject({
      local: '2026-07-15 13:00',
      offset: '-07:00',
    });
    expect(localTime('2026-07-15T20:00:00Z', 'UTC').offset).toBe('+00:00');
  });
});

describe('wall clocks read in a zone', () => {
  it('name the instant of a wall-clock time', () => {
    expect(zonedInstant('2026-11-26 13:19', '+08:00')?.toISOString()).toBe('2026-11-26T05:19:00.000Z');
    expect(zonedInstant('2026-11-26', '-05:00')?.toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(zonedInstant('2026-11-26T23:59:59.999', '+08:00')?.toISOString()).toBe('2026-11-26T15:59:59.999Z');
    expect(zonedInstant('2026-07-01T09:00:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('refuse what is no time', () => {
    expect(zonedInstant('2026-02-30 10:00', '+08:00')).toBeNull();
    expect(zonedInstant('2026-11-26 24:00', '+08:00')).toBeNull();
    expect(zonedInstant('yesterday', '+08:00')).toBeNull();
    expect(zonedIso('soon', '+08:00')).toBeNull();
  });

  it('read a time the spring change skips after it, and a repeated one as the first', () => {
    // Los Angeles, 8 March 2026: 02:00 PST becomes 03:00 PDT.
    expect(zonedInstant('2026-03-08 02:30', 'America/Los_Angeles')?.toISOString()).toBe('2026-03-08T10:30:00.000Z');
    // 1 November 2026: 01:30 happens twice; the first is still PDT.
    expect(zonedInstant('2026-11-01 01:30', 'America/Los_Angeles')?.toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });

  it('write a picker value with the offset of its zone (SPEC §5)', () => {
    expect(zonedIso('2026-03-01 09:30', '+08:00')).toBe('2026-03-01T09:30:00+08:00');
    expect(zonedIso('2026-11-26T23:59:59.999', '-05:00')).toBe('2026-11-26T23:59:59.999-05:00');
    expect(zonedIso('2026-07-01 00:00', 'America/New_York')).toBe('2026-07-01T00:00:00-04:00');
    expect(zonedIso('2026-12-01 00:00', 'America/New_York')).toBe('2026-12-01T00:00:00-05:00');
  });

  it('go back and forth between an instant and its wall clock', () => {
    expect(wallClock('2026-11-26T05:19:42Z', '+08:00')).toBe('2026-11-26T13:19:42');
    const wall = wallClock(new Date('2026-11-26T16:05:00Z'), '-07:00');
    expect(zonedInstant(wall, '-07:00')?.toISOString()).toBe('2026-11-26T16:05:00.000Z');
  });
});

describe('whole days on a clock', () => {
  const iso = (range: { start: Date; end: Date } | null) =>
    range ? [range.start.toISOString(), range.end.toISOString()] : null;

  it("turn a Shanghai user's day into the instants it spans", () => {
    expect(iso(dayRangeInZone('2026-11-26', '2026-11-26', 'Asia/Shanghai'))).toEqual([
      '2026-11-25T16:00:00.000Z',
      '2026-11-26T16:00:00.000Z',
    ]);
    expect(iso(dayRangeInZone('2026-11-26', '2026-11-26', '+08:00'))).toEqual([
      '2026-11-25T16:00:00.000Z',
      '2026-11-26T16:00:00.000Z',
    ]);
  });

  it('include both ends, across a month end and a daylight-saving change', () => {
    expect(iso(dayRangeInZone('2026-11-30', '2026-12-01', 'UTC'))).toEqual([
      '2026-11-30T00:00:00.000Z',
      '2026-12-02T00:00:00.000Z',
    ]);
    // New York leaves summer time on 1 November 2026: that day has 25 hours.
    expect(iso(dayRangeInZone('2026-11-01', '2026-11-01', 'America/New_York'))).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ]);
  });

  it('refuse what is no day, and name the day of a moment on a clock', () => {
    expect(dayRangeInZone('2026-02-30', '2026-03-01', 'UTC')).toBeNull();
    expect(dayRangeInZone('26/11/2026', '2026-11-26', 'UTC')).toBeNull();
    expect(dayInZone(new Date('2026-11-25T16:30:00Z'), 'Asia/Shanghai')).toBe('2026-11-26');
    expect(dayInZone(new Date('2026-11-25T16:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
