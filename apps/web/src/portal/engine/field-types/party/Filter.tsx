import type { FilterProps } from '../types';
import { PartySelect } from './party-select';

export const PartyFilter = ({ value, onChange, id }: FilterProps) => (
  <PartySelect id={id} value={value.value ?? ''} onChange={(v) => onChange({ value: v })} />
);
