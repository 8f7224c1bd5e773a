import type { z } from 'zod';
import { FORM_ERRORS } from './rules';

export type FieldError = { key: string; params?: Record<string, number> };

/**
 * A failed parse as field -> catalog key, for the page. The same schema runs on the server,
 * which sends its messages already translated; both name fields the same way.
 */
export const formFieldErrors = (error: z.ZodError): Record<string, FieldError> => {
  const out: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (out[field]) continue;
    const isKey = issue.message.startsWith('site.forms.') && !issue.message.includes(' ');
    if (issue.code === 'invalid_type' && issue.input === undefined) out[field] = { key: FORM_ERRORS.required };
    else if (issue.code === 'too_big' && !isKey)
      out[field] = { key: FORM_ERRORS.tooLong, params: { max: Number(issue.maximum) } };
    else out[field] = { key: isKey ? issue.message : FORM_ERRORS.invalid };
  }
  return out;
};

/** Reference formats: CT (contact), QR (quotation request), AB (air booking request), SU (Speaking Up). */
export const REFERENCE_PREFIXES = { contact: 'CT', quote: 'QR', airBooking: 'AB', speakingUp: 'SU' } as const;
export type InquiryKind = keyof typeof REFERENCE_PREFIXES;

/** QR-2026-000123; Speaking Up cases use four digits (SU-2026-0042), as the helpline always has. */
export const formatReference = (kind: InquiryKind, year: number, serial: number): string =>
  `${REFERENCE_PREFIXES[kind]}-${year}-${String(serial).padStart(kind === 'speakingUp' ? 4 : 6, '0')}`;
