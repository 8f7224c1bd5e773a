import { offsetTextAt } from '@tidemark/domain/common/local-time';
import { utcLabel } from '@tidemark/domain/common/time-display';
import { DatePicker, Space } from 'antd';
import { useUserTimeZone } from '../../../../shell/time-zone';
import { asText, type InputProps } from '../types';
import { fromPicker, pickerValue } from './zone';

/**
 * A date and time on the user's clock (their time zone), sent as SPEC §5 says: a 19-character
 * local date-time followed by the zone's offset (2026-03-01T09:30:00+08:00). The offset is shown
 * beside the picker.
 */
export const DateTimeInput = ({ value, onChange, id, disabled }: InputProps) => {
  const zone = useUserTimeZone();
  const text = asText(value);
  const current = pickerValue(text, zone);
  const at = text && !Number.isNaN(Date.parse(text)) ? new Date(text) : new Date();
  return (
    <Space.Compact block>
      <DatePicker
        id={id}
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        value={current?.isValid() ? current : null}
        disabled={disabled}
        className="eng-grow"
        onChange={(d) => onChange?.(d ? fromPicker(d.second(0), zone) : '')}
      />
      <Space.Addon>{utcLabel(offsetTextAt(zone, at))}</Space.Addon>
    </Space.Compact>
  );
};
