import { type MenuTreeItem, ROLE_CODES } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { idOf, pendingCustomer, post, type Session, signIn } from '../../../test/session-helpers';

const flatten = (items: MenuTreeItem[]): MenuTreeItem[] => items.flatMap((i) => [i, ...flatten(i.childList)]);

type RoleListRow = {
  id: number;
  code: string;
  version: number;
  builtIn: boolean;
  menuItemIds: number[];
  userCount: number;
};

describe.each(ENGINES)('roles, grants and users on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  const auditRows = (entity: string, id: number) =>
    t.database.query<{ action: string; user_id: number; changes: Record<string, unknown> }>(
      'SELECT action, user_id, changes FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
      [entity, String(id)],
    );
  const menuId = (code: string) => idOf(t, 'SELECT id FROM menu_items WHERE code = $1', [code]);
  const roleId = (code: string) => idOf(t, 'SELECT id FROM roles WHERE code = $1', [code]);
  const userId = (name: string) => idOf(t, 'SELECT id FROM users WHERE user_name = $1', [name]);
  const roles = async (): Promise<RoleListRow[]> => (await post(t, '/api/access/roles/list', admin)).json().data;

  beforeAll(async () => {
    t = await testApp(engine);
    admin = await signIn(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the built-in roles with their grants and user counts', async () => {
    const list = await roles();
    expect(list.map((r) => r.code)).toEqual(expect.arrayContaining([...ROLE_CODES]));
    const adminRole = list.find((r) => r.code === 'admin');
    expect(adminRole).toMatchObject({ builtIn: true, userCount: 1, version: 1 });
    expect(adminRole?.menuItemIds).toContain(await menuId('udRole:edit'));
    expect(list.find((r) => r.code === 'customer')?.menuItemIds).not.toContain(await menuId('udRole'));
  });

  it('answers the whole menu as a tree for the grant editor', async () => {
    const res = await post(t, '/api/access/menu', admin);
    const tree: MenuTreeItem[] = res.json().data;
    const group = tree.find((i) => i.code === 'group:administration');
    const page = group?.childList.find((i) => i.code === 'udRole');
    expect(page).toMatchObject({ menuType: 1, menuUrl: 'udRole' });
    expect(page?.childList.map((i) => i.permission)).toEqual(['udRole:edit']);
    const count = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM menu_items');
    expect(flatten(tree)).toHaveLength(count[0]?.n ?? -1);
  });

  it('creates a role, refuses a duplicate code and writes an audit row', async () => {
    const fields = { code: 'auditor', nameEn: 'Auditor', nameZh: '审计员', description: 'Reads the outbox' };
    const res = await post(t, '/api/access/roles/save', admin, fields);
    expect(res.json()).toMatchObject({ result: 'true', message: 'The role has been saved', data: { version: 1 } });
    const id: number = res.json().data.id;
    expect(await auditRows('role', id)).toMatchObject([
      { action: 'create', user_id: await userId('admin'), changes: { code: 'auditor', nameZh: '审计员' } },
    ]);
    const again = await post(t, '/api/access/roles/save', admin, fields);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ code: 'Another role already uses this code' });
    const bad = await post(t, '/api/access/roles/save', admin, { ...fields, code: 'Not Valid' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['code']);
  });

  it('updates with the current version and answers a stale one with 409', async () => {
    const created = await post(t, '/api/access/roles/save', admin, {
      code: 'planner',
      nameEn: 'Planner',
      nameZh: '计划员',
    });
    const id: number = created.json().data.id;
    const update = { id, code: 'planner', nameEn: 'Space planner', nameZh: '舱位计划员', version: 1 };
    const first = await post(t, '/api/access/roles/save', admin, update);
    expect(first.json()).toMatchObject({ result: 'true', data: { id, version: 2 } });
    const stale = await post(t, '/api/access/roles/save', admin, update);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ result: 'false', message: 'Data has changed, please reload before saving.' });
    const noVersion = await post(t, '/api/access/roles/save', admin, { ...update, version: '' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().errors).toEqual({ version: 'This field is required' });
    const taken = await post(t, '/api/access/roles/save', admin, { ...update, code: 'auditor', version: 2 });
    expect(taken.json().errors).toEqual({ code: 'Another role already uses this code' });
    const rows = await auditRows('role', id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]?.changes).toEqual({
      nameEn: { from: 'Planner', to: 'Space planner' },
      nameZh: { from: '计划员', to: '舱位计划员' },
    });
  });

  it('keeps built-in roles: their code stays and they cannot be deleted', async () => {
    const hr = (await roles()).find((r) => r.code === 'hr');
    if (!hr) throw new Error('no hr role');
    const renamed = await post(t, '/api/access/roles/save', admin, {
      id: hr.id,
      code: 'people',
      nameEn: 'People',
      nameZh: '人事',
      version: hr.version,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ code: 'The code of a built-in role cannot be changed' });
    const deleted = await post(t, '/api/access/roles/delete', admin, { id: hr.id });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().message).toBe('Built-in roles cannot be deleted');
    expect((await roles()).some((r) => r.code === 'hr')).toBe(true);
  });

  it('replaces grants, brings parents along, and the holders see the change at once', async () => {
    const auditor = await roleId('auditor');
    const hr = await userId('hr');
    const hrSession = await signIn(t, 'hr');
    expect((await post(t, '/api/access/outbox/list', hrSession)).statusCode).toBe(403);

    const unknown = await post(t, '/api/access/roles/grants', admin, { roleId: auditor, menuItemIds: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      menuItemIds: 'Some of the chosen menu items no longer exist. Reload and try again.',
    });

    const outbox = await menuId('mailOutbox');
    const res = await post(t, '/api/access/roles/grants', admin, { roleId: auditor, menuItemIds: String(outbox) });
    expect(res.json().result).toBe('true');
    const group = await menuId('group:administration');
    expect(res.json().data.menuItemIds).toEqual([group, outbox].sort((a, b) => a - b));

    const hrRoles = await t.database.query<{ role_id: number }>('SELECT role_id FROM user_roles WHERE user_id = $1', [
      hr,
    ]);
    const saved = await post(t, '/api/access/users/save', admin, {
      userId: hr,
      roleIds: [...hrRoles.map((r) => r.role_id), auditor],
      branchIds: [],
      status: 'active',
    });
    expect(saved.json()).toMatchObject({ result: 'true', message: 'The user has been saved' });
    expect((await post(t, '/api/access/outbox/list', hrSession)).statusCode).toBe(200);

    const upgrade = await menuId('upgrade');
    const both = await post(t, '/api/access/roles/grants', admin, { roleId: auditor, menuItemIds: [upgrade, outbox] });
    expect(both.json().data.menuItemIds).toHaveLength(3);
    const grants = await auditRows('role', auditor);
    expect(grants.filter((r) => r.action === 'grant').map((r) => r.changes)).toEqual([
      { added: [group, outbox].sort((a, b) => a - b), removed: [] },
      { added: [upgrade], removed: [] },
    ]);

    await post(t, '/api/access/roles/grants', admin, { roleId: auditor });
    expect((await roles()).find((r) => r.code === 'auditor')?.menuItemIds).toEqual([]);
    expect((await post(t, '/api/access/outbox/list', hrSession)).statusCode).toBe(403);
  });

  it('refuses grant changes that would lock the administrator out of this page', async () => {
    const adminRole = await roleId('admin');
    const res = await post(t, '/api/access/roles/grants', admin, {
      roleId: adminRole,
      menuItemIds: [await menuId('upgrade')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This change would take away your own access to roles and permissions');
    expect((await roles()).find((r) => r.code === 'admin')?.menuItemIds).toContain(await menuId('udRole:edit'));
  });

  it('deletes a custom role and its holders lose it', async () => {
    const auditor = await roleId('auditor');
    const res = await post(t, '/api/access/roles/delete', admin, { id: auditor });
    expect(res.json()).toMatchObject({ result: 'true', message: 'The role has been deleted' });
    expect(await t.database.query('SELECT 1 FROM user_roles WHERE role_id = $1', [auditor])).toEqual([]);
    const rows = await auditRows('role', auditor);
    expect(rows.at(-1)).toMatchObject({
      action: 'delete',
      changes: { code: 'auditor', userIds: [await userId('hr')] },
    });
    expect((await post(t, '/api/access/roles/delete', admin, { id: auditor })).statusCode).toBe(404);
  });

  it('lists users paged with roles and scope; q matches names and e-mail with wildcards taken literally', async () => {
    const all = await post(t, '/api/access/users/list', admin, { page: 1, limit: 10 });
    const data = all.json().data;
    const counted = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(data.total).toBe(counted[0]?.n);
    expect(data.rows).toHaveLength(10);
    expect(data.branches.length).toBeGreaterThan(0);
    await pendingCustomer(t, 'listed1');
    const page2 = await post(t, '/api/access/users/list', admin, { page: 2, limit: 10 });
    expect(page2.json().data).toMatchObject({ total: data.total + 1, page: 2, limit: 10 });
    expect(page2.json().data.rows.map((r: { id: number }) => r.id)).not.toContain(data.rows[0].id);
    expect(page2.json().data.rows.length).toBe(data.total + 1 - 10);

    const csr = await post(t, '/api/access/users/list', admin, { q: 'wang fang', page: 1, limit: 20 });
    expect(csr.json().data).toMatchObject({ total: 1, rows: [{ userName: 'csr', roleCodes: ['csr'] }] });
    const byMail = await post(t, '/api/access/users/list', admin, { q: 'SALES@tidemark', page: 1, limit: 20 });
    const sales = byMail.json().data.rows[0];
    expect(sales).toMatchObject({ userName: 'sales', kind: 'staff', status: 'active' });
    expect(sales.branchIds.length).toBeGreaterThan(0);
    for (const q of ['%', '_']) {
      expect((await post(t, '/api/access/users/list', admin, { q, page: 1, limit: 20 })).json().data.total).toBe(0);
    }
    const badLimit = await post(t, '/api/access/users/list', admin, { page: 1, limit: 15 });
    expect(badLimit.statusCode).toBe(400);
    expect(Object.keys(badLimit.json().errors)).toEqual(['limit']);
  });

  it('saves roles, scope and status; disabling ends the sessions of that user', async () => {
    const ops = await userId('ops');
    const opsSession = await signIn(t, 'ops');
    const branches = await t.database.query<{ id: number }>('SELECT id FROM branches ORDER BY id LIMIT 2');
    const branchIds = branches.map((b) => b.id);
    const opsRole = await roleId('ops');
    const disable = await post(t, '/api/access/users/save', admin, {
      userId: ops,
      roleIds: [opsRole],
      branchIds,
      status: 'disabled',
    });
    expect(disable.json().result).toBe('true');
    expect((await post(t, '/account/user/menuTree', opsSession)).statusCode).toBe(401);
    const listed = await post(t, '/api/access/users/list', admin, { q: 'zhang wei', page: 1, limit: 10 });
    expect(listed.json().data.rows[0]).toMatchObject({ status: 'disabled', roleIds: [opsRole], branchIds });
    const enable = await post(t, '/api/access/users/save', admin, { userId: ops, roleIds: opsRole, status: 'active' });
    expect(enable.json().result).toBe('true');
    expect((await signIn(t, 'ops')).sid).toBeTruthy();
    const rows = await auditRows('user', ops);
    expect(rows.map((r) => r.changes)).toEqual([
      { status: { from: 'active', to: 'disabled' }, branchIds: { from: [], to: branchIds } },
      { status: { from: 'disabled', to: 'active' }, branchIds: { from: branchIds, to: [] } },
    ]);
  });

  it('refuses unknown roles and branches, and activating a waiting account here', async () => {
    const ops = await userId('ops');
    const role = await post(t, '/api/access/users/save', admin, { userId: ops, roleIds: 999_999, status: 'active' });
    expect(role.json().errors).toEqual({ roleIds: 'Some of the chosen roles no longer exist. Reload and try again.' });
    const branch = await post(t, '/api/access/users/save', admin, {
      userId: ops,
      branchIds: 999_999,
      status: 'active',
    });
    expect(branch.json().errors).toEqual({ branchIds: 'Some of the chosen branches do not exist' });
    const status = await post(t, '/api/access/users/save', admin, { userId: ops, status: 'pending_email' });
    expect(Object.keys(status.json().errors)).toEqual(['status']);
    const waiting = await pendingCustomer(t, 'waiting1');
    const activate = await post(t, '/api/access/users/save', admin, { userId: waiting, status: 'active' });
    expect(activate.statusCode).toBe(400);
    expect(activate.json().message).toBe(
      'This account is waiting for approval. Approve it on the account approval page.',
    );
    expect((await post(t, '/api/access/users/save', admin, { userId: 999_999, status: 'active' })).statusCode).toBe(
      404,
    );
  });

  it('does not let an administrator disable themself or drop their own admin role', async () => {
    const me = await userId('admin');
    const adminRole = await roleId('admin');
    const disable = await post(t, '/api/access/users/save', admin, {
      userId: me,
      roleIds: adminRole,
      status: 'disabled',
    });
    expect(disable.statusCode).toBe(400);
    expect(disable.json().message).toBe('You cannot disable your own account');
    const drop = await post(t, '/api/access/users/save', admin, {
      userId: me,
      roleIds: await roleId('it'),
      status: 'active',
    });
    expect(drop.statusCode).toBe(400);
    expect(drop.json().message).toBe('You cannot remove the administrator role from your own account');
    const rows = await t.database.query('SELECT role_id FROM user_roles WHERE user_id = $1', [me]);
    expect(rows).toEqual([{ role_id: adminRole }]);
  });
});
