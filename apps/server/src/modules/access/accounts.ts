import { setTimeout as sleep } from 'node:timers/promises';
import { type Language, PASSWORD_PROBLEM_KEYS, passwordProblems, type signUpSchema, translate } from '@tidemark/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import { sendMail } from '../comms';
import { hashPassword, verifyPassword } from './passwords';
import { hashSecret, newSecret } from './tokens';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'handoff';

/** How long each kind of one-time token lives. */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  verify_email: 24 * 3600,
  reset_password: 30 * 60,
  change_email: 24 * 3600,
  handoff: 60,
};

/** The forgot answer always takes this long, so its timing says nothing about the address. */
export const FORGOT_ANSWER_MS = 400;

type Payload = Record<string, string>;

/** A new single-use token; only its hash is stored, so the database alone opens no link. */
export const issueToken = async (
  app: FastifyInstance,
  userId: number,
  purpose: TokenPurpose,
  payload?: Payload,
): Promise<string> => {
  const token = newSecret();
  // Expiry is computed by the database clock, the same clock consumeToken compares against.
  await app.database.query(
    `INSERT INTO one_time_tokens (token_hash, purpose, user_id, payload, expires_at)
     VALUES ($1, $2, $3, $4::text::jsonb, now() + make_interval(secs => $5))`,
    [hashSecret(token), purpose, userId, payload ? JSON.stringify(payload) : null, TOKEN_TTL_SECONDS[purpose]],
  );
  return token;
};

/**
 * Uses a token up: one atomic UPDATE, so two requests racing with the same token cannot both
 * succeed. Null when the token is unknown, of another purpose, used or expired.
 */
export const consumeToken = async (
  app: FastifyInstance,
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: number; payload: Payload } | null> => {
  const rows = await app.database.query<{ user_id: number; payload: string | null }>(
    `UPDATE one_time_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id, payload::text AS payload`,
    [hashSecret(token), purpose],
  );
  const row = rows[0];
  if (!row) return null;
  return { userId: row.user_id, payload: row.payload ? (JSON.parse(row.payload) as Payload) : {} };
};

const HOST_RE = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::\d{1,5})?$/;

/**
 * Where links in mails point: PUBLIC_URL when set (so a forged Host header cannot redirect a
 * reset link to another site), otherwise the protocol and host the request came in on, which
 * keeps a carrier-brand visitor on their own host.
 */
export const linkOrigin = (req: FastifyRequest): string => {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const host = HOST_RE.test(req.host) ? req.host : 'localhost';
  return `${req.protocol}://${host}`;
};

/** The first SPEC §5 problem of a password as a field error, checked against the real user name. */
const checkPassword = (password: string, userName: string, field: string): void => {
  const problem = passwordProblems(password, userName)[0];
  if (problem) throw badRequest('http.400', { [field]: PASSWORD_PROBLEM_KEYS[problem] });
};

const mailText = (lang: Language, key: 'verify' | 'reset' | 'changeEmail', params: Record<string, string>) => ({
  subject: translate(lang, `access.mail.${key}Subject`, params),
  text: translate(lang, `access.mail.${key}Body`, params),
});

const isLanguage = (v: string | null): v is Language => v === 'en_us' || v === 'zh_cn';

export type SignUpInput = z.output<typeof signUpSchema>;

/**
 * A customer asks for an account: it waits for the e-mail confirmation, then for a staff member
 * to link it to a company. The user name is unique regardless of case.
 */
export const signUp = async (app: FastifyInstance, input: SignUpInput, origin: string, lang: Language) => {
  const taken = () => badRequest('access.userNameTaken', { userName: 'access.userNameTaken' });
  const existing = await app.database.query('SELECT 1 FROM users WHERE lower(user_name) = lower($1)', [input.userName]);
  if (existing.length > 0) throw taken();
  const hash = await hashPassword(input.password);
  // ON CONFLICT covers two sign-ups racing for the same name past the check above.
  const rows = await app.database.query<{ id: number }>(
    `INSERT INTO users (user_name, display_name, email, password_hash, kind, status, requested_company, phone, language)
     VALUES ($1, $2, $3, $4, 'customer', 'pending_email', $5, $6, $7)
     ON CONFLICT DO NOTHING RETURNING id`,
    [input.userName, input.displayName, input.email, hash, input.companyName, input.phone || null, lang],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw taken();
  const token = await issueToken(app, id, 'verify_email');
  const link = `${origin}/result?action=verify-email&token=${encodeURIComponent(token)}`;
  await sendMail(app, {
    to: input.email,
    purpose: 'verify_email',
    ...mailText(lang, 'verify', { name: input.displayName, link, brand: app.config.brandName }),
  });
};

/** The confirmation link of a sign-up: the account then waits for approval. */
export const verifyEmail = async (app: FastifyInstance, token: string): Promise<boolean> => {
  const used = await consumeToken(app, token, 'verify_email');
  if (!used) return false;
  await app.database.query(
    `UPDATE users SET email_verified_at = now(),
            status = CASE WHEN status = 'pending_email' THEN 'pending_approval' ELSE status END,
            updated_at = now(), version = version + 1
      WHERE id = $1`,
    [used.userId],
  );
  return true;
};

const sendResetLinks = async (app: FastifyInstance, email: string, origin: string, lang: Language) => {
  const users = await app.database.query<{ id: number; display_name: string; email: string; language: string | null }>(
    `SELECT id, display_name, email, language FROM users WHERE lower(email) = lower($1) AND status <> 'disabled'`,
    [email],
  );
  for (const user of users) {
    const token = await issueToken(app, user.id, 'reset_password');
    const link = `${origin}/ChangePassword?token=${encodeURIComponent(token)}`;
    const mailLang = isLanguage(user.language) ? user.language : lang;
    await sendMail(app, {
      to: user.email,
      purpose: 'reset_password',
      ...mailText(mailLang, 'reset', { name: user.display_name, link, brand: app.config.brandName }),
    });
  }
};

/**
 * Sends a reset link to every enabled account with the address. The caller answers the same
 * either way, after a fixed time: the work runs alongside, and anything slower than that (a
 * slow SMTP server) finishes after the answer instead of delaying it.
 */
export const requestPasswordReset = async (app: FastifyInstance, email: string, origin: string, lang: Language) => {
  void sendResetLinks(app, email, origin, lang).catch((error: unknown) =>
    app.log.error({ err: error }, 'password reset mail failed'),
  );
  await sleep(FORGOT_ANSWER_MS);
};

/**
 * Sets a new password from a reset link. The rules are checked against the account's own user
 * name before the token is used, so a rejected password leaves the link working; every session
 * of the account ends, and any other reset link it still has stops working.
 */
export const resetPassword = async (app: FastifyInstance, token: string, newPassword: string): Promise<boolean> => {
  const rows = await app.database.query<{ user_name: string }>(
    `SELECT u.user_name FROM one_time_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.purpose = 'reset_password' AND t.used_at IS NULL AND t.expires_at > now()`,
    [hashSecret(token)],
  );
  const row = rows[0];
  if (!row) return false;
  checkPassword(newPassword, row.user_name, 'newPassword');
  const hash = await hashPassword(newPassword);
  const used = await consumeToken(app, token, 'reset_password');
  if (!used) return false;
  await setPassword(app, used.userId, hash);
  await app.database.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    used.userId,
  ]);
  await app.database.query(
    `UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'reset_password' AND used_at IS NULL`,
    [used.userId],
  );
  return true;
};

