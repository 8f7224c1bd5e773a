import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALL_ACTIONS,
  BRANCH_ONLY_PAGE,
  FCL_PAGE,
  grantTestItems,
  PAGE,
  TEST_BRANCH_ONLY,
  TEST_PAGES,
  TEST_RESOURCE,
} from '../../test/engine-definitions';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { type Fields, post, type Session, signIn } from '../../test/session-helpers';
import { useEngineDefinitions } from './lookup';
import { inlineParams } from './sql';
import { inTransaction } from './transaction';

const DENIED = { success: false, result: '', message: 'The operation permission is insufficient', data: null };
const BASE = '/api/engine/testShipment';

type ListData = {
  rows: Record<string, unknown>[];
  total: number;
  totalExact: boolean;
  totalPending?: boolean;
  page: number;
  limit: number;
};

describe.each(ENGINES)('engine endpoints on %s', (engine) => {
  let t: TestApp;
  const sessions = new Map<string, Session>();
  const as = (user: string): Session => {
    const s = sessions.get(user);
    if (!s) throw new Error(`no session for ${user}`);
    return s;
  };
  const call = (user: string, endpoint: string, fields: Fields = {}, resource = BASE) =>
    post(t, `${resource}/${endpoint}`, as(user), { view: PAGE, ...fields });
  const list = async (user: string, fields: Fields = {}): Promise<ListData> => {
    const res = await call(user, 'list', { limit: 50, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id as number);
  const dbIds = async (sql: string, params: unknown[] = []) =>
    (await t.database.query<{ id: number }>(sql, params)).map((r) => r.id);
  const one = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> => {
    const row = (await t.database.query<T>(sql, params))[0];
    if (!row) throw new Error(`no row for ${sql}`);
    return row;
  };
  /** Every statement the app runs from now until the spy is restored. */
  const recordStatements = () => {
    const statements: string[] = [];
    const query = t.database.query;
    const spy = vi.spyOn(t.database, 'query').mockImplementation(async (sql, values) => {
      statements.push(sql);
      return query(sql, values);
    });
    return { statements, spy };
  };
  let sha = 0;
  let customerCompany = 0;

  beforeAll(async () => {
    t = await testApp(engine);
    useEngineDefinitions(t.app, { pages: TEST_PAGES, resources: [TEST_RESOURCE, TEST_BRANCH_ONLY], exportBatch: 7 });
    await grantTestItems(t, 'admin', [PAGE, FCL_PAGE, BRANCH_ONLY_PAGE], ALL_ACTIONS);
    await grantTestItems(t, 'csr', [PAGE], ALL_ACTIONS);
    await grantTestItems(t, 'customer', [PAGE, BRANCH_ONLY_PAGE], [`${PAGE}:export`]);
    await grantTestItems(t, 'ops', [PAGE, FCL_PAGE], []);
    for (const user of ['admin', 'csr', 'customer', 'ops', 'sales']) sessions.set(user, await signIn(t, user));
    sha = (await one<{ id: number }>("SELECT id FROM branches WHERE code = 'SHA'")).id;
    customerCompany = (await one<{ company_id: number }>("SELECT company_id FROM users WHERE user_name = 'customer'"))
      .company_id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('permissions', () => {
    it('registers every endpoint for signed-in users, the page deciding the rest', () => {
      const engineRoutes = t.app.routeDocs.filter((r) => r.url.startsWith('/api/engine/:resource/'));
      expect(engineRoutes.map((r) => r.url.split('/').pop()).sort()).toEqual(
        [
          'audit',
          'batchUpdate',
          'chart',
          'count',
          'create',
          'delete',
          'export',
          'get',
          'list',
          'neighbours',
          'transition',
          'update',
        ].sort(),
      );
      for (const r of engineRoutes) expect(r.permission, r.url).toBe('session');
    });

    it('answers 401 without a session', async () => {
      const res = await post(t, `${BASE}/list`, null, { view: PAGE });
      expect(res.statusCode).toBe(401);
    });

    it('refuses a user without the page, and a page that does not show the resource', async () => {
      const denied = await call('sales', 'list');
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual(DENIED);
      const unknown = await call('admin', 'list', { view: 'noSuchPage' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('This page does not show these records.');
      const other = await call('admin', 'list', { view: BRANCH_ONLY_PAGE });
      expect(other.statusCode).toBe(400);
      const noResource = await post(t, '/api/engine/nothing/list', as('admin'), { view: PAGE });
      expect(noResource.statusCode).toBe(400);
    });

    it("needs the page action's permission for every change and for export", async () => {
      const row = await one<{ id: number; version: number }>('SELECT id, version FROM shipments ORDER BY id LIMIT 1');
      const attempts: [string, Fields][] = [
        ['create', { shipmentNo: 'T000001', mode: 'FCL', goodsDescription: 'x', packages: 1, branchId: sha }],
        ['update', { id: row.id, version: row.version, packages: 3 }],
        ['transition', { id: row.id, version: row.version, action: 'hold' }],
        ['batchUpdate', { ids: [row.id], packages: 3 }],
        ['export', {}],
      ];
      for (const [endpoint, fields] of attempts) {
        const res = await call('ops', endpoint, fields);
        expect(res.statusCode, `ops ${endpoint}`).toBe(403);
        expect(res.json()).toEqual(DENIED);
      }
      const customer = await call('customer', 'create', attempts[0]?.[1] ?? {});
      expect(customer.statusCode).toBe(403);
      expect((await call('ops', 'list')).statusCode).toBe(200);
      // A page without an export action shows no Export button, and exports for no one.
      for (const user of ['ops', 'admin']) {
        const fcl = await call(user, 'export', { view: FCL_PAGE, columns: ['shipmentNo'] });
        expect(fcl.statusCode, user).toBe(403);
        expect(fcl.json()).toEqual(DENIED);
      }
    });
  });

  describe('list', () => {
    it('refuses filters and sorts the resource does not declare, naming the field', async () => {
      const cases: [Fields, string, string][] = [
        [{ f_nothing: 'x' }, 'f_nothing', 'nothing'],
        [{ f_carrierCode: 'x' }, 'f_carrierCode', 'carrierCode'],
        [{ f_etd: '2026-01-01' }, 'f_etd', 'etd'],
        [{ f_mode_from: 'A' }, 'f_mode_from', 'mode_from'],
        [{ orderByColumn: 'houseBill' }, 'orderByColumn', 'houseBill'],
      ];
      for (const [fields, key, name] of cases) {
        const res = await call('admin', 'list', fields);
        expect(res.statusCode, key).toBe(400);
        expect(res.json().errors, key).toEqual({ [key]: `This filter or sort is not allowed: ${name}` });
      }
      const badNumber = await call('admin', 'list', { f_packages_from: 'many' });
      expect(badNumber.statusCode).toBe(400);
      expect(badNumber.json().errors).toEqual({ f_packages_from: 'Enter a number' });
      const badSize = await call('admin', 'list', { limit: 25 });
      expect(badSize.statusCode).toBe(400);
    });

    it('matches fuzzy text with ILIKE and literal wildcards, exact text by equality', async () => {
      const fuzzy = await list('admin', { f_shipmentNo: 's00000001', limit: 50 });
      const expected = await dbIds(
        "SELECT id FROM shipments WHERE shipment_no ILIKE '%s00000001%' ORDER BY etd DESC, id DESC LIMIT 50",
      );
      expect(ids(fuzzy.rows)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(1);
      expect((await list('admin', { f_shipmentNo: '%' })).total).toBe(0);
      expect((await list('admin', { f_shipmentNo: 'S_000' })).total).toBe(0);
      const bill = await one<{ id: number; house_bill: string }>(
        'SELECT id, house_bill FROM shipments ORDER BY id LIMIT 1',
      );
      const exact = await list('admin', { f_houseBill: bill.house_bill });
      expect(ids(exact.rows)).toEqual([bill.id]);
      expect((await list('admin', { f_houseBill: bill.house_bill.slice(0, -1) })).total).toBe(0);
      const company = await one<{ name: string }>(
        'SELECT c.name FROM companies c JOIN shipments s ON s.company_id = c.id ORDER BY s.id LIMIT 1',
      );
      const joined = await list('admin', { f_companyName: company.name.toLowerCase() });
      expect(joined.rows.length).toBeGreaterThan(0);
      for (const r of joined.rows) expect(String(r.companyName).toLowerCase()).toContain(company.name.toLowerCase());
    });

    it('takes repeated enumeration values as a set, and booleans', async () => {
      const data = await list('admin', { f_mode: ['FCL', 'AIR'] });
      const n = await one<{ n: number }>("SELECT count(*)::int AS n FROM shipments WHERE mode IN ('FCL', 'AIR')");
      expect(data.total).toBe(n.n);
      expect(new Set(data.rows.map((r) => r.mode))).toEqual(new Set(['FCL', 'AIR']));
      const status = await list('admin', { f_status: ['3', '5'] });
      for (const r of status.rows) expect([3, 5]).toContain(r.status);
      const archived = await list('admin', { f_archived: 'true' });
      const m = await one<{ n: number }>('SELECT count(*)::int AS n FROM shipments WHERE archived');
      expect(archived.total).toBe(m.n);
      expect(archived.rows.every((r) => r.archived === true)).toBe(true);
      expect((await call('admin', 'list', { f_archived: 'maybe' })).statusCode).toBe(400);
      expect((await call('admin', 'list', { f_status: 'abc' })).statusCode).toBe(400);
    });

    it('filters number, money, date and date-time ranges, a bare end date covering its whole day', async () => {
      const packages = await list('admin', { f_packages_from: 10, f_packages_to: 20 });
      const n = await one<{ n: number }>('SELECT count(*)::int AS n FROM shipments WHERE packages BETWEEN 10 AND 20');
      expect(packages.total).toBe(n.n);
      for (const r of packages.rows) expect(Number(r.packages)).toBeGreaterThanOrEqual(10);
      const weight = await list('admin', { f_grossWeightKg_from: '1000.5' });
      const w = await one<{ n: number }>('SELECT count(*)::int AS n FROM shipments WHERE gross_weight_kg >= 1000.5');
      expect(weight.total).toBe(w.n);
      const day = await one<{ d: string }>("SELECT to_char(etd, 'YYYY-MM-DD') AS d FROM shipments LIMIT 1");
      const etd = await list('admin', { f_etd_from: day.d, f_etd_to: day.d });
      const e = await one<{ n: number }>(
        'SELECT count(*)::int AS n FROM shipments WHERE etd >= $1::date AND etd < $1::date + 1',
        [day.d],
      );
      expect(etd.total).toBe(e.n);
      expect(e.n).toBeGreaterThan(0);
      const lfd = await list('admin', { f_lastFreeDay_to: '2026-06-30' });
      const l = await one<{ n: number }>(
        "SELECT count(*)::int AS n FROM shipments WHERE last_free_day <= '2026-06-30'",
      );
      expect(lfd.total).toBe(l.n);
    });

    it('sorts both ways with the id breaking ties, and pages through the same order', async () => {
      for (const dir of ['asc', 'desc'] as const) {
        const first = await list('admin', { orderByColumn: 'packages', isAsc: dir, limit: 50, page: 1 });
        const second = await list('admin', { orderByColumn: 'packages', isAsc: dir, limit: 50, page: 2 });
        const expected = await dbIds(`SELECT id FROM shipments ORDER BY packages ${dir}, id ${dir} LIMIT 100`);
        expect([...ids(first.rows), ...ids(second.rows)]).toEqual(expected);
        expect(second.page).toBe(2);
      }
      const nulls = await list('admin', { orderByColumn: 'lastFreeDay', isAsc: 'asc', limit: 50, page: 8 });
      expect(ids(nulls.rows)).toEqual(
        await dbIds('SELECT id FROM shipments ORDER BY last_free_day ASC, id ASC LIMIT 50 OFFSET 350'),
      );
      const byDefault = await list('admin', { limit: 10, page: 3 });
      expect(ids(byDefault.rows)).toEqual(
        await dbIds('SELECT id FROM shipments ORDER BY etd DESC, id DESC LIMIT 10 OFFSET 20'),
      );
      expect(byDefault.total).toBe(400);
      expect(byDefault.totalExact).toBe(true);
      const beyond = await list('admin', { limit: 50, page: 9 });
      expect(beyond).toMatchObject({ rows: [], total: 400, totalExact: true, page: 9 });
    });

    it("applies the page's fixed filters whatever the request says", async () => {
      const fcl = await call('admin', 'list', { view: FCL_PAGE, limit: 50 });
      const rows = fcl.json().data.rows as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.mode === 'FCL')).toBe(true);
      const air = await call('admin', 'list', { view: FCL_PAGE, f_mode: 'AIR' });
      expect(air.json().data.total).toBe(0);
    });

    it('counts exactly up to the cap, then answers the planner estimate', async () => {
      useEngineDefinitions(t.app, {
        pages: TEST_PAGES,
        resources: [TEST_RESOURCE, TEST_BRANCH_ONLY],
        exactTotalCap: 30,
      });
      try {
        const all = await list('admin', { limit: 10 });
        expect(all.totalExact).toBe(false);
        expect(all.total).toBeGreaterThan(30);
        expect(all.rows).toHaveLength(10);
        const again = await list('admin', { limit: 10, page: 2 });
        expect(again).toMatchObject({ total: all.total, totalExact: false });
        const few = await list('admin', { f_packages_to: 2 });
        const n = await one<{ n: number }>('SELECT count(*)::int AS n FROM shipments WHERE packages <= 2');
        expect(n.n).toBeLessThanOrEqual(30);
        expect(few).toMatchObject({ total: n.n, totalExact: true });
      } finally {
        useEngineDefinitions(t.app, {
          pages: TEST_PAGES,
          resources: [TEST_RESOURCE, TEST_BRANCH_ONLY],
          exportBatch: 7,
        });
      }
    });

    it('never counts for a full page past the cap: only the planner is asked', async () => {
      useEngineDefinitions(t.app, {
        pages: TEST_PAGES,
        resources: [TEST_RESOURCE, TEST_BRANCH_ONLY],
        exactTotalCap: 30,
      });
      const { statements, spy } = recordStatements();
      try {
        // Fresh filters, so no estimate of an earlier request is reused.
        const deep = await list('admin', { f_packages_from: 1, limit: 10, page: 4 });
        expect(ids(deep.rows)).toEqual(
          await dbIds('SELECT id FROM shipments WHERE packages >= 1 ORDER BY etd DESC, id DESC LIMIT 10 OFFSET 30'),
        );
        expect(deep.totalExact).toBe(false);
        expect(deep.total).toBeGreaterThanOrEqual(40);
        const asked = statements.splice(0);
        expect(asked.filter((sql) => /count\(\*\)/i.test(sql))).toEqual([]);
        expect(asked.filter((sql) => sql.startsWith('EXPLAIN'))).toHaveLength(1);
        const shallow = await list('admin', { f_packages_from: 2, limit: 10, page: 2 });
        expect(shallow.totalExact).toBe(false);
        expect(statements.filter((sql) => /count\(\*\)/i.test(sql))).toHaveLength(1);
      } finally {
        spy.mockRestore();
        useEngineDefinitions(t.app, {
          pages: TEST_PAGES,
          resources: [TEST_RESOURCE, TEST_BRANCH_ONLY],
          exportBatch: 7,
        });
      }
    });

    it('answers the rows at once when asked to count later, and the total from the count call', async () => {
      const { statements, spy } = recordStatements();
      try {
        const filters = { f_packages_from: 3 };
        const first = await list('admin', { ...filters, limit: 10, count: 'later' });
        expect(first.rows).toHaveLength(10);
        expect(first).toMatchObject({ total: 10, totalExact: false, totalPending: true });
        expect(statements.splice(0).filter((sql) => /count\(\*\)/i.test(sql))).toEqual([]);

        const n = (await one<{ n: number }>('SELECT count(*)::int AS n FROM shipments WHERE packages >= 3')).n;
        const counted = await call('admin', 'count', { ...filters, known: 10 });
        expect(counted.statusCode, counted.body).toBe(200);
        expect(counted.json().data).toEqual({ total: n, totalExact: true });
        expect(await list('admin', { ...filters, limit: 10 })).toMatchObject({ total: n, totalExact: true });

        // A short page is its own total: nothing is left to count.
        const last = await list('admin', { ...filters, limit: 50, page: Math.ceil(n / 50), count: 'later' });
        expect(last).toMatchObject({ total: n, totalExact: true });
        expect(last.totalPending).toBeUndefined();

        // The count call takes the list's filters, page and scope checks.
        const bad = await call('admin', 'count', { f_nope: 1 });
        expect(bad.statusCode).toBe(400);
        const customer = await call('customer', 'count', filters);
        expect(customer.statusCode, customer.body).toBe(200);
        const own = await one<{ n: number }>(
          'SELECT count(*)::int AS n FROM shipments WHERE packages >= 3 AND company_id = $1',
          [customerCompany],
        );
        expect(customer.json().data.total).toBe(own.n);
      } finally {
        spy.mockRestore();
      }
    });

    it('scopes rows: staff to their branches, a customer to its company, or to nothing', async () => {
      const csr = await list('csr', { limit: 50 });
      const shaCount = await one<{ n: number }>('SELECT count(*)::int AS n FROM shipments WHERE branch_id = $1', [sha]);
      expect(csr.total).toBe(shaCount.n);
      expect(csr.total).toBeLessThan(400);
      const outside = await dbIds('SELECT id FROM shipments WHERE id = ANY($1::int[]) AND branch_id <> $2', [
        ids(csr.rows),
        sha,
      ]);
      expect(outside).toEqual([]);
      const customer = await list('customer', { limit: 50 });
      const own = await one<{ n: number }>('SELECT count(*)::int AS n FROM shipments WHERE company_id = $1', [
        customerCompany,
      ]);
      expect(customer.total).toBe(own.n);
      expect(customer.total).toBeGreaterThan(0);
      const blind = await call('customer', 'list', { view: BRANCH_ONLY_PAGE }, '/api/engine/testBranchOnly');
      expect(blind.json().data).toMatchObject({ rows: [], total: 0 });
      const foreign = await one<{ id: number }>('SELECT id FROM shipments WHERE branch_id <> $1 LIMIT 1', [sha]);
      expect((await call('csr', 'get', { id: foreign.id })).statusCode).toBe(404);
      expect((await call('csr', 'audit', { id: foreign.id })).statusCode).toBe(404);
    });
  });

  describe('changes', () => {
    const fresh = async (jobStatus = 'WRK') =>
      one<{ id: number; version: number; packages: number }>(
        `SELECT id, version, packages FROM shipments WHERE branch_id = $1 AND job_status = $2
          AND id NOT IN (SELECT entity_id::int FROM audit_log WHERE entity = 'testShipment')
          ORDER BY id LIMIT 1`,
        [sha, jobStatus],
      );

    it('reads one record with its version', async () => {
      const row = await fresh();
      const res = await call('csr', 'get', { id: row.id });
      expect(res.json().data).toMatchObject({ id: row.id, version: row.version, packages: row.packages });
    });

    it('creates through the schema and the area rules, within the creator’s scope', async () => {
      const invalid = await call('csr', 'create', { shipmentNo: 'bad', mode: 'SHIP', packages: 0, branchId: sha });
      expect(invalid.statusCode).toBe(400);
      expect(Object.keys(invalid.json().errors).sort()).toEqual(['goodsDescription', 'mode', 'packages', 'shipmentNo']);
      const fields = { shipmentNo: 'T000777', mode: 'LCL', goodsDescription: 'Tea', packages: 12, branchId: sha };
      const res = await call('csr', 'create', fields);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Created');
      const { id, version } = res.json().data;
      expect(version).toBe(1);
      const row = await one('SELECT shipment_no, job_status, packages, branch_id FROM shipments WHERE id = $1', [id]);
      expect(row).toEqual({ shipment_no: 'T000777', job_status: 'WRK', packages: 12, branch_id: sha });
      const audit = await t.database.query<{ action: string; changes: Record<string, unknown> }>(
        "SELECT action, changes FROM audit_log WHERE entity = 'testShipment' AND entity_id = $1",
        [String(id)],
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]?.action).toBe('create');
      expect(audit[0]?.changes).toMatchObject({ shipmentNo: 'T000777', packages: 12 });
      const ngb = await one<{ id: number }>("SELECT id FROM branches WHERE code = 'NGB'");
      const elsewhere = await call('csr', 'create', { ...fields, shipmentNo: 'T000778', branchId: ngb.id });
      expect(elsewhere.statusCode).toBe(403);
      expect(await t.database.query("SELECT 1 FROM shipments WHERE shipment_no = 'T000778'")).toEqual([]);
    });

    it('refuses a stale version with 409 and keeps the first save', async () => {
      const row = await fresh();
      const first = await call('csr', 'update', { id: row.id, version: row.version, goodsDescription: 'First' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ message: 'Saved', data: { id: row.id, version: row.version + 1 } });
      const second = await call('csr', 'update', { id: row.id, version: row.version, goodsDescription: 'Second' });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('Data has changed, please reload before saving.');
      const after = await one('SELECT goods_description, version FROM shipments WHERE id = $1', [row.id]);
      expect(after).toEqual({ goods_description: 'First', version: row.version + 1 });
    });

    it('lets exactly one of two simultaneous saves of the same version through', async () => {
      const row = await fresh();
      const results = await Promise.all(
        ['A', 'B'].map((v) => call('csr', 'update', { id: row.id, version: row.version, goodsDescription: v })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200);
      const after = await one<{ goods_description: string }>('SELECT goods_description FROM shipments WHERE id = $1', [
        row.id,
      ]);
      expect(['A', 'B']).toContain(after.goods_description);
      expect(winner?.json().data.version).toBe(row.version + 1);
    });

    it('rolls back when an area rule refuses, and lists audit entries newest first with names', async () => {
      const row = await fresh();
      const refused = await call('csr', 'update', { id: row.id, version: row.version, goodsDescription: 'REFUSED' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ goodsDescription: 'The value is not valid' });
      const unchanged = await one<{ version: number }>('SELECT version FROM shipments WHERE id = $1', [row.id]);
      expect(unchanged.version).toBe(row.version);
      await call('csr', 'update', { id: row.id, version: row.version, packages: row.packages + 1 });
      await call('admin', 'update', { id: row.id, version: row.version + 1, goodsDescription: 'Machine parts' });
      const audit = await call('csr', 'audit', { id: row.id });
      expect(audit.statusCode).toBe(200);
      const entries = audit.json().data as { action: string; userName: string; changes: Record<string, unknown> }[];
      expect(entries.map((e) => [e.action, e.userName])).toEqual([
        ['update', 'admin'],
        ['update', 'csr'],
      ]);
      expect(entries[1]?.changes).toEqual({ packages: { from: row.packages, to: row.packages + 1 } });
      expect(Object.keys(entries[0]?.changes ?? {})).toEqual(['goodsDescription']);
    });

    it('runs only the transitions the resource allows, from their states', async () => {
      const row = await fresh();
      const hold = await call('csr', 'transition', { id: row.id, version: row.version, action: 'hold' });
      expect(hold.statusCode, hold.body).toBe(200);
      expect((await one('SELECT job_status FROM shipments WHERE id = $1', [row.id])).job_status).toBe('WHL');
      const again = await call('csr', 'transition', { id: row.id, version: row.version + 1, action: 'hold' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This action is not possible in the record’s current state.');
      const stale = await call('csr', 'transition', { id: row.id, version: row.version, action: 'release' });
      expect(stale.statusCode).toBe(409);
      const release = await call('csr', 'transition', { id: row.id, version: row.version + 1, action: 'release' });
      expect(release.json().data.version).toBe(row.version + 2);
      const ghost = await call('csr', 'transition', { id: row.id, version: row.version + 2, action: 'ghost' });
      expect(ghost.statusCode).toBe(400);
      const undeclared = await call('csr', 'transition', { id: row.id, version: row.version + 2, action: 'close' });
      expect(undeclared.statusCode).toBe(403);
      const audit = await t.database.query<{ action: string; changes: unknown }>(
        "SELECT action, changes FROM audit_log WHERE entity = 'testShipment' AND entity_id = $1 ORDER BY id",
        [String(row.id)],
      );
      expect(audit).toEqual([
        { action: 'transition:hold', changes: { jobStatus: { from: 'WRK', to: 'WHL' } } },
        { action: 'transition:release', changes: { jobStatus: { from: 'WHL', to: 'WRK' } } },
      ]);
    });

    it('batch-updates 1 to 20 consistent records in one transaction', async () => {
      const empty = await call('csr', 'batchUpdate', { packages: 5 });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Required data missing.');
      const many = await dbIds('SELECT id FROM shipments WHERE branch_id = $1 ORDER BY id LIMIT 21', [sha]);
      const tooMany = await call('csr', 'batchUpdate', { ids: many, packages: 5 });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe('Select at most 20 records for a batch update.');
      const differing = await dbIds(
        `SELECT min(id) AS id FROM shipments WHERE branch_id = $1 AND job_status = 'WRK' GROUP BY packages
          ORDER BY packages LIMIT 2`,
        [sha],
      );
      const mixed = await call('csr', 'batchUpdate', { ids: differing, packages: 5 });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().message).toBe('The selected records are not in the same state. Select records that match.');
      const states = await dbIds(
        `SELECT min(id) AS id FROM shipments WHERE branch_id = $1 GROUP BY job_status ORDER BY job_status LIMIT 2`,
        [sha],
      );
      expect((await call('csr', 'batchUpdate', { ids: states, action: 'hold' })).statusCode).toBe(400);
      const same = await t.database.query<{ ids: number[] }>(
        `SELECT (array_agg(id ORDER BY id))[1:2] AS ids FROM shipments
          WHERE branch_id = $1 AND job_status = 'WRK'
            AND id NOT IN (SELECT entity_id::int FROM audit_log WHERE entity = 'testShipment')
          GROUP BY packages HAVING count(*) >= 2 ORDER BY packages LIMIT 1`,
        [sha],
      );
      const chosen = same[0]?.ids ?? [];
      expect(chosen).toHaveLength(2);
      const before = await t.database.query<{ version: number }>(
        'SELECT version FROM shipments WHERE id = ANY($1::int[]) ORDER BY id',
        [chosen],
      );
      const ok = await call('csr', 'batchUpdate', { ids: chosen, packages: 777 });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().message).toBe('2 records updated');
      const after = await t.database.query<{ packages: number; version: number }>(
        'SELECT packages, version FROM shipments WHERE id = ANY($1::int[]) ORDER BY id',
        [chosen],
      );
      expect(after.map((r) => r.packages)).toEqual([777, 777]);
      expect(after.map((r) => r.version)).toEqual(before.map((r) => r.version + 1));
      const held = await call('csr', 'batchUpdate', { ids: chosen, action: 'hold' });
      expect(held.statusCode, held.body).toBe(200);
      const audit = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'testShipment' AND entity_id = ANY($1::text[])`,
        [chosen.map(String)],
      );
      expect(audit[0]?.n).toBe(4);
      // The test rule refuses 99,999 packages on held rows: with the first row released, the batch fails on
      // the second row and the first row's change is undone too.
      const first = await one<{ id: number; version: number }>('SELECT id, version FROM shipments WHERE id = $1', [
        chosen[0],
      ]);
      expect((await call('csr', 'transition', { ...first, action: 'release' })).statusCode).toBe(200);
      const versions = await t.database.query(
        'SELECT packages, version FROM shipments WHERE id = ANY($1::int[]) ORDER BY id',
        [chosen],
      );
      const refused = await call('csr', 'batchUpdate', { ids: chosen, packages: 99_999 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ packages: 'The value is not valid' });
      expect(
        await t.database.query('SELECT packages, version FROM shipments WHERE id = ANY($1::int[]) ORDER BY id', [
          chosen,
        ]),
      ).toEqual(versions);
    });
  });

  describe('sql', () => {
    it('writes parameters as literals that read back the same', async () => {
      const values = ["O'Brien \\ 100% _x_", 12.5, -3, true, null];
      const sql = `SELECT ${inlineParams('$1 AS a, $2 AS b, $3 AS c, $4 AS d, $5 AS e', values)}`;
      const row = await one(sql);
      expect([row.a, Number(row.b), row.c, row.d, row.e]).toEqual(values);
    });

    it('keeps other statements out of an open transaction until it ends', async () => {
      const row = await one<{ id: number; marks: string }>('SELECT id, marks FROM shipments ORDER BY id DESC LIMIT 1');
      let updated = () => {};
      const didUpdate = new Promise<void>((resolve) => {
        updated = resolve;
      });
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tx = inTransaction(t.app, async (query) => {
        await query("UPDATE shipments SET marks = 'inside' WHERE id = $1", [row.id]);
        updated();
        await gate;
        throw new Error('rolled back');
      });
      await didUpdate;
      const outside = t.database.query<{ marks: string }>('SELECT marks FROM shipments WHERE id = $1', [row.id]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      release();
      await expect(tx).rejects.toThrow('rolled back');
      expect(await outside).toEqual([{ marks: row.marks }]);
    });
  });

  describe('neighbours', () => {
    const around = (id: number, fields: Fields = {}) => call('admin', 'neighbours', { id, ...fields });

    it('answers the previous and next ids under the same filters and sort, null at the ends', async () => {
      const order = await dbIds("SELECT id FROM shipments WHERE mode = 'FCL' ORDER BY shipment_no ASC, id ASC");
      const sort = { f_mode: 'FCL', orderByColumn: 'shipmentNo', isAsc: 'asc' };
      const first = order[0] as number;
      const last = order[order.length - 1] as number;
      expect((await around(first, sort)).json().data).toEqual({ previous: null, next: order[1] });
      expect((await around(last, sort)).json().data).toEqual({ previous: order[order.length - 2], next: null });
      expect((await around(order[5] as number, sort)).json().data).toEqual({ previous: order[4], next: order[6] });
    });

    it('walks through empty sort values in both directions', async () => {
      for (const dir of ['asc', 'desc'] as const) {
        const order = await dbIds(`SELECT id FROM shipments ORDER BY last_free_day ${dir}, id ${dir}`);
        const nullCount = (
          await one<{ n: number }>('SELECT count(*)::int AS n FROM shipments WHERE last_free_day IS NULL')
        ).n;
        const edge = dir === 'asc' ? order.length - nullCount : nullCount;
        expect(nullCount).toBeGreaterThan(0);
        for (const i of [0, edge - 1, edge, edge + 1, order.length - 1]) {
          const id = order[i] as number;
          const res = await around(id, { orderByColumn: 'lastFreeDay', isAsc: dir });
          expect(res.json().data, `${dir} #${i}`).toEqual({
            previous: order[i - 1] ?? null,
            next: order[i + 1] ?? null,
          });
        }
      }
    });

    it('does not place a record outside the scope', async () => {
      const foreign = await one<{ id: number }>('SELECT id FROM shipments WHERE branch_id <> $1 LIMIT 1', [sha]);
      expect((await call('csr', 'neighbours', { id: foreign.id })).statusCode).toBe(404);
    });
  });

  describe('export', () => {
    const sheetOf = async (payload: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(payload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error('no sheet');
      const rows: unknown[][] = [];
      sheet.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return { sheet, rows };
    };

    it('streams the filtered, sorted list with the chosen columns across keyset batches', async () => {
      const columns = ['shipmentNo', 'jobStatus', 'etd', 'packages', 'grossWeightKg', 'lastFreeDay'];
      const res = await call('admin', 'export', {
        columns,
        f_mode: 'FCL',
        orderByColumn: 'lastFreeDay',
        isAsc: 'desc',
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="testShipment-\d{8}-\d{6}\.xlsx"; filename\*=UTF-8''Tracking-\d{8}-\d{6}\.xlsx$/,
      );
      const { rows } = await sheetOf(res.rawPayload);
      expect(rows[0]).toEqual([
        'engineTest.shipmentNo',
        'Status',
        'engineTest.etd',
        'engineTest.packages',
        'engineTest.grossWeightKg',
        'engineTest.lastFreeDay',
      ]);
      const expected = await t.database.query<{
        shipment_no: string;
        job_status: string;
        etd: Date;
        packages: number;
        gross_weight_kg: string;
        lfd: string | null;
      }>(
        `SELECT shipment_no, job_status, etd, packages, gross_weight_kg, last_free_day::text AS lfd
           FROM shipments WHERE mode = 'FCL' ORDER BY last_free_day DESC, id DESC`,
      );
      expect(rows.length - 1).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(14);
      expect(rows.slice(1).map((r) => r[0])).toEqual(expected.map((r) => r.shipment_no));
      const sample = expected.find((r) => r.lfd !== null && r.job_status === 'WRK');
      const line = rows.find((r) => r[0] === sample?.shipment_no);
      if (!sample?.lfd || !line) throw new Error('no working FCL shipment with a last free day');
      expect(line[1]).toBe('Working');
      // On the admin's clock (Shanghai, their branch's zone): the wall time, its offset in the format.
      expect((line[2] as Date).toISOString()).toBe(new Date(sample.etd.getTime() + 8 * 3600_000).toISOString());
      expect(line[3]).toBe(sample.packages);
      expect(line[4]).toBe(Number(sample.gross_weight_kg));
      expect((line[5] as Date).toISOString().slice(0, 10)).toBe(sample.lfd);
    });

    it('writes headers and labels in the request language and formats money and dates', async () => {
      const res = await post(t, `${BASE}/export`, as('admin'), {
        view: PAGE,
        columns: ['jobStatus', 'grossWeightKg', 'etd'],
        f_jobStatus: 'WRK',
        lang: 'zh_cn',
      });
      expect(res.statusCode).toBe(200);
      const { sheet, rows } = await sheetOf(res.rawPayload);
      expect(rows[0]?.[0]).toBe('状态');
      expect(rows[1]?.[0]).toBe('作业中');
      expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
      expect(sheet.getRow(2).getCell(3).numFmt).toBe('yyyy/mm/dd hh:mm "(UTC+08:00)"');
    });

    it('exports only the rows in scope, refuses unknown columns, and says when there is nothing', async () => {
      const customer = await call('customer', 'export', { columns: ['shipmentNo'] });
      expect(customer.statusCode).toBe(200);
      const own = await one<{ n: number }>('SELECT count(*)::int AS n FROM shipments WHERE company_id = $1', [
        customerCompany,
      ]);
      expect((await sheetOf(customer.rawPayload)).rows.length - 1).toBe(own.n);
      const unknown = await call('admin', 'export', { columns: ['shipmentNo', 'password'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ columns: 'This filter or sort is not allowed: password' });
      const none = await call('admin', 'export', { f_shipmentNo: 'no such shipment' });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ success: false, result: 'false', message: 'No files to download.', data: null });
    });
  });
});
