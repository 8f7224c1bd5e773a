import { DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { asText, type InputProps } from '../types';
import { zoneOffset } from './zone';

/**
 * A date and time on the reader's clock, sent as SPEC §5 says: a 19-character local date-time
 * followed by the zone offset (2026-03-01T09:30:00+08:00). The zone is shown beside the picker.
 */
export const DateTimeInput = ({ value, onChange, id, disabled }: InputProps) => {
  const text = asText(value);
  const parsed = text ? dayjs(text) : null;
  const current = parsed?.isValid() ? parsed : null;
  return (
    <Space.Compact block>
      <DatePicker
        id={id}
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        value={current}
        disabled={disabled}
        className="eng-grow"
        onChange={(d) => onChange?.(d ? d.second(0).format('YYYY-MM-DDTHH:mm:ssZ') : '')}
      />
      <Space.Addon>UTC{zoneOffset(current?.toDate() ?? new Date())}</Space.Addon>
    </Space.Compact>
  );
};
