import { z } from 'zod';
import { emailSchema, PASSWORD_PROBLEM_KEYS, passwordProblems } from '../common/formats';

/** Shared by the sign-in form and POST /account/login. */
export const loginSchema = z.object({
  username: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(64),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(128),
  validCode: z.string().trim().max(12).optional().default(''),
  /** Set by /sys_login: staff only. */
  staff: z.enum(['0', '1']).optional().default('0'),
});

export const USER_NAME_RE = /^[A-Za-z][A-Za-z0-9._-]{2,31}$/;

/** SPEC §5 rules for a new password and its repetition, as field issues on the given names. */
const newPasswordRules =
  <K extends string>(field: K) =>
  (v: Record<K | 'repeatPassword', string> & { userName?: string }, ctx: z.RefinementCtx) => {
    for (const problem of passwordProblems(v[field], v.userName)) {
      ctx.addIssue({ code: 'custom', path: [field], message: PASSWORD_PROBLEM_KEYS[problem] });
    }
    if (v[field] !== v.repeatPassword)
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: 'validation.passwordRepeat' });
  };

export const signUpSchema = z
  .object({
    userName: z.string().trim().regex(USER_NAME_RE, { error: 'validation.userName' }),
    displayName: z.string().trim().min(1, { error: 'validation.required' }).max(50),
    email: emailSchema,
    companyName: z.string().trim().min(1, { error: 'validation.required' }).max(100),
    phone: z.string().trim().max(30).optional().default(''),
    password: z.string(),
    repeatPassword: z.string(),
  })
  .superRefine(newPasswordRules('password'));

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, { error: 'validation.required' }).max(128),
    newPassword: z.string(),
    repeatPassword: z.string(),
    /** Filled in by the server from the session; the form passes it for the browser-side check. */
    userName: z.string().optional(),
  })
  .superRefine(newPasswordRules('newPassword'));

export const resetPasswordSchema = z
  .object({
    token: z.string().min(20).max(200),
    newPassword: z.string(),
    repeatPassword: z.string(),
    userName: z.string().optional(),
  })
  .superRefine(newPasswordRules('newPassword'));

export const forgotSchema = z.object({ email: emailSchema });
export const changeEmailSchema = z.object({ email: emailSchema, password: z.string().min(1).max(128) });
export const profileSchema = z.object({
  displayName: z.string().trim().min(1, { error: 'validation.required' }).max(50),
  phone: z.string().trim().max(30).optional().default(''),
  position: z.string().trim().max(50).optional().default(''),
  language: z.enum(['en_us', 'zh_cn']).optional(),
});

/** The signed-in user as POST /account/user/info.json returns it. */
export type SessionUser = {
  id: number;
  userName: string;
  displayName: string;
  email: string;
  kind: 'staff' | 'customer';
  status: 'active' | 'pending_email' | 'pending_approval' | 'disabled';
  companyName: string | null;
  branchName: string | null;
  roles: string[];
  language: string | null;
  /** The zone the portal shows this user's times in: a SPEC §9 offset ('+08:00') or an IANA name. */
  timeZone: string;
  /** The user's own choice among the SPEC §9 zones; null follows the branch. */
  timeZoneChoice: string | null;
  /** The zone of the user's branch (for a customer, of the branch serving their company), if known. */
  branchTimeZone: string | null;
};

/** SPEC §3 menu tree item. */
export type MenuTreeItem = {
  id: number;
  code: string;
  menuType: 0 | 1 | 2;
  menuTarget: string;
  menuUrl: string | null;
  permission: string | null;
  titleKey: string;
  childList: MenuTreeItem[];
};
