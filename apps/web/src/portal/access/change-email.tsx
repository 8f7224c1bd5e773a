import { changeEmailSchema, type SessionUser } from '@tidemark/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountSubpage } from './account';
import { AccountGate } from './account-gate';
import { DonePanel, FormBanner, SubmitButton, schemaErrors, submitForm, TextField, useAccessForm } from './form';

const ChangeEmailForm = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const form = useAccessForm({ email: '', password: '' }, (v) => schemaErrors(changeEmailSchema, v));
  const onSubmit = form.submit(async (v) => {
    const res = await submitForm('/account/changeEmail', { email: v.email.trim(), password: v.password });
    setDone(res.message || t('access.changeEmailSent'));
  });
  if (done) {
    return (
      <DonePanel title={t('accountPages.changeEmail.doneTitle')} text={done}>
        <Link to="/user-account" className="acc-button-link">
          {t('accountPages.account.back')}
        </Link>
      </DonePanel>
    );
  }
  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate>
      <p className="acc-lead">{t('accountPages.changeEmail.lead', { email: user.email })}</p>
      <FormBanner banner={form.banner} />
      <input type="text" name="username" autoComplete="username" value={user.userName} readOnly hidden />
      <TextField
        {...form.bind('email')}
        label={t('accountPages.fields.newEmail')}
        type="email"
        autoComplete="email"
        required
        autoFocus
        maxLength={254}
      />
      <TextField
        {...form.bind('password')}
        label={t('accountPages.fields.password')}
        type="password"
        autoComplete="current-password"
        hint={t('accountPages.hints.confirmWithPassword')}
        required
        maxLength={128}
      />
      <SubmitButton
        pending={form.pending}
        label={t('accountPages.changeEmail.submit')}
        pendingLabel={t('accountPages.form.sending')}
      />
    </form>
  );
};

/** /user-change-email: the new address takes effect once its confirmation link is followed. */
export const ChangeEmailPage = () => {
  const { t } = useTranslation();
  return (
    <AccountSubpage title={t('accountPages.changeEmail.title')}>
      <AccountGate>{(user) => <ChangeEmailForm user={user} />}</AccountGate>
    </AccountSubpage>
  );
};
