import { timeZonePreferenceSchema } from '@tidemark/domain/access/time-zone';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { notFound, unauthorized } from '../../http/errors';
import { route } from '../../http/route';
import { loadSessionUser } from './user-info';

/** The signed-in user's own time zone, chosen on the account page. */
export const registerTimeZoneRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/account/timeZone',
    permission: 'session',
    sessionReason: "The caller's own time zone.",
    summary:
      "Sets the signed-in user's time zone: one of the SPEC §9 choices, or empty to follow the branch's zone; answers the zone now in use",
    tags: ['access'],
    body: timeZonePreferenceSchema,
    handler: async ({ req, body, t }) => {
      if (!req.auth) throw unauthorized();
      // A personal setting: the record's version stays, so an administrator's open edit of the
      // account (roles, scope) is not refused as stale because its owner changed their clock.
      await app.database.query('UPDATE users SET time_zone = $2, updated_at = now() WHERE id = $1', [
        req.auth.userId,
        body.timeZone || null,
      ]);
      const user = await loadSessionUser(app, req.auth.userId);
      if (!user) throw notFound();
      const { timeZone, timeZoneChoice, branchTimeZone } = user;
      return ok({ timeZone, timeZoneChoice, branchTimeZone }, t('access.timeZoneSaved'));
    },
  });
};
