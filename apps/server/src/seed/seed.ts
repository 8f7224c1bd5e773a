import type { Database } from '../db/database';
import { copyValue } from '../db/database';
import { BRANCHES, companies } from '../modules/admin/seed-organisation';
import { seedCustomerDetails } from '../modules/customers/seed';
import { syncReference } from '../modules/reference/sync';
import {
  type ContainerRow,
  demoShipmentPlans,
  type EventRow,
  generateShipment,
  type HistoryRow,
  type LegRow,
  type ShipmentRow,
} from '../modules/shipments/seed';
import { seedSiteData } from '../modules/site/data/seed';
import { seedSailingSchedules } from '../modules/tracking/schedules/seed';
import { Random } from './random';

export type SeedOptions = {
  shipments: number;
  companies?: number;
  seed?: number;
  asOf?: Date;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
};

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
] as const satisfies readonly (readonly [string, string])[];

const toLine = <R>(row: R, columns: readonly (readonly [string, string])[]) =>
  columns.map(([, key]) => copyValue((row as Record<string, unknown>)[key])).join('\t');

async function* lines<R>(rows: readonly R[], columns: readonly (readonly [string, string])[]) {
  for (const row of rows) yield toLine(row, columns);
}

const maxId = async (database: Database, table: string) =>
  Number((await database.query<{ m: number | null }>(`SELECT max(id) AS m FROM ${table}`))[0]?.m ?? 0);

const resetIdentity = (database: Database, table: string) =>
  database.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
  );

/** Branch offices, controlling offices first so each branch can point at its own. */
export const seedBranches = async (database: Database): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM branches');
  if ((existing[0]?.n ?? 0) > 0) return;
  const controllingFirst = [...BRANCHES].sort(
    (a, b) => Number(b.code === b.controlling) - Number(a.code === a.controlling),
  );
  for (const b of controllingFirst) {
    await database.query(
      `INSERT INTO branches (code, name, name_zh, city, country, region, time_zone, controlling_office_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT id FROM branches WHERE code = $8))`,
      [b.code, b.name, b.nameZh, b.city, b.country, b.region, b.timeZone, b.controlling],
    );
  }
  await database.query('UPDATE branches SET controlling_office_id = id WHERE controlling_office_id IS NULL');
};

/**
 * Deterministic demo data: branches, customer companies, then shipments with containers and
 * events, streamed in batches through COPY so a million shipments keep memory flat. Running it
 * again appends more shipments after the existing ones.
 */
export const seedDemo = async (
  database: Database,
  options: SeedOptions,
): Promise<{ shipments: number; events: number }> => {
  await syncReference(database);
  await seedBranches(database);
  const seed = options.seed ?? 20261122;
  const asOf = options.asOf ?? new Date();
  const random = new Random(seed);
  const companyCount = options.companies ?? Math.min(5000, Math.max(60, Math.round(options.shipments / 50)));

  const branchRows = await database.query<{ id: number; code: string }>('SELECT id, code FROM branches');
  const branchId = new Map(branchRows.map((b) => [b.code, b.id]));
  const companyStart = await maxId(database, 'companies');
  if (companyStart === 0) {
    const rows = [...companies(random, companyCount)].map((c, i) => ({
      ...c,
      id: i + 1,
      branchId: branchId.get(c.branchCode),
    }));
    await database.copy(
      'companies',
      ['id', 'code', 'name', 'country', 'city', 'region', 'customer_region', 'branch_id'],
      lines(rows, [
        ['id', 'id'],
        ['code', 'code'],
        ['name', 'name'],
        ['country', 'country'],
        ['city', 'city'],
        ['region', 'region'],
        ['customer_region', 'customerRegion'],
        ['branch_id', 'branchId'],
      ]),
    );
    await resetIdentity(database, 'companies');
  }
  await seedCustomerDetails(database, seed);
  await seedSailingSchedules(database, asOf, seed);
  await seedSiteData(database);
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
  // Appended batches continue the sequence from a different PRNG stream, still deterministic.
  const shipmentRandom = new Random(seed + ids.shipment);
  const batchSize = options.batchSize ?? 5000;
  // A fresh database ends with the shipments behind the README's demo numbers.
  const demoPlans = ids.shipment === 1 && options.shipments >= demoShipmentPlans().length ? demoShipmentPlans() : [];
  const firstDemo = options.shipments - demoPlans.length;
  let events = 0;
  for (let done = 0; done < options.shipments; ) {
    const n = Math.min(batchSize, options.shipments - done);
    const shipments: ShipmentRow[] = [];
    const containers: ContainerRow[] = [];
    const eventRows: EventRow[] = [];
    const legRows: LegRow[] = [];
    const historyRows: HistoryRow[] = [];
    for (let i = 0; i < n; i++) {
      const g = generateShipment(shipmentRandom, ctx, ids, demoPlans[done + i - firstDemo]);
      shipments.push(g.shipment);
      containers.push(...g.containers);
      eventRows.push(...g.events);
      legRows.push(...g.legs);
      historyRows.push(...g.history);
      ids.shipment++;
      ids.container += g.containers.length;
      ids.event += g.events.length;
    }
    await database.copy(
      'shipments',
      SHIPMENT_COLUMNS.map(([c]) => c),
      lines(shipments, SHIPMENT_COLUMNS),
    );
    await database.copy(
      'containers',
      CONTAINER_COLUMNS.map(([c]) => c),
      lines(containers, CONTAINER_COLUMNS),
    );
    await database.copy(
      'tracking_events',
      EVENT_COLUMNS.map(([c]) => c),
      lines(eventRows, EVENT_COLUMNS),
    );
    await database.copy(
      'shipment_legs',
      LEG_COLUMNS.map(([c]) => c),
      lines(legRows, LEG_COLUMNS),
    );
    await database.copy(
      'shipment_history',
      HISTORY_COLUMNS.map(([c]) => c),
      lines(historyRows, HISTORY_COLUMNS),
    );
    events += eventRows.length;
    done += n;
    options.onProgress?.(done, options.shipments);
  }
  for (const table of ['shipments', 'containers', 'tracking_events']) await resetIdentity(database, table);
  // Bulk-loaded pages are not marked all-visible until a vacuum: without it every index-only scan
  // of the shipment lists (the engine's deep pages) would still read the table. VACUUM runs
  // outside a transaction, one statement at a time.
  await database.exec('VACUUM (ANALYZE) shipments');
  // The events' trigger filled the tracking nodes: their lists and joins need statistics too.
  await database.exec('VACUUM (ANALYZE) tracking_nodes');
  await database.exec(
    'ANALYZE containers; ANALYZE tracking_events; ANALYZE shipment_legs; ANALYZE shipment_history; ANALYZE companies; ANALYZE contacts; ANALYZE org_codes',
  );
  return { shipments: options.shipments, events };
};
