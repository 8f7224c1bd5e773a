import type { Language } from '@tidemark/domain';
import { formatDayInZone, formatInZone } from '@tidemark/domain/common/time-display';
import { userTimeZone } from '../../shell/time-zone';

/**
 * A moment on the user's clock with the offset named: '26/11/2026 13:19 (UTC+08:00)'. Every
 * portal time goes through here (or through TimeText, which adds places' clocks); a zone given
 * explicitly overrides the user's.
 */
export const formatDateTime = (
  value: string | null | undefined,
  lang: Language | string,
  zone: string = userTimeZone(),
): string => formatInZone(value, zone, lang);

/** The day of a moment on the user's clock, written out: 'Thursday 26 November 2026'. */
export const formatDate = (value: string | Date, lang: Language | string, zone: string = userTimeZone()): string =>
  formatDayInZone(value, zone, lang);
