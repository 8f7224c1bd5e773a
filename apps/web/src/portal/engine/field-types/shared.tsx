import type { FieldDef } from '@tidemark/domain';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterProps } from './types';

/** The dash shown for an empty value, in cells and details alike. */
export const Empty = () => <span className="eng-empty">—</span>;

/** Placeholder of a text filter: whether it matches part of the text or all of it (the field's `like`). */
export const useFilterPlaceholder = (field: FieldDef): string => {
  const { t } = useTranslation();
  return field.filter === 'exact' ? t('engineUi.filter.exact') : t('engineUi.filter.contains');
};

/** Two inputs side by side for the two ends of a range filter. */
export const RangePair = ({ from, to }: { from: ReactNode; to: ReactNode }) => (
  <div className="eng-range">
    {from}
    <span className="eng-range-sep" aria-hidden>
      ~
    </span>
    {to}
  </div>
);

/** A plain text filter, for the types whose filter is typed text. */
export const TextFilterInput = ({
  field,
  value,
  onChange,
  id,
  upperCase = false,
}: FilterProps & { upperCase?: boolean }) => {
  const placeholder = useFilterPlaceholder(field);
  return (
    <Input
      id={id}
      allowClear
      value={value.value ?? ''}
      placeholder={placeholder}
      maxLength={200}
      onChange={(e) => onChange({ value: upperCase ? e.target.value.toUpperCase() : e.target.value })}
    />
  );
};
