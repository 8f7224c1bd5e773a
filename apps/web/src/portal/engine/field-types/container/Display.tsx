import { isValidContainerNumber } from '@tidemark/domain';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';

/** A container number in a fixed-width face, marked when its ISO 6346 check digit is wrong. */
export const ContainerDisplay = ({ value }: DisplayProps) => {
  const { t } = useTranslation();
  if (isEmpty(value)) return <Empty />;
  const text = String(value).toUpperCase();
  if (isValidContainerNumber(text)) return <span className="eng-code">{text}</span>;
  return (
    <Tooltip title={t('validation.containerNumber')}>
      <span className="eng-code eng-invalid">{text}</span>
    </Tooltip>
  );
};
