import { DICTIONARIES, type ResourceDef, withWriteSchemas } from '@tidemark/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../http/auth';

export type RowScope = 'branch' | 'company' | 'none';

/** A warning a write carries in its answer (the write went through): a catalog key and its values. */
export type Notice = { key: string; params?: Readonly<Record<string, string>> };

export type WriteContext = {
  app: FastifyInstance;
  auth: Auth;
  /** Runs SQL inside the write's transaction (on PGlite, app.database.query would wait for it to end). */
  query: <T extends Record<string, unknown> = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
};

/**
 * How the server stores a domain resource: its table, the SQL expression of each field, the row
 * scope and the area's rules. The generic endpoints (apps/server/src/engine/routes.ts) do the
 * rest. A resource that declares a store needs none written (storedResource derives it). Written tables
 * have `id`, `version` and `updated_at` columns (optimistic concurrency).
 */
export type ServerResource = {
  def: ResourceDef;
  table: string;
  /** FROM clause when fields come from joined tables; the main table must be aliased `t`. */
  from?: string;
  /**
   * Set by storedResource, whose `from` is the main table and one LEFT JOIN per lookup: each
   * lookup's join by its alias. A lookup reads at most one row by its key, so a statement that
   * names none of a lookup's columns (a deep page's ids, a count) leaves its join out
   * (`fromFor` in engine/sql.ts).
   */
  lookupJoins?: Readonly<Record<string, string>>;
  /**
   * Field name -> SQL expression, for the fields that are not the main table's column of the same
   * name: a field `lastFreeDay` is `t.last_free_day` unless listed here (a joined table's column,
   * a computed expression).
   */
  columns?: Readonly<Record<string, string>>;
  /**
   * Field name -> the expression its filter compares, when not the column's: the same values,
   * written so the planner reads them from their own index (the column stays what rows show).
   */
  filterColumns?: Readonly<Record<string, string>>;
  scope: RowScope;
  /**
   * SQL expressions for the scope: branch id and company id. Defaults: t.branch_id for 'branch',
   * t.company_id for 'company'. A customer sees only rows of its company, so a resource without a
   * company expression shows a customer nothing.
   */
  scopeColumns?: { branch?: string; company?: string };
  /**
   * Filters that compare no column: `f_<name>` names one of the area's conditions. Each answers
   * the SQL condition (no parameters) of the values sent, or null when they name none (a 400 on
   * the field). A named filter takes the place of a field's filter of the same name.
   */
  filters?: Readonly<Record<string, (values: readonly string[]) => string | null>>;
  /**
   * Set by the engine, never by an area, on a child resource reached through a relation of its
   * parent's page (engine/relations.ts): only the rows of that parent, and only while the user
   * sees the parent.
   */
  through?: Through;
  /**
   * Set by the engine, never by an area, when the request comes from a page with fixed filters
   * (PageDef.fixed): records outside them do not exist for it, in reads and in writes alike.
   */
  fixed?: Readonly<Record<string, string>>;
  /** Business rules of the area; throw AppError (badRequest with field keys) to refuse. */
  rules?: {
    /** Adjusts a list request (its order, say) before list, count, export and previous/next read it. */
    beforeList?: (list: ListInput) => ListInput;
    beforeCreate?: (ctx: WriteContext, values: Record<string, unknown>) => Promise<Record<string, unknown>>;
    beforeUpdate?: (
      ctx: WriteContext,
      before: Record<string, unknown>,
      values: Record<string, unknown>,
    ) => Promise<Record<string, unknown>>;
    /**
     * Runs before a state transition (also each row of a batch transition); throw to refuse. The
     * warnings it answers go through with a single transition's answer (the step is taken).
     */
    beforeTransition?: (
      ctx: WriteContext,
      before: Record<string, unknown>,
      transition: TransitionStep,
      // biome-ignore lint/suspicious/noConfusingVoidType: most rules answer nothing, a few answer warnings
    ) => Promise<void | readonly Notice[]>;
    /**
     * Runs before a record is deleted, with the row as read and locked: an area refuses deleting
     * a line whose parent is settled (a confirmed quotation or booking, a withdrawn tariff), or
     * does what the removal changes (prices the remaining lines again); throw AppError to refuse.
     * The row is deleted, and audited with its values, only when it returns.
     */
    beforeDelete?: (ctx: WriteContext, before: Record<string, unknown>) => Promise<void>;
    /**
     * Runs once before a batch (a transition, or the same values, over several rows), with the
     * rows as read and locked, after the engine's own consistency check: for a rule about the
     * selection as a whole; throw to refuse the batch.
     */
    beforeBatch?: (ctx: WriteContext, rows: readonly Record<string, unknown>[], batch: BatchStep) => Promise<void>;
    /**
     * Runs once the write's transaction has committed, with every change it made (a batch's
     * rows together), for work that must not happen for a write that is rolled back: mail, a
     * message to another system. The write stands whatever it does; a failure is logged.
     */
    afterCommit?: (ctx: CommitContext, changes: readonly CommittedChange[]) => Promise<void>;
  };
};

