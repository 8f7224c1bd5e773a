import { z } from 'zod';
import { TIME_ZONES } from '../common/constants';
import { isKnownZone } from '../common/local-time';

/** One of the SPEC §9 time-zone choices a user may pick for themselves. */
export type TimeZoneChoice = (typeof TIME_ZONES)[number];

export const isTimeZoneChoice = (value: unknown): value is TimeZoneChoice =>
  typeof value === 'string' && (TIME_ZONES as readonly string[]).includes(value);

/** Where nothing names a zone (no choice, no branch), times read as UTC and say so. */
export const FALLBACK_TIME_ZONE = 'UTC';

/**
 * POST /account/timeZone, on the account page and on the server alike: one of the SPEC §9
 * choices, or '' to follow the branch's zone again.
 */
export const timeZonePreferenceSchema = z.object({
  timeZone: z.enum(['', ...TIME_ZONES], { error: 'validation.timeZone' }),
});

/**
 * The zone a user's portal shows times in: their own choice, else their branch's zone (for a
 * customer, the branch that serves their company), else UTC.
 */
export const effectiveTimeZone = (choice: string | null | undefined, branchZone: string | null | undefined): string => {
  if (choice && isTimeZoneChoice(choice)) return choice;
  if (branchZone && isKnownZone(branchZone)) return branchZone;
  return FALLBACK_TIME_ZONE;
};
