import type { TxQuery } from '../../engine/transaction';
import type { Auth } from '../../http/auth';
import { AppError, badRequest } from '../../http/errors';

/**
 * Who may hand out what on the roles page. Nobody grants what they do not hold: a role only by a
 * user who holds every menu item it grants (so any role they hold themselves), a branch only
 * within the user's own scope, a menu item only one of their own roles grants. The
 * administrator role and an administrator's account are changed by administrators alone, and
 * administrators may grant every role, branch and item (a new branch or page starts with them).
 * Since a change never gives anyone more than its author holds, nobody raises their own rights.
 */
export type Granter = {
  userId: number;
  admin: boolean;
  menuItemIds: ReadonlySet<number>;
  branchIds: ReadonlySet<number>;
};

export const ADMIN_ROLE = 'admin';

const refuse = (key: string) => new AppError(403, key);

/** The caller's rights as they stand now: read inside the change's transaction, after its lock. */
export const loadGranter = async (query: TxQuery, auth: Auth): Promise<Granter> => {
  const rows = await query<{ admin: boolean; items: number[]; branches: number[] }>(
    `SELECT EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                     WHERE ur.user_id = u.id AND r.code = $2) AS admin,
            ARRAY(SELECT DISTINCT rm.menu_item_id FROM user_roles ur
                    JOIN role_menu_items rm ON rm.role_id = ur.role_id WHERE ur.user_id = u.id) AS items,
            CASE WHEN u.kind = 'staff' THEN
              ARRAY(SELECT u.branch_id WHERE u.branch_id IS NOT NULL
                    UNION SELECT s.branch_id FROM user_branch_scopes s WHERE s.user_id = u.id)
            ELSE '{}'::int[] END AS branches
       FROM users u WHERE u.id = $1 AND u.status = 'active'`,
    [auth.userId, ADMIN_ROLE],
  );
  const row = rows[0];
  return {
    userId: auth.userId,
    admin: row?.admin === true,
    menuItemIds: new Set((row?.items ?? []).map(Number)),
    branchIds: new Set((row?.branches ?? []).map(Number)),
  };
};

/**
 * Serialises every change that could take the administrator role or an administrator's account
 * away, so two administrators removing each other at once cannot leave none.
 */
export const lockAdministrators = async (query: TxQuery): Promise<void> => {
  await query('SELECT id FROM roles WHERE code = $1 FOR UPDATE', [ADMIN_ROLE]);
};

type RoleGrants = { id: number; code: string; items: number[] };

const roleGrants = async (query: TxQuery, roleIds?: readonly number[]): Promise<RoleGrants[]> => {
  const rows = await query<RoleGrants>(
    `SELECT r.id, r.code,
            ARRAY(SELECT rm.menu_item_id FROM role_menu_items rm WHERE rm.role_id = r.id) AS items
       FROM roles r
      ${roleIds ? 'WHERE r.id = ANY($1::int[])' : ''}
      ORDER BY r.id`,
    roleIds ? [roleIds] : [],
  );
  return rows.map((r) => ({ ...r, items: r.items.map(Number) }));
};

const mayGrantRole = (granter: Granter, role: RoleGrants): boolean =>
  granter.admin || (role.code !== ADMIN_ROLE && role.items.every((id) => granter.menuItemIds.has(id)));

/** The roles the caller may grant or take away. */
export const grantableRoleIds = async (query: TxQuery, granter: Granter): Promise<number[]> =>
  (await roleGrants(query)).filter((r) => mayGrantRole(granter, r)).map((r) => r.id);

/** The branches the caller may add to or remove from a user's scope. */
export const grantableBranchIds = async (query: TxQuery, granter: Granter): Promise<number[]> =>
  granter.admin
    ? (await query<{ id: number }>('SELECT id FROM branches ORDER BY id')).map((b) => b.id)
    : [...granter.branchIds].sort((a, b) => a - b);

/** The menu items the caller may add to or remove from a role. */
export const grantableMenuItemIds = async (query: TxQuery, granter: Granter): Promise<number[]> =>
  granter.admin
    ? (await query<{ id: number }>('SELECT id FROM menu_items ORDER BY id')).map((m) => m.id)
    : [...granter.menuItemIds].sort((a, b) => a - b);

/** The ids in one list and not the other, either way: what a change adds or removes. */
export const changedIds = (before: readonly number[], after: readonly number[]): number[] => {
  const a = new Set(before);
  const b = new Set(after);
  return [...new Set([...before, ...after])].filter((id) => a.has(id) !== b.has(id));
};

/**
 * The users a caller may see and change on the roles page, as a SQL condition on `users u`:
 * administrators reach everyone; anyone else their own account, staff whose home branch is in
 * their scope and customers of companies in their scope. `bind` adds a parameter and answers its
 * placeholder.
 */
export const userReachSql = (granter: Granter, bind: (value: unknown) => string): string => {
  if (granter.admin) return 'TRUE';
  const branches = bind([...granter.branchIds]);
  return `(u.id = ${bind(granter.userId)}
           OR (u.kind = 'staff' AND u.branch_id = ANY(${branches}::int[]))
           OR (u.kind <> 'staff' AND EXISTS (SELECT 1 FROM companies rc
                                              WHERE rc.id = u.company_id AND rc.branch_id = ANY(${branches}::int[]))))`;
};

/** A user outside the caller's reach (see userReachSql) is not theirs to change. */
export const assertMayManageUser = async (query: TxQuery, granter: Granter, userId: number): Promise<void> => {
  if (granter.admin) return;
  const values: unknown[] = [userId];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const rows = await query(`SELECT 1 FROM users u WHERE u.id = $1 AND ${userReachSql(granter, bind)}`, values);
  if (rows.length === 0) throw refuse('admin.userOutOfScope');
};

/** The administrator role, or the account of one who holds it, is an administrator's to change. */
export const assertMayTouchAdministration = (granter: Granter, touchesAdmin: boolean): void => {
  if (touchesAdmin && !granter.admin) throw refuse('admin.adminOnly');
};

export const assertMayGrantRoles = async (query: TxQuery, granter: Granter, roleIds: readonly number[]) => {
  if (roleIds.length === 0 || granter.admin) return;
  const roles = await roleGrants(query, roleIds);
  assertMayTouchAdministration(
    granter,
    roles.some((r) => r.code === ADMIN_ROLE),
  );
  if (!roles.every((r) => mayGrantRole(granter, r))) throw refuse('admin.grantRoleNotHeld');
};

export const assertMayGrantBranches = (granter: Granter, branchIds: readonly number[]): void => {
  if (granter.admin) return;
  if (!branchIds.every((id) => granter.branchIds.has(id))) throw refuse('admin.grantBranchNotHeld');
};

export const assertMayGrantItems = (granter: Granter, menuItemIds: readonly number[]): void => {
  if (granter.admin) return;
  if (!menuItemIds.every((id) => granter.menuItemIds.has(id))) throw refuse('admin.grantItemNotHeld');
};

/**
 * Whether the user is an active administrator now, and whether another one is: an account that
 * would stop being one (role removed, disabled) must not be the last.
 */
export const assertAdministratorRemains = async (query: TxQuery, userId: number): Promise<void> => {
  const rows = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u
      WHERE u.id <> $1 AND u.status = 'active'
        AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                     WHERE ur.user_id = u.id AND r.code = $2)`,
    [userId, ADMIN_ROLE],
  );
  if ((rows[0]?.n ?? 0) === 0) throw badRequest('admin.lastAdmin');
};
