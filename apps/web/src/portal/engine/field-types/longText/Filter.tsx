import { LongTextField } from '../../long-text-field';
import { useFilterPlaceholder } from '../shared';
import type { FilterProps } from '../types';

/** Several values at once: each comma-separated item is matched (one condition per item on the server). */
export const LongTextFilter = ({ field, value, onChange, id }: FilterProps) => {
  const placeholder = useFilterPlaceholder(field);
  return (
    <LongTextField
      id={id}
      value={value.value ?? ''}
      size={field.size}
      placeholder={placeholder}
      onChange={(v) => onChange({ value: v })}
    />
  );
};
