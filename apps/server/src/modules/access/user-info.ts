import type { MenuTreeItem, SessionUser } from '@tidemark/domain';
import { effectiveTimeZone } from '@tidemark/domain/access/time-zone';
import type { FastifyInstance } from 'fastify';

export const loadSessionUser = async (app: FastifyInstance, userId: number): Promise<SessionUser | null> => {
  const rows = await app.database.query<Omit<SessionUser, 'timeZone'> & { roles: string[] | null }>(
    `SELECT u.id, u.user_name AS "userName", u.display_name AS "displayName", u.email, u.kind, u.status,
            c.name AS "companyName", b.name AS "branchName", u.language,
            u.time_zone AS "timeZoneChoice", COALESCE(b.time_zone, cb.time_zone) AS "branchTimeZone",
            ARRAY(SELECT r.code FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.code) AS roles
       FROM users u
       LEFT JOIN companies c ON c.id = u.company_id
       LEFT JOIN branches b ON b.id = u.branch_id
       LEFT JOIN branches cb ON cb.id = c.branch_id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    roles: row.roles ?? [],
    timeZone: effectiveTimeZone(row.timeZoneChoice, row.branchTimeZone),
  };
};

/** SPEC §7 menuTree: the items the user's roles grant, nested, without BMS-target items. */
export const loadMenuTree = async (app: FastifyInstance, userId: number): Promise<MenuTreeItem[]> => {
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
    `SELECT DISTINCT m.id, m.parent_id, m.code, m.menu_type, m.menu_target, m.menu_url, m.permission, m.title_key, m.sort
       FROM user_roles ur
       JOIN role_menu_items rm ON rm.role_id = ur.role_id
       JOIN menu_items m ON m.id = rm.menu_item_id
       JOIN users u ON u.id = ur.user_id
      WHERE ur.user_id = $1 AND u.status = 'active' AND m.menu_target <> 'BMS'
      ORDER BY m.sort, m.id`,
    [userId],
  );
  const byId = new Map<number, MenuTreeItem & { parentId: number | null }>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id,
      parentId: r.parent_id,
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
  for (const item of byId.values()) {
    const parent = item.parentId === null ? undefined : byId.get(item.parentId);
    if (parent) parent.childList.push(item);
    else if (item.parentId === null) roots.push(item);
  }
  const strip = (item: MenuTreeItem & { parentId?: number | null }): MenuTreeItem => {
    const { parentId: _parent, ...rest } = item;
    return { ...rest, childList: item.childList.map(strip) };
  };
  return roots.map(strip);
};
