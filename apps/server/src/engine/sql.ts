import { DICTIONARIES, type FieldDef, type PageDef } from '@tidemark/domain';
import { EMPTY_FILTER_VALUE } from '@tidemark/domain/engine/dictionaries';
import type { Auth } from '../http/auth';
import { containsPattern } from '../http/fields';
import { columnsOf, type ServerResource } from './resource';
import { rowScope } from './scope';

/** A value bound to a query: every condition binds scalars, so EXPLAIN can inline them. */
export type Scalar = string | number | boolean | null;

/** Positional parameters of one statement ($1, $2, …); each statement gets its own. */
export type Params = { readonly values: Scalar[]; add: (value: Scalar) => string };

export const params = (): Params => {
  const values: Scalar[] = [];
  return {
    values,
    add: (value) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
};

/** A SQL condition, rendered once per statement so its placeholders number from that statement's $1. */
export type Condition = (p: Params) => string;

/** A field error whose message takes parameters ('validation.notAllowed' names the field). */
export type FieldIssue = { key: string; params?: Record<string, string | number> };

/** A 400 with field messages; the engine routes render it (with the parameters the error handler drops). */
export class FieldErrors extends Error {
  constructor(readonly fields: Readonly<Record<string, FieldIssue>>) {
    super('field errors');
  }
}

const notAllowed = (key: string, field: string) =>
  new FieldErrors({ [key]: { key: 'validation.notAllowed', params: { field } } });

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The fields a list selects, filters and sorts by (each has its SQL expression: columnsOf). */
export const mappedFields = (res: ServerResource): FieldDef[] => res.def.fields.filter((f) => IDENTIFIER.test(f.name));

export const fromClause = (res: ServerResource): string => res.from ?? `${res.table} t`;

/**
 * The FROM clause of a statement that reads nothing but the given SQL (its conditions and order,
 * `t.id` aside): the main table and only the lookups that SQL names. The planner would drop an
 * unused lookup's join as well, but would still read the lookup's key column from the main table,
 * and so could not take a deep page's ids from an index alone.
 */
export const fromFor = (res: ServerResource, sql: string): string => {
  const joins = res.lookupJoins;
  // A resource that wrote its own FROM over a stored one's keeps it whole.
  if (!joins || res.from !== [`${res.table} t`, ...Object.values(joins)].join(' ')) return fromClause(res);
  const used = Object.entries(joins).filter(([alias]) => new RegExp(`\\b${alias}\\.`).test(sql));
  return [`${res.table} t`, ...used.map(([, join]) => join)].join(' ');
};

/** The select list of a record: id, then every mapped field under its API name. */
export const selectList = (res: ServerResource, fields: readonly FieldDef[] = mappedFields(res)): string => {
  const columns = columnsOf(res);
  return [
    't.id AS "id"',
    ...fields
      .filter((f) => f.name !== 'id' && f.name !== 'version')
      // Calendar dates as text: a Date object would carry the driver's local midnight to the client.
      .map((f) =>
        f.type === 'date' ? `(${columns[f.name]})::text AS "${f.name}"` : `${columns[f.name]} AS "${f.name}"`,
      ),
  ].join(', ');
};

/** The writable table column behind a field: only plain columns of the main table. */
export const writableColumn = (res: ServerResource, field: string): string | undefined =>
  /^t\.([a-z_][a-z0-9_]*)$/.exec(columnsOf(res)[field] ?? '')?.[1];

/** The resource's row scope (engine/scope.ts) as a condition; null for a resource every user sees whole. */
export const scopeCondition = (res: ServerResource, auth: Auth): Condition | null => {
  if (res.through) return throughParent(res, auth);
  if (res.scope === 'none') return null;
  const scope = rowScope(auth, {
    company: res.scopeColumns?.company ?? (res.scope === 'company' ? 't.company_id' : undefined),
    branch: res.scopeColumns?.branch ?? (res.scope === 'branch' ? 't.branch_id' : undefined),
  });
  return scope && ((p) => scope(p.add));
};

/**
 * A child reached through its parent: rows whose foreign key is the parent's id, while the parent
 * row is within the user's scope (the subquery's own `t` is the parent), and within the child's
 * own scope as well.
 */
const throughParent = (res: ServerResource, auth: Auth): Condition | null => {
  const { through } = res;
  if (!through) return scopeCondition(res, auth);
  const key = columnsOf(res)[through.foreignKey];
  if (!key) throw new Error(`resource ${res.def.name}: foreign key ${through.foreignKey} is not a column`);
  const parentScope = scopeCondition(through.parent, auth);
  const own = scopeCondition({ ...res, through: undefined }, auth);
  return (p) => {
    const id = p.add(through.parentId);
    const parent = `EXISTS (SELECT 1 FROM ${fromClause(through.parent)} WHERE t.id = ${id}${parentScope ? ` AND ${parentScope(p)}` : ''})`;
    return [`${key} = ${id}`, parent, ...(own ? [own(p)] : [])].join(' AND ');
  };
};

export type Direction = 'asc' | 'desc';

/** Sort by a field expression, then by id in the same direction so equal values keep a stable order. */
export type Order = { expr: string | null; dir: Direction };

export const orderSql = (order: Order): string => {
  const dir = order.dir === 'asc' ? 'ASC' : 'DESC';
  return order.expr ? `${order.expr} ${dir}, t.id ${dir}` : `t.id ${dir}`;
};

export const reverse = (order: Order): Order => ({ ...order, dir: order.dir === 'asc' ? 'desc' : 'asc' });

/** Where a row stands in an order: its sort value as text (null when empty) and its id. */
export type Anchor = { key: string | null; id: number };

/**
 * Rows strictly after the anchor in `order`, with PostgreSQL's default null placement (last
 * ascending, first descending). Row comparisons keep the condition usable by an index.
 */
export const afterAnchor = (order: Order, anchor: Anchor): Condition => {
  const { expr } = order;
  const op = order.dir === 'asc' ? '>' : '<';
  if (!expr) return (p) => `t.id ${op} ${p.add(anchor.id)}`;
  const { key } = anchor;
  if (order.dir === 'asc') {
    if (key === null) return (p) => `(${expr} IS NULL AND t.id > ${p.add(anchor.id)})`;
    return (p) => `((${expr}, t.id) > (${p.add(key)}, ${p.add(anchor.id)}) OR ${expr} IS NULL)`;
  }
  if (key === null) return (p) => `((${expr} IS NULL AND t.id < ${p.add(anchor.id)}) OR ${expr} IS NOT NULL)`;
  return (p) => `(${expr}, t.id) < (${p.add(key)}, ${p.add(anchor.id)})`;
};

export const whereSql = (conditions: readonly string[]): string =>
  conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';

const RANGE_TYPES = new Set(['number', 'money', 'date', 'datetime']);
const MAX_VALUES = 100;
const MAX_TEXT = 200;

const textValues = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw : [raw])
    .filter((v) => v !== undefined && v !== null)
    .map((v) => String(v).trim())
    .filter((v) => v !== '');

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

