import { ASIA_COUNTRIES, EUROPE_MED_COUNTRIES, NORTH_AMERICA_COUNTRIES } from '@tidemark/domain/pricing/rates/index';
import type { WriteContext } from '../../../engine/resource';
import { visibleCompany as companyInScope, rowScope } from '../../../engine/scope';
import { auditIn } from '../../../engine/transaction';
import { badRequest } from '../../../http/errors';

/** What the rules of rates share: refusals on a field, merged values, the day, scoped look-ups. */

type Values = Record<string, unknown>;

export const refuse = (field: string, key: string) => badRequest(key, { [field]: key });

/** A value as it will stand after an update: the new one when sent, else the record's. */
export const merged = (before: Values, values: Values, field: string): unknown =>
  field in values ? values[field] : before[field];

/**
 * A date value as YYYY-MM-DD. The database answers a date as text or as a Date at the server's
 * local midnight, so a Date is read in local time (in UTC it could fall on the day before).
 */
export const dateText = (v: unknown): string => {
  if (typeof v === 'string') return v.slice(0, 10);
  if (!(v instanceof Date)) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${v.getFullYear()}-${two(v.getMonth() + 1)}-${two(v.getDate())}`;
};

/** The database's today, so every rule reads the same calendar day as the queries. */
export const today = async (ctx: WriteContext): Promise<string> =>
  (await ctx.query<{ d: string }>('SELECT current_date::text AS d'))[0]?.d ?? '';

/** Refuses an end date before its start, on the values an update leaves. */
export const checkValidity = (before: Values, values: Values, from: string, until: string): void => {
  const a = dateText(merged(before, values, from));
  const b = dateText(merged(before, values, until));
  if (a && b && b < a) throw refuse(until, 'pricing.rates.validityOrder');
};

/** Binds values for a statement with a scope condition ($1 is the caller's first parameter). */
const binder = (values: unknown[]) => (v: number) => {
  values.push(v);
  return `$${values.length}`;
};

/** A company of the user's branches (a customer: its own), with the branch that serves it. */
export const visibleCompany = (ctx: WriteContext, id: unknown) => companyInScope(ctx.query, ctx.auth, id);

/** A row of a branch-scoped table the user sees, locked for the write, by a condition on `a`. */
export const lockedScoped = async <T extends Values>(
  ctx: WriteContext,
  sql: { select: string; from: string; where: string },
  params: unknown[],
): Promise<T | undefined> => {
  const values = [...params];
  const scope = rowScope(ctx.auth, { branch: 'a.branch_id', company: 'a.company_id' });
  const rows = await ctx.query<T>(
    `SELECT ${sql.select} FROM ${sql.from} WHERE ${sql.where}${scope ? ` AND ${scope(binder(values))}` : ''} FOR UPDATE OF a`,
    values,
  );
  return rows[0];
};

/** The user's own branch: where a rate they write is priced. */
export const homeBranch = async (ctx: WriteContext): Promise<number> => {
  const rows = await ctx.query<{ branch_id: number }>('SELECT branch_id FROM users WHERE id = $1', [ctx.auth.userId]);
  const branch = rows[0]?.branch_id;
  if (!branch) throw badRequest('engine.notWritable');
  return branch;
};

/** A change the rules make to another record, audited like any other. */
export const auditChange = (ctx: WriteContext, entity: string, id: number, action: string, changes: Values) =>
  auditIn(ctx.query, { entity, entityId: id, action, userId: ctx.auth.userId, changes });

const list = (codes: readonly string[]) => codes.map((c) => `'${c}'`).join(', ');

/** The trade of a lane in SQL, as `tradeOf` decides it. */
export const tradeSql = (pol: string, pod: string): string =>
  `CASE WHEN left(${pol}, 2) NOT IN (${list(ASIA_COUNTRIES)}) THEN 'other'
        WHEN left(${pod}, 2) IN (${list(NORTH_AMERICA_COUNTRIES)}) THEN 'transpacific'
        WHEN left(${pod}, 2) IN (${list(EUROPE_MED_COUNTRIES)}) THEN 'asia_europe' ELSE 'other' END`;
