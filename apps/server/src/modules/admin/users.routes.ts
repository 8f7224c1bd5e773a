import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { diff } from '../../engine/audit';
import { auditIn, inTransaction } from '../../engine/transaction';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { containsPattern, idField, idListField, pageFields } from '../../http/fields';
import { route } from '../../http/route';
import { forgetGrants } from '../access';
import {
  ADMIN_ROLE,
  assertAdministratorRemains,
  assertMayGrantBranches,
  assertMayGrantRoles,
  assertMayManageUser,
  assertMayTouchAdministration,
  changedIds,
  grantableBranchIds,
  grantableMenuItemIds,
  grantableRoleIds,
  loadGranter,
  lockAdministrators,
  userReachSql,
} from './grant-rules';

const userSaveBody = z.object({
  userId: idField,
  roleIds: idListField,
  branchIds: idListField,
  status: z.enum(['active', 'disabled']),
});

/** Users with their roles and branch scope, and what the caller may grant them (udRole page). */
export const registerUserRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/access/users/list',
    permission: 'udRole',
    summary:
      'Users the caller may change (administrators: all), with their roles and branch scope; q matches user name, display name or e-mail',
    tags: ['access'],
    body: z.object({ q: z.string().trim().max(100).optional().default(''), ...pageFields }),
    handler: async ({ auth, body }) => {
      const params: unknown[] = [];
      const bind = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      // Only the users the caller could change: their scope's staff and customers, and themselves.
      const granter = await loadGranter(app.database.query, auth);
      const conditions = [userReachSql(granter, bind)];
      if (body.q) {
        const q = bind(containsPattern(body.q));
        conditions.push(`(u.user_name ILIKE ${q} OR u.display_name ILIKE ${q} OR u.email ILIKE ${q})`);
      }
      const where = `WHERE ${conditions.join(' AND ')}`;
      const n = params.length;
      const rows = await app.database.query(
        `SELECT u.id, u.user_name AS "userName", u.display_name AS "displayName", u.email, u.kind, u.status,
                u.company_id AS "companyId", c.name AS "companyName", u.branch_id AS "branchId",
                b.code AS "branchCode", u.created_at AS "createdAt", u.version,
                ARRAY(SELECT ur.role_id FROM user_roles ur WHERE ur.user_id = u.id ORDER BY ur.role_id) AS "roleIds",
                ARRAY(SELECT r.code FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                       WHERE ur.user_id = u.id ORDER BY r.code) AS "roleCodes",
                ARRAY(SELECT s.branch_id FROM user_branch_scopes s WHERE s.user_id = u.id ORDER BY s.branch_id)
                  AS "branchIds"
           FROM users u
           LEFT JOIN companies c ON c.id = u.company_id
           LEFT JOIN branches b ON b.id = u.branch_id
           ${where}
          ORDER BY lower(u.user_name), u.id
          LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, body.limit, (body.page - 1) * body.limit],
      );
      const counted = await app.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users u ${where}`,
        params,
      );
      // The scope editor names every branch a user may already hold; there are few of them.
      const branches = await app.database.query(
        'SELECT id, code, name, name_zh AS "nameZh" FROM branches ORDER BY code',
      );
      return ok({ rows, total: counted[0]?.n ?? 0, page: body.page, limit: body.limit, branches });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/access/grantable',
    permission: 'udRole',
    summary:
      'What the caller may grant or take away: roles, branches of a scope and menu items (administrators: all of them)',
    tags: ['access'],
    body: z.object({}),
    handler: async ({ auth }) => {
      const query = app.database.query;
      const granter = await loadGranter(query, auth);
      return ok({
        admin: granter.admin,
        roleIds: await grantableRoleIds(query, granter),
        branchIds: await grantableBranchIds(query, granter),
        menuItemIds: await grantableMenuItemIds(query, granter),
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/access/users/save',
    permission: 'udRole:edit',
    summary:
      "Sets a user's roles, branch scope and status; only roles, branches the caller holds, an administrator's account only by an administrator",
    tags: ['access'],
    body: userSaveBody,
    handler: async ({ auth, body, t }) => {
      const target = await app.database.query('SELECT id FROM users WHERE id = $1', [body.userId]);
      if (target.length === 0) throw notFound();
      const knownRoles = await app.database.query('SELECT id FROM roles WHERE id = ANY($1::int[])', [body.roleIds]);
      if (knownRoles.length < body.roleIds.length) throw badRequest('http.400', { roleIds: 'admin.unknownRole' });
      const knownBranches = await app.database.query('SELECT id FROM branches WHERE id = ANY($1::int[])', [
        body.branchIds,
      ]);
      if (knownBranches.length < body.branchIds.length) {
        throw badRequest('http.400', { branchIds: 'admin.unknownBranch' });
      }
      const roleIds = [...body.roleIds].sort((a, b) => a - b);
      const branchIds = [...body.branchIds].sort((a, b) => a - b);
      const status = body.status;
      const saved = await inTransaction(app, async (query) => {
        await lockAdministrators(query);
        const user = (
          await query<{ status: string; roles: { id: number; code: string }[]; scope: number[] }>(
            `SELECT u.status,
                    COALESCE((SELECT json_agg(json_build_object('id', r.id, 'code', r.code) ORDER BY r.id)
                                FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id),
                             '[]'::json) AS roles,
                    ARRAY(SELECT s.branch_id FROM user_branch_scopes s WHERE s.user_id = u.id ORDER BY s.branch_id)
                      AS scope
               FROM users u WHERE u.id = $1 FOR UPDATE`,
            [body.userId],
          )
        )[0];
        if (!user) throw notFound();
        const beforeRoles = user.roles.map((r) => r.id);
        const beforeScope = user.scope.map(Number);
        const adminRole = user.roles.find((r) => r.code === ADMIN_ROLE);
        if (body.userId === auth.userId) {
          if (status === 'disabled') throw badRequest('admin.cannotDisableSelf');
          if (adminRole && !roleIds.includes(adminRole.id)) throw badRequest('admin.cannotDropOwnAdmin');
        }
        const granter = await loadGranter(query, auth);
        await assertMayManageUser(query, granter, body.userId);
        assertMayTouchAdministration(granter, adminRole !== undefined);
        await assertMayGrantRoles(query, granter, changedIds(beforeRoles, roleIds));
        assertMayGrantBranches(granter, changedIds(beforeScope, branchIds));
        // Activating a waiting account links it to a company; that happens on the approval page.
        const pending = user.status === 'pending_email' || user.status === 'pending_approval';
        if (pending && status === 'active') throw badRequest('admin.useApproval');
        const stopsBeingAdmin = adminRole !== undefined && (!roleIds.includes(adminRole.id) || status !== 'active');
        if (stopsBeingAdmin && user.status === 'active') await assertAdministratorRemains(query, body.userId);
        // One statement, so roles, scope and status change together or not at all.
        await query(
          `WITH u AS (
             UPDATE users SET status = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING id
           ), dr AS (
             DELETE FROM user_roles WHERE user_id = $1 AND NOT (role_id = ANY($3::int[]))
           ), ir AS (
             INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($3::int[]) ON CONFLICT DO NOTHING
           ), ds AS (
             DELETE FROM user_branch_scopes WHERE user_id = $1 AND NOT (branch_id = ANY($4::int[]))
           )
           INSERT INTO user_branch_scopes (user_id, branch_id) SELECT $1, unnest($4::int[]) ON CONFLICT DO NOTHING`,
          [body.userId, status, roleIds, branchIds],
        );
        if (status === 'disabled' && user.status !== 'disabled') {
          await query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
            body.userId,
          ]);
        }
        const changes = diff(
          { status: user.status, roleIds: beforeRoles, branchIds: beforeScope },
          { status, roleIds, branchIds },
        );
        if (Object.keys(changes).length > 0) {
          await auditIn(query, {
            entity: 'user',
            entityId: body.userId,
            action: 'update',
            userId: auth.userId,
            changes,
          });
        }
        return { userId: body.userId, status, roleIds, branchIds };
      });
      forgetGrants(body.userId);
      return ok(saved, t('admin.userSaved'));
    },
  });
};
