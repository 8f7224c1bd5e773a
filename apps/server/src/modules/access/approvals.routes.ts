import { isLanguage, translate } from '@tidemark/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit } from '../../engine/audit';
import { inScope, rowScope } from '../../engine/scope';
import { params } from '../../engine/sql';
import { ok } from '../../http/envelope';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { idField } from '../../http/fields';
import { route } from '../../http/route';
import { sendMail } from '../comms';
import { forgetGrants } from './session';

/** How many companies whose name resembles the requested one are offered per waiting account. */
const CANDIDATES = 5;

/** A company's row scope: staff through its branch, a customer only its own company. */
const COMPANY_SCOPE = { branch: 'c.branch_id', company: 'c.id' };

/** Customer accounts waiting for a member of staff to link them to their company. */
export const registerApprovalRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/access/approvals/list',
    permission: 'accountApproval',
    summary: 'Customer accounts waiting for approval, with companies in scope whose name resembles the request',
    tags: ['access'],
    body: z.object({}),
    handler: async ({ auth }) => {
      const p = params();
      const scope = rowScope(auth, COMPANY_SCOPE)?.(p.add) ?? 'TRUE';
      const rows = await app.database.query(
        `SELECT u.id, u.user_name AS "userName", u.display_name AS "displayName", u.email, u.phone,
                u.requested_company AS "requestedCompany", u.created_at AS "createdAt",
                COALESCE((
                  SELECT json_agg(json_build_object('id', m.id, 'code', m.code, 'name', m.name, 'city', m.city)
                                  ORDER BY m.name)
                    FROM (SELECT c.id, c.code, c.name, c.city FROM companies c
                           WHERE c.status = 'valid' AND ${scope}
                             AND c.name ILIKE '%' || replace(replace(replace(coalesce(u.requested_company, ''),
                                   '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
                           ORDER BY c.name LIMIT ${CANDIDATES}) m
                ), '[]'::json) AS candidates
           FROM users u
          WHERE u.kind = 'customer' AND u.status = 'pending_approval'
          ORDER BY u.created_at, u.id`,
        p.values,
      );
      return ok(rows);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/access/approvals/approve',
    permission: 'accountApproval:approve',
    summary: 'Links a waiting customer account to a company, activates it and mails the customer',
    tags: ['access'],
    body: z.object({ userId: idField, companyId: idField }),
    handler: async ({ auth, body, t }) => {
      const user = (
        await app.database.query<{ id: number; display_name: string; email: string; language: string | null }>(
          `SELECT id, display_name, email, language FROM users
            WHERE id = $1 AND kind = 'customer' AND status = 'pending_approval'`,
          [body.userId],
        )
      )[0];
      if (!user) throw notFound('admin.notPending');
      const company = (
        await app.database.query<{ id: number; name: string; branch_id: number }>(
          'SELECT id, name, branch_id FROM companies WHERE id = $1',
          [body.companyId],
        )
      )[0];
      if (!company) throw badRequest('http.400', { companyId: 'admin.unknownCompany' });
      if (!inScope(auth, { branchId: company.branch_id, companyId: company.id })) throw forbidden();
      // The status condition makes two approvers racing on one account approve it once.
      const updated = await app.database.query(
        `UPDATE users SET company_id = $2, status = 'active', version = version + 1, updated_at = now()
          WHERE id = $1 AND status = 'pending_approval' RETURNING id`,
        [user.id, company.id],
      );
      if (updated.length === 0) throw notFound('admin.notPending');
      await app.database.query(
        `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE code = 'customer'
         ON CONFLICT DO NOTHING`,
        [user.id],
      );
      await audit(app, {
        entity: 'user',
        entityId: user.id,
        action: 'approve',
        userId: auth.userId,
        changes: { status: { from: 'pending_approval', to: 'active' }, companyId: company.id, roles: ['customer'] },
      });
      forgetGrants(user.id);
      const lang = isLanguage(user.language) ? user.language : app.config.defaultLanguage;
      const brand = app.config.brandName;
      await sendMail(app, {
        to: user.email,
        subject: translate(lang, 'access.mail.approvedSubject', { brand }),
        text: translate(lang, 'access.mail.approvedBody', { brand, name: user.display_name, company: company.name }),
        purpose: 'account_approved',
      });
      return ok({ userId: user.id, companyId: company.id }, t('access.approved'));
    },
  });
};