/** What afterCommit is given besides the changes: the app and who wrote. */
export type CommitContext = { app: FastifyInstance; auth: Auth };

/** One change a write committed, as the audit log holds it: the record, the action and the changed values. */
export type CommittedChange = { id: number; action: string; changes: Record<string, unknown> };

/**
 * A child reached through one parent row: the parent's resource, the relation's key on the page,
 * the child's foreign key field, the parent's id.
 */
export type Through = { parent: ServerResource; relation: string; foreignKey: string; parentId: number };

export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const resolvedColumns = new WeakMap<ServerResource, Readonly<Record<string, string>>>();

/** Every field's SQL expression: the declared one, else t.<the field name in snake_case>. */
export const columnsOf = (res: ServerResource): Readonly<Record<string, string>> => {
  const known = resolvedColumns.get(res);
  if (known) return known;
  const columns = Object.fromEntries(
    res.def.fields.map((f) => [f.name, res.columns?.[f.name] ?? `t.${snakeCase(f.name)}`]),
  );
  resolvedColumns.set(res, columns);
  return columns;
};

/**
 * The server side of a resource declared with a `store` (packages/domain engine/definitions.ts):
 * its table aliased `t`, each lookup one LEFT JOIN (lookups through the same key share it), the
 * declared row scope; editable fields without schemas get derived ones. An area that adds rules
 * or filters passes them as `extra`.
 */
export const storedResource = (
  declared: ResourceDef,
  extra: Partial<Omit<ServerResource, 'def'>> = {},
): ServerResource => {
  const def = withWriteSchemas(declared, DICTIONARIES);
  const store = def.store;
  if (!store) throw new Error(`resource ${def.name} declares no store`);
  const joins = new Map<string, string>();
  const columns: Record<string, string> = {};
  for (const [field, l] of Object.entries(store.lookups ?? {})) {
    const on = `${l.table}|${l.key}|${l.from}`;
    let alias = joins.get(on);
    if (!alias) {
      alias = `l${joins.size + 1}`;
      joins.set(on, alias);
    }
    columns[field] = `${alias}.${l.column}`;
  }
  const lookupJoins = Object.fromEntries(
    [...joins].map(([on, alias]) => {
      const [table, key, fromField] = on.split('|') as [string, string, string];
      return [alias, `LEFT JOIN ${table} ${alias} ON ${alias}.${key} = t.${snakeCase(fromField)}`];
    }),
  );
  const from = [`${store.table} t`, ...Object.values(lookupJoins)].join(' ');
  return { def, table: store.table, from, lookupJoins, columns, scope: store.scope, ...extra };
};

/** A list request as the engine reads it: the requested sort and the whole body (its f_<field> filters). */
export type ListInput = {
  orderByColumn?: string | undefined;
  isAsc?: string | undefined;
  body: Readonly<Record<string, unknown>>;
};

/** What a batch does: one transition, or the same field values on every row. */
export type BatchStep = { action: string } | { values: Record<string, unknown> };

/** One transition being applied: the resource's action name, its field and the states. */
export type TransitionStep = { action: string; field: string; from: string; to: string };

const registry = new Map<string, ServerResource>();

/** Areas register their resources at start (from registerModules). */
export const registerResource = (resource: ServerResource): void => {
  registry.set(resource.def.name, resource);
};

export const serverResource = (name: string): ServerResource | undefined => registry.get(name);
export const serverResources = (): ServerResource[] => [...registry.values()];
