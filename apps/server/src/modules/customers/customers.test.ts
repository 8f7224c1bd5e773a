import { COUNTRIES, EMAIL_RE, LANDLINE_RE, MOBILE_RE } from '@tidemark/domain';
import { customerRegionFor } from '@tidemark/domain/customers/regions';
import { companyNameKey, ORG_CODE_RE } from '@tidemark/domain/customers/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { type Fields, forgetGrants, idOf, post, type Session, signIn } from '../../../test/session-helpers';

type Company = { id: number; name: string; branchId: number; status: string; successorId: number | null };

describe.each(ENGINES)('customers on %s', (engine) => {
  let t: TestApp;
  let csr: Session;
  let sales: Session;
  let sha: number;
  let lax: number;
  let shaCompany: number;
  let laxCompany: number;

  const engineCall = (s: Session, resource: string, call: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${call}`, s, fields);
  const createCompany = (s: Session, fields: Fields, view = 'customer') =>
    engineCall(s, 'company', 'create', { view, country: 'CN', city: 'Shanghai', branchId: sha, ...fields });
  const company = async (id: number): Promise<Company & { version: number }> =>
    (await engineCall(csr, 'company', 'get', { view: 'customer', id })).json().data;
  const updateCompany = async (id: number, fields: Fields) => {
    const { version } = await company(id);
    return engineCall(csr, 'company', 'update', { view: 'customer', id, version, ...fields });
  };

  beforeAll(async () => {
    t = await testApp(engine);
    csr = await signIn(t, 'csr');
    sales = await signIn(t, 'sales');
    sha = await idOf(t, `SELECT id FROM branches WHERE code = 'SHA'`);
    lax = await idOf(t, `SELECT id FROM branches WHERE code = 'LAX'`);
    shaCompany = (await createCompany(csr, { name: 'Harbour Lights Trading Co., Ltd.' })).json().data.id;
    laxCompany = await idOf(
      t,
      `INSERT INTO companies (name, country, city, region, branch_id) VALUES ('Pacific Gate Imports Inc.', 'US', 'Los Angeles', '', $1)
       RETURNING id`,
      [lax],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  describe('seeded data', () => {
    it('gives every company the region of its country, as the migration function does', async () => {
      const rows = await t.database.query<{ code: string; region: string }>(
        'SELECT code, customer_region_for(code) AS region FROM countries ORDER BY code',
      );
      expect(rows).toHaveLength(COUNTRIES.length);
      for (const r of rows) expect(r.region, r.code).toBe(customerRegionFor(r.code));
      const companies = await t.database.query<{ country: string; customer_region: string }>(
        'SELECT country, customer_region FROM companies',
      );
      for (const c of companies) expect(c.customer_region).toBe(customerRegionFor(c.country));
      expect(new Set(companies.map((c) => c.customer_region)).size).toBeGreaterThan(1);
    });

    it('has obsolete and replaced companies, one of each on the sales desk, a replaced one with its successor', async () => {
      const rows = await t.database.query<{ controller: string; status: string; successor: string | null }>(
        `SELECT o.code AS controller, c.status, s.status AS successor
           FROM companies c JOIN branches b ON b.id = c.branch_id JOIN branches o ON o.id = b.controlling_office_id
           LEFT JOIN companies s ON s.id = c.successor_id
          WHERE c.status <> 'valid'`,
      );
      // The demo sales user sees the branches controlled from Los Angeles.
      for (const status of ['obsolete', 'replaced']) {
        expect(
          rows.some((r) => r.controller === 'LAX' && r.status === status),
          status,
        ).toBe(true);
      }
      for (const r of rows.filter((r) => r.status === 'replaced')) expect(r.successor).toBe('valid');
      for (const r of rows.filter((r) => r.status === 'obsolete')) expect(r.successor).toBeNull();
    });

    it('never has two names that differ only in case or spaces', async () => {
      const names = (await t.database.query<{ name: string }>('SELECT name FROM companies')).map((r) => r.name);
      expect(new Set(names.map(companyNameKey)).size).toBe(names.length);
    });

    it('has contacts and organisation codes in the SPEC formats, one primary contact per company', async () => {
      const contacts = await t.database.query<{
        company_id: number;
        email: string;
        phone: string;
        mobile: string | null;
      }>('SELECT company_id, email, phone, mobile FROM contacts');
      const companies = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
      expect(new Set(contacts.map((c) => c.company_id)).size).toBeGreaterThanOrEqual((companies[0]?.n ?? 0) - 2);
      for (const c of contacts) {
        expect(c.email).toMatch(EMAIL_RE);
        expect(c.phone).toMatch(LANDLINE_RE);
        if (c.mobile !== null) expect(c.mobile).toMatch(MOBILE_RE);
      }
      const primaries = await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM contacts WHERE is_primary GROUP BY company_id HAVING count(*) > 1',
      );
      expect(primaries).toEqual([]);
      const codes = await t.database.query<{ code: string }>('SELECT code FROM org_codes');
      expect(codes.length).toBeGreaterThan(0);
      for (const c of codes) expect(c.code).toMatch(ORG_CODE_RE);
    });
  });

  describe('names', () => {
    it('are unique ignoring case and spaces on create', async () => {
      const res = await createCompany(csr, { name: '  harbour LIGHTS  trading co.,ltd. ' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Customername already exists',
        errors: { name: 'Customername already exists' },
      });
      const zh = await post(t, '/api/engine/company/create', csr, {
        view: 'customer',
        lang: 'zh_cn',
        name: 'HarbourLights Trading Co., Ltd.',
        country: 'CN',
        city: 'Shanghai',
        branchId: sha,
      });
      expect(zh.json().errors).toEqual({ name: '客户名称已存在' });
    });

    it('are unique ignoring case and spaces on update, and a company keeps its own name', async () => {
      const other = (await createCompany(csr, { name: 'Jade River Logistics' })).json().data.id;
      const clash = await updateCompany(other, { name: 'HARBOUR lights Trading Co., Ltd.' });
      expect(clash.statusCode).toBe(400);
      expect(clash.json().errors).toEqual({ name: 'Customername already exists' });
      const same = await updateCompany(other, { name: 'Jade  River Logistics', city: 'Ningbo' });
      expect(same.json().result).toBe('true');
    });

    it('are held by the database too', async () => {
      await expect(
        t.database.query(
          `INSERT INTO companies (name, country, city, region, branch_id) VALUES ('JADE RIVER LOGISTICS', 'CN', 'x', '', $1)`,
          [sha],
        ),
      ).rejects.toMatchObject({ code: '23505' });
    });
  });

  it('fills code, customer region and branch region on create', async () => {
    const res = await createCompany(csr, { name: 'Rotterdam Reefer Services B.V.', country: 'nl', city: 'Rotterdam' });
    expect(res.json().result).toBe('true');
    const row = (
      await t.database.query<{ code: string; customer_region: string; region: string; status: string }>(
        'SELECT code, customer_region, region, status FROM companies WHERE id = $1',
        [res.json().data.id],
      )
    )[0];
    expect(row).toMatchObject({ customer_region: 'EMEA', region: 'China', status: 'valid' });
    expect(row?.code).toMatch(/^C\d{6,}$/);
    const chosen = await createCompany(csr, { name: 'Golden Bridge Exports', customerRegion: 'TPE' });
    expect(
      (await t.database.query('SELECT customer_region FROM companies WHERE id = $1', [chosen.json().data.id]))[0],
    ).toEqual({ customer_region: 'TPE' });
  });

  describe('successors', () => {
    it('a replaced company needs a successor, not itself, visible and not obsolete', async () => {
      const old = (await createCompany(csr, { name: 'Old Harbour Supplies' })).json().data.id;
      const none = await updateCompany(old, { status: 'replaced' });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ successorId: 'A replaced customer needs its successor' });
      const self = await updateCompany(old, { status: 'replaced', successorId: old });
      expect(self.json().errors).toEqual({ successorId: 'A customer cannot replace itself' });
      const hidden = await updateCompany(old, { status: 'replaced', successorId: laxCompany });
      expect(hidden.json().errors).toEqual({ successorId: 'Choose an existing customer that is not obsolete' });
      const missing = await updateCompany(old, { status: 'replaced', successorId: 999_999 });
      expect(missing.json().errors).toEqual({ successorId: 'Choose an existing customer that is not obsolete' });
      const done = await updateCompany(old, { status: 'replaced', successorId: shaCompany });
      expect(done.json().result).toBe('true');
      expect(await company(old)).toMatchObject({
        status: 'replaced',
        successorId: shaCompany,
        successorName: 'Harbour Lights Trading Co., Ltd.',
      });
    });

    it('never form a cycle', async () => {
      const a = (await createCompany(csr, { name: 'Cycle Alpha Trading' })).json().data.id;
      const b = (await createCompany(csr, { name: 'Cycle Beta Trading' })).json().data.id;
      const c = (await createCompany(csr, { name: 'Cycle Gamma Trading' })).json().data.id;
      expect((await updateCompany(a, { status: 'replaced', successorId: b })).json().result).toBe('true');
      expect((await updateCompany(b, { status: 'replaced', successorId: c })).json().result).toBe('true');
      const cycle = await updateCompany(c, { status: 'replaced', successorId: a });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().errors).toEqual({ successorId: 'This successor leads back to the customer itself' });
      expect((await company(c)).status).toBe('valid');
    });

    it('leaving the replaced state drops the successor; obsolete and restore are transitions', async () => {
      const a = (await createCompany(csr, { name: 'Restore Me Trading' })).json().data.id;
      await updateCompany(a, { status: 'replaced', successorId: shaCompany });
      expect((await updateCompany(a, { status: 'valid' })).json().result).toBe('true');
      expect(await company(a)).toMatchObject({ status: 'valid', successorId: null });
      const { version } = await company(a);
      const obsolete = await engineCall(csr, 'company', 'transition', {
        view: 'customer',
        id: a,
        version,
        action: 'obsolete',
      });
      expect(obsolete.json().result).toBe('true');
      const pointTo = (await createCompany(csr, { name: 'Points At Obsolete' })).json().data.id;
      const refused = await updateCompany(pointTo, { status: 'replaced', successorId: a });
      expect(refused.json().errors).toEqual({ successorId: 'Choose an existing customer that is not obsolete' });
    });
  });

  describe('contacts', () => {
    const contact = (fields: Fields) =>
      engineCall(csr, 'contact', 'create', {
        view: 'customerContact',
        companyId: shaCompany,
        name: 'Chen Jing',
        email: 'chen.jing@harbour-lights.example',
        ...fields,
      });

    it('check e-mail, mobile and landline', async () => {
      const bad = await contact({ email: 'chen@harbour', mobile: '2381234567', phone: '21-1234' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'mobile', 'phone']);
      const good = await contact({ mobile: '13812345678', phone: '021-62345678', title: 'Logistics Manager' });
      expect(good.json().result).toBe('true');
    });

    it('keep one primary contact per company', async () => {
      const first = (await contact({ name: 'Li Na', email: 'li.na@harbour-lights.example', isPrimary: 'true' })).json()
        .data.id;
      const second = (
        await contact({ name: 'Zhao Min', email: 'zhao.min@harbour-lights.example', isPrimary: 'true' })
      ).json().data.id;
      const rows = await t.database.query<{ id: number; is_primary: boolean }>(
        'SELECT id, is_primary FROM contacts WHERE id = ANY($1::int[]) ORDER BY id',
        [[first, second]],
      );
      expect(rows).toEqual([
        { id: first, is_primary: false },
        { id: second, is_primary: true },
      ]);
      const audit = await t.database.query<{ changes: unknown }>(
        `SELECT changes FROM audit_log WHERE entity = 'contact' AND entity_id = $1 AND action = 'update'`,
        [String(first)],
      );
      expect(audit.map((a) => a.changes)).toEqual([{ isPrimary: { from: true, to: false } }]);
    });

    it('belong to companies in the writer scope', async () => {
      const res = await contact({ companyId: laxCompany });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ companyId: 'Choose a customer you have access to' });
    });
  });

  describe('through the customer profile', () => {
    const through = (s: Session, relation: string, call: string, fields: Fields) =>
      engineCall(s, relation === 'orgCodes' ? 'orgCode' : 'contact', call, {
        view: 'customer',
        relation,
        parentId: shaCompany,
        ...fields,
      });

    it('adds a contact to the customer whatever company the form names, and lists only its rows', async () => {
      const created = await through(csr, 'contacts', 'create', {
        companyId: laxCompany,
        name: 'Sun Lei',
        email: 'sun.lei@harbour-lights.example',
      });
      expect(created.json().result).toBe('true');
      const id = created.json().data.id;
      expect(await t.database.query('SELECT company_id FROM contacts WHERE id = $1', [id])).toEqual([
        { company_id: shaCompany },
      ]);
      const list = await through(csr, 'contacts', 'list', { limit: 50 });
      const rows: { id: number; companyId: number }[] = list.json().data.rows;
      expect(rows.map((r) => r.id)).toContain(id);
      for (const r of rows) expect(r.companyId).toBe(shaCompany);
      const audit = await through(csr, 'contacts', 'audit', { id });
      expect(audit.json().data.map((a: { action: string }) => a.action)).toEqual(['create']);
    });

    it('makes a contact primary, demoting the other, with the permission of the contacts page', async () => {
      const add = async (name: string, isPrimary: string) =>
        (
          await through(csr, 'contacts', 'create', {
            name,
            email: `${name.toLowerCase().replace(' ', '.')}@harbour-lights.example`,
            isPrimary,
          })
        ).json().data as { id: number; version: number };
      const primary = await add('Guo Hua', 'true');
      const other = await add('Ma Lin', 'false');
      const made = await through(csr, 'contacts', 'transition', { ...other, action: 'makePrimary' });
      expect(made.json().result).toBe('true');
      expect(
        await t.database.query('SELECT id, is_primary FROM contacts WHERE id = ANY($1::int[]) ORDER BY id', [
          [primary.id, other.id],
        ]),
      ).toEqual([
        { id: primary.id, is_primary: false },
        { id: other.id, is_primary: true },
      ]);
      const again = await through(csr, 'contacts', 'transition', { id: other.id, version: 2, action: 'makePrimary' });
      expect(again.statusCode).toBe(400);
    });

    it('reaches no child of another customer, nor of a customer out of scope', async () => {
      const elsewhere = await idOf(
        t,
        `INSERT INTO contacts (company_id, name, email) VALUES ($1, 'Ana Ruiz', 'ana.ruiz@pacific-gate.example') RETURNING id`,
        [laxCompany],
      );
      expect((await through(csr, 'contacts', 'get', { id: elsewhere })).statusCode).toBe(404);
      const outOfScope = { view: 'customer', relation: 'contacts', parentId: laxCompany };
      const hidden = await engineCall(csr, 'contact', 'list', outOfScope);
      expect(hidden.json().data.rows).toEqual([]);
      expect((await engineCall(csr, 'contact', 'get', { ...outOfScope, id: elsewhere })).statusCode).toBe(404);
      const create = await engineCall(csr, 'contact', 'create', { ...outOfScope, name: 'X', email: 'x@y.example' });
      expect(create.statusCode).toBe(400);
      const salesView = await engineCall(sales, 'contact', 'get', { ...outOfScope, id: elsewhere });
      expect(salesView.json().data).toMatchObject({ id: elsewhere, companyId: laxCompany });
    });

    it('needs a declared relation of the view, its resource and the child page permission', async () => {
      expect((await through(csr, 'orders', 'list', {})).statusCode).toBe(400);
      expect(
        (await engineCall(csr, 'orgCode', 'list', { view: 'customer', relation: 'contacts', parentId: shaCompany }))
          .statusCode,
      ).toBe(400);
      expect((await through(csr, 'orgCodes', 'list', { parentId: 'x' })).statusCode).toBe(400);
      // Grants are cached per user id across the test databases of this process.
      forgetGrants();
      const manager = await signIn(t, 'manager');
      expect((await through(manager, 'orgCodes', 'list', {})).statusCode).toBe(200);
      await t.database.query(
        `DELETE FROM role_menu_items
          WHERE role_id = (SELECT id FROM roles WHERE code = 'manager')
            AND menu_item_id IN (SELECT id FROM menu_items WHERE menu_url = 'tmOrgCode')`,
      );
      forgetGrants();
      expect((await engineCall(manager, 'company', 'get', { view: 'customer', id: shaCompany })).statusCode).toBe(200);
      expect((await through(manager, 'orgCodes', 'list', {})).statusCode).toBe(403);
    });
  });

  describe('organisation codes', () => {
    const orgCode = (fields: Fields) =>
      engineCall(csr, 'orgCode', 'create', { view: 'tmOrgCode', companyId: shaCompany, purpose: 'shipper', ...fields });

    it('are stored in capitals, unique, with the company branch by default', async () => {
      const res = await orgCode({ code: 'hlt001' });
      expect(res.json().result).toBe('true');
      const row = await t.database.query('SELECT code, branch_id FROM org_codes WHERE id = $1', [res.json().data.id]);
      expect(row).toEqual([{ code: 'HLT001', branch_id: sha }]);
      const again = await orgCode({ code: 'HLT001', purpose: 'billing' });
      expect(again.json().errors).toEqual({ code: 'This organisation code is already in use' });
      const bad = await orgCode({ code: 'H-1' });
      expect(bad.json().errors).toEqual({ code: 'Use 3 to 12 capital letters or digits' });
      const otherBranch = await orgCode({ code: 'HLT002', branchId: lax });
      expect(otherBranch.json().errors).toEqual({ branchId: 'Choose one of your branch offices' });
    });
  });

  describe('row scope', () => {
    it('staff see the companies of their branches, and contacts and codes through them', async () => {
      const list = await engineCall(csr, 'company', 'list', { view: 'companyList', limit: 50 });
      const rows: Company[] = list.json().data.rows;
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.branchId))).toEqual(new Set([sha]));
      expect((await engineCall(csr, 'company', 'get', { view: 'customer', id: laxCompany })).statusCode).toBe(404);
      const salesList = await engineCall(sales, 'company', 'list', { view: 'companyList', limit: 50 });
      const salesRows: Company[] = salesList.json().data.rows;
      expect(salesRows.map((r) => r.id)).toContain(laxCompany);
      expect(salesRows.map((r) => r.id)).not.toContain(shaCompany);

      const contacts = await engineCall(csr, 'contact', 'list', { view: 'customerContact', limit: 50 });
      const companyIds = new Set(rows.map((r) => r.id));
      const scoped = await t.database.query<{ id: number }>(
        'SELECT t.id FROM contacts t JOIN companies c ON c.id = t.company_id WHERE c.branch_id = $1',
        [sha],
      );
      expect(contacts.json().data.total).toBe(scoped.length);
      for (const c of contacts.json().data.rows as { companyId: number }[]) {
        expect(companyIds.has(c.companyId) || c.companyId === shaCompany).toBe(true);
      }
      const codes = await engineCall(sales, 'orgCode', 'list', { view: 'tmOrgCode', limit: 50 });
      const salesCompanies = new Set(
        (
          await t.database.query<{ id: number }>(
            `SELECT c.id FROM companies c JOIN branches b ON b.id = c.branch_id
              WHERE b.controlling_office_id = (SELECT id FROM branches WHERE code = 'LAX')`,
          )
        ).map((r) => r.id),
      );
      for (const c of codes.json().data.rows as { companyId: number }[])
        expect(salesCompanies.has(c.companyId)).toBe(true);
    });

    it('filters the customer lists by region', async () => {
      const tpe = await engineCall(sales, 'company', 'list', { view: 'customer', f_customerRegion: 'TPE', limit: 50 });
      const rows: { customerRegion: string }[] = tpe.json().data.rows;
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.customerRegion).toBe('TPE');
    });

    it('a company may not be created or moved outside the writer branches', async () => {
      const res = await createCompany(csr, { name: 'Far Away Trading', branchId: lax });
      expect(res.json().errors).toEqual({ branchId: 'You cannot assign customers to this branch office' });
      const move = await updateCompany(shaCompany, { branchId: lax });
      expect(move.json().errors).toEqual({ branchId: 'You cannot assign customers to this branch office' });
    });

    it('pages are for sales, customer service, managers and administrators', async () => {
      const ops = await signIn(t, 'ops');
      expect((await engineCall(ops, 'company', 'list', { view: 'customer' })).statusCode).toBe(403);
      const customer = await signIn(t, 'customer');
      expect((await engineCall(customer, 'company', 'list', { view: 'customer' })).statusCode).toBe(403);
      // The company picker serves every page that names a company: operations pick a booking's customer,
      // within their own branches; a role with no such page is refused it.
      const picked = await post(t, '/api/customers/lookup', ops, { q: '' });
      expect(picked.statusCode).toBe(200);
      const ngb = await t.database.query<{ id: number }>(
        `SELECT c.id FROM companies c JOIN users u ON u.user_name = 'ops' WHERE c.branch_id = u.branch_id`,
      );
      const inScope = new Set(ngb.map((r) => r.id));
      expect(picked.json().data.length).toBeGreaterThan(0);
      expect(picked.json().data.every((r: { id: number }) => inScope.has(r.id))).toBe(true);
      expect((await post(t, '/api/customers/lookup', await signIn(t, 'hr'), { q: 'a' })).statusCode).toBe(403);
    });
  });

  it('looks companies up by name, code or id within the scope', async () => {
    const found = await post(t, '/api/customers/lookup', csr, { q: 'harbour lights' });
    expect(found.json().data).toEqual([
      expect.objectContaining({ id: shaCompany, name: 'Harbour Lights Trading Co., Ltd.', status: 'valid' }),
    ]);
    const byId = await post(t, '/api/customers/lookup', csr, { ids: [shaCompany, laxCompany] });
    expect(byId.json().data.map((r: { id: number }) => r.id)).toEqual([shaCompany]);
  });
});
