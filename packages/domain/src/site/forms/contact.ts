import { z } from 'zod';
import { choice, consentField, contactFields, requiredText } from './rules';

export const CONTACT_TOPICS = ['ocean', 'air', 'customs', 'ecommerce', 'careers', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGE_MAX = 2_000;

/** The contact form (/contact, /learn-more, /contact-us). */
export const contactSchema = z.object({
  ...contactFields,
  topic: choice(CONTACT_TOPICS),
  message: requiredText(CONTACT_MESSAGE_MAX),
  consent: consentField,
});

export type ContactRequest = z.output<typeof contactSchema>;
