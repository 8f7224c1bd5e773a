import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';

/**
 * SPEC §5 formats. Messages are i18n keys; the server and the web app translate them into the
 * user's language, so one schema serves the form and the route.
 *
 * E-mail: SPEC allows letters, digits or Chinese characters before the @. Real addresses also
 * use . _ - + between those characters (john.smith@...), so we accept them there too.
 */
const CJK = '\\u4e00-\\u9fa5';
export const EMAIL_RE = new RegExp(
  `^[A-Za-z0-9${CJK}]+(?:[._+-][A-Za-z0-9${CJK}]+)*@[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)+$`,
);
export const MOBILE_RE = /^1\d{10}$/;
export const LANDLINE_RE = /^(?:\d{3,4}-)?\d{7,8}$/;
export const URL_RE = /^https?:\/\/\S+$/;
/** SPEC §5: seal and marks take NONE or N/M when absent. */
export const ABSENT_MARKERS = ['NONE', 'N/M'] as const;

export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.email' })
  .regex(EMAIL_RE, { error: 'validation.email' });

export const mobileSchema = z.string().trim().regex(MOBILE_RE, { error: 'validation.mobile' });
export const landlineSchema = z.string().trim().regex(LANDLINE_RE, { error: 'validation.landline' });

export type PasswordProblem = 'length' | 'classes' | 'containsUserName';

/** Every SPEC §5 password rule the value breaks; empty when it is acceptable. */
export const passwordProblems = (password: string, userName?: string): PasswordProblem[] => {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) problems.push('length');
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) problems.push('classes');
  if (userName && userName.length > 0 && password.toLowerCase().includes(userName.toLowerCase())) {
    problems.push('containsUserName');
  }
  return problems;
};

export const PASSWORD_PROBLEM_KEYS: Record<PasswordProblem, string> = {
  length: 'validation.passwordLength',
  classes: 'validation.passwordClasses',
  containsUserName: 'validation.passwordUserName',
};
