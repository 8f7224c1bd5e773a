import { MAX_BATCH_ROWS } from '@tidemark/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Row } from '../db/database';
import type { Auth } from '../http/auth';
import { AppError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { isForeignKeyViolation } from '../http/fields';
import { ValidationError } from '../http/route';
import { diff } from './audit';
import {
  type CommittedChange,
  columnsOf,
  type Notice,
  type ServerResource,
  type TransitionStep,
  type WriteContext,
} from './resource';
import { FieldErrors, fromClause, fromFor, params, scopeCondition, selectList, whereSql, writableColumn } from './sql';
import { auditIn, inTransaction, type TxQuery } from './transaction';

/** A written record's id and version, and the warnings of a transition that went through. */
export type Saved = { id: number; version: number; warnings?: readonly Notice[] };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

const parseValues = (schema: z.ZodType, input: Record<string, unknown>): Record<string, unknown> => {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(result.error);
  if (!isRecord(result.data)) throw new Error('an engine write schema must produce an object');
  return result.data;
};

type Assignment = { field: string; column: string; value: unknown };

/** The values that land in table columns: fields of the resource backed by a plain main-table column. */
const assignments = (res: ServerResource, values: Record<string, unknown>): Assignment[] =>
  Object.entries(values).flatMap(([field, value]) => {
    const column = writableColumn(res, field);
    if (value === undefined || !column || !res.def.fields.some((f) => f.name === field)) return [];
    return [{ field, column, value }];
  });

const binder = () => {
  const values: unknown[] = [];
  return {
    values,
    add: (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
};

const returning = (list: readonly Assignment[]) =>
  ['t.id AS "id"', 't.version AS "version"', ...list.map((a) => `t.${a.column} AS "${a.field}"`)].join(', ');

/** Whether records of the resource are ever written, and so carry a version (read-only tables have none). */
const isWritten = (res: ServerResource): boolean =>
  Boolean(res.def.createSchema || res.def.updateSchema || res.def.transitions);

/**
 * Records by id within the user's row scope, with their version (null on a read-only resource);
 * locked for the transaction when asked.
 */
export const loadRecords = async (
  query: TxQuery,
  res: ServerResource,
  auth: Auth,
  ids: readonly number[],
  lock = false,
): Promise<Row[]> => {
  if (ids.length === 0) return [];
  const p = params();
  const scope = scopeCondition(res, auth);
  const columns = columnsOf(res);
  const conditions = [
    `t.id IN (${ids.map((id) => p.add(id)).join(', ')})`,
    ...(scope ? [scope(p)] : []),
    ...Object.entries(res.fixed ?? {}).map(([field, value]) => `${columns[field]} = ${p.add(value)}`),
  ];
  return query(
    `SELECT ${selectList(res)}, ${isWritten(res) ? 't.version' : 'NULL::int'} AS "version" FROM ${fromClause(res)} ${whereSql(conditions)}
      ORDER BY t.id${lock ? ' FOR UPDATE OF t' : ''}`,
    p.values,
  );
};

/**
 * A write must not move a record out of the writer's own scope (or create one outside it). The
 * page's fixed filters do not apply here: a record may leave a page's view (a customer moved to
 * another region's list) while staying the writer's.
 */
const assertVisible = async (query: TxQuery, res: ServerResource, auth: Auth, id: number): Promise<void> => {
  const p = params();
  const scope = scopeCondition(res, auth);
  const where = whereSql([`t.id = ${p.add(id)}`, ...(scope ? [scope(p)] : [])]);
  // Only the id and the scope are read: the lookups' joins stay out unless the scope names them.
  if ((await query(`SELECT t.id FROM ${fromFor(res, where)} ${where}`, p.values)).length === 0) throw forbidden();
};

const versionOf = (row: Row): number => Number(row.version);

const updateRow = async (
  query: TxQuery,
  res: ServerResource,
  id: number,
  list: readonly Assignment[],
  version?: number,
): Promise<Row | undefined> => {
  const b = binder();
  const sets = [...list.map((a) => `${a.column} = ${b.add(a.value)}`), 'version = t.version + 1', 'updated_at = now()'];
  const where = [`t.id = ${b.add(id)}`, ...(version === undefined ? [] : [`t.version = ${b.add(version)}`])];
  const rows = await query(
    `UPDATE ${res.table} AS t SET ${sets.join(', ')} WHERE ${where.join(' AND ')} RETURNING ${returning(list)}`,
    b.values,
  );
  return rows[0];
};

/** The changed fields as { field: { from, to } }, both sides as the database returns them. */
const changesOf = (before: Row, after: Row, list: readonly Assignment[]): Record<string, unknown> =>
  diff(
    Object.fromEntries(list.map((a) => [a.field, before[a.field]])),
    Object.fromEntries(list.map((a) => [a.field, after[a.field]])),
  );

const context = (app: FastifyInstance, auth: Auth, query: TxQuery): WriteContext => ({ app, auth, query });

/** Writes a change to the audit log inside the transaction and keeps it for afterCommit. */
type Log = (query: TxQuery, change: CommittedChange) => Promise<void>;

/**
 * One write's transaction: its changes are audited as they are made and, once it has committed,
 * handed to the resource's afterCommit rule (whose failure is logged: the write stands).
 */
const writeTransaction = async <T>(
  app: FastifyInstance,
  res: ServerResource,
  auth: Auth,
  work: (query: TxQuery, log: Log) => Promise<T>,
): Promise<T> => {
  const committed: CommittedChange[] = [];
  const log: Log = async (query, change) => {
    await auditIn(query, {
      entity: res.def.name,
      entityId: change.id,
      action: change.action,
      userId: auth.userId,
      changes: change.changes,
    });
    committed.push(change);
  };
  const result = await inTransaction(app, (query) => work(query, log));
  const afterCommit = res.rules?.afterCommit;
  if (afterCommit && committed.length > 0) {
    try {
      await afterCommit({ app, auth }, committed);
    } catch (error) {
      app.log.error({ err: error, resource: res.def.name }, 'afterCommit failed after the write committed');
    }
  }
  return result;
};

export const createRecord = async (
  app: FastifyInstance,
  res: ServerResource,
  auth: Auth,
  input: Record<string, unknown>,
): Promise<Saved> => {
  const schema = res.def.createSchema;
  if (!schema) throw badRequest('engine.notWritable');
  const parsed = parseValues(schema, input);
  return writeTransaction(app, res, auth, async (query, log) => {
    const values = res.rules?.beforeCreate ? await res.rules.beforeCreate(context(app, auth, query), parsed) : parsed;
    const list = assignments(res, values);
    if (list.length === 0) throw badRequest('messages.requiredMissing');
    const b = binder();
    const placeholders = list.map((a) => b.add(a.value));
    const rows = await query(
      `INSERT INTO ${res.table} AS t (${list.map((a) => a.column).join(', ')}) VALUES (${placeholders.join(', ')})
       RETURNING ${returning(list)}`,
      b.values,
    );
    const created = rows[0];
    if (!created) throw new Error(`insert into ${res.table} returned no row`);
    const id = Number(created.id);
    await assertVisible(query, res, auth, id);
    const changes = Object.fromEntries(list.map((a) => [a.field, created[a.field]]));
    await log(query, { id, action: 'create', changes });
    return { id, version: versionOf(created) };
  });
};

export const updateRecord = async (
  app: FastifyInstance,
  res: ServerResource,
  auth: Auth,
  id: number,
  version: number,
  input: Record<string, unknown>,
): Promise<Saved> => {
  const schema = res.def.updateSchema ?? res.def.createSchema;
  if (!schema) throw badRequest('engine.notWritable');
  const parsed = parseValues(schema, input);
  return writeTransaction(app, res, auth, async (query, log) => {
    const before = (await loadRecords(query, res, auth, [id], true))[0];
    if (!before) throw notFound();
    if (versionOf(before) !== version) throw conflict();
    const ctx = context(app, auth, query);
    const values = res.rules?.beforeUpdate ? await res.rules.beforeUpdate(ctx, before, parsed) : parsed;
    const list = assignments(res, values);
    const after = await updateRow(query, res, id, list, version);
    // The row is locked, so only a concurrent delete gets here; the client must reload either way.
    if (!after) throw conflict();
    await assertVisible(query, res, auth, id);
    await log(query, { id, action: 'update', changes: changesOf(before, after, list) });
    return { id, version: versionOf(after) };
  });
};

/** What a deleted record held: the values of its own columns (lookups and computed fields left out), nulls dropped. */
const deletedValues = (res: ServerResource, before: Row): Record<string, unknown> =>
  Object.fromEntries(
    res.def.fields
      .filter(
        (f) =>
          f.name !== 'id' && writableColumn(res, f.name) && before[f.name] !== null && before[f.name] !== undefined,
      )
      .map((f) => [f.name, before[f.name]]),
  );

/**
 * Deletes a record read at `version` within the user's scope (a stale version is a 409, a row out
 * of scope a 404), after the resource's beforeDelete rule. The audit keeps who deleted it and its
 * values; a child deleted through its parent's page is also entered in the parent's audit
 * (`delete:<relation>`), where the parent's history shows it once the row itself is gone.
 */
export const deleteRecord = async (
  app: FastifyInstance,
  res: ServerResource,
  auth: Auth,
  id: number,
  version: number,
): Promise<{ id: number }> => {
  if (!isWritten(res)) throw badRequest('engine.notWritable');
  return writeTransaction(app, res, auth, async (query, log) => {
    const before = (await loadRecords(query, res, auth, [id], true))[0];
    if (!before) throw notFound();
    if (versionOf(before) !== version) throw conflict();
    await res.rules?.beforeDelete?.(context(app, auth, query), before);
    const deleted = await query(`DELETE FROM ${res.table} AS t WHERE t.id = $1 AND t.version = $2 RETURNING t.id`, [
      id,
      version,
    ]).catch((error: unknown) => {
      // Rows of another table still point to it (a foreign key without ON DELETE CASCADE).
      throw isForeignKeyViolation(error) ? badRequest('engine.deleteReferenced') : error;
    });
    if (deleted.length === 0) throw conflict();
    const values = deletedValues(res, before);
    await log(query, { id, action: 'delete', changes: values });
    const { through } = res;
    if (through) {
      await auditIn(query, {
        entity: through.parent.def.name,
        entityId: through.parentId,
        action: `delete:${through.relation}`,
        userId: auth.userId,
        changes: { ...values, id },
      });
    }
    return { id };
  });
};

type Transition = { field: string; from: readonly string[]; to: string };

const transitionOf = (res: ServerResource, action: string): Transition => {
  const transition = res.def.transitions?.[action];
  if (!transition) throw new FieldErrors({ action: { key: 'validation.invalid' } });
  if (!writableColumn(res, transition.field)) {
    throw new Error(`resource ${res.def.name}: transition ${action} changes ${transition.field}, not a table column`);
  }
  return transition;
};

/** A state as the transition table names it; smallint states compare as their digits. */
const stateOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const applyTransition = async (
  ctx: WriteContext,
  res: ServerResource,
  before: Row,
  action: string,
  transition: Transition,
  log: Log,
): Promise<Saved> => {
  const from = stateOf(before[transition.field]);
  if (!transition.from.includes(from)) throw badRequest('engine.transitionNotAllowed');
  const step: TransitionStep = { action, field: transition.field, from, to: transition.to };
  const warnings = await res.rules?.beforeTransition?.(ctx, before, step);
  const list = assignments(res, { [transition.field]: transition.to });
  const id = Number(before.id);
  const after = await updateRow(ctx.query, res, id, list);
  if (!after) throw conflict();
  await log(ctx.query, { id, action: `transition:${action}`, changes: changesOf(before, after, list) });
  return { id, version: versionOf(after), ...(warnings && warnings.length > 0 ? { warnings } : {}) };
};

export const transitionRecord = async (
  app: FastifyInstance,
  res: ServerResource,
  auth: Auth,
  id: number,
  version: number,
  action: string,
): Promise<Saved> => {
  const transition = transitionOf(res, action);
  return writeTransaction(app, res, auth, async (query, log) => {
    const before = (await loadRecords(query, res, auth, [id], true))[0];
    if (!before) throw notFound();
    if (versionOf(before) !== version) throw conflict();
    return applyTransition(context(app, auth, query), res, before, action, transition, log);
  });
};

/** The object schema whose fields validate a batch's values one by one. */
const fieldSchemas = (res: ServerResource): Readonly<Record<string, z.ZodType>> => {
  const schema = res.def.updateSchema ?? res.def.createSchema;
  if (!(schema instanceof z.ZodObject)) throw badRequest('engine.notWritable');
  return schema.shape as Record<string, z.ZodType>;
};

/** Values of the batch form: the writable fields the request carries, each checked by its own schema. */
const batchValues = (res: ServerResource, body: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const shape = fieldSchemas(res);
  const values: Record<string, unknown> = {};
  const issues: z.core.$ZodIssue[] = [];
  for (const field of res.def.fields) {
    const schema = shape[field.name];
    if (!schema || !(field.name in body) || !writableColumn(res, field.name)) continue;
    const result = schema.safeParse(body[field.name]);
    if (result.success) values[field.name] = result.data;
    else issues.push(...result.error.issues.map((i) => ({ ...i, path: [field.name, ...i.path] })));
  }
  if (issues.length > 0) throw new ValidationError(new z.ZodError(issues));
  return values;
};

const sameEverywhere = (rows: readonly Row[], read: (row: Row) => unknown): boolean =>
  new Set(rows.map((r) => JSON.stringify(read(r) ?? null))).size <= 1;

/**
 * Changes up to MAX_BATCH_ROWS records at once, in one transaction: either the same field values, or
 * one transition. The selection must be consistent: the rows agree on the current value of every
 * field being changed, or all stand in the same state for the transition.
 */
export const batchUpdate = async (
  app: FastifyInstance,
  res: ServerResource,
  auth: Auth,
  ids: readonly number[],
  body: Readonly<Record<string, unknown>>,
  action: string | undefined,
): Promise<Saved[]> => {
  if (ids.length === 0) throw badRequest('messages.requiredMissing');
  if (ids.length > MAX_BATCH_ROWS) throw new AppError(400, 'engine.batchTooMany', { max: MAX_BATCH_ROWS });
  const transition = action ? transitionOf(res, action) : undefined;
  const values = transition ? {} : batchValues(res, body);
  if (!transition && Object.keys(values).length === 0) throw badRequest('messages.requiredMissing');
  return writeTransaction(app, res, auth, async (query, log) => {
    const rows = await loadRecords(query, res, auth, ids, true);
    if (rows.length !== ids.length) throw notFound();
    const consistent = transition
      ? sameEverywhere(rows, (r) => stateOf(r[transition.field]))
      : Object.keys(values).every((field) => sameEverywhere(rows, (r) => r[field]));
    if (!consistent) throw badRequest('engine.batchInconsistent');
    const ctx = context(app, auth, query);
    await res.rules?.beforeBatch?.(ctx, rows, transition && action ? { action } : { values });
    const saved: Saved[] = [];
    for (const before of rows) {
      if (transition && action) {
        saved.push(await applyTransition(ctx, res, before, action, transition, log));
        continue;
      }
      const id = Number(before.id);
      const next = res.rules?.beforeUpdate ? await res.rules.beforeUpdate(ctx, before, { ...values }) : values;
      const list = assignments(res, next);
      const after = await updateRow(query, res, id, list);
      if (!after) throw conflict();
      await assertVisible(query, res, auth, id);
      await log(query, { id, action: 'update', changes: changesOf(before, after, list) });
      saved.push({ id, version: versionOf(after) });
    }
    return saved;
  });
};
