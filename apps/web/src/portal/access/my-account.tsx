import { useQuery } from '@tanstack/react-query';
import { isLanguage, LANGUAGES, profileSchema, type SessionUser } from '@tidemark/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, switchLanguage } from '../../i18n';
import { loadUser } from '../../shell/session';
import { PageLoading } from '../../shell/status/page-loading';
import { post, RequestError } from '../../wire/request';
import { AccountSubpage } from './account';
import { AccountGate } from './account-gate';
import { FormBanner, SelectField, SubmitButton, schemaErrors, submitForm, TextField, useAccessForm } from './form';

type Profile = { displayName: string; phone: string; position: string; language: string };

/** POST /account/profile; fields the server leaves out start empty. */
const readProfile = (data: unknown, user: SessionUser): Profile => {
  const d = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    displayName: text(d.displayName) || user.displayName,
    phone: text(d.phone),
    position: text(d.position),
    language: isLanguage(d.language) ? d.language : isLanguage(user.language) ? user.language : '',
  };
};

const ProfileForm = ({ initial }: { initial: Profile }) => {
  const { t } = useTranslation();
  const form = useAccessForm(initial, (v) => schemaErrors(profileSchema, { ...v, language: v.language || undefined }));
  const onSubmit = form.submit(async (v) => {
    const res = await submitForm('/account/profile/save', {
      displayName: v.displayName.trim(),
      phone: v.phone.trim(),
      position: v.position.trim(),
      language: v.language || undefined,
    });
    // The header shows the name; the chosen language applies at once, and so speaks the message.
    await loadUser().catch(() => null);
    const chosen = isLanguage(v.language) && v.language !== currentLanguage() ? v.language : null;
    if (chosen) await switchLanguage(chosen);
    const text = chosen || !res.message ? i18n.t('access.profileSaved') : res.message;
    form.setBanner({ kind: 'success', text });
  });
  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate>
      <FormBanner banner={form.banner} />
      <TextField
        {...form.bind('displayName')}
        label={t('accountPages.fields.displayName')}
        autoComplete="name"
        required
        maxLength={50}
      />
      <div className="acc-grid">
        <TextField
          {...form.bind('phone')}
          label={t('accountPages.fields.phone')}
          type="tel"
          autoComplete="tel"
          optional
          maxLength={30}
        />
        <TextField
          {...form.bind('position')}
          label={t('accountPages.fields.position')}
          autoComplete="organization-title"
          optional
          maxLength={50}
        />
      </div>
      <SelectField
        {...form.bind('language')}
        label={t('accountPages.fields.language')}
        options={[
          // Once chosen, a language stays set (the server keeps it when none is sent).
          ...(initial.language ? [] : [{ value: '', label: t('accountPages.profile.languageDefault') }]),
          ...LANGUAGES.map((l) => ({ value: l, label: t(`common.languages.${l}`) })),
        ]}
      />
      <SubmitButton
        pending={form.pending}
        label={t('accountPages.profile.submit')}
        pendingLabel={t('accountPages.form.saving')}
      />
    </form>
  );
};

/** POST /account/profile: the profile, or the message to show instead of the form. */
const loadProfile = async (signal: AbortSignal): Promise<{ data: unknown } | { failure: string }> => {
  try {
    const res = await post('/account/profile', {}, { signal });
    return res.result === 'true' ? { data: res.data ?? {} } : { failure: res.message };
  } catch (error) {
    if (signal.aborted) throw error;
    return { failure: error instanceof RequestError ? error.message : i18n.t('http.network') };
  }
};

const ProfileLoader = ({ user }: { user: SessionUser }) => {
  const profile = useQuery({
    queryKey: ['account', 'profile', user.id],
    queryFn: ({ signal }) => loadProfile(signal),
    gcTime: 0,
  });
  if (!profile.data) return <PageLoading />;
  if ('failure' in profile.data) return <FormBanner banner={{ kind: 'error', text: profile.data.failure }} />;
  return <ProfileForm initial={readProfile(profile.data.data, user)} />;
};

/** /user-myaccount: name, phone, position and preferred language. */
export const MyAccountPage = () => {
  const { t } = useTranslation();
  return (
    <AccountSubpage title={t('accountPages.profile.title')} lead={t('accountPages.profile.lead')}>
      <AccountGate>{(user) => <ProfileLoader user={user} />}</AccountGate>
    </AccountSubpage>
  );
};