const setPassword = async (app: FastifyInstance, userId: number, hash: string) => {
  await app.database.query(
    `UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now(), version = version + 1
      WHERE id = $1`,
    [userId, hash],
  );
};

const passwordMatches = async (app: FastifyInstance, userId: number, password: string): Promise<boolean> => {
  const rows = await app.database.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    userId,
  ]);
  const row = rows[0];
  return !!row && (await verifyPassword(row.password_hash, password));
};

export type Principal = { userId: number; userName: string; sessionId: string };

/**
 * Changes the password of the signed-in user. The user name the rules check comes from the
 * session, never from the form; the user's other sessions end, this one stays.
 */
export const changePassword = async (
  app: FastifyInstance,
  who: Principal,
  oldPassword: string,
  newPassword: string,
) => {
  checkPassword(newPassword, who.userName, 'newPassword');
  if (!(await passwordMatches(app, who.userId, oldPassword))) {
    throw badRequest('access.oldPasswordWrong', { oldPassword: 'access.oldPasswordWrong' });
  }
  await setPassword(app, who.userId, await hashPassword(newPassword));
  await app.database.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND sid_hash <> $2 AND revoked_at IS NULL',
    [who.userId, hashSecret(who.sessionId)],
  );
};

export type Profile = {
  userName: string;
  displayName: string;
  email: string;
  phone: string | null;
  position: string | null;
  language: string | null;
  kind: 'staff' | 'customer';
  status: string;
  companyName: string | null;
  branchName: string | null;
};

export const loadProfile = async (app: FastifyInstance, userId: number): Promise<Profile | null> => {
  const rows = await app.database.query<Profile>(
    `SELECT u.user_name AS "userName", u.display_name AS "displayName", u.email, u.phone, u.position, u.language,
            u.kind, u.status, c.name AS "companyName", b.name AS "branchName"
       FROM users u
       LEFT JOIN companies c ON c.id = u.company_id
       LEFT JOIN branches b ON b.id = u.branch_id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
};

export type ProfileInput = { displayName: string; phone: string; position: string; language?: Language };

/** The fields a user edits on their own profile; the language stays when the form leaves it out. */
export const saveProfile = async (app: FastifyInstance, userId: number, input: ProfileInput): Promise<void> => {
  await app.database.query(
    `UPDATE users SET display_name = $2, phone = $3, position = $4, language = COALESCE($5, language),
            updated_at = now(), version = version + 1
      WHERE id = $1`,
    [userId, input.displayName, input.phone || null, input.position || null, input.language ?? null],
  );
};

/**
 * Asks for a new e-mail address: the password proves it is the user, and the address changes
 * only when the link sent to it is followed, which proves the address.
 */
export const requestEmailChange = async (
  app: FastifyInstance,
  userId: number,
  email: string,
  password: string,
  origin: string,
  lang: Language,
) => {
  if (!(await passwordMatches(app, userId, password))) {
    throw badRequest('access.passwordWrong', { password: 'access.passwordWrong' });
  }
  const rows = await app.database.query<{ display_name: string }>('SELECT display_name FROM users WHERE id = $1', [
    userId,
  ]);
  const token = await issueToken(app, userId, 'change_email', { email });
  const link = `${origin}/result?action=confirm-email&token=${encodeURIComponent(token)}`;
  await sendMail(app, {
    to: email,
    purpose: 'change_email',
    ...mailText(lang, 'changeEmail', { name: rows[0]?.display_name ?? '', link, brand: app.config.brandName }),
  });
};

export const confirmEmailChange = async (app: FastifyInstance, token: string): Promise<boolean> => {
  const used = await consumeToken(app, token, 'change_email');
  const email = used?.payload.email;
  if (!used || !email) return false;
  await app.database.query(
    `UPDATE users SET email = $2, email_verified_at = now(), updated_at = now(), version = version + 1 WHERE id = $1`,
    [used.userId, email],
  );
  return true;
};
