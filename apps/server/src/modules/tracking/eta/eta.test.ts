import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

describe.each(ENGINES)('ETA rules on %s', (engine) => {
  let t: TestApp;
  let ops: Session;
  let finance: Session;
  let ngbCompany: number;
  let shaCompany: number;

  const rules = (s: Session, call: string, fields: Fields) =>
    post(t, `/api/engine/etaRule/${call}`, s, { view: 'etaSetting', ...fields });
  const create = (s: Session, fields: Fields) =>
    rules(s, 'create', { companyId: ngbCompany, thresholdHours: 12, recipients: 'desk@example.com', ...fields });
  const ruleCount = async () =>
    (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM eta_rules'))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await testApp(engine);
    ops = await signIn(t, 'ops');
    finance = await signIn(t, 'finance');
    ngbCompany = await idOf(
      t,
      `SELECT c.id FROM companies c JOIN branches b ON b.id = c.branch_id WHERE b.code = 'NGB' ORDER BY c.id LIMIT 1`,
    );
    shaCompany = await idOf(
      t,
      `SELECT c.id FROM companies c JOIN branches b ON b.id = c.branch_id WHERE b.code = 'SHA' ORDER BY c.id LIMIT 1`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves a rule for a company in scope, recipients normalised', async () => {
    const res = await create(ops, { recipients: 'desk@example.com;  planner@example.com,desk@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    const saved = await rules(ops, 'get', { id });
    expect(saved.json().data).toMatchObject({
      companyId: ngbCompany,
      thresholdHours: 12,
      recipients: 'desk@example.com,planner@example.com',
      language: 'en_us',
      active: true,
    });
  });

  it('refuses a recipient that is not an e-mail address, on its field, in the user language', async () => {
    const before = await ruleCount();
    const res = await create(ops, { recipients: 'desk@example.com, not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ recipients: 'Enter a valid e-mail address' });
    const zh = await create(ops, { recipients: 'desk@example', lang: 'zh_cn' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().errors.recipients).toBe('请输入有效的电子邮箱地址');
    const blank = await create(ops, { recipients: ' , ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.recipients).toBe('This field is required');
    expect(await ruleCount()).toBe(before);
  });

  it('takes whole hours from 1 to 1440 only', async () => {
    for (const hours of ['0', '1441', '100000']) {
      const res = await create(ops, { thresholdHours: hours });
      expect(res.statusCode, hours).toBe(400);
      expect(res.json().errors.thresholdHours, hours).toBe('Enter whole hours from 1 to 1440');
    }
    for (const hours of ['-5', '2.5', 'soon']) {
      const res = await create(ops, { thresholdHours: hours });
      expect(res.statusCode, hours).toBe(400);
      expect(res.json().errors.thresholdHours, hours).toBeTruthy();
    }
    for (const hours of [1, 1440]) {
      const res = await create(ops, { thresholdHours: hours });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses a company outside the user scope, on create and when moving a rule', async () => {
    const before = await ruleCount();
    const outside = await create(ops, { companyId: shaCompany });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toMatchObject({ companyId: 'Choose a customer you have access to' });
    const unknown = await create(ops, { companyId: 99_999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(await ruleCount()).toBe(before);

    const own = (await create(ops, {})).json().data;
    const moved = await rules(ops, 'update', { id: own.id, version: own.version, companyId: shaCompany });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.companyId).toBe('Choose a customer you have access to');
    const kept = await rules(ops, 'get', { id: own.id });
    expect(kept.json().data.companyId).toBe(ngbCompany);
  });

  it('lists only rules of companies in scope, and not at all without the page', async () => {
    const list = await rules(ops, 'list', { page: 1, limit: 50 });
    expect(list.statusCode, list.body).toBe(200);
    const rows: { companyId: number }[] = list.json().data.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.companyId).toBe(ngbCompany);
    expect((await create(finance, {})).statusCode).toBe(403);
    expect((await rules(finance, 'list', { page: 1, limit: 10 })).statusCode).toBe(403);
  });
});
