import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RangePair } from '../shared';
import type { FilterProps } from '../types';
import { NUMBER_TYPING } from './Input';

/** One number, or from and to for a range filter. */
export const NumberFilter = ({ field, value, onChange, id }: FilterProps) => {
  const { t } = useTranslation();
  const input = (key: 'value' | 'from' | 'to', placeholder?: string, inputId?: string) => (
    <Input
      id={inputId}
      inputMode="decimal"
      allowClear
      className="eng-number-input"
      placeholder={placeholder}
      value={value[key] ?? ''}
      maxLength={24}
      onChange={(e) => {
        if (NUMBER_TYPING.test(e.target.value)) onChange({ ...value, [key]: e.target.value });
      }}
    />
  );
  if (field.filter !== 'range') return input('value', undefined, id);
  return <RangePair from={input('from', t('engineUi.filter.from'), id)} to={input('to', t('engineUi.filter.to'))} />;
};
