import type { SessionUser } from '@tidemark/domain';
import { FALLBACK_TIME_ZONE } from '@tidemark/domain/access/time-zone';
import { isKnownZone } from '@tidemark/domain/common/local-time';
import { sessionStore, useSession } from './session';

/**
 * The zone the signed-in user reads times in, as the server says (their choice, else their
 * branch's); a session from before the server said, or a zone this browser does not know, reads
 * as UTC, which every label then shows.
 */
export const zoneOfUser = (user: SessionUser | null | undefined): string => {
  const zone = user?.timeZone;
  return typeof zone === 'string' && isKnownZone(zone) ? zone : FALLBACK_TIME_ZONE;
};

/** The user's zone now, for code outside React (formatters called from table renderers). */
export const userTimeZone = (): string => zoneOfUser(sessionStore.get().user);

/** The user's zone; the component renders again when the user changes it. */
export const useUserTimeZone = (): string => zoneOfUser(useSession().user);
