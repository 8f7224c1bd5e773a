import type { FilterProps } from '../types';
import { DictSelect } from './dict-select';

/** '- All -' (no filter) first, then the dictionary's values; a list filter takes several of them. */
export const EnumFilter = ({ field, value, onChange, id }: FilterProps) => (
  <DictSelect
    id={id}
    dict={field.dict}
    value={value.value ?? ''}
    withAll
    multiple={field.multiple === true}
    onChange={(v) => onChange({ value: v })}
  />
);
