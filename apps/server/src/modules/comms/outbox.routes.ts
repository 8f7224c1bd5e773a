import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { pageFields } from '../../http/fields';
import { route } from '../../http/route';

/** The mail outbox: every mail the system wrote, sent through SMTP or not (mailOutbox page). */
export const registerOutboxRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/access/outbox/list',
    permission: 'mailOutbox',
    summary: 'Mails in the outbox, newest first, paged',
    tags: ['access'],
    body: z.object(pageFields),
    handler: async ({ body }) => {
      const rows = await app.database.query(
        `SELECT id, to_address AS "toAddress", subject, body_text AS "bodyText", purpose, created_at AS "createdAt",
                sent_at AS "sentAt", error
           FROM mail_outbox
          ORDER BY created_at DESC, id DESC
          LIMIT $1 OFFSET $2`,
        [body.limit, (body.page - 1) * body.limit],
      );
      const counted = await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
      return ok({ rows, total: counted[0]?.n ?? 0, page: body.page, limit: body.limit });
    },
  });
};
