import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { post, type Session, signIn } from '../../test/session-helpers';
import { periodOf } from './report-history';

type HistoryRow = Record<string, unknown> & { reportNo: string; reportType: string };

describe('periodOf', () => {
  it('takes the first date range of the filters, as calendar dates', () => {
    expect(periodOf({ f_name: 'x', f_updatedAt_from: '2026-11-01T00:00:00Z', f_updatedAt_to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(periodOf({ f_etd_to: '2026-12-31' })).toEqual({ from: null, to: '2026-12-31' });
    expect(periodOf({ f_etd_from: 'soon' })).toEqual({ from: null, to: null });
    expect(periodOf({})).toEqual({ from: null, to: null });
  });
});

describe.each(ENGINES)('the report history on %s', (engine) => {
  let t: TestApp;
  const sessions = new Map<string, Session>();
  const as = (user: string) => sessions.get(user) as Session;

  beforeAll(async () => {
    t = await testApp(engine);
    for (const user of ['admin', 'sales', 'customer']) sessions.set(user, await signIn(t, user));
  });
  afterAll(async () => {
    await t?.close();
  });

  const history = async (user: string): Promise<HistoryRow[]> => {
    const res = await post(t, '/api/engine/rpt_history_temp/list', as(user), {
      view: 'historyPage',
      page: 1,
      limit: 50,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.rows;
  };

  /** The history row is completed when the file has been written, just after the response ends. */
  const finished = async (reportNo: string) => {
    for (let i = 0; i < 100; i++) {
      const rows = await t.database.query<{ finished_at: Date | null }>(
        'SELECT finished_at FROM report_history WHERE report_no = $1',
        [reportNo],
      );
      if (rows[0]?.finished_at) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`report ${reportNo} never finished`);
  };

  it('records every export with its page, period, rows and requester, and lists it on historyPage', async () => {
    const before = await history('admin');
    const filters = { view: 'companyList', f_updatedAt_from: '2020-01-01', f_updatedAt_to: '2030-12-31' };
    const listed = await post(t, '/api/engine/company/list', as('admin'), { ...filters, page: 1, limit: 10 });
    const total = listed.json().data.total as number;
    expect(total).toBeGreaterThan(0);
    const res = await post(t, '/api/engine/company/export', as('admin'), { ...filters, columns: ['code', 'name'] });
    expect(res.statusCode).toBe(200);

    const rows = await history('admin');
    expect(rows).toHaveLength(before.length + 1);
    const newest = rows[0] as HistoryRow;
    expect(newest.reportNo).toMatch(/^RPT\d{8}-\d{6}$/);
    await finished(newest.reportNo);
    const [report] = (await history('admin')) as HistoryRow[];
    expect(report).toMatchObject({
      reportName: 'All companies',
      reportType: 'companyList',
      periodFrom: '2020-01-01',
      periodTo: '2030-12-31',
      status: 2,
      rowCount: total,
      requestedBy: 'admin',
    });
    expect(String(report?.fileName)).toMatch(/^All companies-\d{8}-\d{6}\.xlsx$/);
  });

  it('shows staff only the reports of their offices, and customers nothing', async () => {
    const adminBranch = (
      await t.database.query<{ code: string }>(
        "SELECT b.code FROM users u JOIN branches b ON b.id = u.branch_id WHERE u.user_name = 'admin'",
      )
    )[0]?.code;
    const visible = await history('sales');
    const salesBranches = (
      await t.database.query<{ code: string }>(
        `SELECT b.code FROM branches b WHERE b.id IN (
           SELECT branch_id FROM users WHERE user_name = 'sales'
           UNION SELECT s.branch_id FROM user_branch_scopes s JOIN users u ON u.id = s.user_id WHERE u.user_name = 'sales')`,
      )
    ).map((r) => r.code);
    for (const row of visible) expect(salesBranches).toContain(row.branchCode);
    if (adminBranch && !salesBranches.includes(adminBranch)) {
      expect(visible.some((r) => r.requestedBy === 'admin')).toBe(false);
    }
    const customer = await post(t, '/api/engine/rpt_history_temp/list', as('customer'), {
      view: 'historyPage',
      page: 1,
      limit: 10,
    });
    expect(customer.statusCode).toBe(403);
  });
});
