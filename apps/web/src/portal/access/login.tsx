import { loginSchema } from '@tidemark/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { brand } from '../../brand';
import { setSigningIn } from '../../shell/boot';
import { loadPermissions, loadUser, rememberToken } from '../../shell/session';
import { RequestError } from '../../wire/request';
import {
  type ClientErrors,
  FormBanner,
  SubmitButton,
  schemaErrors,
  submitForm,
  TextField,
  useAccessForm,
} from './form';

/** The server writes <meta name="tidemark-captcha" content="on|off"> (LOGIN_CAPTCHA). */
export const captchaEnabled = (): boolean =>
  document.querySelector<HTMLMetaElement>('meta[name="tidemark-captcha"]')?.content !== 'off';

/** After sign-in: active users to the portal, accounts still waiting for approval to their account page. */
export const landingFor = (status: string | undefined): string =>
  status === 'active' ? '/dashboard' : '/user-account';

const RefreshIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** /login (customers) and /sys_login (staff, sends staff=1). */
export const LoginPage = ({ staff = false }: { staff?: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = captchaEnabled();
  // Each sign-in attempt uses up the code, so every answer brings a new image.
  const [captchaRound, setCaptchaRound] = useState(() => Date.now());
  const form = useAccessForm({ username: '', password: '', validCode: '' }, (v): ClientErrors => {
    const errors = schemaErrors(loginSchema, v);
    if (captcha && !v.validCode.trim()) errors.validCode = { key: 'validation.required' };
    return errors;
  });
  // Cleared when the page goes away: by then the landing page has replaced /login.
  useEffect(() => () => setSigningIn(false), []);
  const newCode = () => {
    setCaptchaRound(Date.now());
    form.resetField('validCode');
  };

  const onSubmit = form.submit(async (v) => {
    try {
      const res = await submitForm<{ __sid: string }>('/account/login', {
        username: v.username.trim(),
        password: v.password,
        validCode: captcha ? v.validCode.trim() : undefined,
        staff: staff ? '1' : undefined,
      });
      setSigningIn(true);
      rememberToken(res.data.__sid);
      const user = await loadUser();
      await loadPermissions();
      navigate(landingFor(user?.status), { replace: true });
    } catch (error) {
      setSigningIn(false);
      if (captcha && error instanceof RequestError) newCode();
      throw error;
    }
  });

  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate>
      <h1>{t(staff ? 'accountPages.login.staffTitle' : 'accountPages.login.customerTitle')}</h1>
      <p className="acc-lead">{t(staff ? 'accountPages.login.staffLead' : 'accountPages.login.customerLead')}</p>
      <FormBanner banner={form.banner} />
      <TextField
        {...form.bind('username')}
        label={t('accountPages.fields.userName')}
        autoComplete="username"
        required
        autoFocus
        maxLength={64}
      />
      <TextField
        {...form.bind('password')}
        label={t('accountPages.fields.password')}
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
      />
      {captcha && (
        <TextField
          {...form.bind('validCode')}
          label={t('accountPages.fields.validCode')}
          autoComplete="off"
          required
          maxLength={12}
        >
          <img
            className="acc-captcha"
            src={`/account/captcha?r=${captchaRound}`}
            alt={t('accountPages.captcha.image')}
            width="120"
            height="44"
          />
          <button
            type="button"
            className="acc-icon-button"
            onClick={newCode}
            aria-label={t('accountPages.captcha.refresh')}
            title={t('accountPages.captcha.refresh')}
          >
            <RefreshIcon />
          </button>
        </TextField>
      )}
      <div className="acc-row-end">
        <Link to="/forgot">{t('accountPages.login.forgot')}</Link>
      </div>
      <SubmitButton
        pending={form.pending}
        label={t('accountPages.login.submit')}
        pendingLabel={t('accountPages.login.submitting')}
      />
      <div className="acc-alt">
        {staff ? (
          <Link to="/login">{t('accountPages.login.toCustomer')}</Link>
        ) : (
          <>
            <p>
              {t('accountPages.login.noAccount', { brand: brand.name })}{' '}
              <Link to="/sign-up">{t('accountPages.login.signUp')}</Link>
            </p>
            <Link to="/sys_login" className="acc-alt-quiet">
              {t('accountPages.login.toStaff')}
            </Link>
          </>
        )}
      </div>
    </form>
  );
};
