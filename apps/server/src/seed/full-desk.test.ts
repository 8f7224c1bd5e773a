import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AS_OF } from '../../test/constants';
import { ENGINES, testDatabase } from '../../test/harness';
import { count, DEPOT_FROM_EVENTS, DEPOT_KEPT, NODES_FROM_EVENTS, NODES_KEPT } from '../../test/kept-tables';
import type { Database } from '../db/database';
import { seedDemo } from './seed';

describe.each(ENGINES)('seeding the full desk (%s)', (engine) => {
  let database: Database & { drop: () => Promise<void> };
  /** The last console of the demo; the full desk's come after it. */
  let demoConsoles = 0;
  beforeAll(async () => {
    database = await testDatabase(engine);
    demoConsoles = Number((await database.query<{ m: number }>('SELECT max(id) AS m FROM consoles'))[0]?.m);
    // More shipments after the demo's, written batch by batch while the next is generated, and the
    // desk at their volume: a booking behind every shipment, the LCL and air ones in consoles.
    await seedDemo(database, { shipments: 400, batchSize: 35, asOf: TEST_AS_OF, users: true, fullDesk: true });
  }, 240_000);
  afterAll(() => database.drop());

  it('keeps the tracking nodes and depot states the events make, batch after batch', async () => {
    expect(await count(database, `(${NODES_FROM_EVENTS}) EXCEPT (${NODES_KEPT})`)).toBe(0);
    expect(await count(database, `(${NODES_KEPT}) EXCEPT (${NODES_FROM_EVENTS})`)).toBe(0);
    expect(await count(database, `(${DEPOT_FROM_EVENTS}) EXCEPT (${DEPOT_KEPT})`)).toBe(0);
    expect(await count(database, `(${DEPOT_KEPT}) EXCEPT (${DEPOT_FROM_EVENTS})`)).toBe(0);
    expect(await count(database, 'SELECT 1 FROM shipments')).toBeGreaterThan(400);
  });

  it('makes every shipment of a booked mode from one confirmed booking, its containers and charges with it', async () => {
    expect(
      await count(
        database,
        `SELECT s.id FROM shipments s WHERE s.mode IN ('FCL', 'LCL', 'AIR')
           AND (SELECT count(*) FROM bookings b WHERE b.shipment_id = s.id) <> 1`,
      ),
    ).toBe(0);
    const wrong = await database.query(
      `SELECT b.id FROM bookings b JOIN shipments s ON s.id = b.shipment_id
        WHERE b.status <> 'confirmed' OR b.booking_no <> s.booking_no OR b.load_type <> s.mode
           OR b.origin_port <> s.origin_port OR b.etd <> s.etd OR b.shipper_name IS NULL OR b.consignee_name IS NULL
           OR NOT EXISTS (SELECT 1 FROM booking_rates r WHERE r.booking_id = b.id)
           OR (b.load_type = 'FCL' AND (SELECT count(*) FROM booking_containers c WHERE c.booking_id = b.id)
                                       <> (SELECT count(*) FROM containers c WHERE c.shipment_id = s.id))
           OR (b.load_type <> 'FCL' AND NOT EXISTS (SELECT 1 FROM booking_packing p WHERE p.booking_id = b.id))`,
    );
    expect(wrong).toEqual([]);
    // The container types the trigger keeps on the booking follow its containers.
    const types = await database.query(
      `SELECT b.id FROM bookings b
        WHERE b.container_types IS DISTINCT FROM (SELECT string_agg(DISTINCT c.iso_type, ',' ORDER BY c.iso_type)
                                                    FROM booking_containers c WHERE c.booking_id = b.id)`,
    );
    expect(types).toEqual([]);
  });

  it('groups LCL and air shipments into numbered consoles whose houses share the route and carry the master bill', async () => {
    const consoles = await count(database, 'SELECT 1 FROM consoles');
    expect(consoles).toBeGreaterThan(demoConsoles);
    const mixed = await database.query(
      `SELECT cs.id FROM console_shipments cs JOIN consoles c ON c.id = cs.console_id JOIN shipments s ON s.id = cs.shipment_id
        WHERE c.id > $1
          AND (s.origin_port <> c.first_load_port OR s.destination_port <> c.last_discharge_port
               OR (c.transport = 'AIR') <> (s.mode = 'AIR') OR s.carrier_code <> c.carrier_code
               OR (c.master_bill IS NOT NULL AND s.master_bill IS DISTINCT FROM c.master_bill))`,
      [demoConsoles],
    );
    expect(mixed).toEqual([]);
    expect(
      await count(
        database,
        `SELECT c.id FROM consoles c WHERE (SELECT count(*) FROM console_shipments cs WHERE cs.console_id = c.id) NOT BETWEEN 1 AND 5`,
      ),
    ).toBe(0);
    // Numbers run per branch and year; the counters stand at the last one given.
    const behind = await database.query(
      `SELECT c.branch_id FROM consoles c
         LEFT JOIN console_counters k ON k.branch_id = c.branch_id AND k.year % 100 = substring(c.console_no FROM '^C[A-Z]+(\\d{2})')::int
        WHERE k.last_no IS NULL OR k.last_no < substring(c.console_no FROM '^C[A-Z]+\\d{2}(\\d+)$')::int`,
    );
    expect(behind).toEqual([]);
    expect(
      await count(database, 'SELECT 1 FROM console_legs l JOIN consoles c ON c.id = l.console_id WHERE l.seq = 1'),
    ).toBe(consoles);
  });
});

