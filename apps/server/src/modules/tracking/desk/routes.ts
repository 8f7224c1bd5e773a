import {
  averagesSchema,
  bulkLookupSchema,
  legCountsSchema,
  lfdSchema,
  qualitySchema,
} from '@tidemark/domain/tracking/desk/analysis';
import { isQuickFilter, QUICK_FILTER_FIELDS } from '@tidemark/domain/tracking/desk/quick-filters';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { route } from '../../../http/route';
import { laneAverages, legAverages, legCounts, lfdControl } from './analyses';
import { findNumbers } from './numbers';
import { qualityCheck } from './quality';
import { shipmentServerResource } from './resources';

const QUICK_FILTER_KEY = 'f_quickFilter';
const ENGINE_CALLS = /^\/api\/engine\/:resource\/(list|count|export|neighbours)$/;

const valuesOf = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw : [raw]).map((v) => String(v ?? '').trim()).filter((v) => v !== '');

/**
 * The quick filter is a named filter of the shipment list: its dictionary value names one of the
 * server's conditions (QUICK_FILTER_CONDITIONS), which the list, export and previous/next of the
 * generic endpoints then apply as that condition's yes/no field; anything else is a 400. Unless
 * the user sorts by a column, the LFD shows the most urgent first, by last free day as the LFD
 * control does.
 */
const applyQuickFilter = async (req: FastifyRequest): Promise<void> => {
  if (!ENGINE_CALLS.test(req.routeOptions.url ?? '')) return;
  if ((req.params as { resource?: unknown }).resource !== shipmentServerResource.def.name) return;
  const body = req.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || !(QUICK_FILTER_KEY in body)) return;
  const values = valuesOf(body[QUICK_FILTER_KEY]);
  delete body[QUICK_FILTER_KEY];
  if (values.length === 0) return;
  const [name] = values;
  if (values.length > 1 || name === undefined || !isQuickFilter(name)) {
    throw badRequest('validation.invalid', { [QUICK_FILTER_KEY]: 'validation.invalid' });
  }
  body[`f_${QUICK_FILTER_FIELDS[name]}`] = 'true';
  if (name === 'lfd' && !body.orderByColumn) {
    body.orderByColumn = 'lastFreeDay';
    body.isAsc = 'asc';
  }
};

/**
 * The portal tracking desk: the shipment and container lists on the engine, and the desk's own
 * reads (bulk lookup, data checks, leg counts, LFD control, transit-time analyses). Every read
 * keeps to the caller's row scope; each needs the page it serves.
 */
export const registerTrackingDeskRoutes = (app: FastifyInstance): void => {
  app.addHook('preHandler', applyQuickFilter);

  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/numbers',
    permission: 'findTrackingNoList',
    summary: 'Pasted shipment, bill, booking or container numbers: found or not, with the shipments in scope',
    tags: ['tracking'],
    body: bulkLookupSchema,
    handler: async ({ auth, body }) => ok(await findNumbers(app.database, auth, body.numbers)),
  });

  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/quality',
    permission: 'checkTracking',
    summary: 'Tracking data check: shipments without events for N days, or with events out of order',
    tags: ['tracking'],
    body: qualitySchema,
    handler: async ({ auth, body }) => ok(await qualityCheck(app.database, auth, body)),
  });

  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/legs',
    permission: 'LegTracking',
    summary: 'Shipments under way by their current leg (first mile, in transit, last mile)',
    tags: ['tracking'],
    body: legCountsSchema,
    handler: async ({ auth, body }) => ok(await legCounts(app.database, auth, body)),
  });

  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/lfd',
    permission: 'LFDControl',
    summary: 'Containers before the out-gate by days left to their last free day, with counts per bucket',
    tags: ['tracking'],
    body: lfdSchema,
    handler: async ({ auth, body }) => ok(await lfdControl(app.database, auth, body)),
  });

  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/laneAverages',
    permission: 'TrackingAverageDay',
    summary: 'Transit days per lane (average, min, max, P10, P90, standard deviation) over a departure period',
    tags: ['tracking'],
    body: averagesSchema,
    handler: async ({ auth, body }) => ok(await laneAverages(app.database, auth, body)),
  });

  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/legAverages',
    permission: 'LegAverageDay',
    summary: 'Days per leg (average, min, max, P10, P90, standard deviation) over a departure period',
    tags: ['tracking'],
    body: averagesSchema,
    handler: async ({ auth, body }) => ok(await legAverages(app.database, auth, body)),
  });
};
