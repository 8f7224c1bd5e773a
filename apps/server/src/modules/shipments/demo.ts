import type { Database } from '../../db/database';
import { type DemoSeed, seedStep } from '../../engine/module';
import { BULK_LOAD_FROM, withoutSecondaryIndexes, withTriggersDeferred } from '../../seed/bulk';
import { copyTable, maxId, resetIdentity } from '../../seed/copy';
import { Random } from '../../seed/random';
import { BRANCHES } from '../admin';
import {
  AMSISF_COLUMNS,
  DEPOT_COLUMNS,
  DERIVED_TABLES,
  deriveRows,
  emptyDerived,
  NODE_COLUMNS,
  type PortCountries,
  ROUTING_COLUMNS,
} from './derived';
import {
  type ContainerRow,
  demoShipmentPlans,
  type EventRow,
  generateShipment,
  type HistoryRow,
  type LegRow,
  type ShipmentRow,
} from './seed';

const SHIPMENT_COLUMNS = [
  ['id', 'id'],
  ['shipment_no', 'shipmentNo'],
  ['house_bill', 'houseBill'],
  ['master_bill', 'masterBill'],
  ['booking_no', 'bookingNo'],
  ['mode', 'mode'],
  ['packing_mode', 'packingMode'],
  ['origin_port', 'originPort'],
  ['destination_port', 'destinationPort'],
  ['carrier_code', 'carrierCode'],
  ['vessel', 'vessel'],
  ['voyage', 'voyage'],
  ['flight_no', 'flightNo'],
  ['etd', 'etd'],
  ['eta', 'eta'],
  ['atd', 'atd'],
  ['ata', 'ata'],
  ['status', 'status'],
  ['job_status', 'jobStatus'],
  ['company_id', 'companyId'],
  ['branch_id', 'branchId'],
  ['region', 'region'],
  ['shipment_type', 'shipmentType'],
  ['drop_mode', 'dropMode'],
  ['rail_movement', 'railMovement'],
  ['isa_change_reason', 'isaChangeReason'],
  ['move_data_type', 'moveDataType'],
  ['archived', 'archived'],
  ['transload', 'transload'],
  ['origin_hold', 'originHold'],
  ['update_to_cw', 'updateToCw'],
  ['invoice_review', 'invoiceReview'],
  ['last_free_day', 'lastFreeDay'],
  ['packages', 'packages'],
  ['package_type', 'packageType'],
  ['gross_weight_kg', 'grossWeightKg'],
  ['volume_cbm', 'volumeCbm'],
  ['goods_description', 'goodsDescription'],
  ['hs_code', 'hsCode'],
  ['marks', 'marks'],
  ['incoterm', 'incoterm'],
  ['truck_plate', 'truckPlate'],
  ['fba_shipment_id', 'fbaShipmentId'],
  ['fba_reference', 'fbaReference'],
] as const satisfies readonly (readonly [string, keyof ShipmentRow])[];

const LEG_COLUMNS = [
  ['shipment_id', 'shipmentId'],
  ['seq', 'seq'],
  ['leg', 'leg'],
  ['mode', 'mode'],
  ['from_kind', 'fromKind'],
  ['from_code', 'fromCode'],
  ['to_kind', 'toKind'],
  ['to_code', 'toCode'],
  ['planned_start', 'plannedStart'],
  ['planned_end', 'plannedEnd'],
  ['actual_start', 'actualStart'],
  ['actual_end', 'actualEnd'],
  ['truck_plate', 'truckPlate'],
] as const satisfies readonly (readonly [string, keyof LegRow])[];

const HISTORY_COLUMNS = [
  ['shipment_id', 'shipmentId'],
  ['field', 'field'],
  ['old_value', 'oldValue'],
  ['new_value', 'newValue'],
  ['changed_at', 'changedAt'],
  ['source', 'source'],
] as const satisfies readonly (readonly [string, keyof HistoryRow])[];

const CONTAINER_COLUMNS = [
  ['id', 'id'],
  ['shipment_id', 'shipmentId'],
  ['container_no', 'containerNo'],
  ['iso_type', 'isoType'],
  ['seal_no', 'sealNo'],
  ['tare_kg', 'tareKg'],
  ['vgm_kg', 'vgmKg'],
  ['gross_kg', 'grossKg'],
] as const satisfies readonly (readonly [string, keyof ContainerRow])[];

