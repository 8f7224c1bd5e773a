import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Empty } from '../shared';
import type { DisplayProps } from '../types';

export const truthy = (value: unknown): boolean | null => {
  if (value === true || value === 'true' || value === 't' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === 'f' || value === '0' || value === 0) return false;
  return null;
};

export const BooleanDisplay = ({ value }: DisplayProps) => {
  const { t } = useTranslation();
  const v = truthy(value);
  if (v === null) return <Empty />;
  return v ? (
    <span className="eng-yes">
      <CheckOutlined aria-hidden /> {t('engineUi.boolean.yes')}
    </span>
  ) : (
    <span className="eng-no">
      <MinusOutlined aria-hidden /> {t('engineUi.boolean.no')}
    </span>
  );
};
