import { asText, type InputProps } from '../types';
import { PartySelect } from './party-select';

export const PartyInput = ({ value, onChange, id, disabled }: InputProps) => (
  <PartySelect id={id} value={asText(value)} disabled={disabled} onChange={(v) => onChange?.(v)} />
);
