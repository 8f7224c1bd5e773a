import { type FieldError, formFieldErrors, HONEYPOT_FIELD } from '@tidemark/domain/site/forms/index';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../use-translation';
import { postForm } from './submit';

export type FormValues = Record<string, string>;

/** The props a field component takes from the form: its name, value, error and change handler. */
export type FieldBinding = {
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

type Options<S extends z.ZodType, T> = {
  schema: S;
  url: string;
  initial: FormValues;
  onDone: (data: T, values: FormValues) => void;
};

/**
 * State of one public form: what was typed (kept whatever happens), field errors from the
 * shared schema first and from the server after, and the send. Errors are shown next to
 * their fields and the first wrong field gets the focus.
 */
export const useInquiryForm = <S extends z.ZodType, T>({ schema, url, initial, onDone }: Options<S, T>) => {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const translated = (fieldErrors: Record<string, FieldError>) =>
    Object.fromEntries(Object.entries(fieldErrors).map(([field, e]) => [field, t(e.key, e.params)]));

  const bind = (name: string): FieldBinding => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    },
  });

  const showErrors = (fieldErrors: Record<string, string>, message: string) => {
    setErrors(fieldErrors);
    setFormError(message);
    focusPending.current = true;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      showErrors(translated(formFieldErrors(parsed.error)), t('site.forms.errors.fixFields'));
      return;
    }
    setSending(true);
    const result = await postForm<T>(url, {
      ...values,
      [HONEYPOT_FIELD]: typeof trap === 'string' ? trap : '',
      lang: i18n.language,
    });
    setSending(false);
    if (result.ok) {
      setErrors({});
      setFormError('');
      onDone(result.data, values);
      return;
    }
    const hasFields = Object.keys(result.errors).length > 0;
    showErrors(
      result.errors,
      hasFields ? t('site.forms.errors.fixFields') : result.message || t('site.forms.errors.network'),
    );
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setFormError('');
  };

  return { values, setValues, bind, errors, formError, sending, onSubmit, formRef, reset };
};
