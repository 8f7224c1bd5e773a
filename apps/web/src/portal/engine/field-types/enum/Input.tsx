import { asText, type InputProps } from '../types';
import { DictSelect } from './dict-select';

export const EnumInput = ({ field, value, onChange, id, disabled }: InputProps) => (
  <DictSelect
    id={id}
    dict={field.dict}
    value={asText(value)}
    disabled={disabled}
    allowClear={!field.required}
    onChange={(v) => onChange?.(v)}
  />
);
