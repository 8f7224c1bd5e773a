import { asText, type InputProps } from '../types';
import { PortSelect } from './port-select';

export const PortInput = ({ value, onChange, id, disabled }: InputProps) => (
  <PortSelect id={id} value={asText(value)} disabled={disabled} onChange={(v) => onChange?.(v)} />
);
