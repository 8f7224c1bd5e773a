import { z } from 'zod';
import {
  choice,
  countryCode,
  emailField,
  FORM_ERRORS,
  optionalNotFutureDate,
  optionalText,
  requiredText,
  text,
} from './rules';

export const SPEAKING_UP_CATEGORIES = [
  'bribery',
  'fraud',
  'sanctions',
  'harassment',
  'safety',
  'dataMisuse',
  'other',
] as const;
export const SPEAKING_UP_STATUSES = ['received', 'investigating', 'closed'] as const;
export type SpeakingUpStatus = (typeof SPEAKING_UP_STATUSES)[number];

export const SPEAKING_UP_DESCRIPTION_MAX = 5_000;
export const SPEAKING_UP_MESSAGE_MAX = 2_000;

/** Case number as shown to the reporter, e.g. SU-2026-0042. */
export const CASE_NUMBER_RE = /^SU-\d{4}-\d{4,}$/;

/**
 * A report. Anonymous reports carry no name or e-mail: whatever was typed there before choosing
 * "anonymous" is dropped, so it is never stored.
 */
export const speakingUpSchema = z
  .object({
    identity: choice(['anonymous', 'named'] as const),
    name: optionalText(100),
    email: optionalText(254),
    category: choice(SPEAKING_UP_CATEGORIES),
    country: countryCode,
    description: requiredText(SPEAKING_UP_DESCRIPTION_MAX),
    eventsDate: optionalNotFutureDate,
  })
  .superRefine((v, ctx) => {
    if (v.identity !== 'named') return;
    if (v.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: FORM_ERRORS.required });
    const email = emailField.safeParse(v.email);
    if (!email.success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]?.message ?? FORM_ERRORS.email });
    }
  })
  .transform((v) => (v.identity === 'named' ? v : { ...v, name: '', email: '' }));

export type SpeakingUpReport = z.output<typeof speakingUpSchema>;

const caseNumber = text()
  .min(1, { error: FORM_ERRORS.required })
  .transform((v) => v.toUpperCase())
  .refine((v) => CASE_NUMBER_RE.test(v), { error: FORM_ERRORS.caseNumber });

/** Follow-up keys are shown in groups with hyphens; spaces, hyphens and case do not matter. */
export const normalizeFollowUpKey = (key: string): string => key.replace(/[\s-]/g, '').toUpperCase();

const followUpKey = text().min(1, { error: FORM_ERRORS.required }).max(64).transform(normalizeFollowUpKey);

export const followUpSchema = z.object({ caseNumber, key: followUpKey });

export const followUpMessageSchema = z.object({
  caseNumber,
  key: followUpKey,
  message: requiredText(SPEAKING_UP_MESSAGE_MAX),
});

export type FollowUpMessage = z.output<typeof followUpMessageSchema>;

/** What the reporter sees on follow-up. */
export type SpeakingUpCaseView = {
  caseNumber: string;
  status: SpeakingUpStatus;
  submittedOn: string;
  dueOn: string;
  messages: { from: 'reporter' | 'ethics'; at: string; text: string }[];
};
