import { forgotSchema } from '@tidemark/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DonePanel, FormBanner, SubmitButton, schemaErrors, submitForm, TextField, useAccessForm } from './form';

/** /forgot and /forget: a reset link by e-mail; the answer is the same whether or not the address exists. */
export const ForgotPage = () => {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const form = useAccessForm({ email: '' }, (v) => schemaErrors(forgotSchema, v));
  const onSubmit = form.submit(async (v) => {
    const res = await submitForm('/account/forgot', { email: v.email.trim() });
    setDone(res.message || t('access.forgotDone'));
  });

  if (done) {
    return (
      <DonePanel title={t('accountPages.forgot.doneTitle')} text={done}>
        <Link to="/login" className="acc-button-link">
          {t('accountPages.forgot.backToLogin')}
        </Link>
      </DonePanel>
    );
  }

  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate>
      <h1>{t('accountPages.forgot.title')}</h1>
      <p className="acc-lead">{t('accountPages.forgot.lead')}</p>
      <FormBanner banner={form.banner} />
      <TextField
        {...form.bind('email')}
        label={t('accountPages.fields.email')}
        type="email"
        autoComplete="email"
        required
        autoFocus
        maxLength={254}
      />
      <SubmitButton
        pending={form.pending}
        label={t('accountPages.forgot.submit')}
        pendingLabel={t('accountPages.form.sending')}
      />
      <div className="acc-alt">
        <Link to="/login">{t('accountPages.forgot.backToLogin')}</Link>
      </div>
    </form>
  );
};
