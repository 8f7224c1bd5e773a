import { Input } from 'antd';
import { asText, type InputProps } from '../types';

/** Digits, an optional sign and point; kept as text so nothing is lost to floating point. */
export const NUMBER_TYPING = /^-?\d*(\.\d*)?$/;

export const NumberInput = ({ value, onChange, id, disabled }: InputProps) => (
  <Input
    id={id}
    className="eng-number-input"
    inputMode="decimal"
    value={asText(value)}
    disabled={disabled}
    maxLength={24}
    autoComplete="off"
    onChange={(e) => {
      if (NUMBER_TYPING.test(e.target.value)) onChange?.(e.target.value);
    }}
  />
);
