import type { FieldDef, PageDef } from '@tidemark/domain';
import type { Database, Row } from '../db/database';
import type { Auth } from '../http/auth';
import { columnsOf, type ListInput, type ServerResource } from './resource';
import {
  type Anchor,
  afterAnchor,
  type Condition,
  filterConditions,
  fixedConditions,
  fromClause,
  fromFor,
  inlineParams,
  mappedFields,
  type Order,
  orderSql,
  type Params,
  params,
  parseOrder,
  reverse,
  type Scalar,
  scopeCondition,
  selectList,
  whereSql,
} from './sql';

type Query = Pick<Database, 'query'>;

/** One list request made SQL: the resource, the row scope, the page's and the user's filters, the order. */
export type ListPlan = {
  res: ServerResource;
  scope: Condition | null;
  filters: Condition[];
  order: Order;
};

export const listPlan = (res: ServerResource, page: PageDef, auth: Auth, input: ListInput): ListPlan => {
  const list = res.rules?.beforeList?.(input) ?? input;
  return {
    res,
    scope: scopeCondition(res, auth),
    filters: [...fixedConditions(res, page), ...filterConditions(res, list.body)],
    order: parseOrder(res, page, list.orderByColumn, list.isAsc),
  };
};

/** Scope and filters rendered for one statement, plus any extra conditions. */
const render = (plan: ListPlan, p: Params, extra: Condition[] = []): string =>
  whereSql([...(plan.scope ? [plan.scope] : []), ...plan.filters, ...extra].map((c) => c(p)));

/**
 * One page of rows. The first page reads them directly; past it, the ids come first from the
 * narrow index in order (a deferred join), then only those rows are read whole, so a deep offset
 * skips index entries instead of table rows.
 */
export const listRows = async (db: Query, plan: ListPlan, page: number, limit: number): Promise<Row[]> => {
  const p = params();
  const from = fromClause(plan.res);
  const order = orderSql(plan.order);
  const where = render(plan, p);
  const offset = (page - 1) * limit;
  const window = `LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`;
  const sql =
    offset === 0
      ? `SELECT ${selectList(plan.res)} FROM ${from} ${where} ORDER BY ${order} ${window}`
      : `WITH k AS MATERIALIZED (SELECT t.id FROM ${fromFor(plan.res, `${where} ${order}`)} ${where} ORDER BY ${order} ${window})
         SELECT ${selectList(plan.res)} FROM ${from} WHERE t.id IN (SELECT id FROM k) ORDER BY ${order}`;
  return db.query(sql, p.values);
};

export type Total = { total: number; totalExact: boolean };

/** How long a total past the cap is reused: paging through a long list does not recount it each time. */
const ESTIMATE_TTL_MS = 60_000;
const ESTIMATES_MAX = 1_000;
const estimates = new WeakMap<Query, Map<string, { total: number; at: number }>>();

/** The planner's estimate of the plan's rows: what EXPLAIN expects the filtered scan to return. */
const estimateRows = async (db: Query, from: string, where: string, values: readonly Scalar[]): Promise<number> => {
  const plans = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} ${inlineParams(where, values)}`,
  );
  const raw = plans[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
};

/**
 * The exact count up to the cap, then the planner's estimate of the filtered rows (never below
 * the cap, nor below `atLeast`, the rows the caller already knows exist). When those known rows
 * are past the cap, nothing is counted: a deep page asks the planner only. A list known to be
 * past the cap keeps its estimate for a minute: it is only an estimate, and a list of that size
 * does not fall under the cap between two pages.
 */
export const countRows = async (db: Query, plan: ListPlan, cap: number, atLeast = 0): Promise<Total> => {
  const p = params();
  const where = render(plan, p);
  const from = fromFor(plan.res, where);
  const key = JSON.stringify([from, where, p.values, cap]);
  const cache = estimates.get(db) ?? new Map<string, { total: number; at: number }>();
  estimates.set(db, cache);
  const known = cache.get(key);
  if (known && Date.now() - known.at < ESTIMATE_TTL_MS) {
    return { total: Math.max(known.total, atLeast), totalExact: false };
  }
  if (atLeast <= cap) {
    const counted = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} ${where} LIMIT ${p.add(cap + 1)}) capped`,
      p.values,
    );
    const n = counted[0]?.n ?? 0;
    if (n <= cap) {
      cache.delete(key);
      return { total: n, totalExact: true };
    }
  }
  const total = Math.max(cap + 1, await estimateRows(db, from, where, p.values));
  if (cache.size >= ESTIMATES_MAX) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, { total, at: Date.now() });
  return { total: Math.max(total, atLeast), totalExact: false };
};

