import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterProps } from '../types';

/** '- All -', yes or no. */
export const BooleanFilter = ({ value, onChange, id }: FilterProps) => {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      className="eng-grow"
      value={value.value ?? ''}
      options={[
        { value: '', label: t('common.all') },
        { value: 'true', label: t('engineUi.boolean.yes') },
        { value: 'false', label: t('engineUi.boolean.no') },
      ]}
      onChange={(v: string) => onChange({ value: v })}
    />
  );
};
