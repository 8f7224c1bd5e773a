import { defaultGrants, MENU_PAGES, ROLE_CODES, type RoleCode } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { type Fields, idOf, pendingCustomer, post, type Session, signIn } from '../../../test/session-helpers';

/** What a fresh installation grants: a role holds a page's view permission and all its actions. */
const granted = (role: RoleCode, permission: string): boolean => defaultGrants(MENU_PAGES, role).has(permission);

/** What one role's calls share: ids created by earlier calls of the same run. */
type Run = { role: RoleCode; created: Record<string, number> };

type Call = { url: string; permission: string; fields: (run: Run) => Promise<Fields> };

const DENIED = { success: false, result: '', message: 'The operation permission is insufficient', data: null };

describe.each(ENGINES)('administration permissions on %s', (engine) => {
  let t: TestApp;
  const sessions = new Map<RoleCode, Session>();
  const userId = (name: string) => idOf(t, 'SELECT id FROM users WHERE user_name = $1', [name]);

  /** Every administration route, with a body that succeeds for a role that may use it. */
  const CALLS: Call[] = [
    { url: '/api/access/roles/list', permission: 'udRole', fields: async () => ({}) },
    { url: '/api/access/menu', permission: 'udRole', fields: async () => ({}) },
    { url: '/api/access/users/list', permission: 'udRole', fields: async () => ({ page: 1, limit: 10 }) },
    { url: '/api/access/grantable', permission: 'udRole', fields: async () => ({}) },
    {
      url: '/api/access/roles/save',
      permission: 'udRole:edit',
      fields: async ({ role }) => ({ code: `perm-${role}`, nameEn: `Test ${role}`, nameZh: `测试${role}` }),
    },
    {
      url: '/api/access/roles/grants',
      permission: 'udRole:edit',
      fields: async ({ created }) => ({
        roleId: created['/api/access/roles/save'] ?? 1,
        menuItemIds: await idOf(t, "SELECT id FROM menu_items WHERE code = 'mailOutbox'"),
      }),
    },
    {
      url: '/api/access/roles/delete',
      permission: 'udRole:edit',
      fields: async ({ created }) => ({ id: created['/api/access/roles/save'] ?? 1 }),
    },
    {
      url: '/api/access/users/save',
      permission: 'udRole:edit',
      fields: async () => {
        const hr = await userId('hr');
        const roles = await t.database.query<{ role_id: number }>('SELECT role_id FROM user_roles WHERE user_id = $1', [
          hr,
        ]);
        return { userId: hr, roleIds: roles.map((r) => r.role_id), status: 'active' };
      },
    },
    { url: '/api/access/approvals/list', permission: 'accountApproval', fields: async () => ({}) },
    {
      url: '/api/access/approvals/approve',
      permission: 'accountApproval:approve',
      fields: async ({ role }) => ({
        userId: await pendingCustomer(t, `pending-${role}`),
        // A company of the approver's own branch, which every staff scope includes.
        companyId: await idOf(
          t,
          `SELECT c.id FROM companies c
            WHERE c.branch_id = coalesce((SELECT branch_id FROM users WHERE user_name = $1), c.branch_id)
            ORDER BY c.id LIMIT 1`,
          [role],
        ),
      }),
    },
    { url: '/api/access/outbox/list', permission: 'mailOutbox', fields: async () => ({ page: 1, limit: 10 }) },
    { url: '/basApi/myUpgradeList', permission: 'upgrade', fields: async () => ({}) },
    {
      url: '/api/access/upgrade/save',
      permission: 'upgrade:edit',
      fields: async ({ role }) => ({
        upgradeFlag: 1,
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 7_200_000).toISOString(),
        titleEn: `Notice by ${role}`,
        titleZh: `${role}的通知`,
        bodyEn: 'Planned maintenance',
        bodyZh: '计划维护',
      }),
    },
    {
      url: '/api/access/upgrade/delete',
      permission: 'upgrade:edit',
      fields: async ({ created }) => ({ id: created['/api/access/upgrade/save'] ?? 1 }),
    },
  ];

  beforeAll(async () => {
    t = await testApp(engine);
    for (const role of ROLE_CODES) sessions.set(role, await signIn(t, role));
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers every administration route this module declares', () => {
    const declared = t.app.routeDocs
      .filter((r) => /^\/(api\/access|basApi)\//.test(r.url) && r.permission !== 'public' && r.permission !== 'session')
      .map((r) => `${r.url} ${r.permission}`)
      .sort();
    expect(declared).toEqual(CALLS.map((c) => `${c.url} ${c.permission}`).sort());
  });

  it.each(ROLE_CODES)('%s: 403 on every route it holds no grant for, success on the others', async (role) => {
    const session = sessions.get(role);
    if (!session) throw new Error(`no session for ${role}`);
    const run: Run = { role, created: {} };
    for (const call of CALLS) {
      const res = await post(t, call.url, session, await call.fields(run));
      if (granted(role, call.permission)) {
        expect(res.statusCode, `${role} ${call.url}: ${res.body}`).toBe(200);
        expect(res.json().result, `${role} ${call.url}`).toBe('true');
        const id = res.json().data?.id;
        if (typeof id === 'number') run.created[call.url] = id;
      } else {
        expect(res.statusCode, `${role} ${call.url}`).toBe(403);
        expect(res.json(), `${role} ${call.url}`).toEqual(DENIED);
      }
    }
  });

  it('answers 401 without a session, and with only one half of the customer session', async () => {
    const customer = sessions.get('customer');
    if (!customer) throw new Error('no customer session');
    for (const call of CALLS) {
      const none = await post(t, call.url, null);
      expect(none.statusCode, call.url).toBe(401);
      expect(none.json()).toMatchObject({ result: 'false', message: 'Not logged in, please log in' });
      const sidOnly = await post(t, call.url, { sid: customer.sid, cookie: 'forged' });
      expect(sidOnly.statusCode, call.url).toBe(401);
    }
  });

  it('scopes approval rows: a company outside the approver’s branches is a 403 and changes nothing', async () => {
    for (const approver of ['csr', 'manager'] as const) {
      const session = sessions.get(approver);
      if (!session) throw new Error(`no session for ${approver}`);
      const approverId = await userId(approver);
      const outside = await idOf(
        t,
        `SELECT c.id FROM companies c
          WHERE c.branch_id <> (SELECT branch_id FROM users WHERE id = $1)
            AND c.branch_id NOT IN (SELECT branch_id FROM user_branch_scopes WHERE user_id = $1)
          ORDER BY c.id LIMIT 1`,
        [approverId],
      );
      const waiting = await pendingCustomer(t, `scoped-${approver}`);
      const res = await post(t, '/api/access/approvals/approve', session, { userId: waiting, companyId: outside });
      expect(res.statusCode, approver).toBe(403);
      expect(res.json()).toEqual(DENIED);
      const row = await t.database.query('SELECT status, company_id FROM users WHERE id = $1', [waiting]);
      expect(row).toEqual([{ status: 'pending_approval', company_id: null }]);
    }
  });
});
