import type { Auth } from '../../../http/auth';

/**
 * The leg a shipment is on, from its SPEC §4 status: working at origin is the first mile, on
 * water the main carriage, and from arrival until the out-gate the last mile. Delivered and
 * returned shipments (and unknown ones) are on no leg.
 */
export const CURRENT_LEG_SQL = `(CASE WHEN t.status = 0 THEN 'first_mile' WHEN t.status = 1 THEN 'in_transit' WHEN t.status IN (2, 3, 4) THEN 'last_mile' END)`;

/** Positional parameters of one hand-written statement. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** SPEC §6 row scope on a shipment alias: staff their branches, a customer its own company. */
export const shipmentScopeSql = (auth: Auth, p: SqlParams, alias = 't'): string => {
  if (auth.kind === 'customer') {
    return auth.companyId === null ? 'FALSE' : `${alias}.company_id = ${p.add(auth.companyId)}`;
  }
  if (auth.branchIds.length === 0) return 'FALSE';
  return `${alias}.branch_id = ANY(${p.add([...auth.branchIds])}::int[])`;
};

/** A calendar date `days` before today (UTC), as the default start of a period. */
export const daysAgo = (days: number, now = new Date()): string =>
  new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
export const today = (now = new Date()): string => now.toISOString().slice(0, 10);
