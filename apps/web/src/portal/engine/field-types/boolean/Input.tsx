import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';
import { truthy } from './Display';

export const BooleanInput = ({ value, onChange, id, disabled }: InputProps) => {
  const { t } = useTranslation();
  return (
    <Switch
      id={id}
      checked={truthy(value) === true}
      disabled={disabled}
      checkedChildren={t('engineUi.boolean.yes')}
      unCheckedChildren={t('engineUi.boolean.no')}
      onChange={(checked) => onChange?.(checked)}
    />
  );
};
