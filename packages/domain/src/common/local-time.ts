/**
 * Moments on a clock: the wall-clock time of an instant in a time zone, and back. A zone is an
 * IANA name ('Asia/Shanghai', the zone of a port or a branch) or a fixed offset ('+08:00', the
 * SPEC §9 time-zone choices a user picks). Both apps and the tracking pages share this.
 */

/** A moment shown in the local time of a place or a person, with its zone and UTC offset. */
export type LocalTime = {
  /** ISO 8601 in UTC, for machines. */
  utc: string;
  /** 'YYYY-MM-DD HH:mm' in the zone. */
  local: string;
  /** Offset from UTC at that moment, e.g. '+08:00'. */
  offset: string;
  /** The zone: an IANA name ('Asia/Shanghai') or a fixed offset ('+08:00'). */
  timeZone: string;
};

const FIXED_OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** A fixed offset from UTC as the SPEC writes it: '+08:00', '-05:00'. */
export const isFixedOffset = (zone: string): boolean => {
  const m = FIXED_OFFSET.exec(zone);
  return !!m && Number(m[2]) <= 14 && Number(m[3]) < 60;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
/** ICU's formatter of a zone's date, minute and UTC offset ('longOffset'), one per zone. */
export const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** True for a fixed offset and for an IANA zone this runtime's ICU knows. */
export const isKnownZone = (zone: string): boolean => {
  if (isFixedOffset(zone)) return true;
  if (zone.trim() === '') return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
};

type Offset = { ms: number; text: string };

const fixedOffset = (zone: string): Offset => {
  const m = FIXED_OFFSET.exec(zone);
  const minutes = Number(m?.[2] ?? 0) * 60 + Number(m?.[3] ?? 0);
  return { ms: (m?.[1] === '-' ? -minutes : minutes) * 60_000, text: minutes === 0 ? '+00:00' : zone };
};

/** The UTC offset of a zone at a moment as ICU gives it: '+08:00', '-04:00', '+00:00' for UTC. */
const icuOffset = (timeZone: string, at: number): Offset => {
  const name = formatterFor(timeZone)
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  const text = (name ?? 'GMT').replace('GMT', '') || '+00:00';
  const m = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const seconds = m ? (Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4] ?? 0) : 0;
  return { ms: (m?.[1] === '-' ? -seconds : seconds) * 1000, text };
};

const DAY_MS = 86_400_000;
/** Per zone, its offset at each UTC midnight asked for so far (bounded: a zone's map is dropped when full). */
const midnights = new Map<string, Map<number, Offset>>();
const MIDNIGHTS_PER_ZONE = 4096;

const midnightOffset = (days: Map<number, Offset>, timeZone: string, day: number): Offset => {
  let offset = days.get(day);
  if (!offset) {
    if (days.size >= MIDNIGHTS_PER_ZONE) days.clear();
    offset = icuOffset(timeZone, day * DAY_MS);
    days.set(day, offset);
  }
  return offset;
};

/**
 * The offset of a zone at a moment. ICU is slow (a formatToParts call costs more than the rest
 * of a tracking event's presentation), and a page shows dozens of moments, mostly on days seen
 * before: no zone changes its offset twice within a day, so the same offset at the UTC midnights
 * before and after a moment is its offset. Only moments on the day of a change ask ICU.
 */
const offsetAt = (timeZone: string, at: number): Offset => {
  if (isFixedOffset(timeZone)) return fixedOffset(timeZone);
  const days = midnights.get(timeZone) ?? new Map<number, Offset>();
  const day = Math.floor(at / DAY_MS);
  const start = midnightOffset(days, timeZone, day);
  const end = midnightOffset(days, timeZone, day + 1);
  // Only zones ICU knows get here (an unknown one throws above, as it always did).
  midnights.set(timeZone, days);
  return start.text === end.text ? start : icuOffset(timeZone, at);
};

/** The zone's offset from UTC at a moment: '+08:00', '-07:00', '+00:00'. */
export const offsetTextAt = (timeZone: string, at: Date | number): string =>
  offsetAt(timeZone, typeof at === 'number' ? at : at.getTime()).text;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of the UTC days written so far: a page repeats few days, and Date formatting is slow. */
const dayTexts = new Map<number, string>();
const dayText = (day: number): string => {
  let text = dayTexts.get(day);
  if (text === undefined) {
    if (dayTexts.size >= 20_000) dayTexts.clear();
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayTexts.set(day, text);
  }
  return text;
};

