import { describe, expect, it } from 'vitest';
import { TIME_ZONES } from '../common/constants';
import { effectiveTimeZone, timeZonePreferenceSchema } from './time-zone';

describe('the time-zone preference', () => {
  it('takes a SPEC §9 choice or empty, nothing else', () => {
    for (const zone of [...TIME_ZONES, '']) {
      expect(timeZonePreferenceSchema.safeParse({ timeZone: zone }).success, zone).toBe(true);
    }
    for (const zone of ['+09:00', 'Asia/Shanghai', 'UTC', ' +08:00']) {
      const result = timeZonePreferenceSchema.safeParse({ timeZone: zone });
      expect(result.success, zone).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.timeZone');
    }
  });

  it('falls back from the choice to the branch and then to UTC', () => {
    expect(effectiveTimeZone('-05:00', 'Asia/Shanghai')).toBe('-05:00');
    expect(effectiveTimeZone(null, 'Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(effectiveTimeZone(null, null)).toBe('UTC');
    expect(effectiveTimeZone('+09:30', 'Nowhere/Else')).toBe('UTC');
  });
});