/**
 * The total shown with a page of `shown` rows. A short page that is not past the end is the last
 * one: its rows give the total exactly. A full page proves offset + limit rows exist, so past
 * the cap only the estimate is asked for.
 */
export const pageTotal = async (
  db: Query,
  plan: ListPlan,
  page: number,
  limit: number,
  shown: number,
  cap: number,
): Promise<Total> => {
  const offset = (page - 1) * limit;
  if (shown < limit && (shown > 0 || offset === 0)) return { total: offset + shown, totalExact: true };
  // An empty page past the end proves nothing about how many rows come before it.
  return countRows(db, plan, cap, shown > 0 ? offset + shown : 0);
};

/**
 * How many rows hold each value of one field, under the plan's scope and filters (rows where it
 * is empty left out): the counts a page shows above its list.
 */
export const countBy = async (db: Query, plan: ListPlan, field: string): Promise<Map<string, number>> => {
  const expr = columnsOf(plan.res)[field];
  if (!expr) throw new Error(`${plan.res.def.name}: ${field} is not a field`);
  const p = params();
  const where = render(plan, p, [() => `${expr} IS NOT NULL`]);
  const rows = await db.query<{ value: string; n: number }>(
    `SELECT (${expr})::text AS value, count(*)::int AS n FROM ${fromClause(plan.res)} ${where} GROUP BY 1`,
    p.values,
  );
  return new Map(rows.map((r) => [r.value, r.n]));
};

/** Where a visible record stands in the plan's order, or undefined when it is outside the user's scope. */
const anchorOf = async (db: Query, plan: ListPlan, id: number): Promise<Anchor | undefined> => {
  const p = params();
  const key = plan.order.expr ? `(${plan.order.expr})::text` : 'NULL';
  const idParam = p.add(id);
  const scope = plan.scope ? ` AND ${plan.scope(p)}` : '';
  const rows = await db.query<{ key: string | null; id: number }>(
    `SELECT ${key} AS key, t.id FROM ${fromClause(plan.res)} WHERE t.id = ${idParam}${scope}`,
    p.values,
  );
  const row = rows[0];
  return row ? { key: row.key, id: row.id } : undefined;
};

const firstAfter = async (db: Query, plan: ListPlan, order: Order, anchor: Anchor): Promise<number | null> => {
  const p = params();
  const where = render(plan, p, [afterAnchor(order, anchor)]);
  const rows = await db.query<{ id: number }>(
    `SELECT t.id FROM ${fromFor(plan.res, `${where} ${orderSql(order)}`)} ${where} ORDER BY ${orderSql(order)} LIMIT 1`,
    p.values,
  );
  return rows[0]?.id ?? null;
};

export type Neighbours = { previous: number | null; next: number | null };

/** The records before and after one record under the same filters and order; undefined when it is not visible. */
export const neighbours = async (db: Query, plan: ListPlan, id: number): Promise<Neighbours | undefined> => {
  const anchor = await anchorOf(db, plan, id);
  if (!anchor) return undefined;
  const [previous, next] = await Promise.all([
    firstAfter(db, plan, reverse(plan.order), anchor),
    firstAfter(db, plan, plan.order, anchor),
  ]);
  return { previous, next };
};

/**
 * Every row of the plan in order, `size` at a time by keyset (sort value, id): each batch is
 * an index range scan, so memory and time per batch stay flat however long the list is.
 */
export async function* keysetBatches(
  db: Query,
  plan: ListPlan,
  fields: readonly FieldDef[],
  size: number,
): AsyncGenerator<Row[]> {
  const from = fromClause(plan.res);
  const order = orderSql(plan.order);
  const key = plan.order.expr ? `(${plan.order.expr})::text` : 'NULL';
  // Calendar dates as text: a Date object would carry the driver's local midnight into the file.
  const columns = [
    't.id AS "id"',
    ...(fields.length > 0 ? fields : mappedFields(plan.res))
      .filter((f) => f.name !== 'id')
      .map((f) => {
        const expr = columnsOf(plan.res)[f.name] as string;
        return f.type === 'date' ? `(${expr})::text AS "${f.name}"` : `${expr} AS "${f.name}"`;
      }),
  ].join(', ');
  let anchor: Anchor | undefined;
  for (;;) {
    const p = params();
    const where = render(plan, p, anchor ? [afterAnchor(plan.order, anchor)] : []);
    const rows = await db.query<Row & { __key: string | null; id: number }>(
      `SELECT ${columns}, ${key} AS "__key" FROM ${from} ${where} ORDER BY ${order} LIMIT ${p.add(size)}`,
      p.values,
    );
    const last = rows[rows.length - 1];
    if (!last) return;
    anchor = { key: last.__key, id: last.id };
    yield rows;
    if (rows.length < size) return;
  }
}