const EVENT_COLUMNS = [
  ['id', 'id'],
  ['shipment_id', 'shipmentId'],
  ['container_id', 'containerId'],
  ['code', 'code'],
  ['status', 'status'],
  ['leg', 'leg'],
  ['location', 'location'],
  ['occurred_at', 'occurredAt'],
  ['source', 'source'],
] as const satisfies readonly (readonly [string, keyof EventRow])[];

/** The tables a shipment's demo rows go to. */
const SHIPMENT_TABLES = ['shipments', 'containers', 'tracking_events', 'shipment_legs', 'shipment_history'];
/**
 * The insert triggers that keep other areas' tables from these rows: the tracking nodes
 * (tracking) and the depot states (ops' drayage) from the events, the AMS/ISF and routing error
 * lists (customs' US filings) from the shipments and their legs. A first bulk load switches them
 * off and writes those tables itself, batch by batch, by the same rules (deriveRows).
 */
const INSERT_TRIGGERS: readonly (readonly [string, readonly string[]])[] = [
  ['tracking_events', ['tracking_nodes_after_insert', 'depot_containers_after_insert']],
  ['shipments', ['customs_shipments_after_insert']],
  ['shipment_legs', ['customs_legs_after_insert']],
];

/** Shipments generated between two turns of the event loop. */
const GENERATE_SLICE = 250;

/**
 * Demo shipments with their containers, events, legs and history, streamed in batches through
 * COPY so a million shipments keep memory flat. Running it again appends more shipments after
 * the existing ones.
 */
