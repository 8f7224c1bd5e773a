import { PassThrough } from 'node:stream';
import { type ActionKind, listRequestSchema, type PageDef } from '@tidemark/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../http/auth';
import { ok, refused } from '../http/envelope';
import { badRequest, forbidden, notFound } from '../http/errors';
import { idField, idListField, isForeignKeyViolation, isUniqueViolation } from '../http/fields';
import { type RouteContext, route } from '../http/route';
import { registerChartRoute } from './chart';
import { attachment, exportFields, placeFields, writeWorkbook, XLSX_TYPE } from './export';
import { countRows, keysetBatches, listPlan, listRows, neighbours, pageTotal } from './list';
import { type EngineLookup, engineLookup } from './lookup';
import { relationTarget, withParent } from './relations';
import { finishReport, startReport } from './report-history';
import type { ServerResource } from './resource';
import { FieldErrors } from './sql';
import { batchUpdate, createRecord, deleteRecord, loadRecords, transitionRecord, updateRecord } from './write';

/** Why the generic endpoints are open to every signed-in user: each checks the page the request names. */
export const PAGE_DECIDES =
  'The page named in the request decides: it must show the resource, be held by the caller, and grant the action.';

type Target = { res: ServerResource; page: PageDef; lookup: EngineLookup };

/** What a call needs beyond the page itself: an action of the page by kind (and transition). */
type Need = { kind: ActionKind; transition?: string };

/**
 * The page the request comes from must show this resource (or, through one of its relations, the
 * child rows of one of its records), and the user must hold the page (its URL) and, for a change
 * or an export, the permission of the page's matching action. A page that declares no export
 * action shows no Export button, and its list cannot be exported either.
 */
const resolveTarget = (app: FastifyInstance, req: FastifyRequest, auth: Auth, view: string, need?: Need): Target => {
  const lookup = engineLookup(app);
  const name = String((req.params as { resource?: unknown }).resource ?? '');
  const relation = relationTarget(lookup, lookup.page(view), name, req.body);
  const page = relation?.page ?? lookup.page(view);
  const res = relation?.res ?? lookup.resource(name);
  if (!page || !res || page.resource !== name) throw badRequest('engine.unknownView');
  if (!auth.permissions.has(page.url) || (relation && !auth.permissions.has(relation.permission))) throw forbidden();
  if (need) {
    const actions = (page.actions ?? []).filter(
      (a) => a.kind === need.kind && (need.transition === undefined || (a.transition ?? a.key) === need.transition),
    );
    if (!actions.some((a) => auth.permissions.has(a.permission))) throw forbidden();
  }
  // A page's fixed filters bound every record it reaches, not only its list.
  const fixed = !relation && page.fixed && Object.keys(page.fixed).length > 0 ? page.fixed : undefined;
  return { res: fixed ? { ...res, fixed } : res, page, lookup };
};

const isDataException = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && /^22/.test(String((error as { code?: unknown }).code ?? ''));

/**
 * Runs a handler and answers field errors with their parameters filled in (the shared error
 * handler translates field keys without parameters). A value the column cannot take is a 400,
 * a duplicate key or a reference to a record that is not there a 400 the form can show.
 */
export const guarded =
  <B, Q>(handler: (ctx: RouteContext<B, Q, Auth>) => Promise<unknown>) =>
  async (ctx: RouteContext<B, Q, Auth>): Promise<unknown> => {
    try {
      return await handler(ctx);
    } catch (error) {
      if (error instanceof FieldErrors) {
        const errors = Object.fromEntries(
          Object.entries(error.fields).map(([field, issue]) => [field, ctx.t(issue.key, issue.params)]),
        );
        ctx.reply.status(400);
        return {
          success: false,
          result: 'false',
          message: Object.values(errors)[0] ?? ctx.t('http.400'),
          data: null,
          errors,
        };
      }
      if (isDataException(error)) throw badRequest('validation.invalid');
      if (isUniqueViolation(error)) throw badRequest('engine.duplicate');
      // A value pointing at a record that is not there (an unknown office, a row just deleted).
      if (isForeignKeyViolation(error)) throw badRequest('engine.missingReference');
      throw error;
    }
  };

