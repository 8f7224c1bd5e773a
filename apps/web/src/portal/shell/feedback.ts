import { App, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../wire/request';

/** Which server field messages belong on the form, and which have no field to land on. */
export const splitFieldErrors = (
  errors: Readonly<Record<string, string>>,
  formFields: readonly string[],
): { onFields: [string, string][]; elsewhere: string[] } => {
  const entries = Object.entries(errors);
  return {
    onFields: entries.filter(([name]) => formFields.includes(name)),
    elsewhere: entries.filter(([name]) => !formFields.includes(name)).map(([, text]) => text),
  };
};

/**
 * Messages after a call: field messages from the server land on the form's fields
 * (RequestError.fieldErrors); anything else becomes one error message. A 403 already raised the
 * permission Notice, so it is not repeated.
 */
export const useFeedback = () => {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const reportError = useCallback(
    (error: unknown, form?: FormInstance) => {
      if (!(error instanceof RequestError)) {
        void message.error(t('http.network'));
        return;
      }
      if (error.status === 403) return;
      const { onFields, elsewhere } = splitFieldErrors(
        error.fieldErrors,
        form ? Object.keys(form.getFieldsValue()) : [],
      );
      if (form && onFields.length > 0) form.setFields(onFields.map(([name, text]) => ({ name, errors: [text] })));
      if (onFields.length === 0 || elsewhere.length > 0)
        void message.error(elsewhere.length > 0 ? elsewhere.join(' ') : error.message || t('http.network'));
    },
    [message, t],
  );
  const success = useCallback((text: string) => void message.success(text || t('portal.saved')), [message, t]);
  return { reportError, success };
};

/** Form rules with the catalog's messages (SPEC §5). */
export const useRules = () => {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      required: { required: true, whitespace: true, message: t('validation.required') } satisfies Rule,
      requiredChoice: { required: true, message: t('validation.required') } satisfies Rule,
      max: (max: number): Rule => ({ max, message: t('validation.tooLong', { max }) }),
    }),
    [t],
  );
};
