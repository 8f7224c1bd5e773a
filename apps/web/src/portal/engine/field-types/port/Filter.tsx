import type { FilterProps } from '../types';
import { PortSelect } from './port-select';

export const PortFilter = ({ value, onChange, id }: FilterProps) => (
  <PortSelect id={id} value={value.value ?? ''} onChange={(v) => onChange({ value: v })} />
);