const { view, orderByColumn, isAsc } = listRequestSchema.shape;
const sort = { orderByColumn, isAsc };
const list = (item: z.ZodType<string>) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(item).max(200),
  );

const listBody = listRequestSchema;
/** `known`: rows the caller has already seen exist (offset plus its full page): never counted again. */
const countBody = z.looseObject({ view, known: z.coerce.number().int().min(0).max(1_000_000_000).optional() });
const recordBody = z.object({ view, id: idField });
const createBody = z.looseObject({ view });
const updateBody = z.looseObject({ view, id: idField, version: idField });
const deleteBody = z.object({ view, id: idField, version: idField });
const transitionBody = z.object({ view, id: idField, version: idField, action: z.string().trim().min(1).max(64) });
const batchBody = z.looseObject({ view, ids: idListField, action: z.string().trim().max(64).optional() });
const neighboursBody = z.looseObject({ view, id: idField, ...sort });
const exportBody = z.looseObject({ view, ...sort, columns: list(z.string().trim().min(1).max(64)) });

/** Keys every call carries that are not record fields. */
const ENVELOPE_KEYS = new Set(['view', 'relation', 'parentId', 'id', 'version', 'lang', 'lg', '__sid']);

/** The keys of an object schema; none for another kind of schema. */
const shapeKeys = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];

/**
 * The record fields of a form body, for the resource's schema, and the other inputs its write
 * schemas read (a booking's confirmation of its quotation warnings), which its rules consume.
 */
const fieldsOf = (res: ServerResource, body: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const names = new Set([
    ...res.def.fields.map((f) => f.name),
    ...shapeKeys(res.def.createSchema),
    ...shapeKeys(res.def.updateSchema),
  ]);
  return Object.fromEntries(Object.entries(body).filter(([k]) => names.has(k) && !ENVELOPE_KEYS.has(k)));
};

const URL_PREFIX = '/api/engine/:resource';

