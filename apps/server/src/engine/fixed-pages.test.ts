import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ACTIONS, FCL_PAGE, grantTestItems, PAGE, TEST_PAGES, TEST_RESOURCE } from '../../test/engine-definitions';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { post, type Session, signIn } from '../../test/session-helpers';
import { useEngineDefinitions } from './lookup';

/**
 * A page's fixed filters (the FCL page shows FCL shipments only) bound every record the page
 * reaches: a record outside them is not found through the page, whatever the user's scope.
 */
describe.each(ENGINES)('the fixed filters of a page on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  const one = async (mode: string) => {
    const row = (
      await t.database.query<{ id: number; version: number }>(
        'SELECT id, version FROM shipments WHERE mode = $1 ORDER BY id LIMIT 1',
        [mode],
      )
    )[0];
    if (!row) throw new Error(`no ${mode} shipment`);
    return row;
  };

  beforeAll(async () => {
    t = await testApp(engine);
    useEngineDefinitions(t.app, { pages: TEST_PAGES, resources: [TEST_RESOURCE] });
    await grantTestItems(t, 'admin', [PAGE, FCL_PAGE], ALL_ACTIONS);
    admin = await signIn(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('open a record inside them, and no record outside them', async () => {
    const fcl = await one('FCL');
    const lcl = await one('LCL');
    for (const endpoint of ['get', 'audit']) {
      const inside = await post(t, `/api/engine/testShipment/${endpoint}`, admin, { view: FCL_PAGE, id: fcl.id });
      expect(inside.statusCode, inside.body).toBe(200);
      const outside = await post(t, `/api/engine/testShipment/${endpoint}`, admin, { view: FCL_PAGE, id: lcl.id });
      expect(outside.statusCode, `${endpoint}: ${outside.body}`).toBe(404);
      // The same record through the page without fixed filters.
      const unbounded = await post(t, `/api/engine/testShipment/${endpoint}`, admin, { view: PAGE, id: lcl.id });
      expect(unbounded.statusCode).toBe(200);
    }
  });
});
