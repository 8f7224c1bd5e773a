import type { Language } from '../i18n/language';
import { isKnownZone, type LocalTime, localTime } from './local-time';

/**
 * How people read a moment: the wall clock of a zone in their language's order, with the zone's
 * offset beside it, so a time never passes for another zone's. One formatter for every screen.
 */

/** 'UTC+08:00' for the offset '+08:00'. */
export const utcLabel = (offset: string): string => `UTC${offset}`;

/** 'YYYY-MM-DD HH:mm' in the language's order: '26/11/2026 13:19' (en_us), '2026/11/26 13:19' (zh_cn). */
export const wallText = (local: string, lang: Language | string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(local);
  if (!m) return local;
  return lang === 'en_us' ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}` : `${m[1]}/${m[2]}/${m[3]} ${m[4]}`;
};

/** A local time with its offset: '26/11/2026 13:19 (UTC+08:00)'. */
export const localTimeText = (time: LocalTime, lang: Language | string): string =>
  `${wallText(time.local, lang)} (${utcLabel(time.offset)})`;

const toDate = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A moment on a zone's clock, labelled with the zone's offset then; an unknown zone reads as
 * UTC (and says so). Null for a value that is no moment.
 */
export const zonedTime = (value: unknown, zone: string): LocalTime | null => {
  const date = toDate(value);
  return date ? localTime(date, isKnownZone(zone) ? zone : 'UTC') : null;
};

/** '26/11/2026 13:19 (UTC+08:00)'; '—' for an empty or unreadable value. */
export const formatInZone = (value: unknown, zone: string, lang: Language | string): string => {
  const time = zonedTime(value, zone);
  return time ? localTimeText(time, lang) : '—';
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day of a moment in a zone, written out: 'Thursday, 26 November 2026', '2026年11月26日星期四'. */
export const formatDayInZone = (value: unknown, zone: string, lang: Language | string): string => {
  const time = zonedTime(value, zone);
  if (!time) return '—';
  const [y, m, d] = time.local.slice(0, 10).split('-').map(Number) as [number, number, number];
  const locale = lang === 'en_us' ? 'en-GB' : 'zh-CN';
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(y, m - 1, d)));
};

/** The hour of the day (0 to 23) of a moment in a zone, for greetings. */
export const hourInZone = (value: Date, zone: string): number =>
  Number(zonedTime(value, zone)?.local.slice(11, 13) ?? 0);
