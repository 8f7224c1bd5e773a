import { addDays, dayInZone, dayRangeInZone } from '@tidemark/domain/common/local-time';
import { rowScope } from '../../../engine/scope';
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

/** The row scope (SPEC §6) of a shipment under an alias, for the desk's hand-written reads. */
export const shipmentScopeSql = (auth: Auth, p: SqlParams, alias = 't'): string =>
  rowScope(auth, { branch: `${alias}.branch_id`, company: `${alias}.company_id` })?.((v) => p.add(v)) ?? 'TRUE';

/**
 * A period of whole days on the user's clock (SPEC §9: the zone the portal shows them times in)
 * as the instants it spans, start included and end excluded. An open end is today on that
 * clock; an open start `defaultDays` before the end.
 */
export const periodInstants = (
  period: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  defaultDays: number,
  now = new Date(),
): { start: Date; end: Date } => {
  const to = period.to ?? dayInZone(now, timeZone);
  const from = period.from ?? addDays(to, -defaultDays);
  const range = dayRangeInZone(from, to, timeZone);
  if (!range) throw new RangeError(`not a period of days: ${from} to ${to}`);
  return range;
};
