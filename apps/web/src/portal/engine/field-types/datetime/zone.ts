import { wallClock, zonedIso } from '@tidemark/domain/common/local-time';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * Date pickers work on the browser's clock; the portal's times are on the user's. A picker is
 * therefore given the user's wall clock (as a zone-less dayjs), and what it gives back is read
 * as a wall clock of the user's zone.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The wall clock of a stored moment in a zone, as a picker value; null for no moment. */
export const pickerValue = (text: string | undefined, zone: string): Dayjs | null => {
  if (!text) return null;
  if (DAY.test(text)) return dayjs(text);
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return null;
  return dayjs(wallClock(at, zone));
};

/** A picked date and time as SPEC §5 sends it: the 19-character wall clock and the zone's offset. */
export const fromPicker = (value: Dayjs, zone: string): string =>
  zonedIso(value.format('YYYY-MM-DDTHH:mm:ss'), zone) ?? value.format('YYYY-MM-DDTHH:mm:ss');

/** The first and the last moment of a day in a zone, for a date-time range that includes both days. */
export const dayStart = (day: Dayjs, zone: string): string => fromPicker(day.startOf('day'), zone);
export const dayEnd = (day: Dayjs, zone: string): string =>
  zonedIso(`${day.format('YYYY-MM-DD')}T23:59:59.999`, zone) ?? day.format('YYYY-MM-DD');
