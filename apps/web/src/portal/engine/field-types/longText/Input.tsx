import { LongTextField } from '../../long-text-field';
import { asText, type InputProps } from '../types';

export const LongTextInput = ({ field, value, onChange, id, disabled }: InputProps) => (
  <LongTextField id={id} value={asText(value)} size={field.size} disabled={disabled} onChange={(v) => onChange?.(v)} />
);
