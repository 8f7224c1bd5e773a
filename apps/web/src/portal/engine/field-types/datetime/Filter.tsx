import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { FilterProps } from '../types';

const DAY = 'YYYY-MM-DD';
const day = (text: string | undefined) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null);

/** Dates from and to (both days included: the server reads a bare end date as the whole day). */
export const DateTimeFilter = ({ field, value, onChange, id }: FilterProps) => {
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
      onChange={(range) => onChange({ from: range?.[0]?.format(DAY) ?? '', to: range?.[1]?.format(DAY) ?? '' })}
    />
  );
};