const WHOLE_NUMBER = /^-?\d{1,9}$/;
/**
 * Dictionaries whose values are numeric codes, stored in number columns (and branch offices,
 * valued by branch id): a filter value that is no whole number is refused rather than handed to
 * the database, which would fail on it.
 */
const NUMERIC_DICTS: ReadonlySet<string> = new Set([
  ...Object.entries(DICTIONARIES)
    .filter(([, values]) => values.length > 0 && values.every((v) => WHOLE_NUMBER.test(v)))
    .map(([key]) => key),
  'branch_office',
]);

/** The value as the column compares it, or the key of the error to show on the field. */
const checkValue = (field: FieldDef, value: string): { value: Scalar } | { error: FieldIssue } => {
  if (value.length > MAX_TEXT) return { error: { key: 'validation.tooLong', params: { max: MAX_TEXT } } };
  switch (field.type) {
    case 'number':
    case 'money':
      return NUMBER.test(value) ? { value } : { error: { key: 'validation.number' } };
    case 'date':
      return DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? { value }
        : { error: { key: 'validation.invalid' } };
    case 'datetime':
      return DATETIME.test(value) && !Number.isNaN(Date.parse(value))
        ? { value }
        : { error: { key: 'validation.invalid' } };
    case 'boolean':
      if (value === 'true' || value === '1') return { value: true };
      if (value === 'false' || value === '0') return { value: false };
      return { error: { key: 'validation.invalid' } };
    case 'enum':
      return field.dict && NUMERIC_DICTS.has(field.dict) && value !== EMPTY_FILTER_VALUE && !WHOLE_NUMBER.test(value)
        ? { error: { key: 'validation.invalid' } }
        : { value };
    default:
      return { value };
  }
};

/** Long-text filters (SPEC §5) and list filters carry comma-separated values, one condition per item. */
const splitItems = (field: FieldDef, values: string[]): string[] =>
  field.type === 'longText' || field.multiple
    ? values.flatMap((v) => v.split(/[,\n]/).map((s) => s.trim())).filter((s) => s !== '')
    : values;

/**
 * The f_<field> filters of a request as conditions, each checked against the resource's field
 * definitions: an unknown or non-filterable field is refused by name.
 */
