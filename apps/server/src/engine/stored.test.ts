import { definePage, defineResource } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantTestItems } from '../../test/engine-definitions';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { post, type Session, signIn } from '../../test/session-helpers';
import { useEngineDefinitions } from './lookup';
import { storedResource } from './resource';

/**
 * A page that is nothing but its declaration: a store, editable fields with inline labels and no
 * schemas, over the sailings table. The engine serves list, create, update, audit and export from
 * it alone.
 */
const DEF = defineResource({
  name: 'testSailing',
  i18n: 'engineTest.sailing',
  titleField: 'vessel',
  store: {
    table: 'sailing_schedules',
    scope: 'none',
    lookups: { carrierName: { table: 'carriers', key: 'code', column: 'name', from: 'carrierCode' } },
  },
  fields: [
    { name: 'carrierCode', type: 'text', editable: true, required: true, maxLength: 4, filter: 'exact' },
    { name: 'carrierName', type: 'text', sortable: true, filter: 'fuzzy' },
    { name: 'service', type: 'text', editable: true, required: true, maxLength: 10 },
    { name: 'vessel', type: 'text', editable: true, required: true, maxLength: 60, filter: 'fuzzy', sortable: true },
    { name: 'voyage', type: 'text', editable: true, required: true, maxLength: 10 },
    { name: 'originPort', type: 'port', editable: true, required: true, filter: 'exact' },
    { name: 'destinationPort', type: 'port', editable: true, required: true },
    { name: 'cutoffAt', type: 'datetime', editable: true, required: true },
    { name: 'etd', type: 'datetime', editable: true, required: true, sortable: true },
    { name: 'eta', type: 'datetime', editable: true, required: true },
    { name: 'transitDays', type: 'number', editable: true, required: true },
  ],
});
const PAGE = 'engineTestSailings';
const PAGE_DEF = definePage({
  url: PAGE,
  group: 'tracking',
  screen: 'list',
  resource: 'testSailing',
  titleKey: 'menu.groups.tracking',
  actions: [
    { key: 'create', kind: 'create', permission: `${PAGE}:edit` },
    { key: 'edit', kind: 'edit' },
    { key: 'export', kind: 'export' },
  ],
  roles: ['admin'],
});

const SAILING = {
  carrierCode: 'COSU',
  service: 'AEU3',
  vessel: 'TIDEMARK STORED',
  voyage: '061W',
  originPort: 'cnsha',
  destinationPort: 'NLRTM',
  cutoffAt: '2031-05-01T08:00:00+08:00',
  etd: '2031-05-02T08:00:00+08:00',
  eta: '2031-06-03T08:00:00+02:00',
  transitDays: '32',
};

describe.each(ENGINES)('a page served from its declared store on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  const call = (endpoint: string, fields: Record<string, unknown>) =>
    post(t, `/api/engine/testSailing/${endpoint}`, admin, { view: PAGE, ...fields });

  beforeAll(async () => {
    t = await testApp(engine);
    useEngineDefinitions(t.app, { pages: [PAGE_DEF], resources: [storedResource(DEF)] });
    await grantTestItems(t, 'admin', [PAGE], [`${PAGE}:edit`, `${PAGE}:export`]);
    admin = await signIn(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates through the schema derived from its fields, and audits', async () => {
    const invalid = await call('create', { ...SAILING, originPort: 'SHANGHAI', service: '', transitDays: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['originPort', 'service', 'transitDays']);

    const res = await call('create', SAILING);
    expect(res.statusCode, res.body).toBe(200);
    const { id, version } = res.json().data;
    const rows = await t.database.query(
      'SELECT origin_port, transit_days, version FROM sailing_schedules WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ origin_port: 'CNSHA', transit_days: 32, version }]);

    const updated = await call('update', { id, version, voyage: '062W' });
    expect(updated.statusCode, updated.body).toBe(200);
    const audit = await t.database.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'testSailing' AND entity_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('lists with its lookups joined, filtered and sorted', async () => {
    const res = await call('list', {
      page: 1,
      limit: 10,
      f_vessel: 'TIDEMARK STORED',
      orderByColumn: 'etd',
      isAsc: 'asc',
    });
    expect(res.statusCode, res.body).toBe(200);
    const carrier = await t.database.query<{ name: string }>("SELECT name FROM carriers WHERE code = 'COSU'");
    expect(res.json().data.rows).toEqual([
      expect.objectContaining({ vessel: 'TIDEMARK STORED', voyage: '062W', carrierName: carrier[0]?.name }),
    ]);
    const byCarrier = await call('list', { page: 1, limit: 10, f_carrierName: carrier[0]?.name, f_vessel: 'TIDEMARK' });
    expect(byCarrier.json().data.rows.map((r: { vessel: string }) => r.vessel)).toEqual(['TIDEMARK STORED']);
  });

  it('exports as its page declares', async () => {
    const res = await call('export', { f_vessel: 'TIDEMARK STORED' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheet');
  });
});
