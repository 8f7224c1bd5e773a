import { Input } from 'antd';
import { asText, type InputProps } from '../types';

export const TextInput = ({ field, value, onChange, id, disabled }: InputProps) => (
  <Input
    id={id}
    value={asText(value)}
    disabled={disabled}
    maxLength={field.maxLength}
    showCount={field.maxLength !== undefined && field.maxLength <= 100}
    allowClear
    autoComplete="off"
    onChange={(e) => onChange?.(e.target.value)}
  />
);
