import { changePasswordSchema, resetPasswordSchema, type SessionUser } from '@tidemark/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { onCarrierHost, useHasToken } from '../../shell/guard';
import { AccountGate } from './account-gate';
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

/** A mailed reset link (/ChangePassword?token=…): new password twice, no sign-in needed. */
const ResetForm = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const form = useAccessForm({ newPassword: '', repeatPassword: '' }, (v) =>
    schemaErrors(resetPasswordSchema, { ...v, token }),
  );
  const onSubmit = form.submit(async (v) => {
    const res = await submitForm('/account/resetPassword', { token, ...v });
    setDone(res.message || t('access.passwordChanged'));
  });
  if (done) {
    return (
      <DonePanel title={t('accountPages.changePassword.doneTitle')} text={done}>
        <Link to="/login" className="acc-button-link">
          {t('accountPages.changePassword.signInAgain')}
        </Link>
      </DonePanel>
    );
  }
  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate>
      <h1>{t('accountPages.changePassword.resetTitle')}</h1>
      <p className="acc-lead">{t('accountPages.changePassword.resetLead')}</p>
      <FormBanner banner={form.banner} />
      <TextField
        {...form.bind('newPassword')}
        label={t('accountPages.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        maxLength={128}
      />
      <PasswordRules password={form.values.newPassword} />
      <TextField
        {...form.bind('repeatPassword')}
        label={t('accountPages.fields.repeatNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
      />
      <SubmitButton
        pending={form.pending}
        label={t('accountPages.changePassword.resetSubmit')}
        pendingLabel={t('accountPages.form.saving')}
      />
    </form>
  );
};

/** Signed in: current password, then the new one twice (SPEC §5, the user name from the session). */
const ChangeForm = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const form = useAccessForm({ oldPassword: '', newPassword: '', repeatPassword: '' }, (v) =>
    schemaErrors(changePasswordSchema, { ...v, userName: user.userName }),
  );
  const onSubmit = form.submit(async (v) => {
    const res = await submitForm('/account/changePassword', v);
    setDone(res.message || t('access.passwordChanged'));
  });
  if (done) {
    const carrier = onCarrierHost();
    return (
      <DonePanel title={t('accountPages.changePassword.doneTitle')} text={done}>
        <Link to={carrier ? '/dashboard' : '/user-account'} className="acc-button-link">
          {t(carrier ? 'accountPages.layout.portal' : 'accountPages.account.back')}
        </Link>
      </DonePanel>
    );
  }
  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate>
      <h1>{t('accountPages.changePassword.title')}</h1>
      <p className="acc-lead">{t('accountPages.changePassword.lead', { name: user.userName })}</p>
      <FormBanner banner={form.banner} />
      <input type="text" name="username" autoComplete="username" value={user.userName} readOnly hidden />
      <TextField
        {...form.bind('oldPassword')}
        label={t('accountPages.fields.oldPassword')}
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        maxLength={128}
      />
      <TextField
        {...form.bind('newPassword')}
        label={t('accountPages.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
      />
      <PasswordRules password={form.values.newPassword} userName={user.userName} />
      <TextField
        {...form.bind('repeatPassword')}
        label={t('accountPages.fields.repeatNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
      />
      <SubmitButton
        pending={form.pending}
        label={t('accountPages.changePassword.submit')}
        pendingLabel={t('accountPages.form.saving')}
      />
    </form>
  );
};

const SignInFirst = () => {
  const { t } = useTranslation();
  return (
    <div className="acc-form">
      <h1>{t('accountPages.changePassword.title')}</h1>
      <p className="acc-lead">{t('accountPages.changePassword.signInFirst')}</p>
      <Link to="/login" className="acc-button-link">
        {t('common.signIn')}
      </Link>
      <div className="acc-alt">
        <Link to="/forgot">{t('accountPages.login.forgot')}</Link>
      </div>
    </div>
  );
};

const LinkInvalid = () => {
  const { t } = useTranslation();
  return (
    <div className="acc-form">
      <h1>{t('accountPages.result.failedTitle')}</h1>
      <p className="acc-lead">{t('access.linkInvalid')}</p>
      <Link to="/forgot" className="acc-button-link">
        {t('accountPages.forgot.title')}
      </Link>
    </div>
  );
};

/** /ChangePassword: with ?token= the reset form of a mailed link, otherwise the signed-in change form. */
export const ChangePasswordPage = () => {
  const [params] = useSearchParams();
  const signedIn = useHasToken();
  const token = params.get('token');
  if (token !== null) {
    return resetPasswordSchema.shape.token.safeParse(token).success ? <ResetForm token={token} /> : <LinkInvalid />;
  }
  if (!signedIn) return <SignInFirst />;
  return <AccountGate>{(user) => <ChangeForm user={user} />}</AccountGate>;
};
