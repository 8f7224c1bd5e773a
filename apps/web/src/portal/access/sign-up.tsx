import { signUpSchema } from '@tidemark/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DonePanel,
  FormBanner,
  PasswordRules,
  SubmitButton,
  schemaErrors,
  submitForm,
  TextField,
  useAccessForm,
} from './form';

const EMPTY = {
  userName: '',
  displayName: '',
  email: '',
  companyName: '',
  phone: '',
  password: '',
  repeatPassword: '',
};

/** /sign-up: a customer asks for an account for their company (SPEC §5 rules checked as they type). */
export const SignUpPage = () => {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const form = useAccessForm(EMPTY, (v) => schemaErrors(signUpSchema, v));
  const onSubmit = form.submit(async (v) => {
    const res = await submitForm('/account/signup', v);
    setDone(res.message || t('access.signUpDone'));
  });

  if (done) {
    return (
      <DonePanel title={t('accountPages.signUp.doneTitle')} text={done}>
        <Link to="/login" className="acc-button-link">
          {t('accountPages.forgot.backToLogin')}
        </Link>
      </DonePanel>
    );
  }

  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate>
      <h1>{t('accountPages.signUp.title')}</h1>
      <p className="acc-lead">{t('accountPages.signUp.lead')}</p>
      <FormBanner banner={form.banner} />
      <div className="acc-grid">
        <TextField
          {...form.bind('displayName')}
          label={t('accountPages.fields.displayName')}
          autoComplete="name"
          required
          autoFocus
          maxLength={50}
        />
        <TextField
          {...form.bind('companyName')}
          label={t('accountPages.fields.companyName')}
          autoComplete="organization"
          required
          maxLength={100}
        />
      </div>
      <TextField
        {...form.bind('email')}
        label={t('accountPages.fields.email')}
        type="email"
        autoComplete="email"
        hint={t('accountPages.hints.email')}
        required
        maxLength={254}
      />
      <div className="acc-grid">
        <TextField
          {...form.bind('userName')}
          label={t('accountPages.fields.userName')}
          autoComplete="username"
          hint={t('accountPages.hints.userName')}
          required
          maxLength={32}
        />
        <TextField
          {...form.bind('phone')}
          label={t('accountPages.fields.phone')}
          type="tel"
          autoComplete="tel"
          optional
          maxLength={30}
        />
      </div>
      <TextField
        {...form.bind('password')}
        label={t('accountPages.fields.password')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
      />
      <PasswordRules password={form.values.password} userName={form.values.userName.trim() || undefined} />
      <TextField
        {...form.bind('repeatPassword')}
        label={t('accountPages.fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
      />
      <SubmitButton
        pending={form.pending}
        label={t('accountPages.signUp.submit')}
        pendingLabel={t('accountPages.form.sending')}
      />
      <div className="acc-alt">
        <p>
          {t('accountPages.signUp.haveAccount')} <Link to="/login">{t('accountPages.login.customerTitle')}</Link>
        </p>
      </div>
    </form>
  );
};
