import type { PageDef } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantTestItems, PAGE, TEST_PAGES, TEST_RESOURCE } from '../../test/engine-definitions';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { type Fields, post, type Session, signIn } from '../../test/session-helpers';
import { useEngineDefinitions } from './lookup';

const CHART_PAGE = 'engineTestChart';
const CHART: PageDef = {
  url: CHART_PAGE,
  group: 'tracking',
  screen: 'chart',
  resource: 'testShipment',
  titleKey: 'menu.groups.tracking',
  filters: ['mode', 'etd'],
  chart: {
    groupBy: 'mode',
    series: 'bar',
    measures: [
      { key: 'shipments', fn: 'count', labelKey: 'engineTest.shipments' },
      { key: 'avgPackages', fn: 'avg', field: 'packages', labelKey: 'engineTest.packages' },
      { key: 'weight', fn: 'sum', field: 'grossWeightKg', labelKey: 'engineTest.grossWeightKg' },
    ],
  },
  roles: ['admin'],
};
const BROKEN_PAGE = 'engineTestBrokenChart';
const BROKEN: PageDef = {
  ...CHART,
  url: BROKEN_PAGE,
  chart: { groupBy: 'mode', series: 'bar', measures: [{ key: 'x', fn: 'sum', field: 'vessel', labelKey: 'x' }] },
};

type Group = { key: string | null; values: Record<string, number | null> };

describe.each(ENGINES)('engine chart endpoint on %s', (engine) => {
  let t: TestApp;
  const sessions = new Map<string, Session>();
  const chart = (user: string, fields: Fields = {}) => {
    const session = sessions.get(user);
    if (!session) throw new Error(`no session for ${user}`);
    return post(t, '/api/engine/testShipment/chart', session, { view: CHART_PAGE, ...fields });
  };
  const groups = async (user: string, fields: Fields = {}): Promise<Group[]> => {
    const res = await chart(user, fields);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.groups;
  };

  beforeAll(async () => {
    t = await testApp(engine);
    useEngineDefinitions(t.app, { pages: [...TEST_PAGES, CHART, BROKEN], resources: [TEST_RESOURCE] });
    await grantTestItems(t, 'admin', [CHART_PAGE, BROKEN_PAGE], []);
    await grantTestItems(t, 'csr', [CHART_PAGE], []);
    await grantTestItems(t, 'ops', [PAGE], []);
    for (const user of ['admin', 'csr', 'ops']) sessions.set(user, await signIn(t, user));
  });
  afterAll(async () => {
    await t.close();
  });

  it('groups the rows by the declared field and measures each group as SQL counts it', async () => {
    const got = await groups('admin');
    const expected = await t.database.query<{ key: string; n: number; avg: number; weight: number }>(
      `SELECT mode AS key, count(*)::int AS n, round(avg(packages)::numeric, 2)::float8 AS avg,
              round(sum(gross_weight_kg)::numeric, 2)::float8 AS weight
         FROM shipments t JOIN companies c ON c.id = t.company_id
        GROUP BY mode ORDER BY n DESC, mode`,
    );
    expect(got).toEqual(
      expected.map((r) => ({ key: r.key, values: { shipments: r.n, avgPackages: r.avg, weight: r.weight } })),
    );
  });

  it("applies the list's filters and the user's row scope", async () => {
    const fcl = await groups('admin', { f_mode: 'FCL' });
    expect(fcl.map((g) => g.key)).toEqual(['FCL']);
    const csrTotal = (await groups('csr')).reduce((n, g) => n + (g.values.shipments ?? 0), 0);
    const [scoped] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shipments
        WHERE branch_id IN (SELECT u.branch_id FROM users u WHERE u.user_name = 'csr'
                            UNION SELECT s.branch_id FROM user_branch_scopes s JOIN users u ON u.id = s.user_id
                             WHERE u.user_name = 'csr')`,
    );
    expect(csrTotal).toBe(scoped?.n);
  });

  it('refuses a filter the resource does not whitelist, by name', async () => {
    const res = await chart('admin', { f_marks: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('f_marks');
  });

  it('is authorised by the page: without it 403, and a page without a chart shows none', async () => {
    expect((await chart('ops')).statusCode).toBe(403);
    const noChart = await post(t, '/api/engine/testShipment/chart', sessions.get('ops') ?? null, { view: PAGE });
    expect(noChart.statusCode).toBe(400);
  });

  it('refuses to aggregate a field that is not a number', async () => {
    const res = await post(t, '/api/engine/testShipment/chart', sessions.get('admin') ?? null, { view: BROKEN_PAGE });
    expect(res.statusCode).toBe(500);
  });
});
