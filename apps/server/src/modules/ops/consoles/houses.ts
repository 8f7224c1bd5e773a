import {
  attachIssue,
  CONSOLIDATION_ERRORS,
  consolidationIssue,
  containerModeOf,
  transportOf,
} from '@tidemark/domain/ops/consoles/consolidation';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { rowScope } from '../../../engine/scope';
import { auditIn, inTransaction, type TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { AppError, badRequest } from '../../../http/errors';
import { assertBranch, checkedMasterBill, nextConsoleNo } from './console-rules';

/** A shipment as consolidation reads it. */
type House = {
  id: number;
  shipmentNo: string;
  mode: string;
  originPort: string;
  destinationPort: string;
  carrierCode: string;
  vessel: string | null;
  voyage: string | null;
  flightNo: string | null;
  etd: Date;
  eta: Date;
  branchId: number;
};

/** A console as attaching and detaching read it, locked for the change. */
type ConsoleRow = {
  id: number;
  consoleNo: string;
  branchId: number;
  transport: string;
  containerMode: string;
  firstLoadPort: string;
  lastDischargePort: string;
  masterBill: string | null;
  flightNo: string | null;
  vessel: string | null;
  voyage: string | null;
  postStatus: string;
};

const HOUSE_COLUMNS = `s.id, s.shipment_no AS "shipmentNo", s.mode, s.origin_port AS "originPort",
  s.destination_port AS "destinationPort", s.carrier_code AS "carrierCode", s.vessel, s.voyage,
  s.flight_no AS "flightNo", s.etd, s.eta, s.branch_id AS "branchId"`;

const refuse = (key: string, params?: Record<string, string | number>) => new AppError(400, key, params);

/** The consoles the user may change: their branch's; a customer none. */
const lockConsole = async (query: TxQuery, auth: Auth, id: number): Promise<ConsoleRow> => {
  const rows = await query<ConsoleRow>(
    `SELECT id, console_no AS "consoleNo", branch_id AS "branchId", transport, container_mode AS "containerMode",
            first_load_port AS "firstLoadPort", last_discharge_port AS "lastDischargePort",
            master_bill AS "masterBill", flight_no AS "flightNo", vessel, voyage, post_status AS "postStatus"
       FROM consoles WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const row = rows[0];
  if (!row || auth.kind !== 'staff' || !auth.branchIds.includes(row.branchId)) {
    throw refuse('opsConsoles.errors.consoleNotFound');
  }
  return row;
};

/** The selected shipments, locked, each of the user's branches; any other is refused by name. */
const lockHouses = async (query: TxQuery, auth: Auth, ids: readonly number[]): Promise<House[]> => {
  const rows = await query<House>(
    `SELECT ${HOUSE_COLUMNS} FROM shipments s WHERE s.id = ANY($1::int[]) ORDER BY s.id FOR UPDATE`,
    [ids],
  );
  if (rows.length !== new Set(ids).size || rows.some((r) => !auth.branchIds.includes(r.branchId))) {
    throw refuse('opsConsoles.errors.shipmentNotFound');
  }
  return rows;
};

/**
 * Links the houses to the console (a shipment is on one console at most: the link's unique key),
 * gives each the console's master bill and carriage, so tracking finds it by the MAWB or MBL and
 * its history records the flight or vessel it now travels on, and audits the change on the console.
 */
const linkHouses = async (query: TxQuery, auth: Auth, console: ConsoleRow, houses: readonly House[]) => {
  for (const house of houses) {
    const issue = attachIssue(console, house);
    if (issue) throw refuse(issue);
  }
  const ids = houses.map((h) => h.id);
  const taken = await query<{ shipmentNo: string; consoleNo: string }>(
    `SELECT s.shipment_no AS "shipmentNo", c.console_no AS "consoleNo"
       FROM console_shipments cs JOIN shipments s ON s.id = cs.shipment_id JOIN consoles c ON c.id = cs.console_id
      WHERE cs.shipment_id = ANY($1::int[]) ORDER BY s.shipment_no LIMIT 1`,
    [ids],
  );
  if (taken[0]) throw refuse(CONSOLIDATION_ERRORS.alreadyConsolidated, taken[0]);
  await query(
    `INSERT INTO console_shipments (console_id, shipment_id, consignee_name, attached_by)
     SELECT $1, x, NULL, $3 FROM unnest($2::int[]) AS x`,
    [console.id, ids, auth.userId],
  );
  // The desk's own change: the tracking page names its source as a manual one.
  await query("SELECT set_config('tidemark.change_source', 'MANUAL', true)");
  await query(
    `UPDATE shipments SET master_bill = coalesce($2, master_bill), flight_no = coalesce($3, flight_no),
            vessel = coalesce($4, vessel), voyage = coalesce($5, voyage), updated_at = now()
      WHERE id = ANY($1::int[])`,
    [ids, console.masterBill, console.transport === 'AIR' ? console.flightNo : null, console.vessel, console.voyage],
  );
  await auditIn(query, {
    entity: 'opsConsole',
    entityId: console.id,
    action: 'attach',
    userId: auth.userId,
    changes: { houses: { from: null, to: houses.map((h) => h.shipmentNo) } },
  });
};

export type ConsolidateInput = {
  shipmentIds: readonly number[];
  consoleType: string;
  payment: string;
  carrierCode?: string | null | undefined;
  masterBill?: string | null | undefined;
  releaseType?: string | null | undefined;
  sendingAgent?: string | null | undefined;
  receivingAgent?: string | null | undefined;
};

/**
 * One console from selected unconsolidated shipments of one mode and route: its transport,
 * container mode and ports follow from them, its carriage and dates from the earliest departure,
 * its branch is the first shipment's. A mixed selection is refused with its reason.
 */
export const consolidate = async (app: FastifyInstance, auth: Auth, input: ConsolidateInput) =>
  inTransaction(app, async (query) => {
    const houses = await lockHouses(query, auth, input.shipmentIds);
    const issue = consolidationIssue(houses);
    if (issue) throw refuse(issue);
    const first = [...houses].sort((a, b) => new Date(a.etd).getTime() - new Date(b.etd).getTime())[0] as House;
    const transport = transportOf(first.mode) as string;
    const values: Record<string, unknown> = {
      branchId: first.branchId,
      transport,
      containerMode: containerModeOf(first.mode),
      carrierCode: input.carrierCode || first.carrierCode,
      masterBill: input.masterBill ?? null,
    };
    assertBranch(auth, values.branchId);
    const masterBill = await checkedMasterBill(query, values, null);
    const consoleNo = await nextConsoleNo(query, first.branchId);
    const latestEta = houses.reduce((m, h) => Math.max(m, new Date(h.eta).getTime()), 0);
    const inserted = await query<ConsoleRow>(
      `INSERT INTO consoles (console_no, branch_id, transport, console_type, container_mode, master_bill, carrier_code,
                             flight_no, vessel, voyage, first_load_port, last_discharge_port, payment, etd, eta,
                             sending_agent, receiving_agent, release_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       RETURNING id, console_no AS "consoleNo", branch_id AS "branchId", transport, container_mode AS "containerMode",
                 first_load_port AS "firstLoadPort", last_discharge_port AS "lastDischargePort",
                 master_bill AS "masterBill", flight_no AS "flightNo", vessel, voyage, post_status AS "postStatus"`,
      [
        consoleNo,
        first.branchId,
        transport,
        input.consoleType,
        values.containerMode,
        masterBill,
        values.carrierCode,
        transport === 'AIR' ? first.flightNo : null,
        transport === 'SEA' ? first.vessel : null,
        transport === 'SEA' ? first.voyage : null,
        first.originPort,
        first.destinationPort,
        input.payment,
        first.etd,
        new Date(latestEta),
        input.sendingAgent ?? null,
        input.receivingAgent ?? null,
        input.releaseType ?? null,
      ],
    );
    const console = inserted[0] as ConsoleRow;
    // Its main carriage is its first leg; more legs are added on the console's detail.
    await query(
      `INSERT INTO console_legs (console_id, seq, leg_mode, from_port, to_port, carrier_code, flight_no, vessel, voyage,
                                 etd, eta)
       VALUES ($1, 1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        console.id,
        transport === 'AIR' ? 'air' : 'vessel',
        first.originPort,
        first.destinationPort,
        values.carrierCode,
        console.flightNo,
        console.vessel,
        console.voyage,
        first.etd,
        new Date(latestEta),
      ],
    );
    await auditIn(query, {
      entity: 'opsConsole',
      entityId: console.id,
      action: 'create',
      userId: auth.userId,
      changes: { consoleNo: { from: null, to: consoleNo } },
    });
    await linkHouses(query, auth, console, houses);
    return { id: console.id, consoleNo, houses: houses.length };
  });

/** Adds shipments to an open console of the user's branches. */
export const attach = async (app: FastifyInstance, auth: Auth, consoleId: number, shipmentIds: readonly number[]) =>
  inTransaction(app, async (query) => {
    const console = await lockConsole(query, auth, consoleId);
    if (console.postStatus === 'posted') throw badRequest('opsConsoles.errors.consolePosted');
    const houses = await lockHouses(query, auth, shipmentIds);
    await linkHouses(query, auth, console, houses);
    return { consoleNo: console.consoleNo, count: houses.length };
  });

/**
 * Takes a house off its console: the link goes, and the shipment's master bill is cleared when
 * it was the console's (tracking no longer finds it by the console's MAWB or MBL).
 */
export const detach = async (app: FastifyInstance, auth: Auth, houseId: number) =>
  inTransaction(app, async (query) => {
    const link = await query<{ consoleId: number; shipmentId: number; shipmentNo: string }>(
      `SELECT cs.console_id AS "consoleId", cs.shipment_id AS "shipmentId", s.shipment_no AS "shipmentNo"
         FROM console_shipments cs JOIN shipments s ON s.id = cs.shipment_id WHERE cs.id = $1`,
      [houseId],
    );
    const found = link[0];
    if (!found) throw refuse('opsConsoles.errors.shipmentNotFound');
    const console = await lockConsole(query, auth, found.consoleId);
    if (console.postStatus === 'posted') throw badRequest('opsConsoles.errors.consolePosted');
    await query('DELETE FROM console_shipments WHERE id = $1', [houseId]);
    await query(
      `UPDATE shipments SET master_bill = NULL, updated_at = now()
        WHERE id = $1 AND master_bill IS NOT DISTINCT FROM $2 AND $2 IS NOT NULL`,
      [found.shipmentId, console.masterBill],
    );
    await auditIn(query, {
      entity: 'opsConsole',
      entityId: console.id,
      action: 'detach',
      userId: auth.userId,
      changes: { houses: { from: [found.shipmentNo], to: null } },
    });
    return { consoleNo: console.consoleNo };
  });

export type PoolFilter = {
  mode?: string | undefined;
  originPort?: string | undefined;
  destinationPort?: string | undefined;
  consoleId?: number | undefined;
  limit: number;
};

/**
 * Unconsolidated air, FCL and LCL shipments of the user's branches, newest departure first; for a
 * console, only those of its mode and route. Answers one row more than asked when more exist.
 */
export const pool = async (database: Database, auth: Auth, filter: PoolFilter) => {
  const values: unknown[] = [];
  const bind = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const conditions = [
    "s.mode IN ('AIR', 'FCL', 'LCL')",
    'NOT EXISTS (SELECT 1 FROM console_shipments x WHERE x.shipment_id = s.id)',
  ];
  const scope = rowScope(auth, { branch: 's.branch_id', company: undefined });
  if (scope) conditions.push(scope((v) => bind(v)));
  if (filter.consoleId !== undefined) {
    const rows = await database.query<ConsoleRow>(
      `SELECT branch_id AS "branchId", transport, container_mode AS "containerMode",
              first_load_port AS "firstLoadPort", last_discharge_port AS "lastDischargePort"
         FROM consoles WHERE id = $1`,
      [filter.consoleId],
    );
    const console = rows[0];
    if (!console || auth.kind !== 'staff' || !auth.branchIds.includes(console.branchId)) {
      throw refuse('opsConsoles.errors.consoleNotFound');
    }
    const modes = console.transport === 'AIR' ? ['AIR'] : console.containerMode === 'FCL' ? ['FCL'] : ['LCL'];
    conditions.push(`s.mode = ANY(${bind(modes)}::text[])`);
    conditions.push(`s.origin_port = ${bind(console.firstLoadPort)}`);
    conditions.push(`s.destination_port = ${bind(console.lastDischargePort)}`);
  }
  if (filter.mode) conditions.push(`s.mode = ${bind(filter.mode)}`);
  if (filter.originPort) conditions.push(`s.origin_port = ${bind(filter.originPort)}`);
  if (filter.destinationPort) conditions.push(`s.destination_port = ${bind(filter.destinationPort)}`);
  const rows = await database.query(
    `SELECT s.id, s.shipment_no AS "shipmentNo", s.house_bill AS "houseBill", s.master_bill AS "masterBill",
            s.mode, s.origin_port AS "originPort", s.destination_port AS "destinationPort",
            s.carrier_code AS "carrierCode", s.etd, s.packages, s.gross_weight_kg AS "grossWeightKg",
            s.volume_cbm AS "volumeCbm", co.name AS "companyName"
       FROM shipments s LEFT JOIN companies co ON co.id = s.company_id
      WHERE ${conditions.join(' AND ')}
      ORDER BY s.etd DESC, s.id DESC
      LIMIT ${bind(filter.limit + 1)}`,
    values,
  );
  return { rows: rows.slice(0, filter.limit), more: rows.length > filter.limit };
};
