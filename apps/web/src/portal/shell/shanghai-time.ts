import { localTime, wallClock, zonedInstant } from '@tidemark/domain/common/local-time';

/**
 * SPEC §2: maintenance times are given in Shanghai time, with the zone stated, whatever the
 * reader's own zone; read on the shared clocks of the portal.
 */
export const SHANGHAI_ZONE = 'Asia/Shanghai';

/** 'YYYY-MM-DD HH:mm' on the Shanghai wall clock. */
export const formatShanghai = (date: Date): string => localTime(date, SHANGHAI_ZONE).local;

/** 'YYYY-MM-DD HH:mm:ss' on the Shanghai wall clock, for editing in a date picker. */
export const shanghaiWallClock = (date: Date): string => wallClock(date, SHANGHAI_ZONE).replace('T', ' ');

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?(\.\d+)?$/;

/**
 * Reads a time from the server or a form: an ISO instant with its zone, epoch milliseconds, or a
 * wall-clock time without zone, which is taken as Shanghai time.
 */
export const parseInstant = (value: unknown): Date | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d{10,13}$/.test(text)) return new Date(Number(text.length === 10 ? `${text}000` : text));
  const date = WALL_CLOCK.test(text) ? zonedInstant(text, SHANGHAI_ZONE) : new Date(text);
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** A Shanghai wall-clock time ('YYYY-MM-DD HH:mm:ss') as an ISO instant for the server. */
export const shanghaiToIso = (wallClock: string): string | null => parseInstant(wallClock)?.toISOString() ?? null;
