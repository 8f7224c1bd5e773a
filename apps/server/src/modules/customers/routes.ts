import { PAGES, resourceByName } from '@tidemark/domain';
import { ID_MAX } from '@tidemark/domain/common/constants';
import { CUSTOMER_PAGES } from '@tidemark/domain/customers/resources';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COMPANY_SCOPE, rowScope } from '../../engine/scope';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { containsPattern } from '../../http/fields';
import { route } from '../../http/route';

/**
 * The pages the company picker serves: the customer pages, and every page whose records name a
 * company in a party field (a booking's customer, an ETA rule's): their forms pick one, their
 * lists and details name it.
 */
const PICKER_PAGE_URLS = [
  ...new Set([
    ...CUSTOMER_PAGES.map((p) => p.url),
    ...PAGES.filter((p) => p.resource && resourceByName(p.resource)?.fields.some((f) => f.type === 'party')).map(
      (p) => p.url,
    ),
  ]),
];

const lookupBody = z.object({
  q: z.string().trim().max(100).optional().default(''),
  /** Ids to name (the value a party field already holds), instead of a search. */
  ids: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.coerce.number().int().positive().max(ID_MAX)).max(50),
  ),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});

/**
 * The customer area: its engine resources (companies, contacts, organisation codes; the generic
 * endpoints serve them with the rules of ./resources.ts) and the company picker of party fields.
 */
export const registerCustomerRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/customers/lookup',
    // Any page with a party field: the picker serves the forms of all of them.
    permission: 'session',
    sessionReason:
      "Checks inside for any page whose records name a company (the customer pages, a booking's customer...) and answers only companies in the caller's row scope.",
    summary: 'Companies the user can see, by name or code (q) or by id, for party fields',
    tags: ['customers'],
    body: lookupBody,
    handler: async ({ auth, body }) => {
      if (!PICKER_PAGE_URLS.some((url) => auth.permissions.has(url))) throw forbidden();
      const params: unknown[] = [];
      const bind = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const where = [rowScope(auth, COMPANY_SCOPE)?.(bind) ?? 'TRUE'];
      if (body.ids.length > 0) {
        params.push(body.ids);
        where.push(`c.id = ANY($${params.length}::int[])`);
      } else if (body.q !== '') {
        params.push(containsPattern(body.q));
        where.push(`(c.name ILIKE $${params.length} OR c.code ILIKE $${params.length})`);
      }
      params.push(body.limit);
      const rows = await app.database.query(
        `SELECT c.id, c.code, c.name, c.status, c.customer_region AS "customerRegion"
           FROM companies c
          WHERE ${where.join(' AND ')}
          ORDER BY c.name, c.id
          LIMIT $${params.length}`,
        params,
      );
      return ok(rows);
    },
  });
};