const clock = (msOfDay: number): string =>
  `${pad(Math.floor(msOfDay / 3_600_000))}:${pad(Math.floor(msOfDay / 60_000) % 60)}`;

/** A moment as toISOString writes it: 'YYYY-MM-DDTHH:mm:ss.sssZ'. */
const isoText = (ms: number): string => {
  const day = Math.floor(ms / DAY_MS);
  const t = ms - day * DAY_MS;
  return `${dayText(day)}T${clock(t)}:${pad(Math.floor(t / 1000) % 60)}.${pad(t % 1000, 3)}Z`;
};

/** 'YYYY-MM-DD HH:mm' of a moment already shifted by its offset. */
const minuteText = (ms: number): string => {
  const day = Math.floor(ms / DAY_MS);
  return `${dayText(day)} ${clock(ms - day * DAY_MS)}`;
};

/** A moment in the local time of a zone: 'YYYY-MM-DD HH:mm' and its UTC offset then. */
export const localTime = (value: string | Date, timeZone: string): LocalTime => {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid time value: ${String(value)}`);
  const offset = offsetAt(timeZone, ms);
  return {
    utc: isoText(ms),
    local: minuteText(ms + offset.ms),
    offset: offset.text,
    timeZone,
  };
};

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * The instant a wall-clock time ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DDTHH:mm:ss.sss')
 * names in a zone, or null when the text is no such time. A time that a daylight-saving change
 * skips is read with the offset before the change (02:30 on the spring-forward day is 03:30);
 * one it repeats is the first of the two.
 */
export const zonedInstant = (wall: string, timeZone: string): Date | null => {
  const m = WALL_CLOCK.exec(wall.trim());
  if (!m) return null;
  const part = (i: number) => Number(m[i] ?? 0);
  const [month, day, hour, minute, second] = [part(2), part(3), part(4), part(5), part(6)];
  const fraction = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  const asUtc = Date.UTC(part(1), month - 1, day, hour, minute, second, fraction);
  const back = new Date(asUtc);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return null;
  // The zone's offsets half a day either side of the wall clock; where they differ, the earlier first.
  const before = offsetAt(timeZone, asUtc - DAY_MS / 2).ms;
  const after = offsetAt(timeZone, asUtc + DAY_MS / 2).ms;
  for (const offset of before === after ? [before] : [before, after]) {
    const at = asUtc - offset;
    if (offsetAt(timeZone, at).ms === offset) return new Date(at);
  }
  return new Date(asUtc - before);
};

/**
 * A wall-clock time of a zone as an ISO text with the zone's offset, the form SPEC §5 gives for
 * date-picker values ('2026-03-01T09:30:00+08:00'); the seconds part keeps what the wall clock
 * gave ('23:59:59.999'). Null when the wall clock is no time.
 */
export const zonedIso = (wall: string, timeZone: string): string | null => {
  const at = zonedInstant(wall, timeZone);
  if (!at) return null;
  const m = WALL_CLOCK.exec(wall.trim());
  const seconds = m?.[6] ? `${m[6]}${m[7] ? `.${m[7]}` : ''}` : '00';
  const local = localTime(at, timeZone).local.replace(' ', 'T');
  return `${local}:${seconds}${offsetTextAt(timeZone, at)}`;
};

/** The wall clock of an instant in a zone with its seconds: 'YYYY-MM-DDTHH:mm:ss'. */
export const wallClock = (value: string | Date, timeZone: string): string => {
  const at = value instanceof Date ? value : new Date(value);
  const { local } = localTime(at, timeZone);
  return `${local.replace(' ', 'T')}:${pad(at.getUTCSeconds())}`;
};

/** The calendar day of an instant on a zone's clock: 'YYYY-MM-DD'. */
export const dayInZone = (value: string | Date, timeZone: string): string =>
  localTime(value, timeZone).local.slice(0, 10);

/** A calendar day moved by whole days: ('2026-11-30', 1) is '2026-12-01'. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Whole days on a zone's clock, both ends included, as the instants they span: from the first
 * day's midnight to the midnight after the last, the end excluded. A Shanghai user's 2026-11-26
 * is 2026-11-25T16:00Z up to 2026-11-26T16:00Z. Null for a day that is no calendar day.
 */
export const dayRangeInZone = (from: string, to: string, timeZone: string): { start: Date; end: Date } | null => {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || !day.test(to)) return null;
  const start = zonedInstant(`${from}T00:00:00`, timeZone);
  const end = zonedInstant(`${addDays(to, 1)}T00:00:00`, timeZone);
  return start && end ? { start, end } : null;
};
