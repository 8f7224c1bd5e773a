import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AS_OF } from '../../../test/constants';
import { ENGINES, testDatabase } from '../../../test/harness';
import { count, DEPOT_FROM_EVENTS, DEPOT_KEPT, NODES_FROM_EVENTS, NODES_KEPT } from '../../../test/kept-tables';
import type { Database } from '../../db/database';
import { seedShipments } from './demo';

const ROUTING_KEPT = `
  SELECT shipment_id, shipment_no, branch_id, company_id, mode, origin_port, destination_port, etd, eta, reason, detail
    FROM customs_routing_errors`;
const AMSISF_KEPT = `
  SELECT shipment_id, shipment_no, branch_id, company_id, mode, origin_port, destination_port, load_at, reason, element,
         detail, isf_filed_at, ams_filed_at FROM customs_amsisf_errors`;

/** Rows in one set and not the other, both ways. */
const difference = async (database: Database, a: string, b: string) => [
  await count(database, `(${a}) EXCEPT ALL (${b})`),
  await count(database, `(${b}) EXCEPT ALL (${a})`),
];

const TRIGGERS = [
  'tracking_nodes_after_insert',
  'depot_containers_after_insert',
  'customs_shipments_after_insert',
  'customs_legs_after_insert',
];

describe.each(ENGINES)('a first bulk load of shipments (%s)', (engine) => {
  let database: Database & { drop: () => Promise<void> };
  let indexes = 0;
  const indexCount = async () =>
    count(
      database,
      `SELECT 1 FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
        WHERE t.relname IN ('shipments', 'tracking_events', 'shipment_legs', 'tracking_nodes', 'depot_containers',
                            'customs_routing_errors', 'customs_amsisf_errors')`,
    );
  beforeAll(async () => {
    database = await testDatabase(engine);
    // No shipments yet, as on a fresh database, so the load goes in bulk (asked from one shipment on).
    await database.exec('TRUNCATE shipments CASCADE');
    indexes = await indexCount();
    await seedShipments(database, {
      seed: 7,
      asOf: TEST_AS_OF,
      shipments: 600,
      companies: 60,
      batchSize: 70,
      users: false,
      bulkFrom: 1,
    });
  }, 240_000);
  afterAll(() => database.drop());

  it('writes the tracking nodes and depot states the events make', async () => {
    expect(await count(database, NODES_KEPT)).toBeGreaterThan(1500);
    expect(await difference(database, NODES_FROM_EVENTS, NODES_KEPT)).toEqual([0, 0]);
    expect(await count(database, DEPOT_KEPT)).toBeGreaterThan(0);
    expect(await difference(database, DEPOT_FROM_EVENTS, DEPOT_KEPT)).toEqual([0, 0]);
  });

  it("writes customs' error lists as their refresh functions do", async () => {
    const routing = await database.query(ROUTING_KEPT);
    const amsIsf = await database.query(AMSISF_KEPT);
    expect(amsIsf.length).toBeGreaterThan(0);
    await database.exec(`CREATE TABLE routing_loaded AS ${ROUTING_KEPT};
                         CREATE TABLE amsisf_loaded AS ${AMSISF_KEPT};
                         DELETE FROM customs_routing_errors; DELETE FROM customs_amsisf_errors;`);
    await database.query(`SELECT customs_routing_refresh(ARRAY(SELECT id FROM shipments)),
                                 customs_amsisf_refresh(ARRAY(SELECT id FROM shipments))`);
    expect(await count(database, AMSISF_KEPT)).toBe(amsIsf.length);
    expect(await difference(database, ROUTING_KEPT, 'TABLE routing_loaded')).toEqual([0, 0]);
    expect(await difference(database, AMSISF_KEPT, 'TABLE amsisf_loaded')).toEqual([0, 0]);
    expect(await count(database, ROUTING_KEPT)).toBe(routing.length);
  });

  it('switches the insert triggers on again and leaves every index in place', async () => {
    const off = await database.query<{ tgname: string }>(
      `SELECT tgname FROM pg_trigger WHERE tgname = ANY($1::text[]) AND tgenabled = 'D'`,
      [TRIGGERS],
    );
    expect(off).toEqual([]);
    expect(await indexCount()).toBe(indexes);
  });
});
