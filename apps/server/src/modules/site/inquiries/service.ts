import { airportByIata, type Language, PORTS, translate } from '@tidemark/domain';
import type { AirBookingRequest, ContactRequest, QuoteRequest } from '@tidemark/domain/site/forms/index';
import type { FastifyInstance } from 'fastify';
import { sendMail } from '../../comms';
import { nextReference } from './references';

type Sender = { name: string; company: string; email: string; phone: string; internationalPhone: string };

export type Submission =
  | { kind: 'contact'; request: ContactRequest }
  | { kind: 'quote'; request: QuoteRequest }
  | { kind: 'airBooking'; request: AirBookingRequest };

const portName = (code: string, lang: Language): string => {
  const port = PORTS.find((p) => p.unlocode === code) ?? airportByIata.get(code);
  if (!port) return code;
  return `${lang === 'zh_cn' ? port.nameZh : port.name} (${code})`;
};

/** What goes into the details column: the form minus the contact block and the consent tick. */
const detailsOf = (submission: Submission): Record<string, unknown> => {
  const { name, company, email, phone, internationalPhone, consent, ...details } = submission.request;
  return details;
};

/** The mail body's middle line, with the facts the sender will want to check. */
const mailParams = (submission: Submission, lang: Language): Record<string, string | number> => {
  if (submission.kind === 'quote') {
    return {
      origin: portName(submission.request.origin, lang),
      destination: portName(submission.request.destination, lang),
    };
  }
  if (submission.kind === 'airBooking') {
    const r = submission.request;
    return {
      origin: portName(r.origin, lang),
      destination: portName(r.destination, lang),
      flightDate: r.flightDate,
      chargeable: r.chargeableWeight,
    };
  }
  return {};
};

export const confirmationText = (
  app: FastifyInstance,
  lang: Language,
  purpose: string,
  name: string,
  params: Record<string, string | number>,
) => {
  const all = { brand: app.config.brandName, ...params };
  const t = (key: string) => translate(lang, `inquiries.mail.${key}`, all);
  const greeting = name ? translate(lang, 'inquiries.mail.greeting', { name }) : t('greetingAnonymous');
  return {
    subject: t(`${purpose}.subject`),
    text: `${greeting}\n\n${t(`${purpose}.body`)}\n\n${t('footer')}\n`,
  };
};

/** A stored request, as the desks that work on requests of its kind are told of it. */
export type StoredInquiry = {
  id: number;
  kind: Submission['kind'];
  reference: string;
  details: Record<string, unknown>;
  lang: Language;
};

type InquiryListener = (stored: StoredInquiry) => Promise<void>;

const listeners = new WeakMap<FastifyInstance, InquiryListener[]>();

/**
 * Lets another area act on every request the public forms store (the sales queue takes the
 * quotation requests in), without this area knowing of it. The listener runs after the request is
 * stored; a failure fails the submission, so nothing is acknowledged that no desk has.
 */
export const onInquiryStored = (app: FastifyInstance, listener: InquiryListener): void => {
  listeners.set(app, [...(listeners.get(app) ?? []), listener]);
};

/**
 * Stores a contact message, quotation request or air booking request with a new reference
 * (status new, for the team that answers it) and mails the sender a confirmation.
 */
export const storeInquiry = async (
  app: FastifyInstance,
  submission: Submission,
  lang: Language,
): Promise<{ reference: string; email: string }> => {
  const sender: Sender = submission.request;
  const reference = await nextReference(app.database, submission.kind, new Date());
  const details = detailsOf(submission);
  const [row] = await app.database.query<{ id: number }>(
    `INSERT INTO inquiries (kind, reference, sender_name, company, email, phone, international_phone, language, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      submission.kind,
      reference,
      sender.name,
      sender.company || null,
      sender.email,
      sender.phone || null,
      sender.internationalPhone || null,
      lang,
      JSON.stringify(details),
    ],
  );
  for (const listener of listeners.get(app) ?? []) {
    await listener({ id: row?.id as number, kind: submission.kind, reference, details, lang });
  }
  const mail = confirmationText(app, lang, submission.kind, sender.name, {
    reference,
    ...mailParams(submission, lang),
  });
  await sendMail(app, { to: sender.email, ...mail, purpose: `inquiry:${submission.kind}` });
  return { reference, email: sender.email };
};
