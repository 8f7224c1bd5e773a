import { describe, expect, it } from 'vitest';
import { formatterFor, localTime } from './present';

/** What ICU says directly, the way the page showed times before offsets were remembered per day. */
const reference = (at: Date, timeZone: string) => {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return {
    utc: at.toISOString(),
    local: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
    offset: (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00',
    timeZone,
  };
};

// Zones with daylight saving on either hemisphere, half-hour and 45-minute offsets, a
// half-hour daylight shift (Lord Howe) and zones without any change.
const ZONES = [
  'Asia/Shanghai',
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
  'America/St_Johns',
  'Europe/London',
  'Europe/Amsterdam',
  'Australia/Sydney',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Africa/Casablanca',
  'UTC',
];

describe('local times of tracking moments', () => {
  it('agree with ICU minute by minute around every offset change of 2026', () => {
    let changes = 0;
    for (const zone of ZONES) {
      // Walk in 6-hour steps; where the offset differs from the step before, check each minute between.
      let previous = reference(new Date(Date.UTC(2026, 0, 1)), zone);
      for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 6 * 3_600_000) {
        const now = reference(new Date(at), zone);
        expect(localTime(new Date(at), zone)).toEqual(now);
        if (now.offset !== previous.offset) {
          changes++;
          for (let m = at - 6 * 3_600_000; m <= at; m += 60_000) {
            expect(localTime(new Date(m), zone), `${zone} ${new Date(m).toISOString()}`).toEqual(
              reference(new Date(m), zone),
            );
          }
        }
        previous = now;
      }
    }
    expect(changes).toBeGreaterThan(15);
  });

  it('agree with ICU at random moments, given as dates or as the text of database JSON', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 5000; i++) {
      const zone = ZONES[Math.floor(next() * ZONES.length)] as string;
      const at = new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 10 * 365 * 86_400_000));
      expect(localTime(at, zone)).toEqual(reference(at, zone));
      const text = at.toISOString().replace('.000Z', '+00:00');
      expect(localTime(text, zone)).toEqual(reference(at, zone));
    }
    for (const at of [new Date(-1), new Date(0), new Date(Date.UTC(1969, 11, 31, 23, 59, 59, 999))]) {
      expect(localTime(at, 'UTC')).toEqual(reference(at, 'UTC'));
      expect(localTime(at, 'Asia/Shanghai')).toEqual(reference(at, 'Asia/Shanghai'));
    }
    expect(() => localTime('not a time', 'UTC')).toThrow(RangeError);
  });

  it('shows a Shanghai departure in Shanghai time and a Los Angeles one across the spring change', () => {
    expect(localTime('2026-07-01T02:30:00Z', 'Asia/Shanghai')).toEqual({
      utc: '2026-07-01T02:30:00.000Z',
      local: '2026-07-01 10:30',
      offset: '+08:00',
      timeZone: 'Asia/Shanghai',
    });
    expect(localTime('2026-03-08T09:59:00Z', 'America/Los_Angeles').local).toBe('2026-03-08 01:59');
    expect(localTime('2026-03-08T10:00:00Z', 'America/Los_Angeles')).toMatchObject({
      local: '2026-03-08 03:00',
      offset: '-07:00',
    });
  });
});
