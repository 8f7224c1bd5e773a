import {
  changeEmailSchema,
  changePasswordSchema,
  forgotSchema,
  profileSchema,
  resetPasswordSchema,
  signUpSchema,
} from '@tidemark/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, refused } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import {
  changePassword,
  confirmEmailChange,
  linkOrigin,
  loadProfile,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  saveProfile,
  signUp,
  verifyEmail,
} from './accounts';
import { exchangeHandoff, mintHandoff } from './handoff';
import { startSession } from './session';
import { CREDENTIAL_ROUTES_PER_MINUTE, type CredentialCheck, checkCredentials } from './throttle';

const tokenSchema = z.object({
  token: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200),
});

/** The answers of a wrong current password: they count as failed sign-ins of the account. */
const WRONG_PASSWORD = new Set(['access.oldPasswordWrong', 'access.passwordWrong']);

/** Runs a change that first checks the current password, counting a wrong one like a failed sign-in. */
const passwordChecked = async (check: CredentialCheck, change: () => Promise<unknown>): Promise<void> => {
  try {
    await change();
  } catch (error) {
    if (error instanceof AppError && WRONG_PASSWORD.has(error.messageKey)) await check.failed();
    throw error;
  }
  await check.succeeded();
};

/** Sign-up, e-mail confirmation, password reset and change, profile, e-mail change, hand-off. */
export const registerAccountRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/account/signup',
    permission: 'public',
    summary: 'A customer asks for an account; a confirmation link is mailed',
    tags: ['access'],
    body: signUpSchema,
    rateLimitPerMinute: CREDENTIAL_ROUTES_PER_MINUTE.signUp,
    handler: async ({ req, body, lang, t }) => {
      await signUp(app, body, linkOrigin(req), lang);
      return ok(null, t('access.signUpDone'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/account/verifyEmail',
    permission: 'public',
    summary: 'Confirms the e-mail address of a sign-up; the account then waits for approval',
    tags: ['access'],
    body: tokenSchema,
    rateLimitPerMinute: CREDENTIAL_ROUTES_PER_MINUTE.verifyEmail,
    handler: async ({ body, t }) =>
      (await verifyEmail(app, body.token)) ? ok(null, t('access.emailConfirmed')) : refused(t('access.linkInvalid')),
  });

  route(app, {
    method: 'POST',
    url: '/account/forgot',
    permission: 'public',
    summary: 'Mails a password reset link; the answer is the same whether or not the address exists',
    tags: ['access'],
    body: forgotSchema,
    rateLimitPerMinute: CREDENTIAL_ROUTES_PER_MINUTE.forgot,
    handler: async ({ req, body, lang, t }) => {
      await requestPasswordReset(app, body.email, linkOrigin(req), lang);
      return ok(null, t('access.forgotDone'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/account/resetPassword',
    permission: 'public',
    summary: 'Sets a new password from a reset link (single use, 30 minutes) and ends all sessions',
    tags: ['access'],
    body: resetPasswordSchema,
    rateLimitPerMinute: CREDENTIAL_ROUTES_PER_MINUTE.resetPassword,
    handler: async ({ body, t }) =>
      (await resetPassword(app, body.token, body.newPassword))
        ? ok(null, t('access.passwordReset'))
        : refused(t('access.linkInvalid')),
  });

  route(app, {
    method: 'POST',
    url: '/account/changePassword',
    permission: 'session',
    sessionReason: "The caller's own account.",
    summary: "Changes the signed-in user's password and ends their other sessions",
    tags: ['access'],
    body: changePasswordSchema,
    rateLimitPerMinute: CREDENTIAL_ROUTES_PER_MINUTE.changePassword,
    handler: async ({ auth, req, body, t }) => {
      const check = await checkCredentials(app, req, auth.userName);
      await passwordChecked(check, () =>
        changePassword(
          app,
          { userId: auth.userId, userName: auth.userName, sessionId: auth.sessionId },
          body.oldPassword,
          body.newPassword,
        ),
      );
      return ok(null, t('access.passwordChanged'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/account/profile',
    permission: 'session',
    sessionReason: "The caller's own account.",
    summary: "The signed-in user's profile",
    tags: ['access'],
    body: z.object({}),
    handler: async ({ auth }) => {
      const profile = await loadProfile(app, auth.userId);
      if (!profile) throw notFound();
      return ok(profile);
    },
  });

  route(app, {
    method: 'POST',
    url: '/account/profile/save',
    permission: 'session',
    sessionReason: "The caller's own account.",
    summary: "Saves the editable fields of the signed-in user's profile",
    tags: ['access'],
    body: profileSchema,
    handler: async ({ auth, body, t }) => {
      await saveProfile(app, auth.userId, body);
      return ok(null, t('access.profileSaved'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/account/changeEmail',
    permission: 'session',
    sessionReason: "The caller's own account.",
    summary: 'Asks for a new e-mail address; it takes effect when the link mailed to it is followed',
    tags: ['access'],
    body: changeEmailSchema,
    rateLimitPerMinute: CREDENTIAL_ROUTES_PER_MINUTE.changeEmail,
    handler: async ({ auth, req, body, lang, t }) => {
      const check = await checkCredentials(app, req, auth.userName);
      await passwordChecked(check, () =>
        requestEmailChange(app, auth.userId, body.email, body.password, linkOrigin(req), lang),
      );
      return ok(null, t('access.changeEmailSent'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/account/confirmEmailChange',
    permission: 'public',
    summary: 'Applies an e-mail change from the link mailed to the new address (single use)',
    tags: ['access'],
    body: tokenSchema,
    rateLimitPerMinute: CREDENTIAL_ROUTES_PER_MINUTE.confirmEmailChange,
    handler: async ({ body, t }) =>
      (await confirmEmailChange(app, body.token))
        ? ok(null, t('access.emailChanged'))
        : refused(t('access.linkInvalid')),
  });

  route(app, {
    method: 'POST',
    url: '/account/handoff',
    permission: 'session',
    sessionReason: "Hands the caller's own session to another tab or host.",
    summary: 'A one-time hand-off token (single use, 60 seconds) for crossing to the carrier-brand host',
    tags: ['access'],
    body: z.object({}),
    rateLimitPerMinute: 30,
    handler: async ({ auth }) => ok({ token: await mintHandoff(app, auth.userId) }),
  });

  route(app, {
    method: 'POST',
    url: '/account/handoff/exchange',
    permission: 'public',
    summary: 'Exchanges a hand-off token for a new session, answering like login with data.__sid',
    tags: ['access'],
    body: tokenSchema,
    rateLimitPerMinute: CREDENTIAL_ROUTES_PER_MINUTE.handoffExchange,
    handler: async ({ req, reply, body, t }) => {
      const result = await exchangeHandoff(app, body.token);
      if (!result.ok) return refused(t(result.messageKey));
      return ok({ __sid: await startSession(app, req, reply, result.userId) });
    },
  });
};