export const filterConditions = (res: ServerResource, body: Readonly<Record<string, unknown>>): Condition[] => {
  const byName = new Map(mappedFields(res).map((f) => [f.name, f]));
  const conditions: Condition[] = [];
  const errors: Record<string, FieldIssue> = {};
  for (const [key, raw] of Object.entries(body)) {
    if (!key.startsWith('f_')) continue;
    const name = key.slice(2);
    const named = res.filters?.[name];
    if (named) {
      const values = textValues(raw);
      if (values.length === 0) continue;
      const condition = named(values);
      if (condition === null) errors[key] = { key: 'validation.invalid' };
      else conditions.push(() => condition);
      continue;
    }
    const range = /^(.+)_(from|to)$/.exec(name);
    const rangeField = range ? byName.get(range[1] ?? '') : undefined;
    const bound = range?.[2];
    const field = rangeField?.filter === 'range' && RANGE_TYPES.has(rangeField.type) ? rangeField : byName.get(name);
    const isRange = field !== undefined && field === rangeField;
    if (!field?.filter || (field.filter === 'range') !== isRange) throw notAllowed(key, name);
    const expr = res.filterColumns?.[field.name] ?? (columnsOf(res)[field.name] as string);
    const values = splitItems(field, textValues(raw));
    if (values.length === 0) continue;
    if (values.length > MAX_VALUES || (isRange && values.length > 1)) {
      errors[key] = { key: 'validation.invalid' };
      continue;
    }
    const checked: Scalar[] = [];
    for (const v of values) {
      const result = checkValue(field, v);
      if ('error' in result) errors[key] ??= result.error;
      else checked.push(result.value);
    }
    if (errors[key]) continue;
    const first = checked[0] ?? null;
    if (isRange) {
      // A bare date as the end of a date-time range means the whole of that day.
      if (bound === 'to' && field.type === 'datetime' && typeof first === 'string' && DATE.test(first)) {
        conditions.push((p) => `${expr} < (${p.add(first)}::date + 1)`);
      } else {
        const op = bound === 'from' ? '>=' : '<=';
        conditions.push((p) => `${expr} ${op} ${p.add(first)}`);
      }
    } else if (field.filter === 'fuzzy' && field.type !== 'enum' && field.type !== 'boolean') {
      const patterns = checked.map((v) => containsPattern(String(v)));
      conditions.push((p) => `(${patterns.map((v) => `${expr} ILIKE ${p.add(v)}`).join(' OR ')})`);
    } else if (field.type === 'enum' && checked.includes(EMPTY_FILTER_VALUE)) {
      // A dictionary's empty value (SPEC "Empty") is stored as NULL or as ''.
      const others = checked.filter((v) => v !== EMPTY_FILTER_VALUE);
      conditions.push((p) => {
        const listed = others.length > 0 ? [`${expr} IN (${others.map((v) => p.add(v)).join(', ')})`] : [];
        return `(${[...listed, `${expr} IS NULL`, `(${expr})::text = ''`].join(' OR ')})`;
      });
    } else if (checked.length === 1) {
      conditions.push((p) => `${expr} = ${p.add(first)}`);
    } else {
      conditions.push((p) => `${expr} IN (${checked.map((v) => p.add(v)).join(', ')})`);
    }
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return conditions;
};

/** The page's fixed filters (one resource, several views): plain equality, never optional. */
export const fixedConditions = (res: ServerResource, page: PageDef): Condition[] =>
  Object.entries(page.fixed ?? {}).map(([name, value]) => {
    const expr = columnsOf(res)[name];
    if (!expr) throw new Error(`page ${page.url}: fixed filter ${name} is not a column of ${res.def.name}`);
    return (p: Params) => `${expr} = ${p.add(value)}`;
  });

/** The requested sort, whitelisted by the sortable fields; the page's default when none is asked. */
export const parseOrder = (
  res: ServerResource,
  page: PageDef,
  orderByColumn: string | undefined,
  isAsc: string | undefined,
): Order => {
  const sortable = (name: string) => {
    const field = mappedFields(res).find((f) => f.name === name);
    return field?.sortable ? (columnsOf(res)[name] as string) : undefined;
  };
  if (orderByColumn) {
    const expr = sortable(orderByColumn);
    if (!expr) throw notAllowed('orderByColumn', orderByColumn);
    return { expr, dir: isAsc === 'desc' ? 'desc' : 'asc' };
  }
  if (page.defaultSort) {
    const expr = columnsOf(res)[page.defaultSort.field];
    if (!expr) throw new Error(`page ${page.url}: default sort ${page.defaultSort.field} is not a column`);
    return { expr, dir: page.defaultSort.order };
  }
  return { expr: null, dir: 'desc' };
};

const literal = (value: Scalar): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('not a finite number');
    return String(value);
  }
  // An escape string literal reads the same whatever standard_conforming_strings says.
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
};

/** The statement with its parameters written in as quoted literals (EXPLAIN takes no parameters everywhere). */
export const inlineParams = (sql: string, values: readonly Scalar[]): string =>
  sql.replace(/\$(\d+)/g, (_m, i: string) => {
    const index = Number(i) - 1;
    if (index < 0 || index >= values.length) throw new Error(`no value for $${i}`);
    return literal(values[index] ?? null);
  });
