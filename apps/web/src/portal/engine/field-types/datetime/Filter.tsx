import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useUserTimeZone } from '../../../../shell/time-zone';
import type { FilterProps } from '../types';
import { dayEnd, dayStart, pickerValue } from './zone';

const DAY = 'YYYY-MM-DD';

/**
 * Dates from and to, both days included. A calendar-date field filters by its dates as they
 * are; a date-time field by the days on the user's clock, sent as the first and last moment of
 * each day with the user's offset (a Shanghai user's 26/11 starts at 2026-11-26T00:00:00+08:00).
 */
export const DateTimeFilter = ({ field, value, onChange, id }: FilterProps) => {
  const zone = useUserTimeZone();
  const zoned = field.type === 'datetime';
  const day = (text: string | undefined) => {
    const picked = pickerValue(text, zone);
    return picked?.isValid() ? picked.startOf('day') : null;
  };
  const from = (d: Dayjs | null | undefined) => (!d ? '' : zoned ? dayStart(d, zone) : d.format(DAY));
  const to = (d: Dayjs | null | undefined) => (!d ? '' : zoned ? dayEnd(d, zone) : d.format(DAY));
  if (field.filter !== 'range') {
    return (
      <DatePicker
        id={id}
        className="eng-grow"
        value={day(value.value)}
        onChange={(d) => onChange({ value: d ? d.format(DAY) : '' })}
      />
    );
  }
  return (
    <DatePicker.RangePicker
      id={id}
      className="eng-grow"
      allowEmpty={[true, true]}
      value={[day(value.from), day(value.to)]}
      onChange={(range) => onChange({ from: from(range?.[0]), to: to(range?.[1]) })}
    />
  );
};
