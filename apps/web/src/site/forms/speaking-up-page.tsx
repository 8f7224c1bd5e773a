import {
  SPEAKING_UP_CATEGORIES,
  SPEAKING_UP_DESCRIPTION_MAX,
  speakingUpSchema,
} from '@tidemark/domain/site/forms/index';
import { useState } from 'react';
import { brand } from '../../brand';
import { useSiteData } from '../route-data';
import { useTranslation } from '../use-translation';
import { FormSection, Honeypot, RadioField, SelectField, TextAreaField, TextField } from './fields';
import { FollowUp } from './follow-up';
import { RequestForm } from './parts';
import { useInquiryForm } from './use-inquiry-form';
import './forms.css';

export type CountryOption = { code: string; name: string };

const WHAT = ['bribery', 'fraud', 'sanctions', 'harassment', 'safety', 'dataMisuse'] as const;

const INITIAL = {
  identity: 'anonymous',
  name: '',
  email: '',
  category: '',
  country: '',
  description: '',
  eventsDate: '',
};

type NewCase = { caseNumber: string; key: string; dueOn: string };

/** The case number and the key, shown this once. */
const CaseCard = ({ created, onAnother }: { created: NewCase; onAnother: () => void }) => {
  const { t } = useTranslation();
  const k = (key: string) => t(`site.forms.speakingUp.${key}`);
  return (
    <section className="form-ack" aria-live="polite">
      <h3>{k('caseTitle')}</h3>
      <dl className="case-secret">
        <dt>{k('caseNumber')}</dt>
        <dd data-case-number>{created.caseNumber}</dd>
        <dt>{k('key')}</dt>
        <dd data-case-key>{created.key}</dd>
      </dl>
      <p className="form-warning">{k('keyWarning')}</p>
      <p>{t('site.forms.speakingUp.dueOn', { date: created.dueOn })}</p>
      <button type="button" className="form-secondary" onClick={onAnother}>
        {t('site.forms.common.another')}
      </button>
    </section>
  );
};

/** /about/speakingUp: what the helpline is for, the report form and the follow-up of a case. */
const SpeakingUpPage = () => {
  const { t } = useTranslation();
  const countries = useSiteData<CountryOption[]>();
  const [created, setCreated] = useState<NewCase | null>(null);
  const form = useInquiryForm({
    schema: speakingUpSchema,
    url: '/api/inquiries/speaking-up',
    initial: INITIAL,
    onDone: (data: NewCase) => setCreated(data),
  });
  const k = (key: string) => t(`site.forms.speakingUp.${key}`);
  const named = form.values.identity === 'named';
  return (
    <div className="form-page">
      <h1>{k('title')}</h1>
      <p className="form-lead">{t('site.forms.speakingUp.lead', { brand: brand.name })}</p>
      <section aria-labelledby="su-what">
        <h2 id="su-what">{k('whatTitle')}</h2>
        <ul className="su-topics">
          {WHAT.map((w) => (
            <li key={w}>{k(`what.${w}`)}</li>
          ))}
        </ul>
      </section>
      <div className="su-promises">
        <section aria-labelledby="su-protection">
          <h2 id="su-protection">{k('protectionTitle')}</h2>
          <p>{k('protection')}</p>
        </section>
        <section aria-labelledby="su-response">
          <h2 id="su-response">{k('responseTitle')}</h2>
          <p>{k('response')}</p>
        </section>
      </div>
      <section aria-labelledby="su-report">
        <h2 id="su-report">{k('reportTitle')}</h2>
        {created ? (
          <CaseCard
            created={created}
            onAnother={() => {
              form.reset();
              setCreated(null);
            }}
          />
        ) : (
          <RequestForm form={form} action="/api/inquiries/speaking-up">
            <FormSection title={k('identity')}>
              <RadioField
                field={form.bind('identity')}
                label={k('identity')}
                required
                hint={named ? undefined : k('anonymousHint')}
                options={[
                  { value: 'anonymous', label: k('anonymous') },
                  { value: 'named', label: k('named') },
                ]}
              />
              {named && (
                <>
                  <TextField
                    field={form.bind('name')}
                    label={t('site.forms.common.name')}
                    required
                    autoComplete="name"
                  />
                  <TextField
                    field={form.bind('email')}
                    label={t('site.forms.common.email')}
                    required
                    type="email"
                    autoComplete="email"
                  />
                </>
              )}
            </FormSection>
            <FormSection title={k('reportDescription')}>
              <SelectField
                field={form.bind('category')}
                label={k('category')}
                required
                options={SPEAKING_UP_CATEGORIES.map((c) => ({ value: c, label: k(`categories.${c}`) }))}
              />
              <SelectField
                field={form.bind('country')}
                label={k('country')}
                required
                options={countries.map((c) => ({ value: c.code, label: c.name }))}
              />
              <TextField
                field={form.bind('eventsDate')}
                label={k('eventsDate')}
                hint={k('eventsDateHint')}
                type="date"
              />
              <TextAreaField
                field={form.bind('description')}
                label={k('reportDescription')}
                hint={t('site.forms.speakingUp.descriptionHint', { max: SPEAKING_UP_DESCRIPTION_MAX })}
                required
                maxLength={SPEAKING_UP_DESCRIPTION_MAX}
                rows={8}
              />
            </FormSection>
            <Honeypot />
            <button type="submit" className="form-submit" disabled={form.sending}>
              {form.sending ? t('site.forms.common.sending') : k('submit')}
            </button>
          </RequestForm>
        )}
      </section>
      <FollowUp />
    </div>
  );
};

export default SpeakingUpPage;
