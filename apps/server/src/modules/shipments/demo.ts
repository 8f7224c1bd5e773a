import type { Database } from '../../db/database';
import type { DemoSeed } from '../../engine/module';
import { withoutSecondaryIndexes } from '../../seed/bulk';
import { copyRows, maxId, resetIdentity } from '../../seed/copy';
import { Random } from '../../seed/random';
import { BRANCHES } from '../admin';
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
/** From this many shipments on, a first load drops the tables' secondary indexes and keys until the end. */
export const BULK_LOAD_FROM = 50_000;

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
  // Appended batches continue the sequence from a different PRNG stream, still deterministic.
  const shipmentRandom = new Random(demo.seed + ids.shipment);
  const batchSize = demo.batchSize;
  // A fresh database ends with the shipments behind the README's demo numbers.
  const demoPlans = ids.shipment === 1 && demo.shipments >= demoShipmentPlans().length ? demoShipmentPlans() : [];
  const firstDemo = demo.shipments - demoPlans.length;
  const load = async () => {
    for (let done = 0; done < demo.shipments; ) {
      const n = Math.min(batchSize, demo.shipments - done);
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
      await copyRows(database, 'shipments', SHIPMENT_COLUMNS, shipments);
      await copyRows(database, 'containers', CONTAINER_COLUMNS, containers);
      await copyRows(database, 'tracking_events', EVENT_COLUMNS, eventRows);
      await copyRows(database, 'shipment_legs', LEG_COLUMNS, legRows);
      await copyRows(database, 'shipment_history', HISTORY_COLUMNS, historyRows);
      done += n;
      demo.onProgress?.(done, demo.shipments);
    }
  };
  // A large load into empty tables builds their indexes and keys once at the end.
  if (ids.shipment === 1 && demo.shipments >= BULK_LOAD_FROM)
    await withoutSecondaryIndexes(database, SHIPMENT_TABLES, load);
  else await load();
  for (const table of ['shipments', 'containers', 'tracking_events']) await resetIdentity(database, table);
  // Bulk-loaded pages are not marked all-visible until a vacuum: without it every index-only scan
  // of the shipment lists (the engine's deep pages) would still read the table. VACUUM runs
  // outside a transaction, one statement at a time.
  await database.exec('VACUUM (ANALYZE) shipments');
  await database.exec('ANALYZE containers; ANALYZE tracking_events; ANALYZE shipment_legs; ANALYZE shipment_history');
};
