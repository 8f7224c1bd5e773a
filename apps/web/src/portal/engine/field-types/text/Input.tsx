import { Input } from 'antd';
import { asText, type InputProps } from '../types';
import { SuggestInput } from './suggest-input';

/** A text input; a field with a suggest route offers the values it finds as the user types. */
export const TextInput = ({ field, value, onChange, id, disabled }: InputProps) =>
  field.suggest ? (
    <SuggestInput field={field} value={value} onChange={onChange} id={id} disabled={disabled} />
  ) : (
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
