import { loginSchema } from '@tidemark/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, refused } from '../../http/envelope';
import { route } from '../../http/route';
import { CAPTCHA_COOKIE, consumeCaptcha, createCaptcha } from './captcha';
import { dummyVerify, verifyPassword } from './passwords';
import { endSession, resolveAuth, startSession } from './session';
import { CREDENTIAL_ROUTES_PER_MINUTE, checkCredentials } from './throttle';
import { loadMenuTree, loadSessionUser } from './user-info';

const API = /^\/(api|account|basApi|a)\//;

/** Sign-in, sign-out, the session user and the menu tree (SPEC §4, §6, §7). */
export const registerSessionRoutes = (app: FastifyInstance): void => {
  app.addHook('preHandler', async (req) => {
    if (API.test(req.url)) req.auth = await resolveAuth(app, req);
  });

  route(app, {
    method: 'GET',
    url: '/account/captcha',
    permission: 'public',
    summary: 'A new image verification code for sign-in (SVG); its id goes in an HttpOnly cookie',
    tags: ['access'],
    rateLimitPerMinute: CREDENTIAL_ROUTES_PER_MINUTE.captcha,
    handler: async ({ req, reply }) => {
      const { id, svg } = await createCaptcha(app);
      reply.setCookie(CAPTCHA_COOKIE, id, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/account',
        secure: req.protocol === 'https',
        maxAge: 120,
      });
      reply.header('cache-control', 'no-store').type('image/svg+xml');
      return svg;
    },
  });

  route(app, {
    method: 'POST',
    url: '/account/login',
    permission: 'public',
    summary: 'Sign in: answers result true with data.__sid, or result false with a message',
    tags: ['access'],
    body: loginSchema,
    handler: async ({ req, reply, body, t }) => {
      const userKey = body.username.toLowerCase();
      // Answers 429 (with Retry-After) while the account, the address or the server is limited.
      const check = await checkCredentials(app, req, userKey);
      if (app.config.loginCaptcha && !(await consumeCaptcha(app, req.cookies[CAPTCHA_COOKIE], body.validCode))) {
        await check.failed();
        return refused(t('access.badCaptcha'));
      }
      const rows = await app.database.query<{ id: number; password_hash: string; kind: string; status: string }>(
        'SELECT id, password_hash, kind, status FROM users WHERE lower(user_name) = $1',
        [userKey],
      );
      const user = rows[0];
      if (!user) await dummyVerify(body.password);
      if (!user || !(await verifyPassword(user.password_hash, body.password))) {
        await check.failed();
        return refused(t('access.badCredentials'));
      }
      if (user.status === 'disabled') return refused(t('access.disabled'));
      if (user.status === 'pending_email') return refused(t('access.confirmEmailFirst'));
      if (body.staff === '1' && user.kind !== 'staff') return refused(t('access.staffOnly'));
      const sid = await startSession(app, req, reply, user.id);
      await check.succeeded(reply);
      return ok({ __sid: sid, userName: body.username });
    },
  });

  route(app, {
    method: 'POST',
    url: '/account/logout',
    permission: 'public',
    summary: 'Sign out: ends the server session and clears the cookie',
    tags: ['access'],
    body: z.object({}),
    handler: async ({ req, reply, t }) => {
      await endSession(app, req, reply);
      return ok(null, t('access.signedOut'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/account/user/info.json',
    permission: 'public',
    summary: "The session user: result 'true' and data.user when signed in",
    tags: ['access'],
    body: z.object({}),
    handler: async ({ auth, t }) => {
      const user = auth ? await loadSessionUser(app, auth.userId) : null;
      if (!user) return refused(t('messages.notLoggedIn'), { result: 'false' });
      return ok({ result: 'true', user });
    },
  });

  route(app, {
    method: 'POST',
    url: '/account/user/menuTree',
    permission: 'session',
    sessionReason: "The caller's own menu, built from their own grants.",
    summary: "The signed-in user's menu tree, without BMS-target items",
    tags: ['access'],
    body: z.object({}),
    handler: async ({ auth }) => ok(await loadMenuTree(app, auth.userId)),
  });
};
