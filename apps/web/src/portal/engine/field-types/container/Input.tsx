import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { isValidContainerNumber } from '@tidemark/domain';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { asText, type InputProps } from '../types';

/** Upper-case, 11 characters; the mark at the end shows whether the ISO 6346 check digit fits. */
export const ContainerInput = ({ value, onChange, id, disabled }: InputProps) => {
  const { t } = useTranslation();
  const text = asText(value);
  const suffix =
    text.length === 11 ? (
      isValidContainerNumber(text) ? (
        <CheckCircleFilled className="eng-ok" aria-label={t('engineUi.container.valid')} />
      ) : (
        <CloseCircleFilled className="eng-bad" aria-label={t('validation.containerNumber')} />
      )
    ) : (
      <span />
    );
  return (
    <Input
      id={id}
      className="eng-code-input"
      value={text}
      disabled={disabled}
      maxLength={11}
      autoComplete="off"
      placeholder={t('engineUi.container.placeholder')}
      suffix={suffix}
      onChange={(e) => onChange?.(e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
    />
  );
};
