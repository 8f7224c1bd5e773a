import { type SessionUser, TIME_ZONES } from '@tidemark/domain';
import { timeZoneChoiceKey } from '@tidemark/domain/access/i18n-time-zone';
import { effectiveTimeZone, timeZonePreferenceSchema } from '@tidemark/domain/access/time-zone';
import { offsetTextAt } from '@tidemark/domain/common/local-time';
import { formatInZone, utcLabel } from '@tidemark/domain/common/time-display';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadUser } from '../../shell/session';
import { FormBanner, SelectField, SubmitButton, schemaErrors, submitForm, useAccessForm } from './form';

/**
 * The user's own time zone (SPEC §9 choices), or their branch's by default: every time of the
 * portal shows on this clock, except times at a port, which keep the port's.
 */
export const TimeZoneForm = ({ user }: { user: SessionUser }) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const form = useAccessForm({ timeZone: user.timeZoneChoice ?? '' }, (v) => schemaErrors(timeZonePreferenceSchema, v));
  const onSubmit = form.submit(async (v) => {
    const res = await submitForm('/account/timeZone', { timeZone: v.timeZone });
    // The portal reads the zone from the session user: fetch it again so it applies at once.
    await loadUser().catch(() => null);
    form.setBanner({ kind: 'success', text: res.message || t('access.timeZoneSaved') });
  });
  const now = new Date();
  const branch = user.branchTimeZone;
  const shown = effectiveTimeZone(form.values.timeZone || null, branch);
  return (
    <section className="acc-subsection" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accountPages.timeZone.title')}</h2>
      <p className="acc-lead">{t('accountPages.timeZone.lead')}</p>
      <form className="acc-form" onSubmit={onSubmit} noValidate>
        <FormBanner banner={form.banner} />
        <SelectField
          {...form.bind('timeZone')}
          label={t('accountPages.timeZone.field')}
          options={[
            {
              value: '',
              label: branch
                ? t('accountPages.timeZone.branchDefault', {
                    zone: branch,
                    offset: utcLabel(offsetTextAt(branch, now)),
                  })
                : t('accountPages.timeZone.fallbackDefault'),
            },
            ...TIME_ZONES.map((zone) => ({ value: zone, label: t(timeZoneChoiceKey(zone)) })),
          ]}
        />
        <p className="acc-hint acc-time-now">
          {t('accountPages.timeZone.now', { time: formatInZone(now, shown, i18n.language) })}
        </p>
        <SubmitButton
          pending={form.pending}
          label={t('accountPages.timeZone.submit')}
          pendingLabel={t('accountPages.form.saving')}
        />
      </form>
    </section>
  );
};

/** The zone in use, for the account overview: 'UTC+08:00, your choice' or 'Asia/Shanghai (UTC+08:00), your branch’s'. */
export const TimeZoneSummary = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation();
  const zone = effectiveTimeZone(user.timeZoneChoice, user.branchTimeZone);
  const offset = utcLabel(offsetTextAt(zone, new Date()));
  if (user.timeZoneChoice && zone === user.timeZoneChoice)
    return <>{t('accountPages.account.timeZoneOwn', { zone: offset })}</>;
  if (user.branchTimeZone && zone === user.branchTimeZone)
    return <>{t('accountPages.account.timeZoneBranch', { zone: `${zone} (${offset})` })}</>;
  return <>{offset}</>;
};
