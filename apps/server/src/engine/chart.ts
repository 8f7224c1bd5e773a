import type { ChartDef, PageDef } from '@tidemark/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { Auth } from '../http/auth';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { type RouteContext, route } from '../http/route';
import { listPlan } from './list';
import { columnsOf, type ServerResource } from './resource';
import { fromClause, mappedFields, params, whereSql } from './sql';

/** One group of a chart: its value of the group-by field and each measure's figure. */
export type ChartGroup = { key: string | null; values: Record<string, number | null> };

const DEFAULT_GROUPS = 50;
const MAX_GROUPS = 200;
const NUMERIC = new Set(['number', 'money']);

/** The SQL of each measure, checked against the resource: only mapped number or money fields. */
const measureSql = (res: ServerResource, chart: ChartDef): string[] => {
  const numeric = new Map(mappedFields(res).flatMap((f) => (NUMERIC.has(f.type) ? [[f.name, f]] : [])));
  return chart.measures.map((m, i) => {
    if (m.fn === 'count') return `count(*)::float8 AS "m${i}"`;
    const expr = m.field && numeric.has(m.field) ? columnsOf(res)[m.field] : undefined;
    if (!expr)
      throw new Error(`chart measure ${m.key}: ${m.field ?? '(none)'} is not a number field of ${res.def.name}`);
    // Money and averages come back rounded to cents, as the screen shows them.
    return `round((${m.fn}(${expr}))::numeric, 2)::float8 AS "m${i}"`;
  });
};

/**
 * The groups of a chart page: the list's plan (row scope, the page's fixed filters, the user's
 * filters, all whitelisted) grouped by the declared field, largest first measure first.
 */
export const chartGroups = async (
  db: Pick<Database, 'query'>,
  res: ServerResource,
  page: PageDef,
  auth: Auth,
  body: Readonly<Record<string, unknown>>,
): Promise<ChartGroup[]> => {
  const chart = page.chart;
  if (!chart) throw badRequest('engine.unknownView');
  const group = mappedFields(res).find((f) => f.name === chart.groupBy);
  if (!group) throw new Error(`chart of ${page.url}: ${chart.groupBy} is not a field of ${res.def.name}`);
  const measures = measureSql(res, chart);
  const plan = listPlan(res, page, auth, { body });
  const p = params();
  const where = whereSql([...(plan.scope ? [plan.scope] : []), ...plan.filters].map((c) => c(p)));
  const limit = Math.min(chart.limit ?? DEFAULT_GROUPS, MAX_GROUPS);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT (${columnsOf(res)[group.name]})::text AS "key", ${measures.join(', ')}
       FROM ${fromClause(res)} ${where}
      GROUP BY 1 ORDER BY 2 DESC NULLS LAST, 1 LIMIT ${p.add(limit)}`,
    p.values,
  );
  return rows.map((row) => ({
    key: row.key === null || row.key === undefined ? null : String(row.key),
    values: Object.fromEntries(
      chart.measures.map((m, i) => {
        const v = row[`m${i}`];
        return [m.key, v === null || v === undefined ? null : Number(v)];
      }),
    ),
  }));
};

type Resolve = (
  app: FastifyInstance,
  req: FastifyRequest,
  auth: Auth,
  view: string,
) => { res: ServerResource; page: PageDef };
type Guard = <B, Q>(
  handler: (ctx: RouteContext<B, Q, Auth>) => Promise<unknown>,
) => (ctx: RouteContext<B, Q, Auth>) => Promise<unknown>;

const chartBody = z.looseObject({ view: z.string().trim().min(1, { error: 'validation.required' }).max(200) });

/** POST /api/engine/:resource/chart, authorised by the page as the list is. */
export const registerChartRoute = (app: FastifyInstance, resolve: Resolve, guarded: Guard): void => {
  route(app, {
    method: 'POST',
    url: '/api/engine/:resource/chart',
    permission: 'session',
    sessionReason: 'The page named in the request decides: it must show the resource and be held by the caller.',
    summary: "A chart page's groups: the list's filters and row scope, grouped by the declared field and measured",
    tags: ['engine'],
    body: chartBody,
    handler: guarded(async ({ req, auth, body }) => {
      const { res, page } = resolve(app, req, auth, body.view);
      return ok({ groups: await chartGroups(app.database, res, page, auth, body) });
    }),
  });
};
