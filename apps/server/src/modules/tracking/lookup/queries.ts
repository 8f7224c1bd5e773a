import type { Database } from '../../../db/database';

/** Who may see which shipments: the public sees any, a customer its company, staff their branches. */
export type LookupScope =
  | { kind: 'public' }
  | { kind: 'company'; companyId: number }
  | { kind: 'branches'; branchIds: readonly number[] };

/** Which reference a number matched. */
export type MatchField = 'container' | 'master_bill' | 'house_bill' | 'booking_no' | 'shipment_no';

/** The typed numbers split by where they are searched: containers, master bills, other references. */
export type SearchLists = {
  containers: readonly string[];
  masterBills: readonly string[];
  references: readonly string[];
};

export type NumberMatch = { key: string; field: MatchField; shipmentId: number };

const scopeParams = (scope: LookupScope): [number | null, number[] | null] =>
  scope.kind === 'company'
    ? [scope.companyId, null]
    : scope.kind === 'branches'
      ? [null, [...scope.branchIds]]
      : [null, null];

// Each branch uses its own index (containers_no_idx, shipments_*_idx, the shipment_no key).
const SCOPE = `($4::int IS NULL OR s.company_id = $4) AND ($5::int[] IS NULL OR s.branch_id = ANY($5))`;
const MATCH_SQL = `
SELECT c.container_no AS key, 'container' AS field, s.id AS "shipmentId"
  FROM containers c JOIN shipments s ON s.id = c.shipment_id
 WHERE c.container_no = ANY($1::text[]) AND ${SCOPE}
UNION
SELECT s.master_bill, 'master_bill', s.id FROM shipments s WHERE s.master_bill = ANY($2::text[]) AND ${SCOPE}
UNION
SELECT s.house_bill, 'house_bill', s.id FROM shipments s WHERE s.house_bill = ANY($3::text[]) AND ${SCOPE}
UNION
SELECT s.booking_no, 'booking_no', s.id FROM shipments s WHERE s.booking_no = ANY($3::text[]) AND ${SCOPE}
UNION
SELECT s.shipment_no, 'shipment_no', s.id FROM shipments s WHERE s.shipment_no = ANY($3::text[]) AND ${SCOPE}
LIMIT 200`;

/**
 * Finds shipments by numbers in one round trip: containers by container number, master bills
 * (ocean and air waybills), and house bill, booking and shipment numbers.
 */
export const matchNumbers = async (
  database: Database,
  numbers: SearchLists,
  scope: LookupScope,
): Promise<NumberMatch[]> => {
  if (numbers.containers.length + numbers.masterBills.length + numbers.references.length === 0) return [];
  return database.query<NumberMatch>(MATCH_SQL, [
    numbers.containers,
    numbers.masterBills,
    numbers.references,
    ...scopeParams(scope),
  ]);
};

/** Shipments by one of the plate or FBA columns, newest first. */
export const matchColumn = async (
  database: Database,
  column: 'truck_plate' | 'fba_shipment_id' | 'fba_reference',
  value: string,
  scope: LookupScope,
): Promise<number[]> => {
  const rows = await database.query<{ id: number }>(
    `SELECT s.id FROM shipments s WHERE s.${column} = $1 AND ($2::int IS NULL OR s.company_id = $2)
       AND ($3::int[] IS NULL OR s.branch_id = ANY($3)) ORDER BY s.etd DESC LIMIT 20`,
    [value, ...scopeParams(scope)],
  );
  return rows.map((r) => r.id);
};

export type EventRowJson = {
  code: string;
  status: number;
  leg: string;
  location: string;
  at: string;
  tz: string | null;
  source: string;
  containerNo: string | null;
};
export type LegRowJson = {
  leg: string;
  mode: string;
  fromKind: string;
  fromCode: string;
  toKind: string;
  toCode: string;
  plannedStart: string | null;
  plannedEnd: string | null;
  actualStart: string | null;
  actualEnd: string | null;
  truckPlate: string | null;
};
export type HistoryRowJson = {
  field: string;
  oldValue: string | null;
  newValue: string | null;
  changedAt: string;
  source: string;
};

export type ShipmentDetailRow = {
  id: number;
  shipmentNo: string;
  houseBill: string | null;
  masterBill: string | null;
  bookingNo: string | null;
  mode: string;
  originPort: string;
  destinationPort: string;
  carrierCode: string;
  vessel: string | null;
  voyage: string | null;
  flightNo: string | null;
  etd: string | Date;
  eta: string | Date;
  atd: string | Date | null;
  ata: string | Date | null;
  status: number;
  packages: number;
  packageType: string;
  grossWeightKg: string;
  volumeCbm: string;
  goodsDescription: string;
  hsCode: string | null;
  marks: string;
  truckPlate: string | null;
  fbaShipmentId: string | null;
  fbaReference: string | null;
  events: EventRowJson[];
  legs: LegRowJson[];
  containers: { containerNo: string; isoType: string; sealNo: string | null }[];
  history: HistoryRowJson[];
};

