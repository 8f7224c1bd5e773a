import { describe, expect, it } from 'vitest';
import { addBusinessDays, SPEAKING_UP_RESPONSE_BUSINESS_DAYS } from './business-days';

describe('business days', () => {
  it('skip Saturdays and Sundays', () => {
    // 2026-11-20 is a Friday: one business day later is Monday the 23rd.
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-23', 5)).toBe('2026-11-30');
  });
  it('start counting on Monday for a report made on a weekend', () => {
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-22', 1)).toBe('2026-11-23');
  });
  it('give six calendar weeks for the 30-day target from a Monday', () => {
    expect(addBusinessDays('2026-11-02', SPEAKING_UP_RESPONSE_BUSINESS_DAYS)).toBe('2026-12-14');
    expect(addBusinessDays('2026-12-25', SPEAKING_UP_RESPONSE_BUSINESS_DAYS)).toBe('2027-02-05');
  });
});
