import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AFTER_COMMIT,
  ALL_ACTIONS,
  grantTestItems,
  PAGE,
  TEST_PAGES,
  TEST_RESOURCE,
} from '../../test/engine-definitions';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { type Fields, post, type Session, signIn } from '../../test/session-helpers';
import { useEngineDefinitions } from './lookup';

describe.each(ENGINES)('afterCommit on %s', (engine) => {
  let t: TestApp;
  let csr: Session;
  let sha = 0;
  const call = (endpoint: string, fields: Fields) =>
    post(t, `/api/engine/testShipment/${endpoint}`, csr, { view: PAGE, ...fields });
  const working = async (n: number) =>
    t.database.query<{ id: number; version: number }>(
      `SELECT id, version FROM shipments
        WHERE branch_id = $1 AND job_status = 'WRK' AND packages = 7 ORDER BY id LIMIT $2`,
      [sha, n],
    );

  beforeAll(async () => {
    t = await testApp(engine);
    useEngineDefinitions(t.app, { pages: TEST_PAGES, resources: [TEST_RESOURCE] });
    await grantTestItems(t, 'csr', [PAGE], ALL_ACTIONS);
    csr = await signIn(t, 'csr');
    sha = (await t.database.query<{ id: number }>("SELECT id FROM branches WHERE code = 'SHA'"))[0]?.id ?? 0;
    // Rows that agree on their packages, so a batch over them is consistent.
    await t.database.query(
      `UPDATE shipments SET packages = 7 WHERE id IN (
         SELECT id FROM shipments WHERE branch_id = $1 AND job_status = 'WRK' ORDER BY id LIMIT 4)`,
      [sha],
    );
  });
  beforeEach(() => {
    AFTER_COMMIT.calls.length = 0;
    AFTER_COMMIT.fail = false;
  });
  afterAll(async () => {
    await t.close();
  });

  it('hands a create its committed change, once', async () => {
    const res = await call('create', {
      shipmentNo: 'T000901',
      mode: 'LCL',
      goodsDescription: 'Tea',
      packages: 3,
      branchId: sha,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AFTER_COMMIT.calls).toEqual([
      [{ id: res.json().data.id, action: 'create', changes: expect.objectContaining({ shipmentNo: 'T000901' }) }],
    ]);
  });

  it('is not called for a write that is refused and rolled back', async () => {
    const [row] = await working(1);
    if (!row) throw new Error('no row');
    const refused = await call('update', { id: row.id, version: row.version, goodsDescription: 'REFUSED' });
    expect(refused.statusCode).toBe(400);
    expect(AFTER_COMMIT.calls).toEqual([]);
  });

  it('hands a batch all its rows in one call', async () => {
    const rows = await working(2);
    expect(rows).toHaveLength(2);
    const res = await call('batchUpdate', { ids: rows.map((r) => r.id), packages: 8 });
    expect(res.statusCode, res.body).toBe(200);
    expect(AFTER_COMMIT.calls).toHaveLength(1);
    expect(AFTER_COMMIT.calls[0]?.map((c) => [c.id, c.action, c.changes])).toEqual(
      rows.map((r) => [r.id, 'update', { packages: { from: 7, to: 8 } }]),
    );
  });

  it('keeps the write when it fails', async () => {
    AFTER_COMMIT.fail = true;
    const [row] = await working(1);
    if (!row) throw new Error('no row');
    const res = await call('transition', { id: row.id, version: row.version, action: 'hold' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AFTER_COMMIT.calls[0]?.[0]?.action).toBe('transition:hold');
    const held = await t.database.query<{ job_status: string }>('SELECT job_status FROM shipments WHERE id = $1', [
      row.id,
    ]);
    expect(held[0]?.job_status).toBe('WHL');
  });
});
