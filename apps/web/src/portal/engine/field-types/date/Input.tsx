import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { asText, type InputProps } from '../types';

const DAY = 'YYYY-MM-DD';

export const DateInput = ({ value, onChange, id, disabled }: InputProps) => {
  const text = asText(value).slice(0, 10);
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null;
  return (
    <DatePicker
      id={id}
      className="eng-grow"
      format={DAY}
      value={parsed?.isValid() ? parsed : null}
      disabled={disabled}
      onChange={(d) => onChange?.(d ? d.format(DAY) : '')}
    />
  );
};
