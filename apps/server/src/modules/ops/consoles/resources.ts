import {
  consoleHouseResource,
  consoleLegResource,
  consoleResource,
  houseCheckResource,
  laneVolumeResource,
  mawbStockResource,
  shipmentBmsResource,
} from '@tidemark/domain/ops/consoles/resources';
import { type ServerResource, storedResource } from '../../../engine/resource';
import { beforeConsoleCreate, beforeConsolePost, beforeConsoleUpdate } from './console-rules';

/** Per console: its houses, their gross weight and how many carry the console's master bill. */
const HOUSE_TOTALS = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS houses, coalesce(sum(s.gross_weight_kg), 0) AS weight,
           count(*) FILTER (WHERE s.master_bill = t.master_bill)::int AS on_master
      FROM console_shipments cs JOIN shipments s ON s.id = cs.shipment_id
     WHERE cs.console_id = t.id) h ON true
  LEFT JOIN users pu ON pu.id = t.posted_by`;

/** The domain's readinessOf as SQL, so the list filters and sorts by it. */
export const READINESS_SQL = `(CASE WHEN t.post_status = 'posted' THEN 'posted'
  WHEN t.master_bill IS NOT NULL AND t.etd IS NOT NULL AND h.houses > 0 AND h.on_master = h.houses THEN 'ready'
  ELSE 'notReady' END)`;

export const consoleServerResource: ServerResource = {
  def: consoleResource,
  table: 'consoles',
  from: `consoles t LEFT JOIN carriers k ON k.code = t.carrier_code ${HOUSE_TOTALS}`,
  scope: 'branch',
  columns: {
    carrierName: 'k.name',
    houses: 'h.houses',
    grossWeightKg: 'h.weight',
    readiness: READINESS_SQL,
    postedByName: 'pu.display_name',
  },
  rules: {
    beforeCreate: beforeConsoleCreate,
    beforeUpdate: beforeConsoleUpdate,
    beforeTransition: async (ctx, before, step) => {
      if (step.action === 'post') await beforeConsolePost(ctx, before);
    },
  },
};

const storedLeg = storedResource(consoleLegResource);

/** A console's legs belong to its console's branch. */
export const consoleLegServerResource: ServerResource = {
  ...storedLeg,
  from: 'console_legs t JOIN consoles c ON c.id = t.console_id',
  scope: 'branch',
  scopeColumns: { branch: 'c.branch_id' },
};

const HOUSE_FROM = `console_shipments t
  JOIN consoles c ON c.id = t.console_id
  JOIN shipments s ON s.id = t.shipment_id
  LEFT JOIN companies co ON co.id = s.company_id`;

/** The manifest's houses: the shipment's bill, shipper (the customer who booked) and cargo. */
export const consoleHouseServerResource: ServerResource = {
  def: consoleHouseResource,
  table: 'console_shipments',
  from: HOUSE_FROM,
  columns: {
    consoleNo: 'c.console_no',
    masterBill: 'c.master_bill',
    transport: 'c.transport',
    carrierCode: 'c.carrier_code',
    houseBill: 's.house_bill',
    shipmentNo: 's.shipment_no',
    shipper: 'co.name',
    packages: 's.packages',
    packageType: 's.package_type',
    grossWeightKg: 's.gross_weight_kg',
    volumeCbm: 's.volume_cbm',
    goodsDescription: 's.goods_description',
  },
  scope: 'branch',
  scopeColumns: { branch: 'c.branch_id' },
};

export const mawbStockServerResource: ServerResource = {
  def: mawbStockResource,
  table: 'mawb_stock',
  from: `mawb_stock t LEFT JOIN carriers k ON k.code = t.carrier_code LEFT JOIN consoles c ON c.id = t.console_id`,
  scope: 'branch',
  columns: {
    carrierName: 'k.name',
    consoleNo: 'c.console_no',
    state: "(CASE WHEN t.allocated_at IS NULL THEN 'available' ELSE 'allocated' END)",
  },
};

/** A shipment's booking management state as SQL: on no console, on an open one, or posted. */
const BMS_STATE_SQL = `(CASE WHEN cs.id IS NULL THEN 'booked' WHEN c.post_status = 'posted' THEN 'posted'
  ELSE 'consolidated' END)`;

/** Filters that read the few consolidated shipments from the link table rather than walk every shipment. */
const BMS_FILTERS: Readonly<Record<string, string>> = {
  booked: 'cs.id IS NULL',
  consolidated: `t.id = ANY (ARRAY(SELECT x.shipment_id FROM console_shipments x
    JOIN consoles y ON y.id = x.console_id WHERE y.post_status = 'open'))`,
  posted: `t.id = ANY (ARRAY(SELECT x.shipment_id FROM console_shipments x
    JOIN consoles y ON y.id = x.console_id WHERE y.post_status = 'posted'))`,
};

export const shipmentBmsServerResource: ServerResource = {
  def: shipmentBmsResource,
  table: 'shipments',
  from: `shipments t
    LEFT JOIN console_shipments cs ON cs.shipment_id = t.id
    LEFT JOIN consoles c ON c.id = cs.console_id
    LEFT JOIN companies co ON co.id = t.company_id`,
  columns: { bmsState: BMS_STATE_SQL, consoleNo: 'c.console_no', companyName: 'co.name' },
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
  filters: {
    bmsState: (values) => {
      const conditions = values.map((v) => BMS_FILTERS[v]);
      if (conditions.length === 0 || conditions.some((c) => c === undefined)) return null;
      return `(${conditions.join(' OR ')})`;
    },
  },
};

/** Consolidated houses per branch, transport, lane and month of the console's departure. */
export const laneVolumeServerResource: ServerResource = {
  def: laneVolumeResource,
  table: 'consoles',
  from: `(SELECT min(cs.id) AS id, date_trunc('month', c.etd)::date AS month, c.transport,
            c.first_load_port, c.last_discharge_port, c.branch_id,
            count(DISTINCT c.id)::int AS consoles, count(*)::int AS houses, sum(s.packages)::int AS packages,
            sum(s.gross_weight_kg) AS gross_weight_kg, sum(s.volume_cbm) AS volume_cbm
       FROM consoles c JOIN console_shipments cs ON cs.console_id = c.id JOIN shipments s ON s.id = cs.shipment_id
      WHERE c.etd IS NOT NULL
      GROUP BY 2, 3, 4, 5, 6) t`,
  scope: 'branch',
};

/**
 * The houses of open consoles with their first problem: no master bill, another master bill than
 * the console's, a container without seal (NONE is a seal declared absent, blank is none given),
 * or container gross weights that differ from the house's by more than a kilogram.
 */
export const houseCheckServerResource: ServerResource = {
  def: houseCheckResource,
  table: 'console_shipments',
  from: `(SELECT * FROM (
      SELECT cs.id, c.console_no, c.master_bill AS console_master_bill, c.branch_id, s.shipment_no, s.house_bill,
             s.master_bill AS house_master_bill, k.unsealed AS containers_without_seal, k.kg AS container_kg,
             s.gross_weight_kg AS house_kg,
             CASE WHEN s.master_bill IS NULL THEN 'noMasterBill'
                  WHEN c.master_bill IS NOT NULL AND s.master_bill <> c.master_bill THEN 'masterBillMismatch'
                  WHEN k.unsealed > 0 THEN 'sealMissing'
                  WHEN k.n > 0 AND abs(k.kg - s.gross_weight_kg) > 1 THEN 'weightMismatch' END AS issue
        FROM console_shipments cs
        JOIN consoles c ON c.id = cs.console_id
        JOIN shipments s ON s.id = cs.shipment_id
        LEFT JOIN LATERAL (
          SELECT count(*)::int AS n, count(*) FILTER (WHERE coalesce(btrim(x.seal_no), '') = '')::int AS unsealed,
                 coalesce(sum(x.gross_kg), 0) AS kg
            FROM containers x WHERE x.shipment_id = s.id) k ON true
       WHERE c.post_status = 'open') q
    WHERE q.issue IS NOT NULL) t`,
  scope: 'branch',
};

export const CONSOLE_SERVER_RESOURCES: readonly ServerResource[] = [
  consoleServerResource,
  consoleLegServerResource,
  consoleHouseServerResource,
  mawbStockServerResource,
  shipmentBmsServerResource,
  laneVolumeServerResource,
  houseCheckServerResource,
];