/** The generic endpoints of docs/engine.md: every declared resource through the pages that show it. */
export const registerEngineRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: `${URL_PREFIX}/list`,
    permission: 'session',
    sessionReason: PAGE_DECIDES,
    summary: 'A page of records: whitelisted filters and sort, row scope, exact total up to the cap, then estimated',
    tags: ['engine'],
    body: listBody,
    handler: guarded(async ({ req, auth, body }) => {
      const { res, page, lookup } = resolveTarget(app, req, auth, body.view);
      const plan = listPlan(res, page, auth, { orderByColumn: body.orderByColumn, isAsc: body.isAsc, body });
      const rows = await listRows(app.database, plan, body.page, body.limit);
      const known = (body.page - 1) * body.limit + rows.length;
      if (body.count === 'later' && rows.length === body.limit) {
        return ok({ rows, total: known, totalExact: false, totalPending: true, page: body.page, limit: body.limit });
      }
      const total = await pageTotal(app.database, plan, body.page, body.limit, rows.length, lookup.exactTotalCap);
      return ok({ rows, total: total.total, totalExact: total.totalExact, page: body.page, limit: body.limit });
    }),
  });

  route(app, {
    method: 'POST',
    url: `${URL_PREFIX}/count`,
    permission: 'session',
    sessionReason: PAGE_DECIDES,
    summary: "The total of a list's filters (exact up to the cap, then estimated), asked after its rows",
    tags: ['engine'],
    body: countBody,
    handler: guarded(async ({ req, auth, body }) => {
      const { res, page, lookup } = resolveTarget(app, req, auth, body.view);
      const plan = listPlan(res, page, auth, { body });
      const total = await countRows(app.database, plan, lookup.exactTotalCap, body.known ?? 0);
      return ok({ total: total.total, totalExact: total.totalExact });
    }),
  });

  route(app, {
    method: 'POST',
    url: `${URL_PREFIX}/get`,
    permission: 'session',
    sessionReason: PAGE_DECIDES,
    summary: 'One record with its version, within the row scope',
    tags: ['engine'],
    body: recordBody,
    handler: guarded(async ({ req, auth, body }) => {
      const { res } = resolveTarget(app, req, auth, body.view);
      const record = (await loadRecords(app.database.query, res, auth, [body.id]))[0];
      if (!record) throw notFound();
      return ok(record);
    }),
  });

  route(app, {
    method: 'POST',
    url: `${URL_PREFIX}/create`,
    permission: 'session',
    sessionReason: PAGE_DECIDES,
    summary: "Creates a record through the resource's schema and the area's rules; answers id and version",
    tags: ['engine'],
    body: createBody,
    handler: guarded(async ({ req, auth, body, t }) => {
      const { res } = resolveTarget(app, req, auth, body.view, { kind: 'create' });
      return ok(await createRecord(app, res, auth, withParent(res, fieldsOf(res, body))), t('engine.created'));
    }),
  });

  route(app, {
    method: 'POST',
    url: `${URL_PREFIX}/update`,
    permission: 'session',
    sessionReason: PAGE_DECIDES,
    summary: 'Saves a record at the version the form read; a stale version is a 409 and nothing is written',
    tags: ['engine'],
    body: updateBody,
    handler: guarded(async ({ req, auth, body, t }) => {
      const { res } = resolveTarget(app, req, auth, body.view, { kind: 'edit' });
      return ok(await updateRecord(app, res, auth, body.id, body.version, fieldsOf(res, body)), t('engine.saved'));
    }),
  });

  route(app, {
    method: 'POST',
    url: `${URL_PREFIX}/transition`,
    permission: 'session',
    sessionReason: PAGE_DECIDES,
    summary: 'Moves a record to another state through one of the transitions the resource allows',
    tags: ['engine'],
    body: transitionBody,
    handler: guarded(async ({ req, auth, body, t }) => {
      const { res } = resolveTarget(app, req, auth, body.view, { kind: 'transition', transition: body.action });
      const { warnings, ...saved } = await transitionRecord(app, res, auth, body.id, body.version, body.action);
      // A warning says something the user should act on; the step itself went through.
      return ok(warnings ? { ...saved, warnings: warnings.map((w) => t(w.key, w.params)) } : saved, t('engine.saved'));
    }),
  });

  route(app, {
    method: 'POST',
    url: `${URL_PREFIX}/delete`,
    permission: 'session',
    sessionReason: PAGE_DECIDES,
    summary:
      "Deletes a record read at its version, within the row scope and the area's rules; audited with its values (a child also in its parent's audit)",
    tags: ['engine'],
    body: deleteBody,
    handler: guarded(async ({ req, auth, body, t }) => {
      const { res } = resolveTarget(app, req, auth, body.view, { kind: 'delete' });
      return ok(await deleteRecord(app, res, auth, body.id, body.version), t('engine.deleted'));
    }),
  });

  route(app, {
    method: 'POST',
    url: `${URL_PREFIX}/batchUpdate`,
    permission: 'session',
    sessionReason: PAGE_DECIDES,
    summary: 'Sets the same fields, or runs one transition, on 1 to 20 records in the same state, all or none',
    tags: ['engine'],
    body: batchBody,
    handler: guarded(async ({ req, auth, body, t }) => {
      const { res } = resolveTarget(app, req, auth, body.view, { kind: 'batchUpdate' });
      const action = body.action || undefined;
      if (action) resolveTarget(app, req, auth, body.view, { kind: 'transition', transition: action });
      const saved = await batchUpdate(app, res, auth, body.ids, fieldsOf(res, body), action);
      return ok(saved, t('engine.batchSaved', { count: saved.length }));
    }),
  });

  route(app, {
    method: 'POST',
    url: `${URL_PREFIX}/audit`,
    permission: 'session',
    sessionReason: PAGE_DECIDES,
    summary: "A record's audit entries, newest first, with the names of who made them",
    tags: ['engine'],
    body: recordBody,
    handler: guarded(async ({ req, auth, body }) => {
      const { res } = resolveTarget(app, req, auth, body.view);
      if ((await loadRecords(app.database.query, res, auth, [body.id])).length === 0) throw notFound();
      const rows = await app.database.query(
        `SELECT a.id, a.action, a.changes, a.at, a.user_id AS "userId", u.user_name AS "userName",
                u.display_name AS "displayName"
           FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
          WHERE a.entity = $1 AND a.entity_id = $2
          ORDER BY a.at DESC, a.id DESC
          LIMIT 500`,
        [res.def.name, String(body.id)],
      );
      return ok(rows);
    }),
  });

  route(app, {
    method: 'POST',
    url: `${URL_PREFIX}/neighbours`,
    permission: 'session',
    sessionReason: PAGE_DECIDES,
    summary: 'The previous and next record ids under the same filters and sort (null at either end)',
    tags: ['engine'],
    body: neighboursBody,
    handler: guarded(async ({ req, auth, body }) => {
      const { res, page } = resolveTarget(app, req, auth, body.view);
      const plan = listPlan(res, page, auth, { orderByColumn: body.orderByColumn, isAsc: body.isAsc, body });
      const found = await neighbours(app.database, plan, body.id);
      if (!found) throw notFound();
      return ok(found);
    }),
  });

  route(app, {
    method: 'POST',
    url: `${URL_PREFIX}/export`,
    permission: 'session',
    sessionReason: PAGE_DECIDES,
    summary: 'The list as the user sees it (columns, filters, sort) streamed into an .xlsx file',
    tags: ['engine'],
    body: exportBody,
    handler: guarded(async ({ req, auth, reply, body, lang, t }) => {
      const { res, page, lookup } = resolveTarget(app, req, auth, body.view, { kind: 'export' });
      const fields = exportFields(res, page, body.columns);
      const plan = listPlan(res, page, auth, { orderByColumn: body.orderByColumn, isAsc: body.isAsc, body });
      // Times at a place are written on the place's clock: its port (and zone) come along unseen.
      const batches = keysetBatches(app.database, plan, [...fields, ...placeFields(res, fields)], lookup.exportBatch);
      const first = await batches.next();
      if (first.done) return refused(t('messages.noFiles'));
      const title = t(page.titleKey);
      const out = new PassThrough({ highWaterMark: 1 << 20 });
      const disposition = attachment(title, res.def.name, new Date());
      const fileName = decodeURIComponent(disposition.split("''")[1] ?? `${res.def.name}.xlsx`);
      // Every generated file is recorded in the report history (historyPage).
      const reportId = await startReport(app.database, {
        auth,
        reportName: title,
        reportType: page.url,
        resource: res.def.name,
        fileName,
        body,
      });
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', disposition)
        .header('cache-control', 'no-store');
      // The rows keep coming after the handler returns the stream; a failure ends the download.
      writeWorkbook(out, { title, fields, lang, timeZone: auth.timeZone, first: first.value, rest: batches })
        .then(
          (written) => finishReport(app.database, reportId, written),
          async (error: unknown) => {
            req.log.error({ err: error }, 'export failed');
            out.destroy(error instanceof Error ? error : new Error(String(error)));
            await finishReport(app.database, reportId, null);
          },
        )
        .catch((error: unknown) => req.log.error({ err: error }, 'report history not updated'));
      return out;
    }),
  });

  registerChartRoute(app, resolveTarget, guarded);
};