export const seedShipments = async (database: Database, demo: DemoSeed): Promise<void> => {
  const asOf = demo.asOf;
  const branchRows = await database.query<{ id: number; code: string }>('SELECT id, code FROM branches');
  const branchId = new Map(branchRows.map((b) => [b.code, b.id]));
  const companyRows = await database.query<{ id: number; branchId: number }>(
    'SELECT id, branch_id AS "branchId" FROM companies ORDER BY id',
  );
  const ctx = {
    asOf,
    branches: BRANCHES.map((b) => ({ id: branchId.get(b.code) ?? 0, port: b.port })),
    companies: companyRows,
  };

  const ids = {
    shipment: (await maxId(database, 'shipments')) + 1,
    container: (await maxId(database, 'containers')) + 1,
    event: (await maxId(database, 'tracking_events')) + 1,
  };
  // A large load into empty tables writes what the insert triggers would, beside the rows.
  const bulk = ids.shipment === 1 && demo.shipments >= (demo.bulkFrom ?? BULK_LOAD_FROM);
  const ports: PortCountries | null = bulk
    ? new Map(
        (await database.query<{ unlocode: string; country: string }>('SELECT unlocode, country FROM ports')).map(
          (p) => [p.unlocode, p.country],
        ),
      )
    : null;
  // Appended batches continue the sequence from a different PRNG stream, still deterministic.
  const shipmentRandom = new Random(demo.seed + ids.shipment);
  const batchSize = demo.batchSize;
  // A fresh database ends with the shipments behind the README's demo numbers.
  const demoPlans = ids.shipment === 1 && demo.shipments >= demoShipmentPlans().length ? demoShipmentPlans() : [];
  const firstDemo = demo.shipments - demoPlans.length;
  // Each table's rows are written as encoded COPY text as they are generated, a slice at a time, so
  // the database's thread never waits for a batch to be turned into text.
  const tables = {
    shipments: copyTable('shipments', SHIPMENT_COLUMNS),
    containers: copyTable('containers', CONTAINER_COLUMNS),
    events: copyTable('tracking_events', EVENT_COLUMNS),
    legs: copyTable('shipment_legs', LEG_COLUMNS),
    history: copyTable('shipment_history', HISTORY_COLUMNS),
    nodes: copyTable('tracking_nodes', NODE_COLUMNS),
    depots: copyTable('depot_containers', DEPOT_COLUMNS),
    routing: copyTable('customs_routing_errors', ROUTING_COLUMNS),
    amsIsf: copyTable('customs_amsisf_errors', AMSISF_COLUMNS),
  };
  type Batch = { [K in keyof typeof tables]: ReturnType<(typeof tables)[K]['text']> };
  const generate = async (done: number, n: number): Promise<Batch> => {
    const batch = Object.fromEntries(Object.entries(tables).map(([key, t]) => [key, t.text()])) as Batch;
    for (let i = 0; i < n; i++) {
      // Now and then the event loop gets a turn, so the rows of the batch before stream to the database meanwhile.
      if (i > 0 && i % GENERATE_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      const g = generateShipment(shipmentRandom, ctx, ids, demoPlans[done + i - firstDemo]);
      batch.shipments.add(g.shipment);
      for (const c of g.containers) batch.containers.add(c);
      for (const e of g.events) batch.events.add(e);
      for (const l of g.legs) batch.legs.add(l);
      for (const h of g.history) batch.history.add(h);
      if (ports) {
        const derived = emptyDerived();
        deriveRows(g, ports, derived);
        for (const r of derived.nodes) batch.nodes.add(r);
        for (const r of derived.depots) batch.depots.add(r);
        for (const r of derived.routing) batch.routing.add(r);
        for (const r of derived.amsIsf) batch.amsIsf.add(r);
      }
      ids.shipment++;
      ids.container += g.containers.length;
      ids.event += g.events.length;
    }
    return batch;
  };
  const copy = (batch: Batch, key: keyof Batch) =>
    database.copy(tables[key].name, tables[key].columns, batch[key].bytes());
  // Containers, legs and history need their shipment, the events their container, and the events'
  // triggers read the shipment and the container: each COPY waits for the ones it refers to, the
  // others run side by side (on a server, each on a connection of its own).
  const write = async (batch: Batch): Promise<void> => {
    await copy(batch, 'shipments');
    await Promise.all([
      (async () => {
        await copy(batch, 'containers');
        await copy(batch, 'events');
      })(),
      copy(batch, 'legs'),
      copy(batch, 'history'),
      ...(bulk ? [copy(batch, 'nodes'), copy(batch, 'depots'), copy(batch, 'routing'), copy(batch, 'amsIsf')] : []),
    ]);
  };
  // The next batch is generated while the database stores the one before.
  const load = async () => {
    let writing: Promise<void> = Promise.resolve();
    let written = 0;
    for (let done = 0; done < demo.shipments; ) {
      const n = Math.min(batchSize, demo.shipments - done);
      const batch = await generate(done, n);
      await writing;
      if (written > 0) demo.onProgress?.(written, demo.shipments);
      writing = write(batch);
      // A failure is thrown where it is awaited, after the next batch is generated.
      writing.catch(() => undefined);
      done += n;
      written = done;
    }
    await writing;
    demo.onProgress?.(written, demo.shipments);
  };
  // A large load into empty tables builds their indexes and keys once at the end (the unique and
  // primary keys too: the load reads nothing back, and the tables that refer to the shipments,
  // containers and events are loaded with them or still empty), with the insert triggers off: the
  // tables they keep are written beside the rows instead.
  if (bulk) {
    const loadAll = INSERT_TRIGGERS.reduce<() => Promise<void>>(
      (inner, [table, triggers]) =>
        () =>
          withTriggersDeferred(database, table, triggers, inner, () => Promise.resolve()),
      () =>
        withoutSecondaryIndexes(
          database,
          [...SHIPMENT_TABLES, ...DERIVED_TABLES],
          () => seedStep(demo, 'shipments.load', load),
          { uniqueKeys: true, referencedKeys: true },
        ),
    );
    await loadAll();
  } else await load();
  for (const table of ['shipments', 'containers', 'tracking_events']) await resetIdentity(database, table);
  // Bulk-loaded pages are not marked all-visible until a vacuum: without it every index-only scan
  // of the shipment lists (the engine's deep pages) would still read the table. VACUUM runs
  // outside a transaction, one statement at a time.
  await seedStep(demo, 'shipments.analyze', async () => {
    await database.exec('VACUUM (ANALYZE) shipments');
    await database.exec('ANALYZE containers; ANALYZE tracking_events; ANALYZE shipment_legs; ANALYZE shipment_history');
    if (bulk) await database.exec(DERIVED_TABLES.map((t) => `ANALYZE ${t}`).join('; '));
  });
};
