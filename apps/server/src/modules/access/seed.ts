import { MENU_GROUPS, MENU_PAGES, menuGroupKey, menuPageKey, ROLE_CODES, type RoleCode } from '@tidemark/domain';
import type { Database } from '../../db/database';
import { hashPassword } from './passwords';

const ROLE_NAMES: Record<RoleCode, [string, string]> = {
  admin: ['Administrator', '系统管理员'],
  manager: ['Manager', '经理'],
  reviewer: ['Reviewer / approver', '审核人'],
  csr: ['Customer service (CSR)', '客服'],
  ops: ['Operations control', '操作控制'],
  sales: ['Sales', '销售'],
  pricing: ['Pricing', '定价'],
  finance: ['Finance', '财务'],
  customs: ['Customs', '关务'],
  it: ['IT', '信息技术'],
  hr: ['HR', '人力资源'],
  customer: ['Customer', '客户'],
};

/**
 * Built-in roles and the menu tree. Menu items are created once; a new item is granted to its
 * default roles when it first appears, so grants an administrator removed stay removed.
 */
export const syncAccess = async (database: Database): Promise<void> => {
  for (const code of ROLE_CODES) {
    const [en, zh] = ROLE_NAMES[code];
    await database.query(
      `INSERT INTO roles (code, name_en, name_zh, built_in) VALUES ($1, $2, $3, true) ON CONFLICT (code) DO NOTHING`,
      [code, en, zh],
    );
  }
  const roleIds = new Map(
    (await database.query<{ id: number; code: string }>('SELECT id, code FROM roles')).map((r) => [r.code, r.id]),
  );
  const grant = async (itemId: number, roles: readonly string[]) => {
    for (const role of roles) {
      const roleId = roleIds.get(role);
      if (roleId)
        await database.query(
          'INSERT INTO role_menu_items (role_id, menu_item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [roleId, itemId],
        );
    }
  };
  const insertItem = async (item: {
    code: string;
    parent: string | null;
    type: 0 | 1 | 2;
    url: string | null;
    permission: string | null;
    titleKey: string;
    sort: number;
  }): Promise<number | null> => {
    const rows = await database.query<{ id: number }>(
      `INSERT INTO menu_items (parent_id, code, menu_type, menu_url, permission, title_key, sort)
       VALUES ((SELECT id FROM menu_items WHERE code = $1), $2, $3, $4, $5, $6, $7)
       ON CONFLICT (code) DO NOTHING RETURNING id`,
      [item.parent, item.code, item.type, item.url, item.permission, item.titleKey, item.sort],
    );
    return rows[0]?.id ?? null;
  };
  for (const [i, group] of MENU_GROUPS.entries()) {
    const pages = MENU_PAGES.filter((p) => p.group === group);
    if (pages.length === 0) continue;
    const id = await insertItem({
      code: `group:${group}`,
      parent: null,
      type: 0,
      url: null,
      permission: null,
      titleKey: menuGroupKey(group),
      sort: i,
    });
    if (id) await grant(id, [...new Set(pages.flatMap((p) => p.roles))]);
  }
  for (const [i, page] of MENU_PAGES.entries()) {
    const id = await insertItem({
      code: page.url,
      parent: `group:${page.group}`,
      type: 1,
      url: page.url,
      permission: null,
      titleKey: menuPageKey(page.url),
      sort: i,
    });
    if (id) await grant(id, page.roles);
    for (const [j, action] of page.actions.entries()) {
      const actionId = await insertItem({
        code: action,
        parent: page.url,
        type: 2,
        url: null,
        permission: action,
        titleKey: `permissions.${action.replace(':', '.')}`,
        sort: j,
      });
      if (actionId) await grant(actionId, page.actionRoles[action] ?? page.roles);
    }
  }
};

export const DEMO_PASSWORD = 'Harbor2026';

const DEMO_STAFF: { user: RoleCode; name: string; branch: string; scope: 'branch' | 'controlled' | 'all' }[] = [
  { user: 'admin', name: 'Alex Morgan', branch: 'SHA', scope: 'all' },
  { user: 'manager', name: 'Chen Jing', branch: 'SHA', scope: 'controlled' },
  { user: 'reviewer', name: 'Liu Yang', branch: 'SHA', scope: 'controlled' },
  { user: 'csr', name: 'Wang Fang', branch: 'SHA', scope: 'branch' },
  { user: 'ops', name: 'Zhang Wei', branch: 'NGB', scope: 'branch' },
  { user: 'sales', name: 'Maria Lopez', branch: 'LAX', scope: 'controlled' },
  { user: 'pricing', name: 'Zhou Lei', branch: 'SHA', scope: 'controlled' },
  { user: 'finance', name: 'Li Na', branch: 'SHA', scope: 'controlled' },
  { user: 'customs', name: 'Xu Hui', branch: 'SHA', scope: 'controlled' },
  { user: 'it', name: 'Sam Patel', branch: 'SHA', scope: 'all' },
  { user: 'hr', name: 'Zhao Min', branch: 'SHA', scope: 'branch' },
];

/** One demo user per built-in role, all with the demo password (embedded demo only). */
/** The demo sign-ins a fresh embedded database gets, as the start banner lists them. */
export const DEMO_SIGN_INS: readonly string[] = [...DEMO_STAFF.map((s) => s.user), 'customer'];

export const seedDemoUsers = async (database: Database): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((existing[0]?.n ?? 0) > 0) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  const branches = await database.query<{ id: number; code: string; controlling_office_id: number }>(
    'SELECT id, code, controlling_office_id FROM branches',
  );
  const byCode = new Map(branches.map((b) => [b.code, b]));
  const roleIds = new Map(
    (await database.query<{ id: number; code: string }>('SELECT id, code FROM roles')).map((r) => [r.code, r.id]),
  );
  const addUser = async (values: unknown[], role: RoleCode): Promise<number> => {
    const rows = await database.query<{ id: number }>(
      `INSERT INTO users (user_name, display_name, email, email_verified_at, password_hash, kind, status, company_id, branch_id, language)
       VALUES ($1, $2, $3, now(), $4, $5, 'active', $6, $7, $8) RETURNING id`,
      values,
    );
    const id = rows[0]?.id as number;
    await database.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [id, roleIds.get(role)]);
    return id;
  };
  for (const s of DEMO_STAFF) {
    const branch = byCode.get(s.branch);
    if (!branch) continue;
    const id = await addUser(
      [
        s.user,
        s.name,
        `${s.user}@tidemark.example`,
        hash,
        'staff',
        null,
        branch.id,
        s.user === 'sales' ? 'en_us' : 'zh_cn',
      ],
      s.user,
    );
    const scope =
      s.scope === 'all'
        ? branches
        : s.scope === 'controlled'
          ? branches.filter((b) => b.controlling_office_id === branch.controlling_office_id)
          : [];
    for (const b of scope) {
      await database.query(
        'INSERT INTO user_branch_scopes (user_id, branch_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [id, b.id],
      );
    }
  }
  const company = (
    await database.query<{ id: number; branch_id: number }>('SELECT id, branch_id FROM companies ORDER BY id LIMIT 1')
  )[0];
  if (company) {
    await addUser(
      ['customer', 'Jordan Lee', 'customer@tidemark.example', hash, 'customer', company.id, null, 'en_us'],
      'customer',
    );
  }
};
