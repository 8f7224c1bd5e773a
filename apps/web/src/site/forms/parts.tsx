import { type FormEvent, type ReactNode, type RefObject, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../use-translation';
import { ConsentField, FormAlert, FormSection, Honeypot, TextField } from './fields';
import { type FieldBinding, type FormValues, useInquiryForm } from './use-inquiry-form';

type FormHandle = {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly formError: string;
};

/** A request form: a plain POST without script, the form-level error on top, then its fields. */
export const RequestForm = ({ form, action, children }: { form: FormHandle; action: string; children: ReactNode }) => (
  <form ref={form.formRef} method="post" action={action} noValidate onSubmit={form.onSubmit} className="inquiry-form">
    {form.formError && <FormAlert message={form.formError} />}
    {children}
  </form>
);

/** Name, company, e-mail and the two phone fields every request form asks for. */
export const ContactDetails = ({ bind }: { bind: (name: string) => FieldBinding }) => {
  const { t } = useTranslation();
  const c = (key: string) => t(`site.forms.common.${key}`);
  return (
    <>
      <TextField field={bind('name')} label={c('name')} required autoComplete="name" maxLength={100} />
      <TextField field={bind('company')} label={c('company')} autoComplete="organization" maxLength={150} />
      <TextField field={bind('email')} label={c('email')} required type="email" autoComplete="email" maxLength={254} />
      <TextField
        field={bind('phone')}
        label={c('phone')}
        hint={c('phoneHint')}
        type="tel"
        autoComplete="tel-national"
        maxLength={20}
      />
      <TextField
        field={bind('internationalPhone')}
        label={c('internationalPhone')}
        hint={c('internationalPhoneHint')}
        type="tel"
        autoComplete="tel"
        maxLength={24}
      />
    </>
  );
};

export const CONTACT_INITIAL = { name: '', company: '', email: '', phone: '', internationalPhone: '', consent: '' };

/** The answer after a successful send: the reference, where the confirmation went, what happens next. */
export const Acknowledgement = ({
  reference,
  email,
  next,
  onAnother,
}: {
  reference: string | null;
  email: string;
  next: string;
  onAnother: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <section className="form-ack" aria-live="polite">
      <h2>{t('site.forms.common.thanksTitle')}</h2>
      {reference && (
        <p className="form-reference">
          {t('site.forms.common.reference')}: <strong data-reference>{reference}</strong>
        </p>
      )}
      {email && <p>{t('site.forms.common.mailSent', { email })}</p>}
      <p>{next}</p>
      <button type="button" className="form-secondary" onClick={onAnother}>
        {t('site.forms.common.another')}
      </button>
    </section>
  );
};

export type InquiryAnswer = { reference: string | null; email?: string };

type InquiryFormHandle = FormHandle & {
  readonly bind: (name: string) => FieldBinding;
  readonly sending: boolean;
  readonly reset: () => void;
};

/**
 * A request to a desk (contact, quotation, air booking): until it is sent, the form with the
 * request's own sections, then the sender's details and consent, the spam trap and the send
 * button; once sent, the acknowledgement, from which another request starts afresh.
 */
export const InquiryRequest = ({
  form,
  action,
  answer,
  thanks,
  onAnother,
  submit,
  children,
}: {
  form: InquiryFormHandle;
  action: string;
  answer: InquiryAnswer | null;
  /** What happens next, said on the acknowledgement. */
  thanks: string;
  /** Clears the page's answer; the form is reset here. */
  onAnother: () => void;
  submit: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  if (answer) {
    return (
      <Acknowledgement
        reference={answer.reference}
        email={answer.email ?? ''}
        next={thanks}
        onAnother={() => {
          form.reset();
          onAnother();
        }}
      />
    );
  }
  return (
    <RequestForm form={form} action={action}>
      {children}
      <FormSection title={t('site.forms.common.contactTitle')}>
        <ContactDetails bind={form.bind} />
        <ConsentField field={form.bind('consent')} />
      </FormSection>
      <Honeypot />
      <button type="submit" className="form-submit" disabled={form.sending}>
        {form.sending ? t('site.forms.common.sending') : submit}
      </button>
    </RequestForm>
  );
};

/**
 * A desk's request page (quotation, air booking): its form posting to `url`, its texts under
 * site.forms.<texts>, and the answer once sent.
 */
export const useDeskRequest = <S extends z.ZodType>(
  texts: 'quote' | 'airBooking',
  options: { schema: S; url: string; initial: FormValues },
) => {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<InquiryAnswer | null>(null);
  const form = useInquiryForm({ ...options, onDone: (data: InquiryAnswer) => setAnswer(data) });
  const k = (key: string) => t(`site.forms.${texts}.${key}`);
  return { form, k, url: options.url, answer, clear: () => setAnswer(null) };
};

/**
 * The page of a desk request: its title and lead, then the request with the page's own sections.
 * Placed under another page's heading (the instant rates), it is a section with that page's words.
 */
export const DeskRequestPage = ({
  request,
  children,
  within,
}: {
  request: ReturnType<typeof useDeskRequest>;
  children: ReactNode;
  within?: { title: string; lead: string };
}) => (
  <div className={within ? 'form-within' : 'form-page'}>
    {within ? <h2>{within.title}</h2> : <h1>{request.k('title')}</h1>}
    <p className="form-lead">{within ? within.lead : request.k('lead')}</p>
    <InquiryRequest
      form={request.form}
      action={request.url}
      answer={request.answer}
      thanks={request.k('thanks')}
      onAnother={request.clear}
      submit={request.k('submit')}
    >
      {children}
    </InquiryRequest>
  </div>
);
