import type { MenuTreeItem } from '@tidemark/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit, diff } from '../../engine/audit';
import type { Auth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { idField, idListField, isUniqueViolation, optionalIdField, versionField } from '../../http/fields';
import { route } from '../../http/route';
import { forgetGrants } from '../access';
import {
  ADMIN_ROLE,
  assertMayGrantItems,
  assertMayGrantRoles,
  assertMayTouchAdministration,
  changedIds,
  loadGranter,
} from './grant-rules';

const ROLE_CODE_RE = /^[a-z][a-z0-9_-]{1,31}$/;

const roleSaveBody = z
  .object({
    id: optionalIdField,
    code: z.string().trim().regex(ROLE_CODE_RE, { error: 'admin.roleCode' }),
    nameEn: z.string().trim().min(1, { error: 'validation.required' }).max(50),
    nameZh: z.string().trim().min(1, { error: 'validation.required' }).max(50),
    description: z.string().trim().max(200).optional().default(''),
    version: versionField,
  })
  .superRefine((v, ctx) => {
    if (v.id !== undefined && v.version === undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'validation.required' });
  });

type RoleRow = {
  id: number;
  code: string;
  nameEn: string;
  nameZh: string;
  description: string;
  builtIn: boolean;
  version: number;
};

const ROLE_COLUMNS = `r.id, r.code, r.name_en AS "nameEn", r.name_zh AS "nameZh", r.description,
  r.built_in AS "builtIn", r.version`;

const loadRole = async (app: FastifyInstance, id: number): Promise<RoleRow | undefined> =>
  (await app.database.query<RoleRow>(`SELECT ${ROLE_COLUMNS} FROM roles r WHERE r.id = $1`, [id]))[0];

/** The ids among `ids` that the table does not hold. */
const unknownIds = async (app: FastifyInstance, table: 'menu_items' | 'roles' | 'branches', ids: number[]) => {
  if (ids.length === 0) return [];
  const rows = await app.database.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
};

/**
 * Whether the user still reaches this page and may still edit on it once the role's grants
 * become `items`: an administrator must not lock themself out of role administration.
 */
const keepsRoleAdministration = async (
  app: FastifyInstance,
  userId: number,
  roleId: number,
  items: number[],
): Promise<boolean> => {
  const rows = await app.database.query<{ key: string | null }>(
    `WITH items AS (
       SELECT rm.menu_item_id AS id
         FROM user_roles ur JOIN role_menu_items rm ON rm.role_id = ur.role_id
        WHERE ur.user_id = $1 AND ur.role_id <> $2
       UNION
       SELECT unnest($3::int[]) WHERE EXISTS (SELECT 1 FROM user_roles WHERE user_id = $1 AND role_id = $2)
     )
     SELECT DISTINCT CASE WHEN m.menu_type = 2 THEN m.permission ELSE m.menu_url END AS key
       FROM items JOIN menu_items m ON m.id = items.id
      WHERE m.menu_target <> 'BMS'`,
    [userId, roleId, items],
  );
  const keys = new Set(rows.map((r) => r.key));
  return keys.has('udRole') && keys.has('udRole:edit');
};

const guardOwnAccess = async (app: FastifyInstance, auth: Auth, roleId: number, items: number[]) => {
  const hasNow = auth.permissions.has('udRole') && auth.permissions.has('udRole:edit');
  if (hasNow && !(await keepsRoleAdministration(app, auth.userId, roleId, items))) {
    throw badRequest('admin.ownAccessLost');
  }
};

/**
 * Renaming or deleting a role changes what its holders may do: only for a user who may grant the
 * role (the administrator role: administrators only).
 */
const assertMayChangeRole = async (app: FastifyInstance, auth: Auth, role: RoleRow): Promise<void> => {
  const granter = await loadGranter(app.database.query, auth);
  assertMayTouchAdministration(granter, role.code === ADMIN_ROLE);
  await assertMayGrantRoles(app.database.query, granter, [role.id]);
};

