import type { Auth } from '../../../http/auth';
import { AppError } from '../../../http/errors';

export type TxQuery = <T extends Record<string, unknown> = Record<string, unknown>>(
  sql: string,
  params?: unknown[],
) => Promise<T[]>;

/** A refusal on one field (or several), with the first field's message as the answer's. */
export const refuse = (fields: Record<string, string>, params?: Record<string, string | number>): AppError => {
  const first = Object.values(fields)[0] ?? 'http.400';
  return new AppError(400, first, params, fields);
};

/**
 * `<column> IN (<the user's branches>)` with its parameters numbered after `offset`; a user
 * without branches (or a customer: the warehouse is staff work) matches nothing.
 */
export const branchCondition = (auth: Auth, column: string, offset: number): { sql: string; params: number[] } => {
  if (auth.kind !== 'staff' || auth.branchIds.length === 0) return { sql: 'FALSE', params: [] };
  const params = [...auth.branchIds];
  return { sql: `${column} IN (${params.map((_, i) => `$${offset + i + 1}`).join(', ')})`, params };
};

export type ShipmentRef = {
  id: number;
  shipment_no: string;
  booking_no: string | null;
  house_bill: string | null;
  company_id: number;
  company_name: string;
  branch_id: number;
  packages: number;
  package_type: string;
  gross_weight_kg: string;
  volume_cbm: string;
  goods_description: string;
  marks: string;
};

/**
 * The booking a receipt or a pre-plan is made against, by its booking number or house bill,
 * among the shipments of the user's branches; the newest when a number names several.
 */
export const findShipment = async (query: TxQuery, auth: Auth, ref: string): Promise<ShipmentRef | undefined> => {
  const scope = branchCondition(auth, 's.branch_id', 1);
  const rows = await query<ShipmentRef>(
    `SELECT s.id, s.shipment_no, s.booking_no, s.house_bill, s.company_id, c.name AS company_name, s.branch_id,
            s.packages, s.package_type, s.gross_weight_kg, s.volume_cbm, s.goods_description, s.marks
       FROM shipments s JOIN companies c ON c.id = s.company_id
      WHERE (s.booking_no = $1 OR s.house_bill = $1) AND ${scope.sql}
      ORDER BY s.id DESC LIMIT 1`,
    [ref, ...scope.params],
  );
  return rows[0];
};

/** An audit row written beside the engine's own, for a record a rule wrote itself. */
export const audit = (query: TxQuery, entity: string, id: number, action: string, userId: number, changes: object) =>
  query(
    `INSERT INTO audit_log (entity, entity_id, action, user_id, changes) VALUES ($1, $2, $3, $4, $5::text::jsonb)`,
    [entity, String(id), action, userId, JSON.stringify(changes)],
  );