/** Only what the public may see; the signed-in view adds the customer and terms separately. */
const DETAIL_COLUMNS = `
       s.id, s.shipment_no AS "shipmentNo", s.house_bill AS "houseBill", s.master_bill AS "masterBill",
       s.booking_no AS "bookingNo", s.mode, s.origin_port AS "originPort", s.destination_port AS "destinationPort",
       s.carrier_code AS "carrierCode", s.vessel, s.voyage, s.flight_no AS "flightNo", s.etd, s.eta, s.atd, s.ata,
       s.status, s.packages, s.package_type AS "packageType", s.gross_weight_kg::text AS "grossWeightKg",
       s.volume_cbm::text AS "volumeCbm", s.goods_description AS "goodsDescription", s.hs_code AS "hsCode", s.marks,
       s.truck_plate AS "truckPlate", s.fba_shipment_id AS "fbaShipmentId", s.fba_reference AS "fbaReference",
       (SELECT coalesce(json_agg(json_build_object('code', e.code, 'status', e.status, 'leg', e.leg,
                 'location', e.location, 'at', e.occurred_at, 'tz', e.time_zone, 'source', e.source,
                 'containerNo', c.container_no) ORDER BY e.occurred_at DESC, e.id DESC), '[]'::json)
          FROM tracking_events e LEFT JOIN containers c ON c.id = e.container_id
         WHERE e.shipment_id = s.id) AS events,
       (SELECT coalesce(json_agg(json_build_object('leg', l.leg, 'mode', l.mode, 'fromKind', l.from_kind,
                 'fromCode', l.from_code, 'toKind', l.to_kind, 'toCode', l.to_code,
                 'plannedStart', l.planned_start, 'plannedEnd', l.planned_end, 'actualStart', l.actual_start,
                 'actualEnd', l.actual_end, 'truckPlate', l.truck_plate) ORDER BY l.seq), '[]'::json)
          FROM shipment_legs l WHERE l.shipment_id = s.id) AS legs,
       (SELECT coalesce(json_agg(json_build_object('containerNo', c.container_no, 'isoType', c.iso_type,
                 'sealNo', c.seal_no) ORDER BY c.id), '[]'::json)
          FROM containers c WHERE c.shipment_id = s.id) AS containers,
       (SELECT coalesce(json_agg(json_build_object('field', h.field, 'oldValue', h.old_value,
                 'newValue', h.new_value, 'changedAt', h.changed_at, 'source', h.source)
                 ORDER BY h.changed_at DESC, h.id DESC), '[]'::json)
          FROM shipment_history h WHERE h.shipment_id = s.id) AS history`;

export const DETAIL_SQL = `
SELECT ${DETAIL_COLUMNS}
  FROM shipments s
 WHERE s.id = ANY($1::int[])
 ORDER BY s.etd DESC, s.id DESC`;

/** Most shipments one lookup answers with (20 numbers; a master bill may cover many shipments). */
export const LOOKUP_LIMIT = 200;

/**
 * Match and details in one statement, one round trip: the ids of the shipments behind the
 * numbers (each branch on its own index, as in matchNumbers) become an array the details are
 * read by primary key with. Which number found which shipment is told from the returned
 * references and containers, so nothing is aggregated per number here.
 */
export const LOOKUP_SQL = `
SELECT ${DETAIL_COLUMNS}
  FROM shipments s
 WHERE s.id = ANY(ARRAY(
         SELECT c.shipment_id FROM containers c WHERE c.container_no = ANY($1::text[])
         UNION SELECT m.id FROM shipments m WHERE m.master_bill = ANY($2::text[])
         UNION SELECT m.id FROM shipments m WHERE m.house_bill = ANY($3::text[])
         UNION SELECT m.id FROM shipments m WHERE m.booking_no = ANY($3::text[])
         UNION SELECT m.id FROM shipments m WHERE m.shipment_no = ANY($3::text[])))
   AND ${SCOPE}
 ORDER BY s.etd DESC, s.id DESC
 LIMIT ${LOOKUP_LIMIT}`;

/** The parameters of LOOKUP_SQL, in its order. */
export const lookupParams = (numbers: SearchLists, scope: LookupScope): unknown[] => [
  [...numbers.containers],
  [...numbers.masterBills],
  [...numbers.references],
  ...scopeParams(scope),
];

const asJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

const parseDetails = (rows: ShipmentDetailRow[]): ShipmentDetailRow[] =>
  rows.map((r) => ({
    ...r,
    events: asJson(r.events),
    legs: asJson(r.legs),
    containers: asJson(r.containers),
    history: asJson(r.history),
  }));

export const loadShipments = async (database: Database, ids: readonly number[]): Promise<ShipmentDetailRow[]> => {
  if (ids.length === 0) return [];
  return parseDetails(await database.query<ShipmentDetailRow>(DETAIL_SQL, [[...ids]]));
};

/** The shipments behind the numbers, with everything the public page shows, newest first. */
export const findShipments = async (
  database: Database,
  numbers: SearchLists,
  scope: LookupScope,
): Promise<ShipmentDetailRow[]> => {
  if (numbers.containers.length + numbers.masterBills.length + numbers.references.length === 0) return [];
  return parseDetails(await database.query<ShipmentDetailRow>(LOOKUP_SQL, lookupParams(numbers, scope)));
};

/** The customer and terms of shipments, for the signed-in view only. */
export const loadCustomerFields = async (
  database: Database,
  ids: readonly number[],
): Promise<Map<number, { name: string; city: string; country: string; incoterm: string | null }>> => {
  if (ids.length === 0) return new Map();
  const rows = await database.query<{
    id: number;
    name: string;
    city: string;
    country: string;
    incoterm: string | null;
  }>(
    `SELECT s.id, c.name, c.city, c.country, s.incoterm FROM shipments s JOIN companies c ON c.id = s.company_id
      WHERE s.id = ANY($1::int[])`,
    [[...ids]],
  );
  return new Map(rows.map((r) => [r.id, r]));
};
