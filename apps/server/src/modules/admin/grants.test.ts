import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { idOf, post, type Session, signIn } from '../../../test/session-helpers';

/**
 * Nobody hands out what they do not hold: roles, branches and permissions are granted (or taken
 * away) only by a user who holds them, an administrator's account and the administrator role are
 * changed only by an administrator, and at least one active administrator always remains.
 */
describe.each(ENGINES)('granting roles, scope and permissions on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  let itUser: Session;
  const roleId = (code: string) => idOf(t, 'SELECT id FROM roles WHERE code = $1', [code]);
  const userId = (name: string) => idOf(t, 'SELECT id FROM users WHERE user_name = $1', [name]);
  const menuId = (code: string) => idOf(t, 'SELECT id FROM menu_items WHERE code = $1', [code]);
  const branchId = (code: string) => idOf(t, 'SELECT id FROM branches WHERE code = $1', [code]);
  const rolesOf = async (name: string) =>
    (
      await t.database.query<{ code: string }>(
        `SELECT r.code FROM user_roles ur JOIN roles r ON r.id = ur.role_id
          WHERE ur.user_id = (SELECT id FROM users WHERE user_name = $1) ORDER BY r.code`,
        [name],
      )
    ).map((r) => r.code);
  const scopeOf = async (name: string) =>
    (
      await t.database.query<{ id: number }>(
        `SELECT branch_id AS id FROM user_branch_scopes
          WHERE user_id = (SELECT id FROM users WHERE user_name = $1) ORDER BY branch_id`,
        [name],
      )
    ).map((r) => r.id);
  const grantsOf = async (code: string) =>
    (
      await t.database.query<{ id: number }>(
        `SELECT menu_item_id AS id FROM role_menu_items
          WHERE role_id = (SELECT id FROM roles WHERE code = $1) ORDER BY menu_item_id`,
        [code],
      )
    ).map((r) => r.id);
  /** The form of users/save that leaves the user as it is, with some values replaced. */
  const userForm = async (name: string, change: { roles?: string[]; branchIds?: number[]; status?: string } = {}) => {
    const roles = change.roles ?? (await rolesOf(name));
    return {
      userId: await userId(name),
      roleIds: await Promise.all(roles.map(roleId)),
      branchIds: change.branchIds ?? (await scopeOf(name)),
      status: change.status ?? 'active',
    };
  };

  beforeAll(async () => {
    t = await testApp(engine);
    admin = await signIn(t, 'admin');
    itUser = await signIn(t, 'it');
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not let IT grant itself the administrator role', async () => {
    const res = await post(t, '/api/access/users/save', itUser, await userForm('it', { roles: ['it', 'admin'] }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      "Only an administrator can change the administrator role or an administrator's account",
    );
    expect(await rolesOf('it')).toEqual(['it']);
  });

  it("does not let IT rewrite the administrator's scope, roles or status", async () => {
    const before = await scopeOf('admin');
    const sha = await branchId('SHA');
    for (const change of [{ branchIds: [sha] }, { roles: ['admin', 'hr'] }, { status: 'disabled' }]) {
      const res = await post(t, '/api/access/users/save', itUser, await userForm('admin', change));
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json().message).toBe(
        "Only an administrator can change the administrator role or an administrator's account",
      );
    }
    expect(await scopeOf('admin')).toEqual(before);
    expect(await rolesOf('admin')).toEqual(['admin']);
    expect((await post(t, '/account/user/menuTree', admin)).statusCode).toBe(200);
  });

  it("does not let IT change the administrator role's name or grants", async () => {
    const adminRole = await roleId('admin');
    const before = await grantsOf('admin');
    const grants = await post(t, '/api/access/roles/grants', itUser, {
      roleId: adminRole,
      menuItemIds: before.filter((id) => id !== before[0]),
    });
    expect(grants.statusCode).toBe(403);
    expect(grants.json().message).toBe(
      "Only an administrator can change the administrator role or an administrator's account",
    );
    const renamed = await post(t, '/api/access/roles/save', itUser, {
      id: adminRole,
      code: 'admin',
      nameEn: 'Nobody',
      nameZh: '无人',
      version: 1,
    });
    expect(renamed.statusCode).toBe(403);
    expect(await grantsOf('admin')).toEqual(before);
  });

  it('lets a user grant or remove only roles whose every permission they hold', async () => {
    // A role made of two of IT's own pages: IT holds every permission of it.
    await t.database.query(
      `WITH r AS (INSERT INTO roles (code, name_en, name_zh) VALUES ('mailclerk', 'Mail clerk', '邮件文员') RETURNING id)
       INSERT INTO role_menu_items (role_id, menu_item_id)
       SELECT r.id, m.menu_item_id FROM r,
              (SELECT rm.menu_item_id FROM role_menu_items rm JOIN roles x ON x.id = rm.role_id
                JOIN menu_items mi ON mi.id = rm.menu_item_id
               WHERE x.code = 'it' AND mi.menu_url = 'mailOutbox') m`,
    );
    // IT holds none of the tracking pages the customer-service role opens.
    const grant = await post(t, '/api/access/users/save', itUser, await userForm('hr', { roles: ['hr', 'csr'] }));
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe('You can grant or remove only roles whose permissions you hold yourself');
    const remove = await post(t, '/api/access/users/save', itUser, await userForm('csr', { roles: [] }));
    expect(remove.statusCode).toBe(403);
    expect(await rolesOf('hr')).toEqual(['hr']);
    expect(await rolesOf('csr')).toEqual(['csr']);
    // Its own role, and one whose pages it holds all of, it may hand out.
    const own = await post(t, '/api/access/users/save', itUser, await userForm('hr', { roles: ['hr', 'it'] }));
    expect(own.json()).toMatchObject({ result: 'true' });
    const held = await post(t, '/api/access/users/save', itUser, await userForm('hr', { roles: ['hr', 'mailclerk'] }));
    expect(held.json()).toMatchObject({ result: 'true' });
    expect(await rolesOf('hr')).toEqual(['hr', 'mailclerk']);
    // Finance reads drayage costs, a page IT does not hold: IT may not hand it out.
    const finance = await post(t, '/api/access/users/save', itUser, await userForm('hr', { roles: ['finance', 'hr'] }));
    expect(finance.statusCode).toBe(403);
    // An administrator hands out any role.
    const byAdmin = await post(t, '/api/access/users/save', admin, await userForm('hr', { roles: ['hr'] }));
    expect(byAdmin.json()).toMatchObject({ result: 'true' });
  });

  it('lets a user add or take away only permissions they hold, on no role of the administrator', async () => {
    const approval = await menuId('accountApproval');
    const itRole = await roleId('it');
    const before = await grantsOf('it');
    const raise = await post(t, '/api/access/roles/grants', itUser, {
      roleId: itRole,
      menuItemIds: [...before, approval],
    });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().message).toBe('You can grant or remove only permissions you hold yourself');
    expect(await grantsOf('it')).toEqual(before);
    expect((await post(t, '/api/access/approvals/list', itUser)).statusCode).toBe(403);

    const csrGrants = await grantsOf('csr');
    // The page goes with its action, or the action would bring it back as its parent.
    const tracking = [await menuId('tracking'), await menuId('tracking:export')];
    const strip = await post(t, '/api/access/roles/grants', itUser, {
      roleId: await roleId('csr'),
      menuItemIds: csrGrants.filter((id) => !tracking.includes(id)),
    });
    expect(strip.statusCode).toBe(403);
    expect(await grantsOf('csr')).toEqual(csrGrants);

    // A page IT holds, it may give to the HR role.
    const outbox = await menuId('mailOutbox');
    const hrGrants = await grantsOf('hr');
    const give = await post(t, '/api/access/roles/grants', itUser, {
      roleId: await roleId('hr'),
      menuItemIds: [...hrGrants, outbox],
    });
    expect(give.json()).toMatchObject({ result: 'true' });
    expect(await grantsOf('hr')).toContain(outbox);
  });

  it('deletes a role only for a user who holds all it grants', async () => {
    const created = await post(t, '/api/access/roles/save', admin, { code: 'desk', nameEn: 'Desk', nameZh: '台' });
    const desk: number = created.json().data.id;
    await post(t, '/api/access/roles/grants', admin, { roleId: desk, menuItemIds: [await menuId('tracking')] });
    const refused = await post(t, '/api/access/roles/delete', itUser, { id: desk });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can grant or remove only roles whose permissions you hold yourself');
    expect(await t.database.query('SELECT 1 FROM roles WHERE id = $1', [desk])).toHaveLength(1);
    expect((await post(t, '/api/access/roles/delete', admin, { id: desk })).json().result).toBe('true');
  });

  describe('a user who administers users within one branch', () => {
    let csr: Session;
    let sha: number;
    let lax: number;

    beforeAll(async () => {
      // A role that may edit users, held by customer service in Shanghai (scope: SHA only).
      const role = await post(t, '/api/access/roles/save', admin, {
        code: 'useradmin',
        nameEn: 'Users',
        nameZh: '用户',
      });
      const id: number = role.json().data.id;
      const items = [await menuId('udRole'), await menuId('udRole:edit')];
      expect((await post(t, '/api/access/roles/grants', admin, { roleId: id, menuItemIds: items })).json().result).toBe(
        'true',
      );
      const saved = await post(
        t,
        '/api/access/users/save',
        admin,
        await userForm('csr', { roles: ['csr', 'useradmin'] }),
      );
      expect(saved.json().result).toBe('true');
      csr = await signIn(t, 'csr');
      sha = await branchId('SHA');
      lax = await branchId('LAX');
    });

    it('grants and removes only branches within their own scope', async () => {
      const before = await scopeOf('hr');
      const wider = await post(t, '/api/access/users/save', csr, await userForm('hr', { branchIds: [...before, lax] }));
      expect(wider.statusCode).toBe(403);
      expect(wider.json().message).toBe('You can grant or remove only branches within your own scope');
      expect(await scopeOf('hr')).toEqual(before);

      const sales = await scopeOf('sales');
      expect(sales).toContain(lax);
      const narrower = await post(t, '/api/access/users/save', csr, await userForm('sales', { branchIds: [] }));
      expect(narrower.statusCode).toBe(403);
      expect(await scopeOf('sales')).toEqual(sales);

      const within = await post(t, '/api/access/users/save', csr, await userForm('hr', { branchIds: [sha] }));
      expect(within.json()).toMatchObject({ result: 'true', data: { branchIds: [sha] } });
    });

    it('cannot widen their own scope or take a role they do not hold', async () => {
      const own = await post(t, '/api/access/users/save', csr, await userForm('csr', { branchIds: [sha, lax] }));
      expect(own.statusCode).toBe(403);
      expect(await scopeOf('csr')).toEqual([]);
      const role = await post(
        t,
        '/api/access/users/save',
        csr,
        await userForm('csr', { roles: ['csr', 'it', 'useradmin'] }),
      );
      expect(role.statusCode).toBe(403);
      expect(await rolesOf('csr')).toEqual(['csr', 'useradmin']);
    });

    it('lists and changes only users of their own scope', async () => {
      const listed = async (session: Session) =>
        (await post(t, '/api/access/users/list', session, { limit: 50 }))
          .json()
          .data.rows.map((r: { userName: string }) => r.userName);
      const mine = await listed(csr);
      // Staff of Shanghai and the caller; not Ningbo's operations or Los Angeles' sales.
      expect(mine).toEqual(expect.arrayContaining(['csr', 'hr', 'finance']));
      expect(mine).not.toContain('ops');
      expect(mine).not.toContain('sales');
      const customerBranches = await t.database.query<{ user_name: string; branch_id: number }>(
        `SELECT u.user_name, c.branch_id FROM users u JOIN companies c ON c.id = u.company_id
          WHERE u.kind = 'customer' ORDER BY u.id`,
      );
      for (const c of customerBranches) {
        if (c.branch_id === sha) expect(mine).toContain(c.user_name);
        else expect(mine).not.toContain(c.user_name);
      }
      expect(await listed(admin)).toEqual(expect.arrayContaining(['ops', 'sales', 'csr']));

      // A role they hold, on a user of another branch: refused, and nothing changes.
      const before = await rolesOf('ops');
      const res = await post(t, '/api/access/users/save', csr, await userForm('ops', { roles: [...before, 'csr'] }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You can change only users of the branches within your own scope');
      expect(await rolesOf('ops')).toEqual(before);
      const disabled = await post(t, '/api/access/users/save', csr, await userForm('ops', { status: 'disabled' }));
      expect(disabled.statusCode).toBe(403);
    });

    it('hands out a role they hold', async () => {
      const res = await post(t, '/api/access/users/save', csr, await userForm('hr', { roles: ['hr', 'useradmin'] }));
      expect(res.json()).toMatchObject({ result: 'true' });
      expect(await rolesOf('hr')).toEqual(['hr', 'useradmin']);
    });
  });

  it('answers what the caller may grant, for the forms', async () => {
    const forIt = (await post(t, '/api/access/grantable', itUser)).json().data;
    expect(forIt.admin).toBe(false);
    expect(forIt.roleIds).toEqual(expect.arrayContaining([await roleId('it'), await roleId('mailclerk')]));
    expect(forIt.roleIds).not.toContain(await roleId('finance'));
    expect(forIt.roleIds).not.toContain(await roleId('admin'));
    expect(forIt.roleIds).not.toContain(await roleId('csr'));
    expect(forIt.menuItemIds).toContain(await menuId('mailOutbox'));
    expect(forIt.menuItemIds).not.toContain(await menuId('accountApproval'));
    const all = await t.database.query<{ id: number }>('SELECT id FROM branches ORDER BY id');
    expect([...forIt.branchIds].sort((a: number, b: number) => a - b)).toEqual(all.map((b) => b.id));
    const forAdmin = (await post(t, '/api/access/grantable', admin)).json().data;
    expect(forAdmin.admin).toBe(true);
    const roles = await t.database.query<{ id: number }>('SELECT id FROM roles ORDER BY id');
    expect(forAdmin.roleIds).toEqual(roles.map((r) => r.id));
    expect((await post(t, '/api/access/grantable', await signIn(t, 'ops'))).statusCode).toBe(403);
  });

  it('keeps one active administrator when two remove each other at the same time', async () => {
    const adminRole = await roleId('admin');
    const activeAdmins = async () =>
      (
        await t.database.query<{ user_name: string }>(
          `SELECT u.user_name FROM user_roles ur JOIN users u ON u.id = ur.user_id
            WHERE ur.role_id = $1 AND u.status = 'active' ORDER BY u.user_name`,
          [adminRole],
        )
      ).map((r) => r.user_name);
    const second = await post(t, '/api/access/users/save', admin, await userForm('manager', { roles: ['admin'] }));
    expect(second.json().result).toBe('true');
    const manager = await signIn(t, 'manager');
    expect(await activeAdmins()).toEqual(['admin', 'manager']);

    /** Both administrators send their change at once; exactly one goes through. */
    const race = async (change: { roles?: string[]; status?: string }) => {
      const forms = [await userForm('manager', change), await userForm('admin', change)];
      const answers = await Promise.all([
        post(t, '/api/access/users/save', admin, forms[0] ?? {}),
        post(t, '/api/access/users/save', manager, forms[1] ?? {}),
      ]);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(refused, answers.map((a) => a.body).join('\n')).toHaveLength(1);
      // Refused as the last administrator, as no longer an administrator, or as signed out by the other.
      expect([400, 401, 403]).toContain(refused[0]?.statusCode);
      const left = await activeAdmins();
      expect(left).toHaveLength(1);
      return left[0] === 'admin' ? { winner: admin, loser: 'manager' } : { winner: manager, loser: 'admin' };
    };

    const first = await race({ roles: ['it'] });
    const back = await post(
      t,
      '/api/access/users/save',
      first.winner,
      await userForm(first.loser, { roles: ['admin'] }),
    );
    expect(back.json().result).toBe('true');
    expect(await activeAdmins()).toEqual(['admin', 'manager']);
    await race({ roles: ['admin'], status: 'disabled' });
  });
});
