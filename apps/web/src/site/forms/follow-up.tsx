import {
  followUpMessageSchema,
  followUpSchema,
  SPEAKING_UP_MESSAGE_MAX,
  type SpeakingUpCaseView,
} from '@tidemark/domain/site/forms/index';
import { useState } from 'react';
import { useTranslation } from '../use-translation';
import { FormAlert, TextAreaField, TextField } from './fields';
import { useInquiryForm } from './use-inquiry-form';

/** A case as the reporter sees it: status, dates, messages, and a box to add information. */
const CaseDetails = ({ view, credentials }: { view: SpeakingUpCaseView; credentials: Record<string, string> }) => {
  const { t, i18n } = useTranslation();
  const k = (key: string) => t(`site.forms.speakingUp.${key}`);
  const [current, setCurrent] = useState(view);
  const [added, setAdded] = useState(false);
  const form = useInquiryForm({
    schema: followUpMessageSchema,
    url: '/api/inquiries/speaking-up/message',
    initial: { ...credentials, message: '' },
    onDone: (data: SpeakingUpCaseView) => {
      setCurrent(data);
      setAdded(true);
      form.setValues({ ...credentials, message: '' });
    },
  });
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'zh_cn' ? 'zh-CN' : 'en-US');
  return (
    <section className="case-view" aria-labelledby="case-view-title">
      <h3 id="case-view-title">{current.caseNumber}</h3>
      <dl className="case-facts">
        <dt>{k('status')}</dt>
        <dd data-case-status>{k(`statuses.${current.status}`)}</dd>
        <dt>{k('submittedOn')}</dt>
        <dd>{current.submittedOn}</dd>
        <dt>{k('due')}</dt>
        <dd data-case-due>{current.dueOn}</dd>
      </dl>
      <h4>{k('messagesTitle')}</h4>
      {current.messages.length === 0 ? (
        <p>{k('noMessages')}</p>
      ) : (
        <ol className="case-messages">
          {current.messages.map((m) => (
            <li key={`${m.at}-${m.from}`} className={`case-message case-message-${m.from}`}>
              <p className="case-message-meta">
                {k(`from.${m.from}`)} · {when(m.at)}
              </p>
              <p>{m.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="inquiry-form">
        {form.formError && <FormAlert message={form.formError} />}
        {added && <p role="status">{k('added')}</p>}
        <TextAreaField
          field={form.bind('message')}
          label={k('addMessage')}
          required
          maxLength={SPEAKING_UP_MESSAGE_MAX}
          rows={4}
        />
        <button type="submit" className="form-submit" disabled={form.sending}>
          {k('addSubmit')}
        </button>
      </form>
    </section>
  );
};

/** "Follow up on a report": case number and key in, the case out. */
export const FollowUp = () => {
  const { t } = useTranslation();
  const k = (key: string) => t(`site.forms.speakingUp.${key}`);
  const [found, setFound] = useState<{ view: SpeakingUpCaseView; credentials: Record<string, string> } | null>(null);
  const form = useInquiryForm({
    schema: followUpSchema,
    url: '/api/inquiries/speaking-up/case',
    initial: { caseNumber: '', key: '' },
    onDone: (view: SpeakingUpCaseView, values) =>
      setFound({ view, credentials: { caseNumber: values.caseNumber ?? '', key: values.key ?? '' } }),
  });
  return (
    <section aria-labelledby="su-follow-up" className="su-follow-up">
      <h2 id="su-follow-up">{k('followUpTitle')}</h2>
      <p>{k('followUpLead')}</p>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="inquiry-form follow-up-form">
        {form.formError && <FormAlert message={form.formError} />}
        <div className="form-grid">
          <TextField
            field={form.bind('caseNumber')}
            label={k('caseNumber')}
            required
            autoComplete="off"
            maxLength={20}
          />
          <TextField field={form.bind('key')} label={k('key')} required autoComplete="off" maxLength={64} />
        </div>
        <button type="submit" className="form-submit" disabled={form.sending}>
          {k('followUpSubmit')}
        </button>
      </form>
      {found && <CaseDetails key={found.view.caseNumber} view={found.view} credentials={found.credentials} />}
    </section>
  );
};
