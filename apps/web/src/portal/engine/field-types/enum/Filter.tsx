import type { FilterProps } from '../types';
import { DictSelect } from './dict-select';

/** '- All -' (no filter) first, then the dictionary's values. */
export const EnumFilter = ({ field, value, onChange, id }: FilterProps) => (
  <DictSelect id={id} dict={field.dict} value={value.value ?? ''} withAll onChange={(v) => onChange({ value: v })} />
);
