/** SPEC: maintenance times are shown in Shanghai time, with the zone stated. */
export const SHANGHAI_ZONE = 'Asia/Shanghai';
const SHANGHAI_OFFSET = '+08:00';

const parts = (date: Date): Record<string, string> => {
  const out: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: SHANGHAI_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of format.formatToParts(date)) out[p.type] = p.value;
  return out;
};

/** 'YYYY-MM-DD HH:mm' on the Shanghai wall clock. */
export const formatShanghai = (date: Date): string => {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
};

/** 'YYYY-MM-DD HH:mm:ss' on the Shanghai wall clock, for editing in a date picker. */
export const shanghaiWallClock = (date: Date): string => {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?(\.\d+)?$/;

/**
 * Reads a time from the server or a form: an ISO instant with its zone, epoch milliseconds, or a
 * wall-clock time without zone, which is taken as Shanghai time.
 */
export const parseInstant = (value: unknown): Date | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d{10,13}$/.test(text)) return new Date(Number(text.length === 10 ? `${text}000` : text));
  const wall = WALL_CLOCK.exec(text);
  const date = wall ? new Date(`${wall[1]}T${wall[2]}${wall[3] ?? ':00'}${SHANGHAI_OFFSET}`) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A Shanghai wall-clock time ('YYYY-MM-DD HH:mm:ss') as an ISO instant for the server. */
export const shanghaiToIso = (wallClock: string): string | null => parseInstant(wallClock)?.toISOString() ?? null;