/** Roles and grants and the menu for the grant tree (udRole page); users are in users.routes.ts. */
export const registerRoleRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/access/roles/list',
    permission: 'udRole',
    summary: 'Every role with its granted menu item ids and the number of users holding it',
    tags: ['access'],
    body: z.object({}),
    handler: async () =>
      ok(
        await app.database.query(
          `SELECT ${ROLE_COLUMNS},
                  ARRAY(SELECT rm.menu_item_id FROM role_menu_items rm WHERE rm.role_id = r.id ORDER BY rm.menu_item_id)
                    AS "menuItemIds",
                  (SELECT count(*)::int FROM user_roles ur WHERE ur.role_id = r.id) AS "userCount"
             FROM roles r
            ORDER BY r.built_in DESC, r.id`,
        ),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/api/access/roles/save',
    permission: 'udRole:edit',
    summary: 'Creates a role, or updates one when id and its current version are given',
    tags: ['access'],
    body: roleSaveBody,
    handler: async ({ auth, body, t }) => {
      const values = { code: body.code, nameEn: body.nameEn, nameZh: body.nameZh, description: body.description };
      const codeTaken = () => badRequest('http.400', { code: 'admin.roleCodeTaken' });
      if (body.id === undefined) {
        const rows = await app.database.query<{ id: number; version: number }>(
          `INSERT INTO roles (code, name_en, name_zh, description) VALUES ($1, $2, $3, $4)
           ON CONFLICT (code) DO NOTHING RETURNING id, version`,
          [values.code, values.nameEn, values.nameZh, values.description],
        );
        const created = rows[0];
        if (!created) throw codeTaken();
        await audit(app, {
          entity: 'role',
          entityId: created.id,
          action: 'create',
          userId: auth.userId,
          changes: values,
        });
        forgetGrants();
        return ok(created, t('admin.roleSaved'));
      }
      const current = await loadRole(app, body.id);
      if (!current) throw notFound();
      await assertMayChangeRole(app, auth, current);
      if (current.version !== body.version) throw conflict();
      // Built-in codes are how the seed and the approval flow find their roles.
      if (current.builtIn && body.code !== current.code) throw badRequest('http.400', { code: 'admin.builtInCode' });
      const other = await app.database.query('SELECT 1 FROM roles WHERE code = $1 AND id <> $2', [body.code, body.id]);
      if (other.length > 0) throw codeTaken();
      let rows: { version: number }[];
      try {
        rows = await app.database.query<{ version: number }>(
          `UPDATE roles SET code = $3, name_en = $4, name_zh = $5, description = $6, version = version + 1, updated_at = now()
            WHERE id = $1 AND version = $2 RETURNING version`,
          [body.id, body.version, values.code, values.nameEn, values.nameZh, values.description],
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
      const updated = rows[0];
      if (!updated) throw conflict();
      const changes = diff(current, values);
      await audit(app, { entity: 'role', entityId: body.id, action: 'update', userId: auth.userId, changes });
      forgetGrants();
      return ok({ id: body.id, version: updated.version }, t('admin.roleSaved'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/access/roles/delete',
    permission: 'udRole:edit',
    summary: 'Deletes a role that is not built in; its users lose its grants',
    tags: ['access'],
    body: z.object({ id: idField }),
    handler: async ({ auth, body, t }) => {
      const current = await loadRole(app, body.id);
      if (!current) throw notFound();
      if (current.builtIn) throw badRequest('admin.builtInRole');
      await assertMayChangeRole(app, auth, current);
      await guardOwnAccess(app, auth, body.id, []);
      const users = await app.database.query<{ user_id: number }>('SELECT user_id FROM user_roles WHERE role_id = $1', [
        body.id,
      ]);
      await app.database.query('DELETE FROM roles WHERE id = $1', [body.id]);
      await audit(app, {
        entity: 'role',
        entityId: body.id,
        action: 'delete',
        userId: auth.userId,
        changes: { ...current, userIds: users.map((u) => u.user_id) },
      });
      forgetGrants();
      return ok(null, t('admin.roleDeleted'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/access/roles/grants',
    permission: 'udRole:edit',
    summary: "Replaces a role's grants with the given menu items (their groups and pages come along)",
    tags: ['access'],
    body: z.object({ roleId: idField, menuItemIds: idListField }),
    handler: async ({ auth, body, t }) => {
      const role = await loadRole(app, body.roleId);
      if (!role) throw notFound();
      if ((await unknownIds(app, 'menu_items', body.menuItemIds)).length > 0) {
        throw badRequest('http.400', { menuItemIds: 'admin.unknownMenuItem' });
      }
      // An item whose parent is not granted would never show in the menu tree, so parents come along.
      const wanted = (
        await app.database.query<{ id: number }>(
          `WITH RECURSIVE wanted AS (
             SELECT id, parent_id FROM menu_items WHERE id = ANY($1::int[])
             UNION
             SELECT m.id, m.parent_id FROM menu_items m JOIN wanted w ON m.id = w.parent_id
           )
           SELECT id FROM wanted ORDER BY id`,
          [body.menuItemIds],
        )
      ).map((r) => r.id);
      await guardOwnAccess(app, auth, body.roleId, wanted);
      const before = (
        await app.database.query<{ id: number }>(
          'SELECT menu_item_id AS id FROM role_menu_items WHERE role_id = $1 ORDER BY menu_item_id',
          [body.roleId],
        )
      ).map((r) => r.id);
      const granter = await loadGranter(app.database.query, auth);
      assertMayTouchAdministration(granter, role.code === ADMIN_ROLE);
      assertMayGrantItems(granter, changedIds(before, wanted));
      // One statement, so a failure leaves the old grants whole.
      await app.database.query(
        `WITH removed AS (
           DELETE FROM role_menu_items WHERE role_id = $1 AND NOT (menu_item_id = ANY($2::int[]))
         )
         INSERT INTO role_menu_items (role_id, menu_item_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
        [body.roleId, wanted],
      );
      const added = wanted.filter((id) => !before.includes(id));
      const removed = before.filter((id) => !wanted.includes(id));
      if (added.length > 0 || removed.length > 0) {
        await audit(app, {
          entity: 'role',
          entityId: body.roleId,
          action: 'grant',
          userId: auth.userId,
          changes: { added, removed },
        });
      }
      forgetGrants();
      return ok({ roleId: body.roleId, menuItemIds: wanted }, t('admin.grantsSaved'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/access/menu',
    permission: 'udRole',
    summary: 'Every menu item as a tree, for granting',
    tags: ['access'],
    body: z.object({}),
    handler: async () => ok(await loadFullMenu(app)),
  });
};

/** The whole menu, nested, including items of every target: the grant tree shows all of them. */
const loadFullMenu = async (app: FastifyInstance): Promise<MenuTreeItem[]> => {
  const rows = await app.database.query<{
    id: number;
    parent_id: number | null;
    code: string;
    menu_type: number;
    menu_target: string;
    menu_url: string | null;
    permission: string | null;
    title_key: string;
  }>(
    `SELECT id, parent_id, code, menu_type, menu_target, menu_url, permission, title_key
       FROM menu_items ORDER BY sort, id`,
  );
  const nodes = new Map<number, MenuTreeItem>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      code: r.code,
      menuType: r.menu_type as 0 | 1 | 2,
      menuTarget: r.menu_target,
      menuUrl: r.menu_url,
      permission: r.permission,
      titleKey: r.title_key,
      childList: [],
    });
  }
  const roots: MenuTreeItem[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id);
    if (!node) continue;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.childList.push(node);
    else roots.push(node);
  }
  return roots;
};
