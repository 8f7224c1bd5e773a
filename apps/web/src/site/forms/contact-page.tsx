import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, contactSchema } from '@tidemark/domain/site/forms/index';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { brand } from '../../brand';
import { useTranslation } from '../use-translation';
import { FormSection, SelectField, TextAreaField } from './fields';
import { CONTACT_INITIAL, type InquiryAnswer, InquiryRequest } from './parts';
import { useInquiryForm } from './use-inquiry-form';
import './forms.css';

const INITIAL = { ...CONTACT_INITIAL, topic: '', message: '' };

/**
 * /contact and /learn-more: the contact form. /contact-us is the same form, introduced by the
 * forms that reach a specific desk faster (quotation, air booking, Speaking Up).
 */
const ContactPage = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const directory = pathname.toLowerCase() === '/contact-us';
  const [answer, setAnswer] = useState<(InquiryAnswer & { topic: string }) | null>(null);
  const form = useInquiryForm({
    schema: contactSchema,
    url: '/api/inquiries/contact',
    initial: INITIAL,
    onDone: (data: InquiryAnswer, values) => setAnswer({ ...data, topic: values.topic ?? 'other' }),
  });
  const k = (key: string) => t(`site.forms.contact.${key}`);
  const message = form.values.message ?? '';
  return (
    <div className="form-page">
      <h1>{directory ? t('site.forms.contactUs.title', { brand: brand.name }) : k('title')}</h1>
      {directory ? (
        <>
          <p className="form-lead">{t('site.forms.contactUs.lead')}</p>
          <ul className="form-directory">
            <li>
              <Link to="/online-quotations">{t('site.forms.contactUs.quote')}</Link>
            </li>
            <li>
              <Link to="/intelligent-bookingAir">{t('site.forms.contactUs.booking')}</Link>
            </li>
            <li>
              <Link to="/about/speakingUp">{t('site.forms.contactUs.speakingUp')}</Link>
            </li>
          </ul>
          <p className="form-lead">{t('site.forms.contactUs.general')}</p>
        </>
      ) : (
        <p className="form-lead">{k('lead')}</p>
      )}
      <InquiryRequest
        form={form}
        action="/api/inquiries/contact"
        answer={answer}
        thanks={answer ? t('site.forms.contact.thanks', { topic: k(`topics.${answer.topic}`) }) : ''}
        onAnother={() => setAnswer(null)}
        submit={k('submit')}
      >
        <FormSection title={k('title')}>
          <SelectField
            field={form.bind('topic')}
            label={k('topic')}
            required
            options={CONTACT_TOPICS.map((v) => ({ value: v, label: k(`topics.${v}`) }))}
          />
          <TextAreaField
            field={form.bind('message')}
            label={k('message')}
            required
            maxLength={CONTACT_MESSAGE_MAX}
            counter={t('site.forms.contact.counter', { count: message.length, max: CONTACT_MESSAGE_MAX })}
          />
        </FormSection>
      </InquiryRequest>
    </div>
  );
};

export default ContactPage;
