import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { idOf, pendingCustomer, post, type Session, signIn } from '../../../test/session-helpers';

type Company = { id: number; name: string; branch_id: number };

describe.each(ENGINES)('account approval and the mail outbox on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  let csr: Session;
  let shanghai: Company;
  let elsewhere: Company;

  beforeAll(async () => {
    t = await testApp(engine);
    admin = await signIn(t, 'admin');
    csr = await signIn(t, 'csr');
    const companies = await t.database.query<Company & { code: string }>(
      `SELECT c.id, c.name, c.branch_id, b.code FROM companies c JOIN branches b ON b.id = c.branch_id ORDER BY c.id`,
    );
    const inSha = companies.find((c) => c.code === 'SHA');
    const notSha = companies.find((c) => c.code !== 'SHA');
    if (!inSha || !notSha) throw new Error('the seed needs companies in and outside Shanghai');
    shanghai = inSha;
    elsewhere = notSha;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists customer accounts waiting for approval with companies resembling the request', async () => {
    const id = await pendingCustomer(t, 'waitingA', shanghai.name);
    await pendingCustomer(t, 'waitingB', '100%_not_a_company');
    const res = await post(t, '/api/access/approvals/list', csr);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.map((r: { userName: string }) => r.userName)).toEqual(['waitingA', 'waitingB']);
    expect(rows[0]).toMatchObject({
      id,
      displayName: 'waitingA display',
      email: 'waitingA@example.com',
      requestedCompany: shanghai.name,
      createdAt: expect.any(String),
    });
    expect(rows[0].candidates.map((c: { id: number }) => c.id)).toContain(shanghai.id);
    expect(rows[1].candidates).toEqual([]);
  });

  it('approves: links the company, activates, grants the customer role, mails and audits', async () => {
    const id = await idOf(t, "SELECT id FROM users WHERE user_name = 'waitingA'");
    const unknown = await post(t, '/api/access/approvals/approve', admin, { userId: id, companyId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ companyId: 'No company has this number' });

    const res = await post(t, '/api/access/approvals/approve', admin, { userId: id, companyId: shanghai.id });
    expect(res.json()).toMatchObject({ result: 'true', message: 'The account is approved and linked to the company' });
    const user = await t.database.query(
      `SELECT u.status, u.company_id, ARRAY(SELECT r.code FROM user_roles ur JOIN roles r ON r.id = ur.role_id
              WHERE ur.user_id = u.id) AS roles
         FROM users u WHERE u.id = $1`,
      [id],
    );
    expect(user).toEqual([{ status: 'active', company_id: shanghai.id, roles: ['customer'] }]);
    const mail = await t.database.query<{ to_address: string; subject: string; body_text: string; purpose: string }>(
      'SELECT to_address, subject, body_text, purpose FROM mail_outbox ORDER BY id DESC LIMIT 1',
    );
    // The customer chose Chinese, so the mail is in Chinese.
    expect(mail[0]).toMatchObject({ to_address: 'waitingA@example.com', subject: '您的Tidemark账号已开通' });
    expect(mail[0]?.body_text).toContain(shanghai.name);
    const audit = await t.database.query('SELECT action, changes FROM audit_log WHERE entity = $1 AND entity_id = $2', [
      'user',
      String(id),
    ]);
    expect(audit).toMatchObject([{ action: 'approve', changes: { companyId: shanghai.id } }]);

    const again = await post(t, '/api/access/approvals/approve', admin, { userId: id, companyId: shanghai.id });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This account is not waiting for approval');
    const listed = (await post(t, '/api/access/approvals/list', admin)).json().data;
    expect(listed.map((r: { userName: string }) => r.userName)).toEqual(['waitingB']);
  });

  it('the approved customer signs in as a user of their company', async () => {
    await t.database.query(
      "UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE user_name = 'customer') WHERE user_name = 'waitingA'",
    );
    const session = await signIn(t, 'waitingA');
    const info = await post(t, '/account/user/info.json', session);
    expect(info.json().data.user).toMatchObject({ status: 'active', companyName: shanghai.name, roles: ['customer'] });
  });

  it('keeps staff to their branches: a company outside them is refused with 403', async () => {
    const id = await idOf(t, "SELECT id FROM users WHERE user_name = 'waitingB'");
    const res = await post(t, '/api/access/approvals/approve', csr, { userId: id, companyId: elsewhere.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: '', message: 'The operation permission is insufficient' });
    const still = await t.database.query('SELECT status, company_id FROM users WHERE id = $1', [id]);
    expect(still).toEqual([{ status: 'pending_approval', company_id: null }]);
    const inside = await post(t, '/api/access/approvals/approve', csr, { userId: id, companyId: shanghai.id });
    expect(inside.json().result).toBe('true');
  });

  it('lists the outbox newest first, paged, with the total', async () => {
    const counted = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
    const total = counted[0]?.n ?? 0;
    expect(total).toBeGreaterThanOrEqual(2);
    const res = await post(t, '/api/access/outbox/list', admin, { page: 1, limit: 10 });
    const data = res.json().data;
    expect(data).toMatchObject({ total, page: 1, limit: 10 });
    expect(data.rows[0]).toMatchObject({
      toAddress: 'waitingB@example.com',
      purpose: 'account_approved',
      sentAt: null,
    });
    expect(data.rows[1]).toMatchObject({ toAddress: 'waitingA@example.com' });
    const ids = data.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const beyond = await post(t, '/api/access/outbox/list', admin, { page: 2, limit: 10 });
    expect(beyond.json().data.rows).toHaveLength(Math.max(0, total - 10));
    expect((await post(t, '/api/access/outbox/list', admin, { page: 0 })).statusCode).toBe(400);
  });
});
