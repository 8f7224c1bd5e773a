/**
 * Event times in upload rows: a 19-character local date-time (SPEC §5 date-picker values), with
 * the zone written after it, given in a Time Zone column, or else taken from the event's port.
 */

const LOCAL_RE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*(Z|[+-]\d{2}:?\d{2})?$/;
const OFFSET_RE = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;

export type LocalDateTime = { y: number; mo: number; d: number; h: number; mi: number; s: number };

export type ParsedTime = {
  at: Date;
  /** IANA zone to store with the event (Etc/GMT±N for whole-hour offsets), null when only an odd offset is known. */
  zone: string | null;
};

const isValidLocal = (t: LocalDateTime): boolean => {
  if (t.mo < 1 || t.mo > 12 || t.h > 23 || t.mi > 59 || t.s > 59 || t.d < 1) return false;
  const days = new Date(Date.UTC(t.y, t.mo, 0)).getUTCDate();
  return t.d <= days;
};

/** Minutes east of UTC of an offset text ('+08:00', '-0500', 'Z'), or undefined. */
export const offsetMinutes = (text: string): number | undefined => {
  if (text === 'Z' || /^utc$/i.test(text)) return 0;
  const m = OFFSET_RE.exec(text.trim());
  if (!m) return undefined;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? 0);
  if (hours > 14 || minutes > 59) return undefined;
  return (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
};

const isIanaZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

/** Offset of an IANA zone at a UTC instant, in minutes east of UTC. */
const zoneOffsetAt = (zone: string, utc: number): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utc));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((wall - utc) / 60_000);
};

const zoneForOffset = (minutes: number): string | null => {
  if (minutes % 60 !== 0) return null;
  const hours = minutes / 60;
  // The Etc zones count the other way round: Etc/GMT-8 is eight hours east of Greenwich.
  return hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
};

export const parseLocal = (text: string): { local: LocalDateTime; offset?: string } | undefined => {
  const m = LOCAL_RE.exec(text.trim());
  if (!m) return undefined;
  const local = {
    y: Number(m[1]),
    mo: Number(m[2]),
    d: Number(m[3]),
    h: Number(m[4]),
    mi: Number(m[5]),
    s: Number(m[6] ?? 0),
  };
  if (!isValidLocal(local)) return undefined;
  return m[7] ? { local, offset: m[7] } : { local };
};

export type TimeProblem = 'invalid' | 'zone';

/**
 * The instant of a local time: the offset written with it wins, then the zone column (an offset
 * or an IANA name), then the port's zone.
 */
export const resolveEventTime = (
  text: string,
  zoneColumn: string | null,
  portZone: string | undefined,
): ParsedTime | TimeProblem => {
  const parsed = parseLocal(text);
  if (!parsed) return 'invalid';
  const { local } = parsed;
  const wall = Date.UTC(local.y, local.mo - 1, local.d, local.h, local.mi, local.s);
  const written = parsed.offset ?? (zoneColumn && zoneColumn.trim() !== '' ? zoneColumn.trim() : undefined);
  if (written !== undefined) {
    const minutes = offsetMinutes(written);
    if (minutes !== undefined) return { at: new Date(wall - minutes * 60_000), zone: zoneForOffset(minutes) };
    if (!isIanaZone(written)) return 'zone';
    return { at: new Date(wall - zoneOffsetAt(written, wall) * 60_000), zone: written };
  }
  if (!portZone) return 'zone';
  // Two passes settle the offset on days the clocks change.
  const first = wall - zoneOffsetAt(portZone, wall) * 60_000;
  const at = wall - zoneOffsetAt(portZone, first) * 60_000;
  return { at: new Date(at), zone: null };
};