describe.each(ENGINES)('seeding a fresh database at volume with the full desk (%s)', (engine) => {
  let database: Database & { drop: () => Promise<void> };
  const shipmentIndexes = async () =>
    (
      await database.query<{ def: string }>(
        `SELECT pg_get_indexdef(indexrelid) AS def FROM pg_index WHERE indrelid = 'shipments'::regclass
         UNION ALL
         SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
          WHERE conrelid = 'shipments'::regclass AND contype = 'f'
         ORDER BY 1`,
      )
    ).map((r) => r.def);
  let before: string[] = [];
  /** The shipments' indexes and keys once the shipments are in, while the other areas seed. */
  let during: Promise<string[]> | undefined;
  beforeAll(async () => {
    database = await testDatabase(engine);
    // No shipments, as on a fresh database; the load counts as one at volume from a single shipment.
    await database.exec('TRUNCATE shipments CASCADE');
    before = await shipmentIndexes();
    await seedDemo(database, {
      shipments: 300,
      batchSize: 40,
      asOf: TEST_AS_OF,
      users: true,
      fullDesk: true,
      bulkFrom: 1,
      onStep: (step) => {
        if (step === 'shipments') during = shipmentIndexes();
      },
    });
  }, 240_000);
  afterAll(() => database.drop());

  it("sets the shipments' list indexes and keys aside from the load to the end of the full desk, then builds the same ones", async () => {
    expect(before.length).toBeGreaterThan(15);
    // Only the unique ones (the key and the shipment number) stay through the load and the areas after it.
    expect((await during)?.every((def) => def.includes('UNIQUE'))).toBe(true);
    expect(await shipmentIndexes()).toEqual(before);
    // Analyzed after the builds: the expression indexes of the booked-shipment lists have statistics.
    expect(
      await count(database, `SELECT 1 FROM pg_stats WHERE tablename = 'shipments_booked_desk_etd_idx'`),
    ).toBeGreaterThan(0);
  });

  it('gives every shipment of a booked mode its booking and keeps the tables the events make', async () => {
    expect(await count(database, 'SELECT 1 FROM shipments')).toBe(300);
    expect(
      await count(
        database,
        `SELECT s.id FROM shipments s WHERE s.mode IN ('FCL', 'LCL', 'AIR')
           AND (s.booking_id IS NULL OR (SELECT count(*) FROM bookings b WHERE b.shipment_id = s.id) <> 1)`,
      ),
    ).toBe(0);
    expect(await count(database, `(${NODES_FROM_EVENTS}) EXCEPT (${NODES_KEPT})`)).toBe(0);
    expect(await count(database, `(${NODES_KEPT}) EXCEPT (${NODES_FROM_EVENTS})`)).toBe(0);
  });
});
