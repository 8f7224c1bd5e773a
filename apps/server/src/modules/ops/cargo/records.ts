import type { WriteContext } from '../../../engine/resource';
import { inScope } from '../../../engine/scope';
import { FieldErrors, type FieldIssue } from '../../../engine/sql';
import { AppError } from '../../../http/errors';

/**
 * What every cargo record's rules share: the shipment and container a record is made for, found
 * by their numbers among those the user sees, and the SQL that reads a record through its
 * shipment (whose branch and company scope it).
 */

export type Values = Record<string, unknown>;

export const SHIPMENT_JOIN = 'JOIN shipments s ON s.id = t.shipment_id LEFT JOIN companies c ON c.id = s.company_id';

/** The shipment's fields every cargo list shows beside its own. */
export const SHIPMENT_COLUMNS = {
  shipmentNo: 's.shipment_no',
  mode: 's.mode',
  originPort: 's.origin_port',
  destinationPort: 's.destination_port',
  etd: 's.etd',
  companyName: 'c.name',
  branchId: 's.branch_id',
} as const;

export const SHIPMENT_SCOPE = { branch: 's.branch_id', company: 's.company_id' } as const;

export const fieldError = (field: string, key: string, params?: Record<string, string | number>): FieldErrors =>
  new FieldErrors({ [field]: params ? { key, params } : { key } });

export const fieldErrors = (issues: Readonly<Record<string, FieldIssue>>): FieldErrors => new FieldErrors(issues);

/** Customers see the cargo records of their shipments; only staff write them. */
export const staffOnly = (ctx: WriteContext): void => {
  if (ctx.auth.kind !== 'staff') throw new AppError(403, 'ops.cargo.errors.readOnly');
};

export type ShipmentRef = { id: number; mode: string; grossKg: number; containerCount: number };

/** The shipment of that number if the user sees it (staff: its branch; a customer: its company). */
export const visibleShipment = async (ctx: WriteContext, shipmentNo: unknown): Promise<ShipmentRef> => {
  const rows =
    typeof shipmentNo === 'string'
      ? await ctx.query<{
          id: number;
          mode: string;
          gross_kg: string;
          branch_id: number;
          company_id: number;
          containers: number;
        }>(
          `SELECT s.id, s.mode, s.gross_weight_kg AS gross_kg, s.branch_id, s.company_id,
                  (SELECT count(*)::int FROM containers k WHERE k.shipment_id = s.id) AS containers
             FROM shipments s WHERE s.shipment_no = $1`,
          [shipmentNo],
        )
      : [];
  const row = rows[0];
  if (!row || !inScope(ctx.auth, { branchId: row.branch_id, companyId: row.company_id })) {
    throw fieldError('shipmentNo', 'ops.cargo.errors.shipmentNotFound');
  }
  return { id: row.id, mode: row.mode, grossKg: Number(row.gross_kg), containerCount: row.containers };
};

export type ContainerRef = { id: number; containerNo: string; isoType: string; tareKg: number; grossKg: number | null };

/** The container of that number on the shipment. */
export const containerOf = async (
  ctx: WriteContext,
  shipmentId: number,
  containerNo: unknown,
): Promise<ContainerRef> => {
  const rows =
    typeof containerNo === 'string'
      ? await ctx.query<{
          id: number;
          container_no: string;
          iso_type: string;
          tare_kg: number;
          gross_kg: string | null;
        }>(
          `SELECT id, container_no, iso_type, tare_kg, gross_kg FROM containers
            WHERE shipment_id = $1 AND container_no = $2 ORDER BY id LIMIT 1`,
          [shipmentId, containerNo],
        )
      : [];
  const row = rows[0];
  if (!row) throw fieldError('containerNo', 'ops.cargo.errors.containerNotFound');
  return {
    id: row.id,
    containerNo: row.container_no,
    isoType: row.iso_type,
    tareKg: Number(row.tare_kg),
    grossKg: row.gross_kg === null ? null : Number(row.gross_kg),
  };
};

/** A number field of a record as read from the database (numeric columns arrive as text). */
export const numberOf = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** The values an update leaves the record with: the change over the record as it was. */
export const merged = (before: Values, values: Values): Values => ({
  ...before,
  ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)),
});

/** Drops the numbers a record is made for: they name its shipment and container, stored by id. */
export const withoutNumbers = (values: Values): Values => {
  const { shipmentNo: _s, containerNo: _c, ...rest } = values;
  return rest;
};
